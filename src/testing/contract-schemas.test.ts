import { z } from '@/lib/zod'
import {
  applicationBodySchema,
  applicationSchema,
  linkedAccountsSchema,
  originationSchema,
  plaidExchangeSchema,
  plaidLinkTokenSchema,
  preOfferSchema,
} from '@/features/application/api/schemas'
import {
  bankAccountListSchema,
  loanListSchema,
  loanSchema,
  paymentListSchema,
  paymentSchema,
  renewalListSchema,
  scheduledPaymentPageSchema,
} from '@/features/loans/api/schemas'
import {
  acceptOfferResponseSchema,
  disclosureSchema,
  loanContractSchema,
  offerSchema,
  termsSchema,
} from '@/features/offers/api/schemas'
import { partnerSettingsSchema, partnerThemeResponseSchema } from '@/features/partners/api/schemas'
import {
  loginResponseSchema,
  merchantSchema,
  shopSchema,
  tokenResponseSchema,
} from '@/features/session/api/schemas'
import { contractExamples as ex, disclosureExample } from '@/testing/contract-examples'

type Json = Record<string, unknown>
const clone = <T>(v: T): T => structuredClone(v)

/** Applies a change at a dotted path (`a.b.0.c`) to a copy. */
function mutate(value: unknown, path: string, change: (parent: Json, key: string) => void): unknown {
  const copy = clone(value) as Json
  const keys = path.split('.')
  let parent: Json = copy
  for (const key of keys.slice(0, -1)) parent = parent[key] as Json
  change(parent, keys.at(-1)!)
  return copy
}
const without = (v: unknown, p: string) => mutate(v, p, (o, k) => delete o[k])
const set = (v: unknown, p: string, x: unknown) => mutate(v, p, (o, k) => (o[k] = x))

interface Case {
  name: string
  schema: z.ZodMiniType
  example: unknown
  /** A used field: removing it must fail. */
  required: string
  /** A numeric or boolean field: a string there must fail. */
  typed: string
  /** An enum field: an unknown value must fail (when the response has one). */
  enumField?: string
}

const cases: Case[] = [
  {
    name: 'GET /v2/config',
    schema: partnerThemeResponseSchema,
    example: ex.config,
    required: 'colors.primary',
    typed: 'components.button.borderRadius.sm',
    enumField: 'config.mode.name',
  },
  {
    name: 'GET /v1/partners/{id}/configurations',
    schema: partnerSettingsSchema,
    example: ex.partnerSettings,
    required: 'bankName',
    typed: 'additionalOwnersStep',
  },
  {
    name: 'GET /v2/originations/{shopId}/state',
    schema: originationSchema,
    example: ex.origination,
    required: 'state',
    typed: 'applicationId',
    enumField: 'state',
  },
  {
    name: 'GET /v2/pre-offers/{id}',
    schema: preOfferSchema,
    example: ex.preOffer,
    required: 'maxAmount',
    typed: 'plaidRequired',
  },
  {
    name: 'GET /v2/applications/{id}',
    schema: applicationSchema,
    example: ex.application,
    required: 'applicant.creditFreezeDetected',
    typed: 'revision',
    enumField: 'state',
  },
  {
    name: 'application body',
    schema: applicationBodySchema,
    example: ex.applicationBody,
    required: 'businessInfo.merchant.taxId',
    typed: 'personalInfo.applicant.ownershipFraction',
    enumField: 'bankingDetails.loanPurpose',
  },
  {
    name: 'GET /v2/offers/{id}',
    schema: offerSchema,
    example: ex.offer,
    required: 'amountStep',
    typed: 'minAmount',
    enumField: 'loanType',
  },
  {
    name: 'POST loan-contract',
    schema: loanContractSchema,
    example: ex.loanContract,
    required: 'contractUrl',
    typed: 'termsId',
  },
  {
    name: 'GET /v2/terms/{id} (flex)',
    schema: termsSchema,
    example: ex.flexTerms,
    required: 'withholdingBps',
    typed: 'principal',
    enumField: 'loanType',
  },
  {
    name: 'GET /v2/terms/{id} (installment)',
    schema: termsSchema,
    example: ex.installmentTerms,
    required: 'paymentAmount',
    typed: 'paymentCount',
    enumField: 'loanType',
  },
  {
    name: 'POST accept-offer',
    schema: acceptOfferResponseSchema,
    example: ex.acceptOffer,
    required: 'loanId',
    typed: 'loanId',
  },
  {
    name: 'GET disclosure',
    schema: disclosureSchema,
    example: disclosureExample,
    required: 'signatureRequired',
    typed: 'disbursementAmount',
    enumField: 'terms.loanType',
  },
  {
    name: 'GET /v2/merchants/{id}',
    schema: merchantSchema,
    example: ex.merchant,
    required: 'legalName',
    typed: 'phoneFixed',
    enumField: 'businessStructureType',
  },
  {
    name: 'GET /v2/shops/{id}',
    schema: shopSchema,
    example: ex.shop,
    required: 'hasPastLoans',
    typed: 'hasPastLoans',
  },
  {
    name: 'GET bank-accounts',
    schema: bankAccountListSchema,
    example: ex.bankAccounts,
    required: '0.accountNumber',
    typed: '0.primary',
    enumField: '0.provider',
  },
  {
    name: 'GET renewals',
    schema: renewalListSchema,
    example: ex.renewals,
    required: '0.eligible',
    typed: '0.maxAmount',
  },
  {
    name: 'GET loans',
    schema: loanListSchema,
    example: ex.loans,
    required: '0.outstandingBalance',
    typed: '0.principal',
    enumField: '0.state',
  },
  {
    name: 'GET /v2/loans/{id}',
    schema: loanSchema,
    example: ex.loan,
    required: 'paidAmount',
    typed: 'currentWindow.minPayment',
    enumField: 'loanType',
  },
  {
    name: 'GET payments',
    schema: paymentListSchema,
    example: ex.payments,
    required: '0.amount',
    typed: '0.amount',
    enumField: '0.type',
  },
  {
    name: 'GET scheduled-payments',
    schema: scheduledPaymentPageSchema,
    example: ex.scheduledPayments,
    required: 'totalElements',
    typed: 'page',
    enumField: 'content.0.type',
  },
  {
    name: 'POST one-time payment',
    schema: paymentSchema,
    example: ex.oneTimePayment,
    required: 'status',
    typed: 'amount',
    enumField: 'status',
  },
  {
    name: 'POST token refresh',
    schema: tokenResponseSchema,
    example: ex.token,
    required: 'token',
    typed: 'token',
  },
  {
    name: 'GET /v2/users/login',
    schema: loginResponseSchema,
    example: ex.login,
    required: 'shopId',
    typed: 'token',
  },
  {
    name: 'POST plaid token create',
    schema: plaidLinkTokenSchema,
    example: ex.plaidLinkToken,
    required: 'linkToken',
    typed: 'linkToken',
  },
  {
    name: 'POST plaid token exchange',
    schema: plaidExchangeSchema,
    example: ex.plaidExchange,
    required: 'status',
    typed: 'status',
  },
  {
    name: 'GET plaid accounts',
    schema: linkedAccountsSchema,
    example: ex.plaidAccounts,
    required: '0.mask',
    typed: '0.name',
  },
]

