import { z } from 'zod'
import {
  bankingProviderSchema,
  loanStateSchema,
  loanTypeSchema,
  paymentStatusSchema,
  paymentTypeSchema,
} from '@/lib/domain'
import {
  calendarDateSchema,
  idSchema,
  instantSchema,
  moneySchema,
  nonNegativeMoneySchema,
} from '@/lib/schemas'

export const loanSummarySchema = z.object({
  id: idSchema,
  state: loanStateSchema,
  loanType: loanTypeSchema,
  principal: nonNegativeMoneySchema,
  fee: nonNegativeMoneySchema,
  totalRepayment: nonNegativeMoneySchema,
  outstandingBalance: moneySchema,
  fundedAt: instantSchema.nullable(),
  closedAt: instantSchema.nullable(),
})
export type LoanSummary = z.infer<typeof loanSummarySchema>

export const loanListSchema = z.array(loanSummarySchema)

export const loanSchema = loanSummarySchema.extend({
  termsId: idSchema,
  paidAmount: nonNegativeMoneySchema,
  nextPaymentDate: calendarDateSchema.nullable(),
  nextPaymentAmount: nonNegativeMoneySchema.nullable(),
  currentWindow: z
    .object({
      start: calendarDateSchema,
      end: calendarDateSchema,
      minPayment: nonNegativeMoneySchema,
      paidInWindow: nonNegativeMoneySchema,
    })
    .nullable(),
  withholdingBps: z.number().int().min(0).max(10_000).nullable(),
  bankAccountId: idSchema,
  contractAvailable: z.boolean(),
})
export type Loan = z.infer<typeof loanSchema>

export const paymentSchema = z.object({
  id: idSchema,
  type: paymentTypeSchema,
  amount: moneySchema,
  date: calendarDateSchema,
  status: paymentStatusSchema,
})
export type Payment = z.infer<typeof paymentSchema>
export const paymentListSchema = z.array(paymentSchema)

export const scheduledPaymentSchema = z.object({
  id: idSchema,
  date: calendarDateSchema,
  amount: nonNegativeMoneySchema,
  type: paymentTypeSchema,
  status: z.string().min(1),
})
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>

export const scheduledPaymentPageSchema = z.object({
  content: z.array(scheduledPaymentSchema),
  page: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
})
export type ScheduledPaymentPage = z.infer<typeof scheduledPaymentPageSchema>

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
  accountNumber: z.string().min(1),
  routingNumber: z.string().min(1),
  provider: bankingProviderSchema,
  primary: z.boolean(),
})
export type BankAccount = z.infer<typeof bankAccountSchema>
export const bankAccountListSchema = z.array(bankAccountSchema)

export const renewalSchema = z.object({
  id: idSchema,
  eligible: z.boolean(),
  maxAmount: nonNegativeMoneySchema,
  offerId: idSchema.nullable(),
  availableAt: instantSchema,
})
export type Renewal = z.infer<typeof renewalSchema>
export const renewalListSchema = z.array(renewalSchema)

export interface OneTimePaymentInput {
  amount: number
  bankAccountId: string
}
