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

/**
 * Where an application goes: on the pre-offer at `PRE_OFFER` (POST, a first application), or as a
 * new revision of the application at `APPLICATION` (PUT). The contract sets only the id matching the
 * stage ("the others may be null"), so an id of another stage may be an earlier one: never used.
 */
export function submitTarget(origination: {
  state: OriginationStage
  preOfferId: string | null
  applicationId: string | null
}): { preOfferId: string | null; applicationId: string | null } {
  return origination.state === 'APPLICATION'
    ? { preOfferId: null, applicationId: origination.applicationId }
    : { preOfferId: origination.preOfferId, applicationId: null }
}

/** Plaid is the only way to give the bank account when the pre-offer or the application asks for it. */
export function isPlaidRequired(
  preOffer: { plaidRequired: boolean } | null,
  application: { plaidRequired: boolean } | null,
): boolean {
  return Boolean(preOffer?.plaidRequired || application?.plaidRequired)
}
