import { t } from '@lingui/core/macro'
import { type MoneyInputResult, cents, truncate2 } from '@/lib/format'
import type { Offer, Terms } from '../api/schemas'

/**
 * Choosing an amount (issue 6): the offer's bounds and step, and a preview of what that amount costs.
 * The contract says a valid amount is a multiple of `amountStep` within the bounds; steps count from
 * `minAmount`, as the sandbox and the API check them.
 */
export interface AmountBounds {
  min: number
  max: number
  step: number
}

export function amountBounds(offer: Pick<Offer, 'minAmount' | 'maxAmount' | 'amountStep'>): AmountBounds {
  return { min: offer.minAmount, max: offer.maxAmount, step: offer.amountStep }
}

/** The highest amount the steps reach (the maximum itself when it sits on a step). */
export function topStep({ min, max, step }: AmountBounds): number {
  return cents(min + Math.floor((max - min) / step + 1e-9) * step)
}

/** The nearest allowed amount: clamped to the bounds, then to the closest step. */
export function snapAmount(value: number, bounds: AmountBounds): number {
  if (!Number.isFinite(value)) return bounds.min
  const top = topStep(bounds)
  const clamped = Math.min(Math.max(value, bounds.min), top)
  const steps = Math.round((clamped - bounds.min) / bounds.step)
  return Math.min(cents(bounds.min + steps * bounds.step), top)
}

export function isAllowedAmount(value: number, bounds: AmountBounds): boolean {
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) return false
  const steps = (value - bounds.min) / bounds.step
  return Math.abs(steps - Math.round(steps)) < 1e-9
}

/**
 * Why a typed amount can't be used, in words; null when it can. The text is read by the one money
 * parser (`parseMoneyInput`, in the merchant's locale), whose refusal already says what to type.
 */
export function amountProblem(
  read: MoneyInputResult,
  bounds: AmountBounds,
  money: (v: number) => string,
): string | null {
  if (!read.ok) return read.message
  const value = read.value
  // Read when the field is checked, in the language on screen.
  if (value < bounds.min) {
    const min = money(bounds.min)
    return t`The smallest amount you can get is ${min}.`
  }
  if (value > bounds.max) {
    const max = money(bounds.max)
    return t`The most you can get is ${max}.`
  }
  if (!isAllowedAmount(value, bounds)) {
    const step = money(bounds.step)
    const nearest = money(snapAmount(value, bounds))
    return t`Choose an amount in steps of ${step}, like ${nearest}.`
  }
  return null
}

export type PaymentPreview =
  | { kind: 'installment'; amount: number; frequencyDays: number; count: number }
  | { kind: 'flex'; withholdingBps: number; minPayment: number; minWindowDays: number }

export interface TermsPreview {
  amount: number
  fee: number
  total: number
  payment: PaymentPreview
}

/**
 * An estimate for any amount, scaled from the offer's default terms. The fee is a fixed share of
 * the amount and payments follow the total, so scaling is exact up to rounding; the real terms for
 * the chosen amount come from the loan contract before anything is accepted.
 */
export function previewTerms(base: Terms, amount: number): TermsPreview {
  const ratio = amount / base.principal
  const fee = truncate2(base.fee * ratio)
  const total = cents(amount + fee)
  const payment: PaymentPreview =
    base.loanType === 'FIXED_FEE_INSTALLMENT'
      ? {
          kind: 'installment',
          amount: truncate2(total / base.paymentCount),
          frequencyDays: base.paymentFrequencyDays,
          count: base.paymentCount,
        }
      : {
          kind: 'flex',
          withholdingBps: base.withholdingBps,
          minPayment: truncate2(base.minPayment * ratio),
          minWindowDays: base.minWindowDays,
        }
  return { amount, fee, total, payment }
}

/** The same figures read from real terms (the contract's answer for the chosen amount). */
export function termsFigures(terms: Terms): TermsPreview {
  const total =
    terms.loanType === 'FIXED_FEE_INSTALLMENT'
      ? cents(terms.paymentAmount * terms.paymentCount)
      : cents(terms.principal + terms.fee)
  return {
    amount: terms.principal,
    fee: terms.fee,
    total,
    payment:
      terms.loanType === 'FIXED_FEE_INSTALLMENT'
        ? {
            kind: 'installment',
            amount: terms.paymentAmount,
            frequencyDays: terms.paymentFrequencyDays,
            count: terms.paymentCount,
          }
        : {
            kind: 'flex',
            withholdingBps: terms.withholdingBps,
            minPayment: terms.minPayment,
            minWindowDays: terms.minWindowDays,
          },
  }
}
