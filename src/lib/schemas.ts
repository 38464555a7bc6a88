import * as v from 'valibot'
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
import { objectRule } from './validation'

/**
 * Reusable field schemas (contract "Conventions") and the contract's enumerations as schemas.
 * Response schemas use valibot, whose functions tree-shake one by one; they load beside the data they
 * check, never with the first page (docs/decisions/0007-response-schemas-beside-their-data.md). First-page
 * code that needs a rule without a schema finds it in ./urls and ./domain.
 */

export const nonEmptyString = v.pipe(v.string(), v.minLength(1))
export const idSchema = nonEmptyString

/** A string that passes `isSecureUrl`. */
export const secureUrlSchema = v.pipe(v.string(), v.check(isSecureUrl, SECURE_URL_RULE))

/** A whole number of cents: money never carries more than 2 decimals. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

/** US dollars as a JSON number with at most 2 decimals. */
export const moneySchema = v.pipe(
  v.number(),
  v.finite('must be a finite number'),
  v.check(hasAtMostTwoDecimals, 'must have at most 2 decimals'),
)

export const nonNegativeMoneySchema = v.pipe(moneySchema, v.minValue(0, 'must not be negative'))

export const positiveMoneySchema = v.pipe(moneySchema, v.gtValue(0, 'must be positive'))

/** `YYYY-MM-DD`, and a real calendar day. */
export const calendarDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  v.check((s) => parseIsoDate(s) !== null, 'must be a real date'),
)

const INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** An ISO 8601 instant with seconds, on a real calendar day, in UTC (`Z`) or with an offset (`+02:00`). */
export function isInstant(text: string): boolean {
  const day = INSTANT.exec(text)?.[1]
  return day !== undefined && parseIsoDate(day) !== null
}

export const instantSchema = v.pipe(v.string(), v.check(isInstant, 'must be an ISO 8601 instant'))

export const emailSchema = v.pipe(v.string(), v.check(isEmailAddress, 'must be an email address'))

export const taxIdSchema = v.pipe(v.string(), v.regex(/^\d{9}$/, 'must be 9 digits'))
export const phoneSchema = v.pipe(v.string(), v.regex(/^\d{10}$/, 'must be 10 digits'))
const zipSchema = v.pipe(v.string(), v.regex(/^\d{5}(\d{4})?$/, 'must be 5 or 9 digits'))
export const stateCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'))
const countryCodeSchema = v.pipe(v.string(), v.minLength(2))

/** A pre-offer's or offer's amount range: its minimum is at most its maximum (reported on `minAmount`). */
export const amountRange = <T extends { minAmount: number; maxAmount: number }>() =>
  objectRule<T>((range, report) => {
    if (range.minAmount > range.maxAmount) report('minAmount exceeds maxAmount', ['minAmount'])
  })

/** A US postal address, as an owner's (the contract's `address`). */
export const addressSchema = v.object({
  street: nonEmptyString,
  street2: v.nullable(v.string()),
  city: nonEmptyString,
  state: stateCodeSchema,
  zip: zipSchema,
})
/** A business's address: the same, with its country. */
export const businessAddressSchema = v.object({ ...addressSchema.entries, country: countryCodeSchema })
export const hexColorSchema = v.pipe(
  v.string(),
  v.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour'),
)

/** A number that is not infinite (an answer of `1e999` parses as Infinity, and `v.number()` lets it by). */
export const finiteNumberSchema = v.pipe(v.number(), v.finite())

/** A fraction between 0 and 1 inclusive (ownership). */
export const fractionSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(1))

/** Whole numbers (exact in a JavaScript number: at most 2^53 − 1): counts, days, pages. */
export const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
export const positiveCountSchema = v.pipe(v.number(), v.safeInteger(), v.gtValue(0))
/** Basis points: a whole number from 0 to 10,000 (100 %). */
export const basisPointsSchema = v.pipe(countSchema, v.maxValue(10_000))

/** The enumerations of ./domain: an unknown value fails parsing (a load error). */
export const originationStageSchema = v.picklist(ORIGINATION_STAGES)
export const applicationStateSchema = v.picklist(APPLICATION_STATES)
export const loanTypeSchema = v.picklist(LOAN_TYPES)
export const loanStateSchema = v.picklist(LOAN_STATES)
export const paymentTypeSchema = v.picklist(PAYMENT_TYPES)
export const paymentStatusSchema = v.picklist(PAYMENT_STATUSES)
export const offerStateSchema = v.picklist(OFFER_STATES)
export const integrationModeSchema = v.picklist(INTEGRATION_MODES)
export const checkTypeSchema = v.picklist(CHECK_TYPES)
export const entityTypeSchema = v.picklist(ENTITY_TYPES)
export const loanPurposeSchema = v.picklist(LOAN_PURPOSES)
export const bankingProviderSchema = v.picklist(BANKING_PROVIDERS)
export const bankingSourceSchema = v.picklist(BANKING_SOURCES)
