import { dateOrInvalid, fullYearsBetween, parseIsoDate } from '@/lib/dates'
import { CHECK_TYPES, ENTITY_TYPES, LOAN_PURPOSES } from '@/lib/domain'
import { z } from '@/lib/zod'
import type { Fault } from './scenario-types'

/**
 * The sandbox server's own rules for the application body, written apart from the app's form
 * schemas so a bug in one is caught by the other. Answers are `fieldErrors` with dotted paths.
 * A field's own message (`error`) answers for it whatever is wrong, a missing key included; a
 * field without one gets zod's English words for what was expected (`parseRequest`, handlers/common).
 */
const digits = (n: number, what: string) =>
  z.string().check(z.regex(new RegExp(`^\\d{${n}}$`), `${what} must be ${n} digits.`))
const date = z
  .string()
  .check(
    z.refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) !== null,
      'Use a real date (YYYY-MM-DD).',
    ),
  )
const text = (what: string) => {
  const required = `${what} is required.`
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required))
}
/** A server's e-mail rule, stricter than the form's (which only wants something@domain.tld): zod's. */
const email = z.email({ error: 'Enter a valid e-mail address.' })
const address = z.object({
  street: text('Street'),
  street2: z.nullable(z.string()),
  city: text('City'),
  state: z.string().check(z.regex(/^[A-Z]{2}$/, 'Choose a state.')),
  zip: z.string().check(z.regex(/^\d{5}(\d{4})?$/, 'ZIP code must be 5 or 9 digits.')),
})
/** A JSON number: zod's are finite (`1e999` parses as Infinity, refused). */
const fraction = z
  .number()
  .check(z.gte(0, 'Ownership can’t be negative.'), z.lte(1, 'Ownership can’t exceed 100%.'))

export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const d = [...routing].map(Number)
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)
  return sum % 10 === 0
}

export const sandboxApplicationSchema = z
  .object({
    businessInfo: z.object({
      merchant: z.object({
        businessStructureType: z.enum(ENTITY_TYPES, 'Choose a business structure.'),
        doingBusinessAs: z.string(),
        legalName: text('Legal name'),
        taxId: digits(9, 'EIN').check(
          z.refine(
            (value) => !value.startsWith('000'),
            'We couldn’t verify this EIN with the IRS. Check it and try again.',
          ),
        ),
        address: z.extend(address, { country: z.literal('US', 'Only US businesses can apply.') }),
        email,
        phoneFixed: digits(10, 'Phone number'),
      }),
      shop: z.object({
        establishmentDate: date.check(
          z.refine((value) => dateOrInvalid(value) < new Date(), 'The business must already be established.'),
        ),
      }),
    }),
    personalInfo: z.object({
      applicant: z.object({
        firstName: text('First name'),
        middleName: z.nullable(z.string()),
        lastName: text('Last name'),
        birthdayDate: date.check(
          z.refine(
            (value) => fullYearsBetween(new Date(), dateOrInvalid(value)) >= 18,
            'The applicant must be at least 18.',
          ),
        ),
        taxId: digits(9, 'SSN').check(
          z.refine(
            (value) => !value.startsWith('000'),
            'We couldn’t verify this SSN. Check it and try again.',
          ),
        ),
        address,
        email,
        phoneFixed: digits(10, 'Phone number'),
        ownershipFraction: fraction,
      }),
      hasAdditionalPartners: z.boolean(),
      additionalOwners: z.array(
        z.object({
          firstName: text('First name'),
          lastName: text('Last name'),
          ownershipFraction: fraction,
          phoneFixed: digits(10, 'Phone number'),
          email,
        }),
      ),
    }),
    bankingDetails: z.object({
      provider: z.enum(['PLAID', 'USER']),
      source: z.enum(['PLAID', 'MANUALLY']),
      shop: z.nullable(
        z.object({
          bankAccountNumber: z.string().check(z.minLength(1, 'Account number is required.')),
          bankAccountRoutingNumber: z
            .string()
            .check(z.refine(isValidRoutingNumber, 'This routing number isn’t valid.')),
        }),
      ),
      loanPurpose: z.enum(LOAN_PURPOSES, 'Choose what the funds are for.'),
      hasOtherDebts: z.boolean('Tell us whether the business has other debts.'),
    }),
    consents: z.array(z.object({ type: z.enum(CHECK_TYPES), accepted: z.boolean(), acceptedAt: z.string() })),
  })
  .check(
    // The rules on the whole body: zod runs them once every field has its type.
    z.superRefine((body, ctx) => {
      const report = (message: string, path: string[]) => ctx.addIssue({ code: 'custom', message, path })
      const p = body.personalInfo
      const total =
        p.applicant.ownershipFraction + p.additionalOwners.reduce((s, o) => s + o.ownershipFraction, 0)
      if (total > 1 + 1e-9) {
        report('Total ownership of all owners can’t exceed 100%.', [
          'personalInfo',
          'applicant',
          'ownershipFraction',
        ])
      }
      const b = body.bankingDetails
      if (b.provider === 'USER' && !b.shop) {
        report('Enter the business bank account.', ['bankingDetails', 'shop', 'bankAccountNumber'])
      }
      if (!body.consents.some((c) => c.type === 'CREDIT_CHECK' && c.accepted)) {
        report('Please agree to the credit check to continue.', ['consents'])
      }
    }),
  )

