import type { EntityType, LoanPurpose, LoanState, PaymentStatus, PaymentType } from './domain'
import {
  isActive,
  isClosed,
  type ActiveState,
  type ClosedState,
  type JourneyStep,
  type StatusTone,
} from './loan-status'

/** Plain-English labels for the contract's enumerations. */

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  GOVERNMENT_ENTITY: 'Government entity',
  LLC: 'LLC',
  LLP: 'LLP',
  NON_PROFIT_CORPORATION: 'Non-profit corporation',
  MEDICAL_CORPORATION: 'Medical corporation',
  PARTNERSHIP: 'Partnership',
  POLITICAL_ORGANIZATION: 'Political organization',
  PRIVATE_CORPORATION: 'Private corporation',
  PROFESSIONAL_ASSOCIATION: 'Professional association',
  PUBLIC_CORPORATION: 'Public corporation',
  SINGLE_MEMBER_LLC: 'Single-member LLC',
  SOLE_PROPRIETOR: 'Sole proprietor',
  TAX_EXEMPT: 'Tax-exempt organization',
  TRUST: 'Trust',
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  PREPAY: 'Extra payment',
  RECOVERY: 'Recovery',
  FUNDING: 'Funding deposit',
  REFUND: 'Refund',
  WITHHOLDING: 'Sales withholding',
  FORGIVENESS: 'Forgiveness',
  OUT_OF_BAND: 'Other payment',
  ORIGINATION_FEE: 'Origination fee',
  INSTALLMENT: 'Installment',
  INTEREST_ORIGINATION: 'Interest',
  ADJUSTMENT: 'Adjustment',
  BALANCE_TRANSFER: 'Balance transfer',
  UNKNOWN: 'Payment',
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  REVERSED: 'Reversed',
}

/** A scheduled payment's status (the contract gives a free string, `SCHEDULED` in its example). */
const SCHEDULED_STATUS_LABELS: Record<string, string> = {
  SCHEDULED: 'Scheduled',
  PENDING: 'Processing',
  PAID: 'Paid',
  COMPLETED: 'Completed',
  MISSED: 'Missed',
  CANCELLED: 'Cancelled',
  SKIPPED: 'Skipped',
}

export function scheduledStatusLabel(status: string): string {
  const known = SCHEDULED_STATUS_LABELS[status.toUpperCase()]
  if (known) return known
  const words = status.toLowerCase().replace(/_/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Scheduled'
}

export const LOAN_PURPOSE_LABELS: Record<LoanPurpose, string> = {
  INVENTORY: 'Inventory',
  EQUIPMENT: 'Equipment',
  PAYROLL: 'Payroll',
  MARKETING: 'Marketing',
  EXPANSION: 'Expansion',
  REFINANCE: 'Refinancing debt',
  WORKING_CAPITAL: 'Working capital',
  OTHER: 'Something else',
}

/**
 * What one group of values maps to (the group's type guard names them, the map has an entry for
 * each), read for any value: its entry, or `otherwise` outside the group. The labels and badges of a
 * loan group (active, closed) are built so.
 */
export function groupMap<All extends string, Group extends All, V>(
  inGroup: (value: All) => value is Group,
  map: Readonly<Record<Group, V>>,
  otherwise: V,
): (value: All) => V {
  return (value) => (inGroup(value) ? map[value] : otherwise)
}

/** An active loan's standing, on the credit view's badge. */
export const activeLoanLabel = groupMap<LoanState, ActiveState, string>(
  isActive,
  {
    NORMAL: 'In good standing',
    PRE_DEFAULT: 'Payment needed',
    DEFAULT: 'In default',
    TECHNICAL_DEFAULT: 'In default',
    WORKOUT: 'On a payment plan',
    PAID: 'Paid in full',
    OVER_PAID: 'Overpaid',
  },
  'Active',
)

/** How a closed loan ended, on Past Loans. */
export const closedLoanLabel = groupMap<LoanState, ClosedState, string>(
  isClosed,
  { PAID_CLOSED: 'Paid off', CHARGE_OFF: 'Charged off', CANCELED: 'Cancelled', REJECTED: 'Not approved' },
  'Closed',
)

/** The badge of /loan/status. */
export const STATUS_TONE_LABELS: Record<StatusTone, string> = {
  progress: 'In progress',
  success: 'Done',
  attention: 'Action needed',
  closed: 'Closed',
}

/** The steps of the journey shown on /loan/status. */
export const JOURNEY_STEP_LABELS: Record<JourneyStep, string> = {
  applied: 'Applied',
  review: 'Review',
  offer: 'Offer',
  funding: 'Funding',
  funded: 'Funded',
}

export const toOptions = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }))
