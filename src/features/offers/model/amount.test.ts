import { z } from '@/lib/zod'
import fc from 'fast-check'
import { contractExamples } from '@/testing/contract-examples'
import { formatMoney, parseMoneyInput } from '@/lib/format'
import { chooseLocale } from '@/lib/i18n/runtime'
import { flexTermsSchema, installmentTermsSchema } from '../api/schemas'
import {
  amountBounds,
  amountProblem,
  isAllowedAmount,
  previewTerms,
  snapAmount,
  termsFigures,
  topStep,
} from './amount'

const bounds = amountBounds({ minAmount: 1000, maxAmount: 25000, amountStep: 100 })
const money = (v: number) => formatMoney(v, 'en-US')
const typed = (text: string) => parseMoneyInput(text, 'en-US')
const value = (text: string) => {
  const read = typed(text)
  return read.ok ? read.value : null
}

test('snapping clamps to the bounds and rounds to the nearest step', () => {
  expect(snapAmount(12049, bounds)).toBe(12000)
  expect(snapAmount(12050, bounds)).toBe(12100)
  expect(snapAmount(50, bounds)).toBe(1000)
  expect(snapAmount(99999, bounds)).toBe(25000)
  expect(snapAmount(Number.NaN, bounds)).toBe(1000)
})

test('when the maximum is off the step grid, the top step is the highest reachable amount', () => {
  const odd = amountBounds({ minAmount: 1000, maxAmount: 2550, amountStep: 100 })
  expect(topStep(odd)).toBe(2500)
  expect(snapAmount(2550, odd)).toBe(2500)
  expect(isAllowedAmount(2550, odd)).toBe(false)
})

test('property: a snapped amount is always allowed, within the bounds, and at most half a step away', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: 0, max: 400 }),
      fc.integer({ min: 1, max: 1000 }).map((n) => n * 25),
      fc.double({ min: -1e6, max: 1e7, noNaN: true }),
      (minHundreds, span, step, typed) => {
        const b = amountBounds({
          minAmount: minHundreds * 100,
          maxAmount: minHundreds * 100 + span * 50,
          amountStep: step,
        })
        const snapped = snapAmount(typed, b)
        expect(isAllowedAmount(snapped, b)).toBe(true)
        expect(snapped).toBeGreaterThanOrEqual(b.min)
        expect(snapped).toBeLessThanOrEqual(b.max)
        if (typed >= b.min && typed <= topStep(b))
          expect(Math.abs(snapped - typed)).toBeLessThanOrEqual(step / 2 + 1e-6)
      },
    ),
  )
})

test('typed amounts: dollars with commas and a $ are read; anything else is not', () => {
  expect(value('$12,000')).toBe(12000)
  expect(value(' 12000.50 ')).toBe(12000.5)
  expect(value('12k')).toBeNull()
  expect(value('')).toBeNull()
  expect(value('-5')).toBeNull()
  // Never silently scaled: "120,00" is not 12,000 (issue 14).
  expect(value('120,00')).toBeNull()
})

test('a typed amount outside the offer says what is allowed', () => {
  expect(amountProblem(typed('12k'), bounds, money)).toBe('Enter an amount like 1,250.50.')
  expect(amountProblem(typed('120,00'), bounds, money)).toBe('Enter an amount like 1,250.50.')
  expect(amountProblem(typed('12000.005'), bounds, money)).toBe('Use at most 2 decimals (cents).')
  expect(amountProblem(typed('500'), bounds, money)).toBe('The smallest amount you can get is $1,000.00.')
  expect(amountProblem(typed('30000'), bounds, money)).toBe('The most you can get is $25,000.00.')
  expect(amountProblem(typed('12050'), bounds, money)).toBe(
    'Choose an amount in steps of $100.00, like $12,100.00.',
  )
  expect(amountProblem(typed('12,000'), bounds, money)).toBeNull()
})

const installment = z.parse(installmentTermsSchema, contractExamples.installmentTerms)
const flex = z.parse(flexTermsSchema, contractExamples.flexTerms)

test('the preview for the default amount is the default terms themselves', () => {
  expect(previewTerms(installment, installment.principal)).toEqual(termsFigures(installment))
  expect(previewTerms(flex, flex.principal)).toEqual(termsFigures(flex))
})

test('the preview scales fee and payments with the amount (contract example: 12 % fee)', () => {
  // Flex example: $12,000, fee $1,440, minimum $2,240 per 60 days, 15 % withholding.
  expect(previewTerms(flex, 6000)).toEqual({
    amount: 6000,
    fee: 720,
    total: 6720,
    payment: { kind: 'flex', withholdingBps: 1500, minPayment: 1120, minWindowDays: 60 },
  })
  const half = previewTerms(installment, installment.principal / 2)
  expect(half.payment.kind).toBe('installment')
  expect(half.fee).toBe(installment.fee / 2)
  if (half.payment.kind === 'installment') {
    expect(half.payment.count).toBe(installment.paymentCount)
    expect(half.payment.amount).toBeCloseTo(installment.paymentAmount / 2, 1)
  }
})

test('property: preview figures are finite cents and the total is amount plus fee', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 10, max: 250 }).map((n) => n * 100),
      (amount) => {
        for (const base of [installment, flex]) {
          const p = previewTerms(base, amount)
          expect(Number.isFinite(p.fee) && Number.isFinite(p.total)).toBe(true)
          expect(Math.round(p.total * 100)).toBe(Math.round((amount + p.fee) * 100))
          expect(Math.round(p.fee * 100) / 100).toBe(p.fee)
        }
      },
    ),
  )
})

test('derived estimates truncate to cents (spec §5): 1,385.44 over 50 payments is $27.70, not $27.71', () => {
  const preview = previewTerms(contractExamples.installmentTerms, 1237)
  expect(preview.fee).toBe(148.44)
  expect(preview.payment).toMatchObject({ kind: 'installment', amount: 27.7 })
})

test('property: every derived estimate is the exact figure truncated, never rounded up', () => {
  const base = contractExamples.installmentTerms
  fc.assert(
    fc.property(fc.integer({ min: 1000, max: 25000 }), (amount) => {
      const preview = previewTerms(base, amount)
      const exactFee = (base.fee * amount) / base.principal
      const exactPayment = (preview.total / base.paymentCount) * 100
      expect(preview.fee).toBeLessThanOrEqual(exactFee + 1e-9)
      expect(exactFee - preview.fee).toBeLessThan(0.01)
      if (preview.payment.kind !== 'installment') throw new Error('installment expected')
      expect(Math.round(preview.payment.amount * 100)).toBe(Math.trunc(Math.round(exactPayment * 1e6) / 1e6))
    }),
  )
})

test('in Spanish, the same checks say what is allowed in Spanish', async () => {
  await chooseLocale('es-US')
  expect(amountProblem(typed('500'), bounds, money)).toBe('El monto mínimo que puede recibir es $1,000.00.')
  expect(amountProblem(typed('30000'), bounds, money)).toBe('Lo máximo que puede recibir es $25,000.00.')
  expect(amountProblem(typed('12050'), bounds, money)).toBe(
    'Elija un monto en incrementos de $100.00, como $12,100.00.',
  )
  expect(amountProblem(typed('12,000'), bounds, money)).toBeNull()
})
