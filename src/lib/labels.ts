import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EntityType, LoanPurpose, PaymentStatus, PaymentType } from './domain'
import type { JourneyStep } from './loan-status'

/**
 * Plain-language labels for the contract's enumerations, as catalogue messages (decision 0017): show
 * one with `t(label)` from `useLingui()`, in the language on screen (or the instance of the part
 * shown in another language).
 */

/** What turns a label into words: `t` from `useLingui()`, or an `I18n` instance's `_`. */
export type Translate = (label: MessageDescriptor) => string

export const ENTITY_TYPE_LABELS: Record<EntityType, MessageDescriptor> = {
  GOVERNMENT_ENTITY: msg`Government entity`,
  LLC: msg`LLC`,
  LLP: msg`LLP`,
  NON_PROFIT_CORPORATION: msg`Non-profit corporation`,
  MEDICAL_CORPORATION: msg`Medical corporation`,
  PARTNERSHIP: msg`Partnership`,
  POLITICAL_ORGANIZATION: msg`Political organization`,
  PRIVATE_CORPORATION: msg`Private corporation`,
  PROFESSIONAL_ASSOCIATION: msg`Professional association`,
  PUBLIC_CORPORATION: msg`Public corporation`,
  SINGLE_MEMBER_LLC: msg`Single-member LLC`,
  SOLE_PROPRIETOR: msg`Sole proprietor`,
  TAX_EXEMPT: msg`Tax-exempt organization`,
  TRUST: msg`Trust`,
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, MessageDescriptor> = {
  PREPAY: msg`Extra payment`,
  RECOVERY: msg`Recovery`,
  FUNDING: msg`Funding deposit`,
  REFUND: msg`Refund`,
  WITHHOLDING: msg`Sales withholding`,
  FORGIVENESS: msg`Forgiveness`,
  OUT_OF_BAND: msg`Other payment`,
  ORIGINATION_FEE: msg`Origination fee`,
  INSTALLMENT: msg`Installment`,
  INTEREST_ORIGINATION: msg`Interest`,
  ADJUSTMENT: msg`Adjustment`,
  BALANCE_TRANSFER: msg`Balance transfer`,
  UNKNOWN: msg`Payment`,
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  PENDING: msg`Processing`,
  COMPLETED: msg`Completed`,
  FAILED: msg`Failed`,
  REVERSED: msg`Reversed`,
}

/** A scheduled payment's status (the contract gives a free string, `SCHEDULED` in its example). */
const SCHEDULED_STATUS_LABELS: Record<string, MessageDescriptor> = {
  SCHEDULED: msg`Scheduled`,
  PENDING: msg`Processing`,
  PAID: msg`Paid`,
  COMPLETED: msg`Completed`,
  MISSED: msg`Missed`,
  CANCELLED: msg`Cancelled`,
  SKIPPED: msg`Skipped`,
}

/**
 * A scheduled payment's status in words: a known status's label, or the status itself, as the
 * contract's free string gives it (data, never translated: `NEEDS_REVIEW` → "Needs review").
 */
export function scheduledStatusLabel(status: string, t: Translate): string {
  const known = SCHEDULED_STATUS_LABELS[status.toUpperCase()]
  if (known) return t(known)
  const words = status.toLowerCase().replace(/_/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : t(msg`Scheduled`)
}

export const LOAN_PURPOSE_LABELS: Record<LoanPurpose, MessageDescriptor> = {
  INVENTORY: msg`Inventory`,
  EQUIPMENT: msg`Equipment`,
  PAYROLL: msg`Payroll`,
  MARKETING: msg`Marketing`,
  EXPANSION: msg`Expansion`,
  REFINANCE: msg`Refinancing debt`,
  WORKING_CAPITAL: msg`Working capital`,
  OTHER: msg`Something else`,
}

/** The steps of the journey shown on /loan/status. */
export const JOURNEY_STEP_LABELS: Record<JourneyStep, MessageDescriptor> = {
  applied: msg`Applied`,
  review: msg`Review`,
  offer: msg`Offer`,
  funding: msg`Funding`,
  funded: msg`Funded`,
}

/** A label map as a list's options, in words (`t` from `useLingui()`: call it while rendering). */
export const toOptions = <V extends string>(labels: Record<V, MessageDescriptor>, t: Translate) =>
  (Object.entries(labels) as [V, MessageDescriptor][]).map(([value, label]) => ({ value, label: t(label) }))
