/**
 * Enumerations from spec §3–4 and the contract, as plain arrays and types: first-page code uses them
 * without zod. The response schemas build their `z.enum`s from these arrays (src/lib/schemas.ts), so
 * an unknown value still fails parsing (a load error).
 */
export const ORIGINATION_STAGES = [
  'PRE_OFFER',
  'APPLICATION',
  'OFFER',
  'LOAN',
  'NO_PENDING_ORIGINATION',
] as const
export type OriginationStage = (typeof ORIGINATION_STAGES)[number]

export const APPLICATION_STATES = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'ERROR',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

export const LOAN_TYPES = ['FIXED_FEE_INSTALLMENT', 'FIXED_FEE_FLEX'] as const
export type LoanType = (typeof LOAN_TYPES)[number]

export const LOAN_STATES = [
  'PENDING_APPROVAL',
  'CANCELED',
  'REJECTED',
  'PENDING_FUNDING',
  'FUNDING_FAILED',
  'NORMAL',
  'PRE_DEFAULT',
  'DEFAULT',
  'PAID',
  'PAID_CLOSED',
  'OVER_PAID',
  'WORKOUT',
  'CHARGE_OFF',
  'TECHNICAL_DEFAULT',
] as const
export type LoanState = (typeof LOAN_STATES)[number]

export const PAYMENT_TYPES = [
  'PREPAY',
  'RECOVERY',
  'FUNDING',
  'REFUND',
  'WITHHOLDING',
  'FORGIVENESS',
  'OUT_OF_BAND',
  'ORIGINATION_FEE',
  'INSTALLMENT',
  'INTEREST_ORIGINATION',
  'ADJUSTMENT',
  'BALANCE_TRANSFER',
  'UNKNOWN',
] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REVERSED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const OFFER_STATES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'CANCELLED'] as const
export type OfferState = (typeof OFFER_STATES)[number]

export const INTEGRATION_MODES = ['FULL_INTEGRATION', 'OFFER_INTEGRATION', 'WITH_CONSENT'] as const
export type IntegrationMode = (typeof INTEGRATION_MODES)[number]

export const CHECK_TYPES = [
  'BANKRUPTCIES',
  'FINANCIAL_CRIMES',
  'LIENS',
  'CREDIT_CHECK',
  'BANK_ACCESS',
  'PARTNER_CAPITAL_RELATIONSHIP',
  'INSTANT_PAYOUT',
] as const
export type CheckType = (typeof CHECK_TYPES)[number]

export const ENTITY_TYPES = [
  'GOVERNMENT_ENTITY',
  'LLC',
  'LLP',
  'NON_PROFIT_CORPORATION',
  'MEDICAL_CORPORATION',
  'PARTNERSHIP',
  'POLITICAL_ORGANIZATION',
  'PRIVATE_CORPORATION',
  'PROFESSIONAL_ASSOCIATION',
  'PUBLIC_CORPORATION',
  'SINGLE_MEMBER_LLC',
  'SOLE_PROPRIETOR',
  'TAX_EXEMPT',
  'TRUST',
] as const
export type EntityType = (typeof ENTITY_TYPES)[number]

export const LOAN_PURPOSES = [
  'INVENTORY',
  'EQUIPMENT',
  'PAYROLL',
  'MARKETING',
  'EXPANSION',
  'REFINANCE',
  'WORKING_CAPITAL',
  'OTHER',
] as const
export type LoanPurpose = (typeof LOAN_PURPOSES)[number]

export const BANKING_PROVIDERS = ['PLAID', 'USER'] as const
export const BANKING_SOURCES = ['PLAID', 'MANUALLY'] as const
