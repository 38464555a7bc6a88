import { HttpResponse } from 'msw'
import { z } from '@/lib/zod'
import { makePdf } from '../pdf'
import { toFieldErrors } from '../validation'

/** Small helpers every resource's handlers share: the contract's error body, JSON bodies, PDFs. */

export type FieldErrors = { field: string; message: string }[]

/** The contract's error body: `{ status, code, message, fieldErrors? }`. */
export function problem(status: number, code: string, message: string, fieldErrors?: FieldErrors) {
  return HttpResponse.json({ status, code, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status })
}

export const notFound = (what: string) => problem(404, 'NOT_FOUND', `${what} not found.`)

/** A record of this shop's, or null (another shop's records are "not found", as the API answers). */
export function owned<T extends { shopId: string }>(record: T | undefined, shop: { id: string }): T | null {
  return record && record.shopId === shop.id ? record : null
}

export const INVALID_JSON = Symbol.for('invalid-json')

/** The request's JSON body: `undefined` when empty, `INVALID_JSON` when it does not parse. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return INVALID_JSON
  }
}

/** A body to validate field by field: a missing or unreadable body has no fields. */
export const fieldsOf = (body: unknown): unknown => (typeof body === 'object' && body !== null ? body : {})

/** zod's English messages ("Invalid input: expected string, received number"), for the sandbox only. */
const english = z.locales.en().localeError

/**
 * A request parsed for a 422. A field with no message of its own gets zod's English words for what was
 * expected ("Invalid option: expected one of …"), which name types and rules, never the value sent:
 * `fieldErrors` would carry it back to the screen.
 */
export function parseRequest<S extends z.ZodMiniType>(schema: S, input: unknown) {
  return z.safeParse(schema, input, { error: english })
}

/** A failed parse as the contract's 422, its issues as dotted `fieldErrors`. */
export function validationProblem(issues: readonly z.core.$ZodIssue[], message: string): Response {
  return problem(422, 'VALIDATION_FAILED', message, toFieldErrors(issues))
}

export function pdf(lines: string[]) {
  return new HttpResponse(makePdf(lines), { headers: { 'Content-Type': 'application/pdf' } })
}

/**
 * cyrb53, the sandbox's one hash: a 53-bit digest of a string, enough to tell two request bodies
 * (or two contracts) apart. `radix` 36 for idempotency fingerprints, 16 for contract URL tokens.
 */
export function digest(text: string, radix = 36): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(radix)
}
