import type { LoanState } from './domain'

/** The loan status groups of spec §4, typed, in one place. */
export const PENDING_FUNDING_STATES = [
  'FUNDING_FAILED',
  'PENDING_FUNDING',
  'PENDING_APPROVAL',
] as const satisfies readonly LoanState[]
export const ACTIVE_STATES = [
  'NORMAL',
  'PRE_DEFAULT',
  'DEFAULT',
  'WORKOUT',
  'TECHNICAL_DEFAULT',
  'PAID',
  'OVER_PAID',
] as const satisfies readonly LoanState[]
export const CLOSED_STATES = [
  'CANCELED',
  'REJECTED',
  'CHARGE_OFF',
  'PAID_CLOSED',
] as const satisfies readonly LoanState[]
export const DELINQUENT_STATES = [
  'PRE_DEFAULT',
  'DEFAULT',
  'TECHNICAL_DEFAULT',
] as const satisfies readonly LoanState[]

export type LoanGroup = 'pendingFunding' | 'active' | 'closed'
export type LoanHealth = 'NORMAL' | 'PRE_DEFAULT' | 'DEFAULT'

const has = (list: readonly LoanState[], state: LoanState) => list.includes(state)

export const isPendingFunding = (state: LoanState) => has(PENDING_FUNDING_STATES, state)
export const isActive = (state: LoanState): state is ActiveState => has(ACTIVE_STATES, state)
export const isClosed = (state: LoanState): state is ClosedState => has(CLOSED_STATES, state)
export const isDelinquent = (state: LoanState) => has(DELINQUENT_STATES, state)

/** Every state is in exactly one of the three groups (tested). */
export function loanGroup(state: LoanState): LoanGroup {
  if (isActive(state)) return 'active'
  if (isPendingFunding(state)) return 'pendingFunding'
  return 'closed'
}

/**
 * A loan shown on /loan/status rather than the credit view (home rule 7): still being funded, or
 * closed without having been active (cancelled, rejected).
 */
export const isStatusTypeState = (state: LoanState) => !isActive(state)

/** The banner's health (spec §2): DEFAULT and TECHNICAL_DEFAULT read as default; PRE_DEFAULT as pre-default. */
export function loanHealth(state: LoanState): LoanHealth {
  if (state === 'DEFAULT' || state === 'TECHNICAL_DEFAULT') return 'DEFAULT'
  if (state === 'PRE_DEFAULT') return 'PRE_DEFAULT'
  return 'NORMAL'
}

export type ActiveState = (typeof ACTIVE_STATES)[number]
export type ClosedState = (typeof CLOSED_STATES)[number]

/** How far along /loan/status is (issue 6): the tone of its badge and the journey's steps. */
export const STATUS_TONES = ['progress', 'success', 'attention', 'closed'] as const
export type StatusTone = (typeof STATUS_TONES)[number]
export const JOURNEY_STEPS = ['applied', 'review', 'offer', 'funding', 'funded'] as const
export type JourneyStep = (typeof JOURNEY_STEPS)[number]
