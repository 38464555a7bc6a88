import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { OfferState } from '@/lib/domain'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { type Intent, type SendOutcome, useOnceOnly } from '@/lib/once-only'
import { type Invalidates, readFresh } from '@/lib/query-client'
import { type KeptSignature, signatureActions } from '../store/signature-store'
import { acceptOffer, offerQueries } from './offers-api'

/** What the merchant confirms on this screen: the terms whose disclosure they read, and their signature. */
export interface AcceptConfirmed {
  termsId: string
  /** The typed name, where the state requires a signature; null where it does not. */
  signature: string | null
}

interface UseAcceptOfferOptions {
  offerId: string
  /** What the route refreshes besides the offers (the origination, the loans: other features' keys). */
  invalidates: Invalidates
  /** After an acceptance found by re-reading the offer: the loan it made (from the origination). */
  findLoanId: () => Promise<string | null>
  /** Accepted, and what `invalidates` names read again: the loan it made, when known. */
  onAccepted: (loanId: string | null) => Promise<void> | void
  /**
   * The offer changed under the merchant: PENDING when it is still open (other terms), CANCELLED when
   * it could not be read again. An offer read as no longer open is written to the cache, where the
   * screen reading the offer shows it closed; it is not reported twice.
   */
  onOfferChanged: (state: OfferState) => void
  /** The server said no for another reason (a 422 on the signature, another 4xx). */
  onRefused: (outcome: Extract<SendOutcome, { kind: 'refused' }>) => void
}

/**
 * Sign (where the state requires it) and accept, exactly once, through the once-only mechanism
 * (docs/decisions/0013, 0023): one Idempotency-Key per intent — this offer, these terms, this
 * signature — kept until the outcome is known. The intent's slot is the offer (it is accepted once,
 * whatever the terms); the terms and the signature are part of what it confirmed, so an intent made
 * for other terms is checked, never sent with these. A lost or unreadable answer is checked by
 * re-reading the offer.
 */
export function useAcceptOffer({
  offerId,
  invalidates,
  findLoanId,
  onAccepted,
  onOfferChanged,
  onRefused,
}: UseAcceptOfferOptions) {
  const queryClient = useQueryClient()
  // The signature the acceptance went with, kept for the merchant's copy once it is received.
  const sentSignature = useRef<KeptSignature | null>(null)
  const readOffer = () => readFresh(queryClient, offerQueries.detail(offerId))

  const once = useOnceOnly<{ loanId: string | null }, AcceptConfirmed>({
    action: 'accept-offer',
    targetId: offerId,
    // The offer is no longer pending: the one 409 that says no. Any other 409 (still in progress) is unknown.
    conflictCodes: ['OFFER_NOT_PENDING'],
    invalidates: [offerQueries.all(), ...invalidates],
    send: (intent: Intent, confirmed) => {
      // The terms and the name on screen, which the runner matched against the intent; the signing
      // time is the intent's, so a retry of the same intent sends the very same body.
      const signature =
        confirmed.signature === null
          ? null
          : { name: confirmed.signature, signedAt: String(intent.hints.signedAt) }
      // Kept for the merchant's copy of the disclosure once the acceptance is received (issue 38).
      sentSignature.current = signature ? { termsId: confirmed.termsId, ...signature } : null
      return acceptOffer(offerId, confirmed.termsId, signature, intent.key)
    },
    reconcile: async () => {
      const offer = await readOffer()
      if (offer.state === 'ACCEPTED') return { loanId: await findLoanId() }
      return null
    },
    onDone: async ({ loanId }, { refreshed }) => {
      if (sentSignature.current) signatureActions.kept(sentSignature.current)
      notifyParent('offer-accepted', { offerId, loanId })
      // The next screen is routed by the new origination: only once it is read.
      await refreshed
      await onAccepted(loanId)
    },
    onRefused: async (outcome) => {
      onRefused(outcome)
      if (outcome.reason !== 'conflict') return
      try {
        if ((await readOffer()).state === 'PENDING') onOfferChanged('PENDING')
      } catch {
        onOfferChanged('CANCELLED')
      }
    },
  })

  /** Accept these terms, signed with `signature` (null where no signature is required). */
  const accept = (confirmed: AcceptConfirmed) =>
    once.submit({ confirmed, hints: () => ({ signedAt: new Date().toISOString() }) })

  return { ...once, accept }
}
