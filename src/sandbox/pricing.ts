import type { LoanType } from '@/lib/domain'

/**
 * The sandbox's price book, consistent with the worked examples of shared/docs/disclosures.md §10:
 * a 12 % fixed fee; installment = 50 weekly payments; flex = 15 % withholding with a minimum every
 * 60 days, expected 270 days, due by day 540. APR depends only on ratios and timing, so it is the
 * same for every amount: 23.60 % installment, 31.10 % flex (rounded to ten basis points, §2).
 */
export const FEE_RATE = 0.12
const INSTALLMENT = { count: 50, frequencyDays: 7, apr: 0.236 }
const FLEX = {
  withholdingBps: 1500,
  minWindowDays: 60,
  expectedTermDays: 270,
  maxTermDays: 540,
  apr: 0.311,
  minRate: 0.1867,
}

const cents = (v: number) => Math.round(v * 100) / 100

interface Priced {
  principal: number
  fee: number
  apr: number
  currency: 'USD'
  averageMonthlyCost: number
  expectedTermDays: number
  maxTermDays: number
}

/** Terms as priced: installment terms carry their payments, flex terms their withholding (contract). */
export type PricedTerms =
  | (Priced & {
      loanType: 'FIXED_FEE_INSTALLMENT'
      paymentAmount: number
      paymentFrequencyDays: number
      paymentCount: number
      minPayment: null
      minWindowDays: null
      withholdingBps: null
    })
  | (Priced & {
      loanType: 'FIXED_FEE_FLEX'
      paymentAmount: null
      paymentFrequencyDays: null
      paymentCount: null
      minPayment: number
      minWindowDays: number
      withholdingBps: number
    })

export function priceTerms(loanType: LoanType, principal: number): PricedTerms {
  const fee = cents(principal * FEE_RATE)
  const total = cents(principal + fee)
  if (loanType === 'FIXED_FEE_INSTALLMENT') {
    const paymentAmount = cents(total / INSTALLMENT.count)
    return {
      principal,
      fee,
      apr: INSTALLMENT.apr,
      currency: 'USD',
      loanType,
      averageMonthlyCost: cents((paymentAmount * 52) / 12),
      minPayment: null,
      minWindowDays: null,
      paymentAmount,
      paymentFrequencyDays: INSTALLMENT.frequencyDays,
      paymentCount: INSTALLMENT.count,
      expectedTermDays: INSTALLMENT.count * INSTALLMENT.frequencyDays,
      maxTermDays: INSTALLMENT.count * INSTALLMENT.frequencyDays,
      withholdingBps: null,
    }
  }
  return {
    principal,
    fee,
    apr: FLEX.apr,
    currency: 'USD',
    loanType,
    averageMonthlyCost: cents((total / FLEX.expectedTermDays) * (365 / 12)),
    minPayment: cents(principal * FLEX.minRate),
    minWindowDays: FLEX.minWindowDays,
    paymentAmount: null,
    paymentFrequencyDays: null,
    paymentCount: null,
    expectedTermDays: FLEX.expectedTermDays,
    maxTermDays: FLEX.maxTermDays,
    withholdingBps: FLEX.withholdingBps,
  }
}

/** Monthly card receipts the flex projection assumes: withholding of them repays in the expected term. */
export function estimatedMonthlySales(terms: PricedTerms): number | null {
  if (terms.withholdingBps === null) return null
  const daily = (terms.principal + terms.fee) / terms.expectedTermDays
  return cents(((daily / (terms.withholdingBps / 10_000)) * 365) / 12)
}