describe.each(cases)('$name', ({ schema, example, required, typed }) => {
  test('accepts the contract example', () => {
    expect(z.safeParse(schema, example).success).toBe(true)
  })

  test('ignores extra fields a server adds', () => {
    const extended = Array.isArray(example)
      ? example.map((row: Json) => ({ ...row, addedLater: 'x' }))
      : { ...(example as Json), addedLater: { nested: true } }
    expect(z.safeParse(schema, extended).success).toBe(true)
  })

  test(`fails without ${required}`, () => {
    expect(z.safeParse(schema, without(example, required)).success).toBe(false)
  })

  test(`fails with a wrong type at ${typed}`, () => {
    const wrong =
      typeof typed.split('.').reduce<unknown>((o, k) => (o as Json)[k], example) === 'string' ? 42 : '12.5'
    expect(z.safeParse(schema, set(example, typed, wrong)).success).toBe(false)
  })

  test('fails on null and on a string body', () => {
    expect(z.safeParse(schema, null).success).toBe(false)
    expect(z.safeParse(schema, '<html>502</html>').success).toBe(false)
  })
})

describe.each(cases.filter((c) => c.enumField))('$name: enumerations', ({ schema, example, enumField }) => {
  test(`fails on an unknown value at ${enumField}`, () => {
    expect(z.safeParse(schema, set(example, enumField!, 'SOMETHING_NEW')).success).toBe(false)
  })
})

