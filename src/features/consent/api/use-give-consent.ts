import { useMutation } from '@tanstack/react-query'
import { consentMemory } from '../model/consent'
import { grantDataConsent } from './consent-api'

interface UseGiveConsentOptions {
  shopId: string
  /** The merchant agreed, and it is recorded (and remembered for this session). */
  onGranted: () => void
  /** The agreement timed out: whether it was recorded is unknown (→ /consent/timeout). */
  onTimedOut: () => void
}

/**
 * The data-sharing consent (grant-data-consent, PARTNER_CAPITAL_RELATIONSHIP): `mutate(true)` agrees,
 * `mutate(false)` records a decline. The contract has no call that reads it back, so nothing is
 * invalidated; an agreement is remembered for the session (`consentMemory`).
 */
export function useGiveConsent({ shopId, onGranted, onTimedOut }: UseGiveConsentOptions) {
  return useMutation({
    mutationFn: (accepted: boolean) =>
      grantDataConsent(shopId, [
        { type: 'PARTNER_CAPITAL_RELATIONSHIP', accepted, acceptedAt: new Date().toISOString() },
      ]),
    onSuccess: (_data, accepted) => {
      if (!accepted) return
      consentMemory.granted(shopId)
      onGranted()
    },
    onError: (error, accepted) => {
      if (accepted && error.kind === 'timeout') onTimedOut()
    },
  })
}
