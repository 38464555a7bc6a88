import { z } from '@/lib/zod'
import fc from 'fast-check'
import { LOAN_STATES } from '@/lib/domain'
import { formatMoney } from '@/lib/format'
import { chooseLocale } from '@/lib/i18n/runtime'
import { contractExamples } from '@/testing/contract-examples'
import { type Loan, type Payment, loanSchema } from '../api/schemas'
import {
  balanceSeries,
  curePlan,
  daysUntil,
  paidShare,
  parsePaymentAmount,
  paymentAmountProblem,
  paymentEffect,
} from './servicing'

const flex = z.parse(loanSchema, contractExamples.loan)
const installment: Loan = {
  ...flex,
  loanType: 'FIXED_FEE_INSTALLMENT',
  currentWindow: null,
  withholdingBps: null,
  nextPaymentDate: '2026-11-28',
  nextPaymentAmount: 268.8,
}
const money = (v: number) => formatMoney(v, 'en-US')

test('cure amount, flex: the window minimum less what was paid in it, by the window end (contract example)', () => {
  expect(curePlan({ ...flex, state: 'PRE_DEFAULT' })).toEqual({
    amount: 739.5,
    by: '2026-11-30',
    basis: 'window-minimum',
  })
  expect(curePlan({ ...flex, state: 'DEFAULT' })?.amount).toBe(739.5)
  expect(curePlan({ ...flex, state: 'TECHNICAL_DEFAULT' })?.amount).toBe(739.5)
})

test('cure amount, installment: the payment due, by its date; never more than the balance', () => {
  expect(curePlan({ ...installment, state: 'DEFAULT' })).toEqual({
    amount: 268.8,
    by: '2026-11-28',
    basis: 'missed-installment',
  })
  expect(curePlan({ ...installment, state: 'DEFAULT', outstandingBalance: 100 })?.amount).toBe(100)
})

test('no cure plan for loans in good standing, paid up, or with the window minimum met', () => {
  expect(curePlan(flex)).toBeNull()
  expect(curePlan({ ...flex, state: 'WORKOUT' })).toBeNull()
  expect(curePlan({ ...flex, state: 'PRE_DEFAULT', outstandingBalance: 0 })).toBeNull()
  expect(
    curePlan({
      ...flex,
      state: 'PRE_DEFAULT',
      currentWindow: { ...flex.currentWindow!, paidInWindow: 2240 },
    }),
  ).toBeNull()
})

test('property: a cure plan exists only for delinquent states, and is positive and within the balance', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...LOAN_STATES),
      fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
      fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
      (state, outstanding, min, paid) => {
        const loan = {
          ...flex,
          state,
          outstandingBalance: outstanding,
          currentWindow: { ...flex.currentWindow!, minPayment: min, paidInWindow: paid },
        }
        const plan = curePlan(loan)
        if (!['PRE_DEFAULT', 'DEFAULT', 'TECHNICAL_DEFAULT'].includes(state)) expect(plan).toBeNull()
        if (plan) {
          expect(plan.amount).toBeGreaterThan(0)
          expect(plan.amount).toBeLessThanOrEqual(outstanding)
          expect(Math.round(plan.amount * 100) / 100).toBe(plan.amount)
        }
      },
    ),
  )
})

test('paid share and days left', () => {
  expect(paidShare(flex)).toBeCloseTo(5339.75 / 13440)
  expect(paidShare({ paidAmount: 14000, totalRepayment: 13440 })).toBe(1)
  expect(paidShare({ paidAmount: 1, totalRepayment: 0 })).toBe(0)
  expect(daysUntil('2026-11-30', new Date(2026, 10, 21, 18))).toBe(9)
  expect(daysUntil('2026-11-21', new Date(2026, 10, 21, 23))).toBe(0)
})

test('a payment’s effect: the balance after it, and what the window still needs', () => {
  expect(paymentEffect(flex, 500)).toEqual({
    outstandingAfter: 7600.25,
    windowShortAfter: 239.5,
    paysOff: false,
  })
  expect(paymentEffect(flex, 8100.25)).toEqual({ outstandingAfter: 0, windowShortAfter: 0, paysOff: true })
  expect(paymentEffect(installment, 100).windowShortAfter).toBeNull()
})

test('payment amount: positive, at most 2 decimals, at most the outstanding balance', () => {
  expect(paymentAmountProblem('', 8100.25, money)).toBe('Enter an amount to pay.')
  expect(paymentAmountProblem('abc', 8100.25, money)).toBe('Enter an amount like 1,250.50.')
  expect(paymentAmountProblem('0', 8100.25, money)).toBe('Enter an amount greater than $0.')
  expect(paymentAmountProblem('10.555', 8100.25, money)).toBe('Use at most 2 decimals (cents).')
  expect(paymentAmountProblem('8100.26', 8100.25, money)).toBe(
    'The most you can pay is $8,100.25, your outstanding balance.',
  )
  expect(paymentAmountProblem('$8,100.25', 8100.25, money)).toBeNull()
  expect(paymentAmountProblem('.5', 8100.25, money)).toBeNull()
})

