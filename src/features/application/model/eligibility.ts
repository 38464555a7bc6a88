import type { ApplicationState, OriginationStage } from '@/lib/domain'

/** Who may apply, and how they must link their bank (spec §2 "Application stepper"). */

/**
 * Applying is open with a pre-offer, or to correct an application the server put in ERROR; at any
 * other stage the stepper sends the merchant home.
 */
export function canApply<O extends { state: OriginationStage }>(
  origination: O | null,
  application: { state: ApplicationState } | null,
): origination is O {
  return (
    origination?.state === 'PRE_OFFER' ||
    (origination?.state === 'APPLICATION' && application?.state === 'ERROR')
  )
}

/** Plaid is the only way to give the bank account when the pre-offer or the application asks for it. */
export function isPlaidRequired(
  preOffer: { plaidRequired: boolean } | null,
  application: { plaidRequired: boolean } | null,
): boolean {
  return Boolean(preOffer?.plaidRequired || application?.plaidRequired)
}