/** A failed parse's issues as the contract's `fieldErrors`: dotted paths and messages. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): { field: string; message: string }[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))
}

/*
 * The other request bodies (and the login query). Their messages are the sandbox's answers: a failed
 * parse becomes the contract's error body in the handler (422 with `fieldErrors`, or the 401 a
 * refresh answers).
 */

/** `POST /v2/users/token/refresh`. */
export const refreshBodySchema = z.object({ token: z.string() })

/** `GET /v2/users/login?token=login-<scenario>`: the partner's one-time login token. */
export const loginQuerySchema = z.object({ token: z.string().check(z.regex(/^login-.+$/)) })

/** `POST /v2/shops/{shopId}/grant-data-consent`. */
export const consentBodySchema = z.object({
  consents: z
    .array(
      z.object({ type: z.string(), accepted: z.boolean(), acceptedAt: z.optional(z.string()) }),
      'Choose whether you agree.',
    )
    .check(z.minLength(1, 'Choose whether you agree.')),
})

/** `POST /v1/banking-insights/plaid/connect/token/exchange`. */
export const plaidExchangeBodySchema = z.object({
  shopId: z.optional(z.string()),
  publicToken: z.string('Invalid public token.').check(z.startsWith('public-', 'Invalid public token.')),
})

/** `POST /v2/offers/{offerId}/loan-contract`: an amount within the offer, on its steps. */
export function loanContractBodySchema(offer: { minAmount: number; maxAmount: number; amountStep: number }) {
  const message = `Choose an amount from $${offer.minAmount} to $${offer.maxAmount} in steps of $${offer.amountStep}.`
  return z.object({
    contractAmount: z.number(message).check(
      z.refine((amount) => {
        const steps = (amount - offer.minAmount) / offer.amountStep
        return (
          amount >= offer.minAmount &&
          amount <= offer.maxAmount &&
          Math.abs(steps - Math.round(steps)) <= 1e-9
        )
      }, message),
    ),
  })
}

/** `POST /v2/offers/{offerId}/accept-offer/{termsId}`: a signature where the disclosure needs one. */
export function acceptOfferBodySchema(signatureRequired: boolean) {
  const unsigned = 'Type your full name to sign.'
  const signed = z.object({
    disclosureSignature: z.object(
      {
        name: z.string(unsigned).check(z.trim(), z.minLength(1, unsigned)),
        signedAt: z.string(unsigned),
      },
      unsigned,
    ),
  })
  return signatureRequired ? signed : z.unknown()
}

/** `POST /v2/loans/{loanId}/payments/one-time`: at most the balance, from one of the shop's accounts. */
export function oneTimePaymentBodySchema(outstanding: number, isShopAccount: (id: string) => boolean) {
  const positive = 'Enter an amount greater than $0.'
  /** The first thing wrong with an amount, if any: one message, the most basic. */
  const amountProblem = (amount: number) => {
    if (amount <= 0) return positive
    if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) return 'Use at most 2 decimals.'
    if (amount > outstanding + 1e-9) return `The most you can pay is $${outstanding.toFixed(2)}.`
    return null
  }
  return z.object({
    // Not a number (Infinity neither): `positive`; a number is then checked once, for one message.
    amount: z.number(positive).check(
      z.superRefine((amount, ctx) => {
        const problem = amountProblem(amount)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    ),
    bankAccountId: z
      .string('Choose one of your bank accounts.')
      .check(z.refine(isShopAccount, 'Choose one of your bank accounts.')),
  })
}

/** A query parameter that is a whole number within bounds, `fallback` when absent. */
const queryCount = (fallback: string, min: number, max?: number) =>
  z.pipe(
    z.pipe(z._default(z.string(), fallback), z.transform(Number)),
    z.int().check(z.gte(min), ...(max === undefined ? [] : [z.lte(max)])),
  )

/** `GET /v2/loans/{loanId}/scheduled-payments?page=&size=&sort=field,direction`. */
export const scheduledPageQuerySchema = z.pipe(
  z.object({
    page: queryCount('0', 0),
    size: queryCount('10', 1, 100),
    sort: z.pipe(
      z.pipe(
        z._default(z.string(), 'date,asc'),
        z.transform((sort) => {
          const [field = 'date', direction = 'asc'] = sort.split(',')
          return { field, direction }
        }),
      ),
      z.object({ field: z.enum(['date', 'amount']), direction: z.enum(['asc', 'desc']) }),
    ),
  }),
  z.transform(({ page, size, sort }) => ({ page, size, ...sort })),
)

/** The HTTP sandbox's `POST /__sandbox/faults` (and `sandboxFaults` on a launch link). */
export const faultListSchema = z.array(
  z.object({
    on: z.string(),
    kind: z.string(),
    times: z.optional(z.number()),
    delayMs: z.optional(z.number()),
    field: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
) as unknown as z.ZodMiniType<Fault[]>

/** The most latency the HTTP sandbox adds to an answer, or a fault delays one by, in ms. */
export const MAX_LATENCY_MS = 10_000

/** The HTTP sandbox's `POST /__sandbox/latency` (and a launch link's `sandboxLatency`). */
export const latencyBodySchema = z.object({ ms: z.number().check(z.gte(0), z.lte(MAX_LATENCY_MS)) })
