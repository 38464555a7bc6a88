import { z } from '@/lib/zod'
import { contractExamples as ex } from '@/testing/contract-examples'
import {
  loanContractBodySchema,
  loginQuerySchema,
  oneTimePaymentBodySchema,
  plaidExchangeBodySchema,
  sandboxApplicationSchema,
  scheduledPageQuerySchema,
  toFieldErrors,
} from './validation'
import { parseRequest } from './handlers/common'

/** The 422 `fieldErrors` the sandbox answers for `body`, or null when it accepts it. */
function fieldErrors(schema: z.ZodMiniType, body: unknown) {
  const result = parseRequest(schema, body)
  return result.success ? null : toFieldErrors(result.error.issues)
}

const offer = { minAmount: 1000, maxAmount: 5000, amountStep: 500 }
const payment = oneTimePaymentBodySchema(250, (id) => id === 'ba_1')

describe('a field left out of a request gets its own message, not a missing-key one', () => {
  test.each([
    [
      'one-time payment',
      payment,
      [
        { field: 'amount', message: 'Enter an amount greater than $0.' },
        { field: 'bankAccountId', message: 'Choose one of your bank accounts.' },
      ],
    ],
    [
      'loan contract',
      loanContractBodySchema(offer),
      [{ field: 'contractAmount', message: 'Choose an amount from $1000 to $5000 in steps of $500.' }],
    ],
    [
      'Plaid token exchange',
      plaidExchangeBodySchema,
      [{ field: 'publicToken', message: 'Invalid public token.' }],
    ],
  ])('%s', (_name, schema, errors) => {
    expect(fieldErrors(schema, {})).toEqual(errors)
  })

  test('the application body', () => {
    const body = structuredClone(ex.applicationBody) as {
      businessInfo: { merchant: Record<string, unknown> }
    }
    delete body.businessInfo.merchant.businessStructureType
    expect(fieldErrors(sandboxApplicationSchema, body)).toEqual([
      { field: 'businessInfo.merchant.businessStructureType', message: 'Choose a business structure.' },
    ])
  })
})

describe('payments: one message, the most basic first', () => {
  test.each([
    [0, 'Enter an amount greater than $0.'],
    [Number.POSITIVE_INFINITY, 'Enter an amount greater than $0.'],
    [10.005, 'Use at most 2 decimals.'],
    [250.01, 'The most you can pay is $250.00.'],
  ])('%s', (amount, message) => {
    expect(fieldErrors(payment, { amount, bankAccountId: 'ba_1' })).toEqual([{ field: 'amount', message }])
  })

  test('a payment within the balance from one of the shop’s accounts is accepted', () => {
    expect(fieldErrors(payment, { amount: 250, bankAccountId: 'ba_1' })).toBeNull()
    expect(fieldErrors(payment, { amount: 25, bankAccountId: 'ba_2' })).toEqual([
      { field: 'bankAccountId', message: 'Choose one of your bank accounts.' },
    ])
  })
})

test('the application body: the contract example passes, with an apostrophe in an e-mail address too', () => {
  expect(fieldErrors(sandboxApplicationSchema, ex.applicationBody)).toBeNull()
  const body = structuredClone(ex.applicationBody) as { businessInfo: { merchant: { email: string } } }
  body.businessInfo.merchant.email = "o'neil@shop.example"
  expect(fieldErrors(sandboxApplicationSchema, body)).toBeNull()
  body.businessInfo.merchant.email = 'o’neil at shop'
  expect(fieldErrors(sandboxApplicationSchema, body)).toEqual([
    { field: 'businessInfo.merchant.email', message: 'Enter a valid e-mail address.' },
  ])
})

test('scheduled payments: page and size are whole numbers within range, with defaults', () => {
  expect(z.parse(scheduledPageQuerySchema, {})).toEqual({
    page: 0,
    size: 10,
    field: 'date',
    direction: 'asc',
  })
  expect(z.parse(scheduledPageQuerySchema, { page: '2', size: '25', sort: 'amount,desc' })).toEqual({
    page: 2,
    size: 25,
    field: 'amount',
    direction: 'desc',
  })
  for (const query of [
    { page: '1e16' },
    { page: '-1' },
    { size: '101' },
    { size: '2.5' },
    { sort: 'fee,asc' },
  ])
    expect(z.safeParse(scheduledPageQuerySchema, query).success).toBe(false)
})

test('a field with no message of its own is told what was expected, never what was sent', () => {
  const body = structuredClone(ex.applicationBody) as { bankingDetails: { provider: string } }
  body.bankingDetails.provider = 'SECRET-42'
  const errors = fieldErrors(sandboxApplicationSchema, body)
  expect(errors).toEqual([
    { field: 'bankingDetails.provider', message: 'Invalid option: expected one of "PLAID"|"USER"' },
  ])
  expect(JSON.stringify(errors)).not.toContain('SECRET-42')
})

test('no 422 message repeats a value sent: not for an option, a type, a format or a rule', () => {
  const body = structuredClone(ex.applicationBody) as {
    bankingDetails: { provider: unknown }
    consents: readonly { type: unknown }[]
    businessInfo: { merchant: { taxId: unknown; email: unknown } }
    personalInfo: { applicant: { middleName: unknown } }
  }
  body.bankingDetails.provider = 'SECRET-OPTION'
  body.personalInfo.applicant.middleName = 987654321
  body.consents[0]!.type = 'SECRET-CONSENT'
  body.businessInfo.merchant.taxId = 'SECRET-TAXID'
  body.businessInfo.merchant.email = 'secret.person@'
  const errors = fieldErrors(sandboxApplicationSchema, body)
  expect(errors?.map((e) => e.field)).toEqual([
    'businessInfo.merchant.taxId',
    'businessInfo.merchant.email',
    'personalInfo.applicant.middleName',
    'bankingDetails.provider',
    'consents.0.type',
  ])
  expect(errors?.find((e) => e.field === 'personalInfo.applicant.middleName')?.message).toBe(
    'Invalid input: expected string, received number',
  )
  const login = fieldErrors(loginQuerySchema, { token: 'SECRET-LOGIN' })
  expect(login).toEqual([{ field: 'token', message: 'Invalid string: must match pattern /^login-.+$/' }])
  for (const secret of ['SECRET', '987654321', 'secret.person']) {
    expect(JSON.stringify([errors, login])).not.toContain(secret)
  }
})
