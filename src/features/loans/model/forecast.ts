import { addDays, calendarDaysBetween, isoDay, parseIsoDate } from '@/lib/dates'
import type { Loan, Payment } from '../api/schemas'

/** How many days of recent sales the pace is read from, at most (issue 38). */
export const PACE_DAYS = 30

/**
 * A flex loan's window, projected at the merchant's own pace: what their completed withholdings of
 * the last 30 days (or of the window so far, when it is shorter) would pay by the window's end.
 * An estimate from recent sales, and said to be one.
 */
export interface WindowForecast {
  kind: 'window'
  /** The window's last day (`YYYY-MM-DD`) and its minimum. */
  end: string
  minimum: number
  /** Paid in the window so far plus the pace over the days left, in dollars (2 decimals). */
  projected: number
  /** How far below the minimum the projection lands (0 when on track). */
  short: number
  /** Dollars a day over the pace's days (never negative). */
  perDay: number
  /** The day the balance would be paid at that pace, or null when the pace is zero. */
  repaidBy: string | null
}

/** An installment loan: the next payment and how many are left. */
export interface InstallmentForecast {
  kind: 'installment'
  next: { date: string; amount: number } | null
  /** Scheduled payments still to come, as the server lists them. */
  left: number
}

const toCents = (dollars: number) => Math.round(dollars * 100)
const toDollars = (cents: number) => cents / 100

/**
 * A payoff date only when the pace shown (whole cents a day) would repay the balance within
 * `PAYOFF_HORIZON_DAYS`: a pace of a cent or two a day gives a date centuries away (a year past 9999
 * does not even write as a date), which tells the merchant nothing.
 */
export const PAYOFF_HORIZON_DAYS = 50 * 365

function repaidByAtPace(day: Date, balanceCents: number, perDayCents: number): string | null {
  if (perDayCents <= 0) return null
  const days = Math.ceil(balanceCents / perDayCents)
  return days <= PAYOFF_HORIZON_DAYS ? isoDay(addDays(day, days)) : null
}

/**
 * The forecast for a flex loan's current window, or null when there is nothing to project: not a
 * flex loan, no window, nothing owed, or dates that do not read. Pure: the same at any time zone for
 * the same calendar `today`, never negative, never NaN.
 */
export function windowForecast(
  loan: Pick<Loan, 'loanType' | 'currentWindow' | 'outstandingBalance'>,
  payments: readonly Pick<Payment, 'type' | 'status' | 'amount' | 'date'>[],
  today: string,
): WindowForecast | null {
  const window = loan.currentWindow
  if (loan.loanType !== 'FIXED_FEE_FLEX' || !window || !(loan.outstandingBalance > 0)) return null
  const day = parseIsoDate(today)
  const start = parseIsoDate(window.start)
  const end = parseIsoDate(window.end)
  if (!day || !start || !end) return null

  // The pace: the last 30 days including today, or the window so far when it began more recently.
  const paceFrom = calendarDaysBetween(day, start) < PACE_DAYS ? start : addDays(day, 1 - PACE_DAYS)
  const paceDays = Math.max(1, calendarDaysBetween(day, paceFrom) + 1)
  const from = isoDay(paceFrom)
  const recentCents = payments
    .filter((p) => p.type === 'WITHHOLDING' && p.status === 'COMPLETED' && p.date >= from && p.date <= today)
    .reduce((sum, p) => sum + Math.max(0, toCents(p.amount)), 0)
  const perDayCents = recentCents / paceDays

  const daysLeft = Math.max(0, calendarDaysBetween(end, day))
  const paidCents = Math.max(0, toCents(window.paidInWindow))
  const minimumCents = Math.max(0, toCents(window.minPayment))
  const projectedCents = paidCents + Math.round(perDayCents * daysLeft)
  const shortCents = Math.max(0, minimumCents - projectedCents)
  const balanceCents = toCents(loan.outstandingBalance)

  return {
    kind: 'window',
    end: window.end,
    minimum: toDollars(minimumCents),
    projected: toDollars(projectedCents),
    // Never more than is owed: a payment of this amount must be one the API accepts.
    short: toDollars(Math.min(shortCents, balanceCents)),
    perDay: toDollars(Math.round(perDayCents)),
    repaidBy: repaidByAtPace(day, balanceCents, Math.round(perDayCents)),
  }
}

/** An installment loan's next payment and the scheduled payments left (the server's count). */
export function installmentForecast(
  loan: Pick<Loan, 'loanType' | 'nextPaymentDate' | 'nextPaymentAmount'>,
  scheduledLeft: number,
): InstallmentForecast | null {
  if (loan.loanType !== 'FIXED_FEE_INSTALLMENT') return null
  const next =
    loan.nextPaymentDate && loan.nextPaymentAmount !== null
      ? { date: loan.nextPaymentDate, amount: loan.nextPaymentAmount }
      : null
  return { kind: 'installment', next, left: Math.max(0, Math.trunc(scheduledLeft)) }
}
