import { delay, HttpResponse } from 'msw'
import type { Fault } from '../scenarios'
import { problem } from './common'

/**
 * What each fault kind does. A "before" fault answers instead of the handler (or, returning null,
 * only delays it); an "after" fault lets the handler run — the call takes effect — and then changes
 * its answer; a "detached" fault answers at once and lets the handler run `afterMs` later, the call
 * staying in progress meanwhile. The middleware's one loop (middleware.ts `withFaults`) applies every
 * kind through this table.
 */
export type FaultBehaviour =
  | { when: 'before'; answer: (fault: Fault) => Response | null | Promise<Response | null> }
  | { when: 'after'; spoil: (fault: Fault, response: Response) => Response | Promise<Response> }
  | { when: 'detached'; answer: (fault: Fault) => Response; afterMs: (fault: Fault) => number }

const before = (answer: (fault: Fault) => Response | null | Promise<Response | null>): FaultBehaviour => ({
  when: 'before',
  answer,
})
const after = (
  spoil: (fault: Fault, response: Response) => Response | Promise<Response>,
): FaultBehaviour => ({
  when: 'after',
  spoil,
})

const JSON_HEADERS = { 'Content-Type': 'application/json' }

const html = (status: number, title: string) =>
  new HttpResponse(`<html><body><h1>${status} ${title}</h1></body></html>`, {
    status,
    headers: { 'Content-Type': 'text/html' },
  })

/** A JSON answer rewritten by `change`; anything that is not JSON is passed on as it came. */
async function rewriteJson(response: Response, change: (body: unknown) => unknown): Promise<Response> {
  const text = await response.clone().text()
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    return new HttpResponse(text, { status: response.status, headers: JSON_HEADERS })
  }
  return new HttpResponse(JSON.stringify(change(body)), { status: response.status, headers: JSON_HEADERS })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every `status` and `state`, at any depth, set to a value no enum knows. */
const driftDeep = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(driftDeep)
    : isRecord(value)
      ? Object.fromEntries(
          Object.entries(value).map(([k, v]) => [
            k,
            k === 'status' || k === 'state' ? 'NOT_A_KNOWN_VALUE' : driftDeep(v),
          ]),
        )
      : value

export const FAULT_BEHAVIOURS: Record<Fault['kind'], FaultBehaviour> = {
  slow: before(async (f) => {
    await delay(f.delayMs ?? 2500)
    return null
  }),
  // Longer than the client waits (REQUEST_TIMEOUT_MS): the answer never arrives in time.
  timeout: before(async (f) => {
    await delay(f.delayMs ?? 21_000)
    return null
  }),
  '500': before(() => problem(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')),
  '502-html': before(() => html(502, 'Bad Gateway')),
  /** A gateway gave up before the server acted (the call never took effect). */
  '504-html': before(() => html(504, 'Gateway Timeout')),
  '503-html': before(() => html(503, 'Service Unavailable')),
  // A 200 whose body lacks every required field.
  schema: before(() => HttpResponse.json({ unexpected: true })),
  '429': before(
    () =>
      new HttpResponse(JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests.' }), {
        status: 429,
        headers: { ...JSON_HEADERS, 'Retry-After': '1' },
      }),
  ),
  network: before(() => HttpResponse.error()),
  malformed: before(
    () => new HttpResponse('{"id": "shop_1", "merchantId": ', { status: 200, headers: JSON_HEADERS }),
  ),
  '401': before(() => problem(401, 'UNAUTHENTICATED', 'Your session has expired.')),
  // The contract's "the resource changed state" (for example the offer was accepted elsewhere), with
  // the code the real call would use (`code`: OFFER_NOT_PENDING, LOAN_NOT_PAYABLE…).
  '409': before((f) => problem(409, f.code ?? 'CONFLICT', 'This changed while you were looking at it.')),
  '422': before((f) =>
    problem(422, 'VALIDATION_FAILED', f.message ?? 'Please check what you entered.', [
      { field: f.field ?? 'amount', message: f.message ?? 'This value isn’t accepted.' },
    ]),
  ),
  // A resource whose `state` is one the app has never heard of (a success, otherwise untouched).
  drift: after(async (_f, response) => {
    if (!response.ok || !(response.headers.get('Content-Type') ?? '').includes('json')) return response
    const body = (await response.clone().json()) as unknown
    if (!isRecord(body) || !('state' in body)) return response
    return HttpResponse.json({ ...body, state: 'FROZEN_FOR_REVIEW' }, { status: response.status })
  }),
  /** The call takes effect, then its answer is lost (a network error after the handler ran). */
  'lost-after': after(() => HttpResponse.error()),
  /**
   * The server is slow to process the call: a gateway answers 504 at once, and the call takes effect
   * `delayMs` later (3 s unless set). Meanwhile it is in progress: a request with the same
   * Idempotency-Key is answered 409 IDEMPOTENCY_REQUEST_IN_PROGRESS (middleware.ts).
   */
  'in-progress': {
    when: 'detached',
    answer: () => html(504, 'Gateway Timeout'),
    afterMs: (f) => f.delayMs ?? 3000,
  },
  /** The call takes effect, then answers its 2xx with the JSON cut off. */
  'malformed-after': after(async (_f, response) => {
    const text = await response.text()
    return new HttpResponse(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
      status: response.status,
      headers: JSON_HEADERS,
    })
  }),
  /** The call takes effect, then answers with every `status` and `state` set to an unknown value. */
  'drift-after': after((_f, response) => rewriteJson(response, driftDeep)),
}
