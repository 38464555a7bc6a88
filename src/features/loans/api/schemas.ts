import * as v from 'valibot'
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

const summaryShape = {
  id: idSchema,
  state: loanStateSchema,
  loanType: loanTypeSchema,
  principal: nonNegativeMoneySchema,
  fee: nonNegativeMoneySchema,
  totalRepayment: nonNegativeMoneySchema,
  outstandingBalance: moneySchema,
  fundedAt: v.nullable(instantSchema),
  closedAt: v.nullable(instantSchema),
}

export const loanSummarySchema = v.object(summaryShape)
export type LoanSummary = v.InferOutput<typeof loanSummarySchema>

export const loanListSchema = v.array(loanSummarySchema)

export const loanSchema = v.object({
  ...summaryShape,
  termsId: idSchema,
  paidAmount: nonNegativeMoneySchema,
  nextPaymentDate: v.nullable(calendarDateSchema),
  nextPaymentAmount: v.nullable(nonNegativeMoneySchema),
  currentWindow: v.nullable(
    v.object({
      start: calendarDateSchema,
      end: calendarDateSchema,
      minPayment: nonNegativeMoneySchema,
      paidInWindow: nonNegativeMoneySchema,
    }),
  ),
  withholdingBps: v.nullable(basisPointsSchema),
  bankAccountId: idSchema,
  contractAvailable: v.boolean(),
})
export type Loan = v.InferOutput<typeof loanSchema>

export const paymentSchema = v.object({
  id: idSchema,
  type: paymentTypeSchema,
  amount: moneySchema,
  date: calendarDateSchema,
  status: paymentStatusSchema,
})
export type Payment = v.InferOutput<typeof paymentSchema>
export const paymentListSchema = v.array(paymentSchema)

export const scheduledPaymentSchema = v.object({
  id: idSchema,
  date: calendarDateSchema,
  amount: nonNegativeMoneySchema,
  type: paymentTypeSchema,
  status: nonEmptyString,
})
export type ScheduledPayment = v.InferOutput<typeof scheduledPaymentSchema>

export const scheduledPaymentPageSchema = v.object({
  content: v.array(scheduledPaymentSchema),
  page: countSchema,
  size: positiveCountSchema,
  totalElements: countSchema,
  totalPages: countSchema,
})
export type ScheduledPaymentPage = v.InferOutput<typeof scheduledPaymentPageSchema>

export const SCHEDULED_SORT_FIELDS = ['date', 'amount'] as const
export interface ScheduledPaymentsQuery {
  page: number
  size: number
  sort: { field: (typeof SCHEDULED_SORT_FIELDS)[number]; direction: 'asc' | 'desc' }
}

export const bankAccountSchema = v.object({
  id: idSchema,
  bankName: v.string(),
  /** A token (starts with `tok`) or already masked; only tokens are shown, masked (spec §5). */
  accountNumber: nonEmptyString,
  routingNumber: nonEmptyString,
  provider: bankingProviderSchema,
  primary: v.boolean(),
})
export type BankAccount = v.InferOutput<typeof bankAccountSchema>
export const bankAccountListSchema = v.array(bankAccountSchema)

export const renewalSchema = v.object({
  id: idSchema,
  eligible: v.boolean(),
  maxAmount: nonNegativeMoneySchema,
  offerId: v.nullable(idSchema),
  availableAt: instantSchema,
})
export type Renewal = v.InferOutput<typeof renewalSchema>
export const renewalListSchema = v.array(renewalSchema)

export interface OneTimePaymentInput {
  amount: number
  bankAccountId: string
}
