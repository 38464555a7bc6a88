import { isValid, parseISO } from 'date-fns'
import { z } from 'zod/mini'

/**
 * Reusable field schemas (contract "Conventions"). Response schemas use `zod/mini`, which tree-shakes,
 * because they load on the first page (docs/decisions/0002-api-layer.md).
 */

export const idSchema = z.string().check(z.minLength(1))

/** Hosts where plain `http:` is allowed, so the sandbox and local servers work. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

export const SECURE_URL_RULE = 'must be an https:// URL (http:// only on localhost or 127.0.0.1)'

/**
 * The one rule for every URL that comes in (contract URLs, partner fonts, partner origins, the API
 * host): `https:`, or `http:` on a loopback host. Never `javascript:`, `data:`, `file:` and the
 * like, and never a URL carrying a user name or password.
 */
export function isSecureUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.username || url.password || url.hostname === '') return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)
}

/** A string that passes `isSecureUrl`. */
export const secureUrlSchema = z.string().check(z.refine(isSecureUrl, SECURE_URL_RULE))

/** A whole number of cents: money never carries more than 2 decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

/** US dollars as a JSON number with at most 2 decimals. */
export const moneySchema = z
  .number()
  .check(
    z.refine(Number.isFinite, 'must be a finite number'),
    z.refine(hasAtMostTwoDecimals, 'must have at most 2 decimals'),
  )

export const nonNegativeMoneySchema = moneySchema.clone().check(z.gte(0, 'must not be negative'))

export const positiveMoneySchema = moneySchema.clone().check(z.gt(0, 'must be positive'))

/** `YYYY-MM-DD`, and a real calendar day. */
export const calendarDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  z.refine((v) => isValid(parseISO(v)) && parseISO(v).toISOString().startsWith(v), 'must be a real date'),
)

/** ISO 8601 instant (UTC `Z` or an offset). */
export const instantSchema = z.iso.datetime({ offset: true })

export const taxIdSchema = z.string().check(z.regex(/^\d{9}$/, 'must be 9 digits'))
export const phoneSchema = z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits'))
export const zipSchema = z.string().check(z.regex(/^\d{5}(\d{4})?$/, 'must be 5 or 9 digits'))
export const stateCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'))
export const hexColorSchema = z
  .string()
  .check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour'))
export const nonEmptyString = z.string().check(z.minLength(1))

/** A fraction between 0 and 1 inclusive (ownership). */
export const fractionSchema = z.number().check(z.gte(0), z.lte(1))

/** Whole numbers: counts, days, pages. */
export const countSchema = z.int().check(z.gte(0))
export const positiveCountSchema = z.int().check(z.gt(0))
