import * as v from 'valibot'
import { dateOrInvalid, fullYearsBetween, parseIsoDate } from '@/lib/dates'
import { CHECK_TYPES, ENTITY_TYPES, LOAN_PURPOSES } from '@/lib/domain'
import { fieldsObject, objectRule } from '@/lib/validation'
import type { Fault } from './scenario-types'

/**
 * The sandbox server's own rules for the application body, written apart from the app's form
 * schemas so a bug in one is caught by the other. Answers are `fieldErrors` with dotted paths.
 */
const digits = (n: number, what: string) =>
  v.pipe(v.string(), v.regex(new RegExp(`^\\d{${n}}$`), `${what} must be ${n} digits.`))
const date = v.pipe(
  v.string(),
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) !== null,
    'Use a real date (YYYY-MM-DD).',
  ),
)
const text = (what: string) => v.pipe(v.string(), v.trim(), v.minLength(1, `${what} is required.`))
/** A server's e-mail rule, stricter than the form's (which only wants something@domain.tld). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const email = v.pipe(
  v.string('Enter a valid e-mail address.'),
  v.regex(EMAIL, 'Enter a valid e-mail address.'),
)
/** A JSON number that is not infinite (`1e999` parses as Infinity). */
const finite = (message?: string) => v.pipe(v.number(message), v.finite(message))
const address = fieldsObject({
  street: text('Street'),
  street2: v.nullable(v.string()),
  city: text('City'),
  state: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Choose a state.')),
  zip: v.pipe(v.string(), v.regex(/^\d{5}(\d{4})?$/, 'ZIP code must be 5 or 9 digits.')),
})
const fraction = v.pipe(
  finite(),
  v.minValue(0, 'Ownership can’t be negative.'),
  v.maxValue(1, 'Ownership can’t exceed 100%.'),
)

export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const d = [...routing].map(Number)
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)
  return sum % 10 === 0
}

export const sandboxApplicationSchema = v.pipe(
  fieldsObject({
    businessInfo: fieldsObject({
      merchant: fieldsObject({
        businessStructureType: v.picklist(ENTITY_TYPES, 'Choose a business structure.'),
        doingBusinessAs: v.string(),
        legalName: text('Legal name'),
        taxId: v.pipe(
          digits(9, 'EIN'),
          v.check(
            (value) => !value.startsWith('000'),
            'We couldn’t verify this EIN with the IRS. Check it and try again.',
          ),
        ),
        address: fieldsObject({
          ...address.entries,
          country: v.literal('US', 'Only US businesses can apply.'),
        }),
        email,
        phoneFixed: digits(10, 'Phone number'),
      }),
      shop: fieldsObject({
        establishmentDate: v.pipe(
          date,
          v.check((value) => dateOrInvalid(value) < new Date(), 'The business must already be established.'),
        ),
      }),
    }),
    personalInfo: fieldsObject({
      applicant: fieldsObject({
        firstName: text('First name'),
        middleName: v.nullable(v.string()),
        lastName: text('Last name'),
        birthdayDate: v.pipe(
          date,
          v.check(
            (value) => fullYearsBetween(new Date(), dateOrInvalid(value)) >= 18,
            'The applicant must be at least 18.',
          ),
        ),
        taxId: v.pipe(
          digits(9, 'SSN'),
          v.check(
            (value) => !value.startsWith('000'),
            'We couldn’t verify this SSN. Check it and try again.',
          ),
        ),
        address,
        email,
        phoneFixed: digits(10, 'Phone number'),
        ownershipFraction: fraction,
      }),
      hasAdditionalPartners: v.boolean(),
      additionalOwners: v.array(
        fieldsObject({
          firstName: text('First name'),
          lastName: text('Last name'),
          ownershipFraction: fraction,
          phoneFixed: digits(10, 'Phone number'),
          email,
        }),
      ),
    }),
    bankingDetails: fieldsObject({
      provider: v.picklist(['PLAID', 'USER']),
      source: v.picklist(['PLAID', 'MANUALLY']),
      shop: v.nullable(
        fieldsObject({
          bankAccountNumber: v.pipe(v.string(), v.minLength(1, 'Account number is required.')),
          bankAccountRoutingNumber: v.pipe(
            v.string(),
            v.check(isValidRoutingNumber, 'This routing number isn’t valid.'),
          ),
        }),
      ),
      loanPurpose: v.picklist(LOAN_PURPOSES, 'Choose what the funds are for.'),
      hasOtherDebts: v.boolean('Tell us whether the business has other debts.'),
    }),
    consents: v.array(
      fieldsObject({ type: v.picklist(CHECK_TYPES), accepted: v.boolean(), acceptedAt: v.string() }),
    ),
  }),
  objectRule((body, report) => {
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
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): { field: string; message: string }[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }))
}