test('payment amount: the problems are said in the language on screen', async () => {
  await chooseLocale('es-US')
  expect(paymentAmountProblem('', 8100.25, money)).toBe('Ingrese el monto que desea pagar.')
  expect(paymentAmountProblem('0', 8100.25, money)).toBe('Ingrese un monto mayor que $0.')
  expect(paymentAmountProblem('8100.26', 8100.25, money)).toBe(
    `Lo máximo que puede pagar es ${money(8100.25)}, su saldo pendiente.`,
  )
})

test('payment amount: read in the merchant’s locale, never scaled (issue 14)', () => {
  // "50,25" used to be read as 5,025: now it is refused with the locale's own example.
  expect(paymentAmountProblem('50,25', 8100.25, money, 'en-US')).toBe('Enter an amount like 1,250.50.')
  expect(parsePaymentAmount('50,25', 'en-US')).toBeNaN()
  expect(paymentAmountProblem('1,250.5', 8100.25, money, 'en-US')).toBeNull()
  expect(parsePaymentAmount('1,250.5', 'en-US')).toBe(1250.5)
  expect(parsePaymentAmount('$1,250', 'en-US')).toBe(1250)
  expect(paymentAmountProblem('50,25', 8100.25, money, 'de-DE')).toBeNull()
  expect(parsePaymentAmount('50,25', 'de-DE')).toBe(50.25)
  expect(paymentAmountProblem('$', 8100.25, money, 'en-US')).toBe('Enter an amount to pay.')
  expect(paymentAmountProblem('-5', 8100.25, money, 'en-US')).toBe('Enter an amount like 1,250.50.')
})

test('balance over time: starts at the total on the funding date, falls with completed repayments only', () => {
  const payments: Payment[] = [
    { id: 'p4', type: 'WITHHOLDING', amount: 100, date: '2026-07-03', status: 'FAILED' },
    { id: 'p3', type: 'WITHHOLDING', amount: 200, date: '2026-07-02', status: 'COMPLETED' },
    { id: 'p2', type: 'PREPAY', amount: 1000, date: '2026-07-01', status: 'COMPLETED' },
    { id: 'p1', type: 'FUNDING', amount: 12000, date: '2026-06-01', status: 'COMPLETED' },
  ]
  expect(balanceSeries(flex, payments, '2026-11-21')).toEqual([
    { date: '2026-06-01', balance: 13440 },
    { date: '2026-07-01', balance: 12440 },
    { date: '2026-07-02', balance: 12240 },
    { date: '2026-11-21', balance: 8100.25 },
  ])
})

test('property: the balance series is dated in order and never negative', () => {
  const payment = fc.record({
    id: fc.uuid(),
    type: fc.constantFrom<Payment['type']>('WITHHOLDING', 'PREPAY', 'FUNDING', 'REFUND', 'INSTALLMENT'),
    amount: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
    date: fc
      .integer({ min: 0, max: 170 })
      .map((d) => new Date(Date.UTC(2026, 5, 1 + d)).toISOString().slice(0, 10)),
    status: fc.constantFrom<Payment['status']>('COMPLETED', 'PENDING', 'FAILED', 'REVERSED'),
  })
  fc.assert(
    fc.property(fc.array(payment, { maxLength: 60 }), (payments) => {
      const series = balanceSeries(flex, payments, '2026-11-21')
      for (let i = 1; i < series.length; i++) expect(series[i]!.date > series[i - 1]!.date).toBe(true)
      for (const p of series) expect(p.balance).toBeGreaterThanOrEqual(0)
      expect(series.at(-1)).toEqual({ date: '2026-11-21', balance: flex.outstandingBalance })
    }),
  )
})

test('cent arithmetic is exact: a window short by 3 cents asks for $0.03, never a cent less (500.03 − 500)', () => {
  const window = { start: '2026-10-01', end: '2026-11-30', minPayment: 500.03, paidInWindow: 500 }
  expect(curePlan({ ...flex, state: 'PRE_DEFAULT', currentWindow: window })?.amount).toBe(0.03)
})

test('property: a cure amount is exactly the cents still owed in the window', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000_000 }),
      fc.integer({ min: 0, max: 10_000_000 }),
      (min, paid) => {
        fc.pre(min > paid)
        const window = {
          start: '2026-10-01',
          end: '2026-11-30',
          minPayment: min / 100,
          paidInWindow: paid / 100,
        }
        const plan = curePlan({
          ...flex,
          state: 'PRE_DEFAULT',
          outstandingBalance: 1e9,
          currentWindow: window,
        })
        expect(Math.round(plan!.amount * 100)).toBe(min - paid)
        expect(plan!.amount * 100).toBeCloseTo(min - paid, 6)
      },
    ),
  )
})
