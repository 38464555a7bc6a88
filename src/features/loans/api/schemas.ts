import {
  bankingProviderSchema,
  basisPointsSchema,
  calendarDateSchema,
  countSchema,
  idSchema,
  instantSchema,
  loanStateSchema,
  loanTypeSchema,
  moneySchema,
  nonEmptyString,
  nonNegativeMoneySchema,
  paymentStatusSchema,
  paymentTypeSchema,
  positiveCountSchema,
} from '@/lib/schemas'
import { z } from '@/lib/zod'

const summaryShape = {
  id: idSchema,
  state: loanStateSchema,
  loanType: loanTypeSchema,
  principal: nonNegativeMoneySchema,
  fee: nonNegativeMoneySchema,
  totalRepayment: nonNegativeMoneySchema,
  outstandingBalance: moneySchema,
  fundedAt: z.nullable(instantSchema),
  closedAt: z.nullable(instantSchema),
}

export const loanSummarySchema = z.object(summaryShape)
export type LoanSummary = z.output<typeof loanSummarySchema>

export const loanListSchema = z.array(loanSummarySchema)

export const loanSchema = z
  .object({
    ...summaryShape,
    termsId: idSchema,
    paidAmount: nonNegativeMoneySchema,
    nextPaymentDate: z.nullable(calendarDateSchema),
    nextPaymentAmount: z.nullable(nonNegativeMoneySchema),
    currentWindow: z.nullable(
      z.object({
        start: calendarDateSchema,
        end: calendarDateSchema,
        minPayment: nonNegativeMoneySchema,
        paidInWindow: nonNegativeMoneySchema,
      }),
    ),
    withholdingBps: z.nullable(basisPointsSchema),
    bankAccountId: idSchema,
    contractAvailable: z.boolean(),
  })
  .check(
    // Contract: `currentWindow` for flex loans only, `nextPayment*` for installment loans only. A loan
    // with the other type's fields would get the other type's copy ("still needed this window" on an
    // installment loan): a load error instead.
    z.refine((l) => l.loanType !== 'FIXED_FEE_INSTALLMENT' || l.currentWindow === null, {
      message: 'an installment loan has no payment window',
      path: ['currentWindow'],
    }),
    z.refine(
      (l) => l.loanType !== 'FIXED_FEE_FLEX' || (l.nextPaymentDate === null && l.nextPaymentAmount === null),
      {
        message: 'a flex loan has no next installment',
        path: ['nextPaymentDate'],
      },
    ),
  )
export type Loan = z.output<typeof loanSchema>

export const paymentSchema = z.object({
  id: idSchema,
  type: paymentTypeSchema,
  amount: moneySchema,
  date: calendarDateSchema,
  status: paymentStatusSchema,
})
export type Payment = z.output<typeof paymentSchema>
export const paymentListSchema = z.array(paymentSchema)

export const scheduledPaymentSchema = z.object({
  id: idSchema,
  date: calendarDateSchema,
  amount: nonNegativeMoneySchema,
  type: paymentTypeSchema,
  status: nonEmptyString,
})
export type ScheduledPayment = z.output<typeof scheduledPaymentSchema>

export const scheduledPaymentPageSchema = z.object({
  content: z.array(scheduledPaymentSchema),
  page: countSchema,
  size: positiveCountSchema,
  totalElements: countSchema,
  totalPages: countSchema,
})
export type ScheduledPaymentPage = z.output<typeof scheduledPaymentPageSchema>

export const SCHEDULED_SORT_FIELDS = ['date', 'amount'] as const
export interface ScheduledPaymentsQuery {
  page: number
  size: number
  sort: { field: (typeof SCHEDULED_SORT_FIELDS)[number]; direction: 'asc' | 'desc' }
}

export const bankAccountSchema = z.object({
  id: idSchema,
  bankName: z.string(),
  /** A token (starts with `tok`) or already masked; only tokens are shown, masked (spec §5). */
  accountNumber: nonEmptyString,
  routingNumber: nonEmptyString,
  provider: bankingProviderSchema,
  primary: z.boolean(),
})
export type BankAccount = z.output<typeof bankAccountSchema>
export const bankAccountListSchema = z.array(bankAccountSchema)

export const renewalSchema = z
  .object({
    id: idSchema,
    eligible: z.boolean(),
    maxAmount: nonNegativeMoneySchema,
    offerId: z.nullable(idSchema),
    availableAt: instantSchema,
  })
  .check(
    // An eligible renewal is offered "up to" its maximum: never $0.00.
    z.refine((r) => !r.eligible || r.maxAmount > 0, {
      message: 'an eligible renewal needs a positive maxAmount',
      path: ['maxAmount'],
    }),
  )
export type Renewal = z.output<typeof renewalSchema>
export const renewalListSchema = z.array(renewalSchema)

export interface OneTimePaymentInput {
  amount: number
  bankAccountId: string
}