/*
 * The other request bodies (and the login query). Their messages are the sandbox's answers: a failed
 * parse becomes the contract's error body in the handler (422 with `fieldErrors`, or the 401 a
 * refresh answers).
 */

/** `POST /v2/users/token/refresh`. */
export const refreshBodySchema = fieldsObject({ token: v.string() })

/** `GET /v2/users/login?token=login-<scenario>`: the partner's one-time login token. */
export const loginQuerySchema = fieldsObject({ token: v.pipe(v.string(), v.regex(/^login-.+$/)) })

/** `POST /v2/shops/{shopId}/grant-data-consent`. */
export const consentBodySchema = fieldsObject({
  consents: v.pipe(
    v.array(
      fieldsObject({ type: v.string(), accepted: v.boolean(), acceptedAt: v.optional(v.string()) }),
      'Choose whether you agree.',
    ),
    v.minLength(1, 'Choose whether you agree.'),
  ),
})

/** `POST /v1/banking-insights/plaid/connect/token/exchange`. */
export const plaidExchangeBodySchema = fieldsObject({
  shopId: v.optional(v.string()),
  publicToken: v.pipe(v.string('Invalid public token.'), v.startsWith('public-', 'Invalid public token.')),
})

/** `POST /v2/offers/{offerId}/loan-contract`: an amount within the offer, on its steps. */
export function loanContractBodySchema(offer: { minAmount: number; maxAmount: number; amountStep: number }) {
  const message = `Choose an amount from $${offer.minAmount} to $${offer.maxAmount} in steps of $${offer.amountStep}.`
  return fieldsObject({
    contractAmount: v.pipe(
      finite(message),
      v.check((amount) => {
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
  const signed = fieldsObject({
    disclosureSignature: v.object(
      {
        name: v.pipe(v.string(unsigned), v.trim(), v.minLength(1, unsigned)),
        signedAt: v.string(unsigned),
      },
      unsigned,
    ),
  })
  return signatureRequired ? signed : v.unknown()
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
  return fieldsObject({
    amount: v.pipe(
      finite(positive),
      v.rawCheck(({ dataset, addIssue }) => {
        // Only a number that passed so far (not Infinity): one message per amount.
        const problem = dataset.typed && !dataset.issues ? amountProblem(dataset.value) : null
        if (problem) addIssue({ message: problem })
      }),
    ),
    bankAccountId: v.pipe(
      v.string('Choose one of your bank accounts.'),
      v.check(isShopAccount, 'Choose one of your bank accounts.'),
    ),
  })
}

/** `GET /v2/loans/{loanId}/scheduled-payments?page=&size=&sort=field,direction`. */
export const scheduledPageQuerySchema = v.pipe(
  fieldsObject({
    page: v.pipe(
      v.optional(v.string(), '0'),
      v.transform(Number),
      v.number(),
      v.safeInteger(),
      v.minValue(0),
    ),
    size: v.pipe(
      v.optional(v.string(), '10'),
      v.transform(Number),
      v.number(),
      v.safeInteger(),
      v.minValue(1),
      v.maxValue(100),
    ),
    sort: v.pipe(
      v.optional(v.string(), 'date,asc'),
      v.transform((sort) => {
        const [field = 'date', direction = 'asc'] = sort.split(',')
        return { field, direction }
      }),
      fieldsObject({ field: v.picklist(['date', 'amount']), direction: v.picklist(['asc', 'desc']) }),
    ),
  }),
  v.transform(({ page, size, sort }) => ({ page, size, ...sort })),
)

/** The HTTP sandbox's `POST /__sandbox/faults` (and `sandboxFaults` on a launch link). */
export const faultListSchema = v.array(
  fieldsObject({
    on: v.string(),
    kind: v.string(),
    times: v.optional(finite()),
    delayMs: v.optional(finite()),
    field: v.optional(v.string()),
    message: v.optional(v.string()),
  }),
) as unknown as v.GenericSchema<unknown, Fault[]>

/** The most latency the HTTP sandbox adds to an answer, or a fault delays one by, in ms. */
export const MAX_LATENCY_MS = 10_000

/** The HTTP sandbox's `POST /__sandbox/latency` (and a launch link's `sandboxLatency`). */
export const latencyBodySchema = fieldsObject({
  ms: v.pipe(finite(), v.minValue(0), v.maxValue(MAX_LATENCY_MS)),
})
