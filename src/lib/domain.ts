import { z } from 'zod/mini'

/** Enumerations from spec §3–4 and the contract. An unknown value fails parsing (a load error). */
export const ORIGINATION_STAGES = [
  'PRE_OFFER',
  'APPLICATION',
  'OFFER',
  'LOAN',
  'NO_PENDING_ORIGINATION',
] as const
export const originationStageSchema = z.enum(ORIGINATION_STAGES)
export type OriginationStage = z.infer<typeof originationStageSchema>

export const APPLICATION_STATES = [
  'SUBMITTED',
  'UNDER_REVIEW',
  'ERROR',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
] as const
export const applicationStateSchema = z.enum(APPLICATION_STATES)
export type ApplicationState = z.infer<typeof applicationStateSchema>

export const LOAN_TYPES = ['FIXED_FEE_INSTALLMENT', 'FIXED_FEE_FLEX'] as const
export const loanTypeSchema = z.enum(LOAN_TYPES)
export type LoanType = z.infer<typeof loanTypeSchema>

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
export const loanStateSchema = z.enum(LOAN_STATES)
export type LoanState = z.infer<typeof loanStateSchema>

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
export const paymentTypeSchema = z.enum(PAYMENT_TYPES)
export type PaymentType = z.infer<typeof paymentTypeSchema>

export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'REVERSED'] as const
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

export const OFFER_STATES = ['PENDING', 'ACCEPTED', 'EXPIRED', 'CANCELLED'] as const
export const offerStateSchema = z.enum(OFFER_STATES)
export type OfferState = z.infer<typeof offerStateSchema>

export const INTEGRATION_MODES = ['FULL_INTEGRATION', 'OFFER_INTEGRATION', 'WITH_CONSENT'] as const
export const integrationModeSchema = z.enum(INTEGRATION_MODES)
export type IntegrationMode = z.infer<typeof integrationModeSchema>

export const CHECK_TYPES = [
  'BANKRUPTCIES',
  'FINANCIAL_CRIMES',
  'LIENS',
  'CREDIT_CHECK',
  'BANK_ACCESS',
  'PARTNER_CAPITAL_RELATIONSHIP',
  'INSTANT_PAYOUT',
] as const
export const checkTypeSchema = z.enum(CHECK_TYPES)
export type CheckType = z.infer<typeof checkTypeSchema>

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
export const entityTypeSchema = z.enum(ENTITY_TYPES)
export type EntityType = z.infer<typeof entityTypeSchema>

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
export const loanPurposeSchema = z.enum(LOAN_PURPOSES)
export type LoanPurpose = z.infer<typeof loanPurposeSchema>

export const BANKING_PROVIDERS = ['PLAID', 'USER'] as const
export const bankingProviderSchema = z.enum(BANKING_PROVIDERS)
export const BANKING_SOURCES = ['PLAID', 'MANUALLY'] as const
export const bankingSourceSchema = z.enum(BANKING_SOURCES)