describe('contract rules beyond shape', () => {
  test('an empty partner config means "no configuration"; an empty list is malformed', () => {
    expect(z.parse(partnerThemeResponseSchema, {})).toBeNull()
    expect(z.safeParse(partnerThemeResponseSchema, []).success).toBe(false)
  })

  test('a corner radius is a finite number, or exactly four of them', () => {
    const withRadius = (lg: unknown) =>
      set(ex.config, 'components.button.borderRadius', { ...ex.config.components.button.borderRadius, lg })
    expect(z.safeParse(partnerThemeResponseSchema, withRadius([8, 8, 8, 8])).success).toBe(true)
    expect(z.safeParse(partnerThemeResponseSchema, withRadius([8, 8, 8, 8, 8])).success).toBe(false)
    expect(z.safeParse(partnerThemeResponseSchema, withRadius(Number.POSITIVE_INFINITY)).success).toBe(false)
  })

  test('counts are whole numbers a JavaScript number holds exactly', () => {
    const page = (totalElements: number) =>
      z.safeParse(scheduledPaymentPageSchema, { ...ex.scheduledPayments, totalElements }).success
    expect(page(2 ** 53 - 1)).toBe(true)
    expect(page(2 ** 53)).toBe(false)
    expect(page(12.5)).toBe(false)
  })

  test('an unusual but real email address is not a load error', () => {
    expect(
      z.safeParse(merchantSchema, { ...ex.merchant, email: 'o’neil+billing@shop.example' }).success,
    ).toBe(true)
    expect(
      z.safeParse(merchantSchema, { ...ex.merchant, email: "o'neil@xn--bcher-kva.example" }).success,
    ).toBe(true)
    expect(z.safeParse(merchantSchema, { ...ex.merchant, email: 'not an email' }).success).toBe(false)
  })

  test('money with more than 2 decimals is malformed (never shown as a wrong amount)', () => {
    expect(z.safeParse(loanSchema, { ...ex.loan, outstandingBalance: 8100.255 }).success).toBe(false)
  })

  test('NaN and Infinity are not money', () => {
    expect(z.safeParse(paymentSchema, { ...ex.oneTimePayment, amount: Number.NaN }).success).toBe(false)
    expect(
      z.safeParse(paymentSchema, { ...ex.oneTimePayment, amount: Number.POSITIVE_INFINITY }).success,
    ).toBe(false)
  })

  test('the origination id matching the stage must be set', () => {
    expect(z.safeParse(originationSchema, { ...ex.origination, applicationId: null }).success).toBe(false)
    expect(
      z.safeParse(originationSchema, {
        ...ex.origination,
        state: 'NO_PENDING_ORIGINATION',
        applicationId: null,
      }).success,
    ).toBe(true)
  })

  test('flex terms must not carry installment fields, and the other way round', () => {
    expect(z.safeParse(termsSchema, { ...ex.flexTerms, paymentAmount: 224 }).success).toBe(false)
    expect(z.safeParse(termsSchema, { ...ex.installmentTerms, withholdingBps: 1500 }).success).toBe(false)
  })

  test('calendar dates must be real days', () => {
    expect(z.safeParse(paymentSchema, { ...ex.oneTimePayment, date: '2026-02-30' }).success).toBe(false)
    expect(z.safeParse(paymentSchema, { ...ex.oneTimePayment, date: '11/21/2026' }).success).toBe(false)
  })

  test('tax ids are 9 digits and phones 10 digits in the application body', () => {
    expect(
      z.safeParse(applicationBodySchema, set(ex.applicationBody, 'businessInfo.merchant.taxId', '12-3456789'))
        .success,
    ).toBe(false)
    expect(
      z.safeParse(
        applicationBodySchema,
        set(ex.applicationBody, 'personalInfo.applicant.phoneFixed', '+15125550101'),
      ).success,
    ).toBe(false)
  })
})

// Amounts the merchant is shown as what they may take or will pay: a $0.00 there is a made-up figure
// (the contract's own rules, or what its fields mean), so each is a load error.
test.each([
  ['a pre-offer of up to $0.00', preOfferSchema, { ...ex.preOffer, minAmount: 0, maxAmount: 0 }],
  ['an eligible renewal of up to $0.00', renewalListSchema, [{ ...ex.renewals[0], maxAmount: 0 }]],
  [
    'a disclosure with a $0.00 fee to avoid',
    disclosureSchema,
    { ...disclosureExample, avoidableFees: [{ name: 'Returned payment fee', amount: 0 }] },
  ],
  [
    'a disclosure whose monthly cost is $0.00',
    disclosureSchema,
    { ...disclosureExample, terms: { ...disclosureExample.terms, averageMonthlyCost: 0 } },
  ],
])('%s is refused', (_what, schema, value) => {
  expect(z.safeParse(schema as z.ZodMiniType, value).success).toBe(false)
})

test('a renewal that is not eligible may say $0.00: it offers nothing', () => {
  expect(z.safeParse(renewalListSchema, [{ ...ex.renewals[0], eligible: false, maxAmount: 0 }]).success).toBe(
    true,
  )
})

test('a loan carries only its own type’s fields: no window on an installment loan, no next installment on a flex one', () => {
  const installmentWithWindow = { ...ex.loan, loanType: 'FIXED_FEE_INSTALLMENT' }
  const flexWithInstallment = { ...ex.loan, nextPaymentDate: '2026-12-01', nextPaymentAmount: 224 }
  expect(z.safeParse(loanSchema, ex.loan).success).toBe(true)
  expect(z.safeParse(loanSchema, installmentWithWindow).success).toBe(false)
  expect(z.safeParse(loanSchema, flexWithInstallment).success).toBe(false)
})
