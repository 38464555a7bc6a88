import { dateOrInvalid, fullYearsBetween, parseIsoDate } from '@/lib/dates'
import { z } from '@/lib/zod-classic'
import { CHECK_TYPES, ENTITY_TYPES, LOAN_PURPOSES } from '@/lib/domain'
import type { Fault } from './scenario-types'

/**
 * The sandbox server's own rules for the application body, written apart from the app's form
 * schemas so a bug in one is caught by the other. Answers are `fieldErrors` with dotted paths.
 */
const digits = (n: number, what: string) =>
  z.string().regex(new RegExp(`^\\d{${n}}$`), `${what} must be ${n} digits.`)
const date = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, 'Use a real date (YYYY-MM-DD).')
const text = (what: string) => z.string().trim().min(1, `${what} is required.`)
const address = z.object({
  street: text('Street'),
  street2: z.string().nullable(),
  city: text('City'),
  state: z.string().regex(/^[A-Z]{2}$/, 'Choose a state.'),
  zip: z.string().regex(/^\d{5}(\d{4})?$/, 'ZIP code must be 5 or 9 digits.'),
})
const fraction = z.number().min(0, 'Ownership can’t be negative.').max(1, 'Ownership can’t exceed 100%.')

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
        taxId: digits(9, 'EIN').refine(
          (v) => !v.startsWith('000'),
          'We couldn’t verify this EIN with the IRS. Check it and try again.',
        ),
        address: address.extend({ country: z.literal('US', 'Only US businesses can apply.') }),
        email: z.email('Enter a valid e-mail address.'),
        phoneFixed: digits(10, 'Phone number'),
      }),
      shop: z.object({
        establishmentDate: date.refine(
          (v) => dateOrInvalid(v) < new Date(),
          'The business must already be established.',
        ),
      }),
    }),
    personalInfo: z.object({
      applicant: z.object({
        firstName: text('First name'),
        middleName: z.string().nullable(),
        lastName: text('Last name'),
        birthdayDate: date.refine(
          (v) => fullYearsBetween(new Date(), dateOrInvalid(v)) >= 18,
          'The applicant must be at least 18.',
        ),
        taxId: digits(9, 'SSN').refine(
          (v) => !v.startsWith('000'),
          'We couldn’t verify this SSN. Check it and try again.',
        ),
        address,
        email: z.email('Enter a valid e-mail address.'),
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
          email: z.email('Enter a valid e-mail address.'),
        }),
      ),
    }),
    bankingDetails: z.object({
      provider: z.enum(['PLAID', 'USER']),
      source: z.enum(['PLAID', 'MANUALLY']),
      shop: z
        .object({
          bankAccountNumber: z.string().min(1, 'Account number is required.'),
          bankAccountRoutingNumber: z
            .string()
            .refine(isValidRoutingNumber, 'This routing number isn’t valid.'),
        })
        .nullable(),
      loanPurpose: z.enum(LOAN_PURPOSES, 'Choose what the funds are for.'),
      hasOtherDebts: z.boolean('Tell us whether the business has other debts.'),
    }),
    consents: z.array(z.object({ type: z.enum(CHECK_TYPES), accepted: z.boolean(), acceptedAt: z.string() })),
  })
  .superRefine((body, ctx) => {
    const p = body.personalInfo
    const total =
      p.applicant.ownershipFraction + p.additionalOwners.reduce((s, o) => s + o.ownershipFraction, 0)
    if (total > 1 + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        path: ['personalInfo', 'applicant', 'ownershipFraction'],
        message: 'Total ownership of all owners can’t exceed 100%.',
      })
    }
    const b = body.bankingDetails
    if (b.provider === 'USER' && !b.shop) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankingDetails', 'shop', 'bankAccountNumber'],
        message: 'Enter the business bank account.',
      })
    }
    if (!body.consents.some((c) => c.type === 'CREDIT_CHECK' && c.accepted)) {
      ctx.addIssue({
        code: 'custom',
        path: ['consents'],
        message: 'Please agree to the credit check to continue.',
      })
    }
  })

export function toFieldErrors(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))
}

/*
 * The other request bodies (and the login query). Their messages are the sandbox's answers: a failed
 * parse becomes the contract's error body in the handler (422 with `fieldErrors`, or the 401 a
 * refresh answers).
 */

