import type { ApplicationState, LoanState, OriginationStage } from '@/lib/domain'
import type { PartnerState } from '@/lib/embed/protocol'
import { isActive, isClosed, loanHealth } from '@/lib/loan-status'
import type { AppData } from './use-app-data'

/**
 * What a partner page may read of the merchant's financing (issue 39): no personal data, no ids.
 * Defined with the embed protocol (packages/embed), which partners' `getState()` and `state` event use.
 */
export type { PartnerState }

export interface PartnerStateInput {
  stage: OriginationStage
  preOffer: { maxAmount: number } | null
  application: { state: ApplicationState } | null
  offer: { state: string; maxAmount: number } | null
  loan: { state: LoanState; outstandingBalance: number } | null
  hasPastLoans: boolean
  /** The home rules' answer for the same data. */
  route: string
}

/** Application states with nothing for the merchant to do or wait for. */
const ENDED_APPLICATIONS: readonly ApplicationState[] = ['REJECTED', 'CANCELLED']

/**
 * The partner's view of the merchant's state: one pure function of what the app has loaded, so the
 * promotion tile, `getState()` and the `state` event can never disagree.
 */
export function partnerState(input: PartnerStateInput): PartnerState {
  const { route } = input
  switch (input.stage) {
    case 'PRE_OFFER':
      return input.preOffer
        ? { stage: 'pre-offer', maxAmount: input.preOffer.maxAmount, route }
        : { stage: 'none' }
    case 'APPLICATION':
      return input.application && !ENDED_APPLICATIONS.includes(input.application.state)
        ? { stage: 'application', route }
        : { stage: 'none' }
    case 'OFFER':
      return input.offer?.state === 'PENDING'
        ? { stage: 'offer', maxAmount: input.offer.maxAmount, route }
        : { stage: 'none' }
    case 'LOAN': {
      const loan = input.loan
      if (!loan) return { stage: 'none' }
      if (isActive(loan.state))
        return {
          stage: 'loan',
          outstanding: Math.max(0, loan.outstandingBalance),
          health: loanHealth(loan.state),
          route,
        }
      if (isClosed(loan.state)) return { stage: 'closed', route }
      // Accepted and being funded: where it stands, as for an application under review.
      return { stage: 'application', route }
    }
    case 'NO_PENDING_ORIGINATION':
      return input.hasPastLoans ? { stage: 'closed', route } : { stage: 'none' }
  }
}

/**
 * The partner state of what the shell loaded (`useAppData`), once all of it is in and the home rules
 * have answered; null before that, or when it failed (the partner keeps the last state it heard).
 */
export function partnerStateOf(data: AppData): PartnerState | null {
  if (!data.ready || !data.origination || !data.home || data.failure) return null
  return partnerState({
    stage: data.origination.state,
    preOffer: data.preOffer,
    application: data.application,
    offer: data.offer,
    loan: data.loan,
    hasPastLoans: data.flags.hasPastLoans,
    route: data.home,
  })
}
