import { addDays, calendarDaysBetween, dateOrInvalid } from '@/lib/dates'
import type { PaymentType } from '@/lib/domain'
import { type LoanRecord, type SandboxDb, cents, day } from './db'

/**
 * Loan servicing maths over the sandbox's data: the loan as the contract shows it (balance, the
 * current withholding window or the next installment), its summary, and its scheduled payments.
 */

export function loanView(db: SandboxDb, loan: LoanRecord) {
  const terms = db.state.terms[loan.termsId]
  const now = db.now()
  const outstanding = cents(loan.totalRepayment - loan.paidAmount)
  const active = loan.fundedAt !== null && loan.closedAt === null && outstanding > 0
  const payments = Object.values(db.state.payments).filter(
    (p) => p.loanId === loan.id && p.type !== 'FUNDING' && p.status !== 'FAILED',
  )
  let currentWindow = null
  let nextPaymentDate = null
  let nextPaymentAmount = null
  if (active && loan.fundedAt && terms) {
    const funded = dateOrInvalid(loan.fundedAt)
    if (terms.minWindowDays && terms.minPayment) {
      const index = Math.floor(calendarDaysBetween(now, funded) / terms.minWindowDays)
      const start = addDays(funded, index * terms.minWindowDays)
      const end = addDays(start, terms.minWindowDays - 1)
      const paidInWindow = cents(
        payments.filter((p) => p.date >= day(start) && p.date <= day(end)).reduce((s, p) => s + p.amount, 0),
      )
      currentWindow = { start: day(start), end: day(end), minPayment: terms.minPayment, paidInWindow }
    } else if (terms.paymentAmount && terms.paymentFrequencyDays) {
      const made = Math.round(loan.paidAmount / terms.paymentAmount)
      nextPaymentDate = day(addDays(funded, (made + 1) * terms.paymentFrequencyDays))
      nextPaymentAmount = Math.min(terms.paymentAmount, outstanding)
    }
  }
  return {
    id: loan.id,
    state: loan.state,
    loanType: loan.loanType,
    principal: loan.principal,
    fee: loan.fee,
    totalRepayment: loan.totalRepayment,
    outstandingBalance: outstanding,
    fundedAt: loan.fundedAt,
    closedAt: loan.closedAt,
    termsId: loan.termsId,
    paidAmount: loan.paidAmount,
    nextPaymentDate,
    nextPaymentAmount,
    currentWindow,
    withholdingBps: terms?.withholdingBps ?? null,
    bankAccountId: loan.bankAccountId,
    contractAvailable: loan.contractAvailable,
  }
}

/** The loan as the shop's loan list shows it. */
export function loanSummary(db: SandboxDb, loan: LoanRecord) {
  const v = loanView(db, loan)
  return {
    id: v.id,
    state: v.state,
    loanType: v.loanType,
    principal: v.principal,
    fee: v.fee,
    totalRepayment: v.totalRepayment,
    outstandingBalance: v.outstandingBalance,
    fundedAt: v.fundedAt,
    closedAt: v.closedAt,
  }
}

/** The payments still to come until the balance is paid: installments, or each window's minimum. */
export function scheduledPayments(db: SandboxDb, loan: LoanRecord) {
  const v = loanView(db, loan)
  const terms = db.state.terms[loan.termsId]
  const rows: { id: string; date: string; amount: number; type: PaymentType; status: 'SCHEDULED' }[] = []
  if (!terms || v.outstandingBalance <= 0 || !loan.fundedAt) return rows
  let left = v.outstandingBalance
  let i = 0
  if (terms.paymentAmount && terms.paymentFrequencyDays && v.nextPaymentDate) {
    let date = dateOrInvalid(v.nextPaymentDate)
    while (left > 0.004) {
      const amount = cents(Math.min(terms.paymentAmount, left))
      rows.push({
        id: `sp_${loan.id}_${i++}`,
        date: day(date),
        amount,
        type: 'INSTALLMENT',
        status: 'SCHEDULED',
      })
      left = cents(left - amount)
      date = addDays(date, terms.paymentFrequencyDays)
    }
  } else if (terms.minPayment && terms.minWindowDays && v.currentWindow) {
    let end = dateOrInvalid(v.currentWindow.end)
    let amount = cents(Math.max(0, v.currentWindow.minPayment - v.currentWindow.paidInWindow))
    while (left > 0.004) {
      const due = cents(Math.min(amount, left))
      if (due > 0)
        rows.push({
          id: `sp_${loan.id}_${i++}`,
          date: day(end),
          amount: due,
          type: 'WITHHOLDING',
          status: 'SCHEDULED',
        })
      left = cents(left - due)
      end = addDays(end, terms.minWindowDays)
      amount = terms.minPayment
    }
  }
  return rows
}
