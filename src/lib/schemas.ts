import { parseIsoDate } from './dates'
import {
  APPLICATION_STATES,
  BANKING_PROVIDERS,
  BANKING_SOURCES,
  CHECK_TYPES,
  ENTITY_TYPES,
  INTEGRATION_MODES,
  LOAN_PURPOSES,
  LOAN_STATES,
  LOAN_TYPES,
  OFFER_STATES,
  ORIGINATION_STAGES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
} from './domain'
import { SECURE_URL_RULE, isSecureUrl } from './urls'
import { z } from './zod'

/**
 * Reusable field schemas (contract "Conventions") and the contract's enumerations as schemas.
 * Response schemas use `zod/mini`, which tree-shakes; they load beside the data they check, never
 * with the first page (docs/decisions/0007-zod-mini-on-the-first-page.md). First-page code that
 * needs a rule without zod finds it in ./urls and ./domain.
 */

export const idSchema = z.string().check(z.minLength(1))

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
  z.refine((v) => parseIsoDate(v) !== null, 'must be a real date'),
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

/** The enumerations of ./domain: an unknown value fails parsing (a load error). */
export const originationStageSchema = z.enum(ORIGINATION_STAGES)
export const applicationStateSchema = z.enum(APPLICATION_STATES)
export const loanTypeSchema = z.enum(LOAN_TYPES)
export const loanStateSchema = z.enum(LOAN_STATES)
export const paymentTypeSchema = z.enum(PAYMENT_TYPES)
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)
export const offerStateSchema = z.enum(OFFER_STATES)
export const integrationModeSchema = z.enum(INTEGRATION_MODES)
export const checkTypeSchema = z.enum(CHECK_TYPES)
export const entityTypeSchema = z.enum(ENTITY_TYPES)
export const loanPurposeSchema = z.enum(LOAN_PURPOSES)
export const bankingProviderSchema = z.enum(BANKING_PROVIDERS)
export const bankingSourceSchema = z.enum(BANKING_SOURCES)
