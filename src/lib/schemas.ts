import { parseIsoDate } from './dates'
import { isEmailAddress } from './email'
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
 * Response schemas use zod (`zod/mini`, through ./zod); they load beside the data they
 * check, never with the first page (docs/decisions/0007-response-schemas-beside-their-data.md). First-page
 * code that needs a rule without a schema finds it in ./urls and ./domain.
 */

export const nonEmptyString = z.string().check(z.minLength(1))
export const idSchema = nonEmptyString

/** A string that passes `isSecureUrl`. */
export const secureUrlSchema = z.string().check(z.refine(isSecureUrl, SECURE_URL_RULE))

/** A whole number of cents: money never carries more than 2 decimals. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

/** US dollars as a JSON number (finite: zod refuses NaN and Infinity) with at most 2 decimals. */
export const moneySchema = z.number().check(z.refine(hasAtMostTwoDecimals, 'must have at most 2 decimals'))

export const nonNegativeMoneySchema = moneySchema.check(z.gte(0, 'must not be negative'))

export const positiveMoneySchema = moneySchema.check(z.gt(0, 'must be positive'))

/** `YYYY-MM-DD`, and a real calendar day. */
export const calendarDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  z.refine((s) => parseIsoDate(s) !== null, 'must be a real date'),
)

const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** An ISO 8601 instant with seconds, on a real calendar day, in UTC (`Z`) or with an offset (`+02:00`). */
export function isInstant(text: string): boolean {
  const day = INSTANT.exec(text)?.[1]
  return day !== undefined && parseIsoDate(day) !== null
}

export const instantSchema = z.string().check(z.refine(isInstant, 'must be an ISO 8601 instant'))

export const emailSchema = z.string().check(z.refine(isEmailAddress, 'must be an email address'))

export const taxIdSchema = z.string().check(z.regex(/^\d{9}$/, 'must be 9 digits'))
export const phoneSchema = z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits'))
const zipSchema = z.string().check(z.regex(/^\d{5}(\d{4})?$/, 'must be 5 or 9 digits'))
export const stateCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'))
const countryCodeSchema = z.string().check(z.minLength(2))

/**
 * A pre-offer's or offer's amount range: its minimum is at most its maximum (reported on `minAmount`).
 * Like every rule on a whole object, zod runs it once the fields have their types.
 */
export const amountRange = z.superRefine((range: { minAmount: number; maxAmount: number }, ctx) => {
  if (range.minAmount > range.maxAmount) {
    ctx.addIssue({ code: 'custom', message: 'minAmount exceeds maxAmount', path: ['minAmount'] })
  }
})

/** A US postal address, as an owner's (the contract's `address`). */
export const addressSchema = z.object({
  street: nonEmptyString,
  street2: z.nullable(z.string()),
  city: nonEmptyString,
  state: stateCodeSchema,
  zip: zipSchema,
})
/** A business's address: the same, with its country. */
export const businessAddressSchema = z.extend(addressSchema, { country: countryCodeSchema })
export const hexColorSchema = z
  .string()
  .check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour'))

/** A fraction between 0 and 1 inclusive (ownership). */
export const fractionSchema = z.number().check(z.gte(0), z.lte(1))

/** Whole numbers (`z.int()`: exact in a JavaScript number, at most 2^53 − 1): counts, days, pages. */
export const countSchema = z.int().check(z.gte(0))
export const positiveCountSchema = z.int().check(z.gt(0))
/** Basis points: a whole number from 0 to 10,000 (100 %). */
export const basisPointsSchema = countSchema.check(z.lte(10_000))

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
