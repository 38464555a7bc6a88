import { t } from '@lingui/core/macro'
import { calendarDaysBetween, dateOrInvalid } from '@/lib/dates'
import type { LoanState, PaymentType } from '@/lib/domain'
import { cents, parseMoneyInput } from '@/lib/format'
import { isDelinquent } from '@/lib/loan-status'
import type { BankAccount, Loan, Payment } from '../api/schemas'

/** Share of the total repayment paid so far, 0–1 (over-payment shows as fully paid). */
export function paidShare(loan: Pick<Loan, 'paidAmount' | 'totalRepayment'>): number {
  if (!(loan.totalRepayment > 0)) return 0
  return Math.min(1, Math.max(0, loan.paidAmount / loan.totalRepayment))
}

/** Whole days from `today` to the end of `date` (0 on the day itself, negative once past). */
export function daysUntil(date: string, today: Date = new Date()): number {
  return calendarDaysBetween(dateOrInvalid(date), today)
}

export interface CurePlan {
  /** What brings the loan back to good standing. */
  amount: number
  /** By when (a calendar date). */
  by: string
  /** What the amount is made of, in words. */
  basis: 'window-minimum' | 'missed-installment'
}

/**
 * Beyond the spec: the exact payment that brings a delinquent loan back to good standing.
 * Flex: the current window's minimum less what was paid in it, by the window's end. Installment:
 * the payment that is due, by its date. Never more than the outstanding balance; null when the
 * loan isn't delinquent or nothing is owed.
 */
export function curePlan(loan: Loan): CurePlan | null {
  if (!isDelinquent(loan.state) || !(loan.outstandingBalance > 0)) return null
  if (loan.loanType === 'FIXED_FEE_FLEX' && loan.currentWindow) {
    const short = cents(loan.currentWindow.minPayment - loan.currentWindow.paidInWindow)
    if (!(short > 0)) return null
    return {
      amount: Math.min(short, loan.outstandingBalance),
      by: loan.currentWindow.end,
      basis: 'window-minimum',
    }
  }
  if (loan.nextPaymentAmount && loan.nextPaymentDate && loan.nextPaymentAmount > 0) {
    return {
      amount: Math.min(loan.nextPaymentAmount, loan.outstandingBalance),
      by: loan.nextPaymentDate,
      basis: 'missed-installment',
    }
  }
  return null
}

/** Payment types that repay the loan (reduce what is owed). Funding, fees and refunds don't. */
export const REPAYING_TYPES: readonly PaymentType[] = [
  'PREPAY',
  'RECOVERY',
  'WITHHOLDING',
  'FORGIVENESS',
  'OUT_OF_BAND',
  'INSTALLMENT',
  'BALANCE_TRANSFER',
]

export interface BalancePoint {
  date: string
  balance: number
}

/**
 * The balance over time, from the payment history: it starts at the total repayment on the funding
 * date and falls with each completed repayment. The last point is today's outstanding balance as
 * the API reports it (adjustments, pending payments and fees the history can't explain included).
 */
export function balanceSeries(loan: Loan, payments: Payment[], today: string): BalancePoint[] {
  const start = loan.fundedAt?.slice(0, 10) ?? payments.at(-1)?.date ?? today
  const points: BalancePoint[] = [{ date: start, balance: loan.totalRepayment }]
  let balance = loan.totalRepayment
  const repayments = payments
    .filter((p) => p.status === 'COMPLETED' && REPAYING_TYPES.includes(p.type) && p.amount > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
  for (const p of repayments) {
    balance = Math.max(0, cents(balance - p.amount))
    const last = points.at(-1)!
    if (last.date === p.date) last.balance = balance
    else points.push({ date: p.date, balance })
  }
  const last = points.at(-1)!
  if (last.date === today) last.balance = loan.outstandingBalance
  else if (last.date < today) points.push({ date: today, balance: loan.outstandingBalance })
  return points
}

/** How a one-time payment of `amount` changes the loan: the preview in the payment modal. */
export function paymentEffect(loan: Loan, amount: number) {
  const outstandingAfter = Math.max(0, cents(loan.outstandingBalance - amount))
  const window = loan.currentWindow
  const windowShortAfter = window
    ? Math.max(0, cents(window.minPayment - window.paidInWindow - amount))
    : null
  return { outstandingAfter, windowShortAfter, paysOff: outstandingAfter === 0 }
}

/**
 * Why a typed payment amount can't be sent, in words (the language on screen); null when it can
 * (contract: one-time payment).
 */
export function paymentAmountProblem(
  text: string,
  outstanding: number,
  money: (v: number) => string,
  locale?: string,
): string | null {
  const read = parseMoneyInput(text, locale)
  if (!read.ok) return read.reason === 'empty' ? t`Enter an amount to pay.` : read.message
  if (!(read.value > 0)) return t`Enter an amount greater than $0.`
  if (read.value > outstanding + 1e-9) {
    const most = money(outstanding)
    return t`The most you can pay is ${most}, your outstanding balance.`
  }
  return null
}

/** The amount to send, read as `paymentAmountProblem` read it; NaN when the text has a problem. */
export function parsePaymentAmount(text: string, locale?: string): number {
  const read = parseMoneyInput(text, locale)
  return read.ok ? read.value : Number.NaN
}

/** Paid in full or over: nothing more to pay even if a balance still shows. */
const SETTLED_STATES = ['PAID', 'OVER_PAID'] as const satisfies readonly LoanState[]

/** A one-time payment is offered while something is owed and the loan isn't settled. */
export function isPayable(loan: Pick<Loan, 'outstandingBalance' | 'state'>): boolean {
  return loan.outstandingBalance > 0 && !(SETTLED_STATES as readonly LoanState[]).includes(loan.state)
}

/**
 * The account the loan pays out to and collects from, as the shop's list shows it; null when the list
 * does not have it (copy then says "on file"). Never another account, not even the primary one: the
 * screens would name an account the money does not go to.
 */
export function payoutAccount<A extends Pick<BankAccount, 'id'>>(
  accounts: A[] | undefined,
  bankAccountId: string | null | undefined,
): A | null {
  return accounts?.find((a) => a.id === bankAccountId) ?? null
}