/** `POST /v2/users/token/refresh`. */
export const refreshBodySchema = z.object({ token: z.string() })

/** `GET /v2/users/login?token=login-<scenario>`: the partner's one-time login token. */
export const loginQuerySchema = z.object({ token: z.string().regex(/^login-.+$/) })

/** `POST /v2/shops/{shopId}/grant-data-consent`. */
export const consentBodySchema = z.object({
  consents: z
    .array(
      z.object({ type: z.string(), accepted: z.boolean(), acceptedAt: z.string().optional() }),
      'Choose whether you agree.',
    )
    .min(1, 'Choose whether you agree.'),
})

/** `POST /v1/banking-insights/plaid/connect/token/exchange`. */
export const plaidExchangeBodySchema = z.object({
  shopId: z.string().optional(),
  publicToken: z.string('Invalid public token.').startsWith('public-', 'Invalid public token.'),
})

/** `POST /v2/offers/{offerId}/loan-contract`: an amount within the offer, on its steps. */
export function loanContractBodySchema(offer: { minAmount: number; maxAmount: number; amountStep: number }) {
  const message = `Choose an amount from $${offer.minAmount} to $${offer.maxAmount} in steps of $${offer.amountStep}.`
  return z.object({
    contractAmount: z.number(message).refine((amount) => {
      const steps = (amount - offer.minAmount) / offer.amountStep
      return (
        amount >= offer.minAmount && amount <= offer.maxAmount && Math.abs(steps - Math.round(steps)) <= 1e-9
      )
    }, message),
  })
}

/** `POST /v2/offers/{offerId}/accept-offer/{termsId}`: a signature where the disclosure needs one. */
export function acceptOfferBodySchema(signatureRequired: boolean) {
  const signed = z.object({
    disclosureSignature: z.object(
      {
        name: z.string('Type your full name to sign.').trim().min(1, 'Type your full name to sign.'),
        signedAt: z.string('Type your full name to sign.'),
      },
      'Type your full name to sign.',
    ),
  })
  return signatureRequired ? signed : z.unknown()
}

/** `POST /v2/loans/{loanId}/payments/one-time`: at most the balance, from one of the shop's accounts. */
export function oneTimePaymentBodySchema(outstanding: number, isShopAccount: (id: string) => boolean) {
  const positive = 'Enter an amount greater than $0.'
  return z.object({
    amount: z
      .number(positive)
      .refine((amount) => amount > 0, { message: positive, abort: true })
      .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) <= 1e-6, {
        message: 'Use at most 2 decimals.',
        abort: true,
      })
      .refine(
        (amount) => amount <= outstanding + 1e-9,
        `The most you can pay is $${outstanding.toFixed(2)}.`,
      ),
    bankAccountId: z
      .string('Choose one of your bank accounts.')
      .refine(isShopAccount, 'Choose one of your bank accounts.'),
  })
}

/** `GET /v2/loans/{loanId}/scheduled-payments?page=&size=&sort=field,direction`. */
export const scheduledPageQuerySchema = z
  .object({
    page: z.string().default('0').transform(Number).pipe(z.number().int().min(0)),
    size: z.string().default('10').transform(Number).pipe(z.number().int().min(1).max(100)),
    sort: z
      .string()
      .default('date,asc')
      .transform((sort) => {
        const [field = 'date', direction = 'asc'] = sort.split(',')
        return { field, direction }
      })
      .pipe(z.object({ field: z.enum(['date', 'amount']), direction: z.enum(['asc', 'desc']) })),
  })
  .transform(({ page, size, sort }) => ({ page, size, ...sort }))

/** The HTTP sandbox's `POST /__sandbox/faults` (and `sandboxFaults` on a launch link). */
export const faultListSchema = z.array(
  z.object({
    on: z.string(),
    kind: z.string(),
    times: z.number().optional(),
    delayMs: z.number().optional(),
    field: z.string().optional(),
    message: z.string().optional(),
  }),
) as unknown as z.ZodType<Fault[]>

/** The HTTP sandbox's `POST /__sandbox/latency`. */
export const latencyBodySchema = z.object({ ms: z.number().min(0) })
