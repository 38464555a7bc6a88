import { isValid, parseISO } from 'date-fns'
import { z } from 'zod'

/** Reusable field schemas (contract "Conventions"). */

export const idSchema = z.string().min(1)

/** A whole number of cents: money never carries more than 2 decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

/** US dollars as a JSON number with at most 2 decimals. */
export const moneySchema = z
  .number()
  .refine(Number.isFinite, 'must be a finite number')
  .refine(hasAtMostTwoDecimals, 'must have at most 2 decimals')

export const nonNegativeMoneySchema = moneySchema.refine((v) => v >= 0, 'must not be negative')

/** `YYYY-MM-DD`, and a real calendar day. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((v) => isValid(parseISO(v)) && parseISO(v).toISOString().startsWith(v), 'must be a real date')

/** ISO 8601 instant (UTC `Z` or an offset). */
export const instantSchema = z.iso.datetime({ offset: true })

export const taxIdSchema = z.string().regex(/^\d{9}$/, 'must be 9 digits')
export const phoneSchema = z.string().regex(/^\d{10}$/, 'must be 10 digits')
export const zipSchema = z.string().regex(/^\d{5}(\d{4})?$/, 'must be 5 or 9 digits')
export const stateCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'must be a 2-letter state code')
export const hexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour')

/** A fraction between 0 and 1 inclusive (ownership). */
export const fractionSchema = z.number().min(0).max(1)
