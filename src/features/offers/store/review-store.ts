import { SESSION_STORE_KEYS, sessionStore } from '@/lib/session-store'
import { z } from '@/lib/zod'
import { type LoanContract, loanContractSchema } from '../api/schemas'

/**
 * The offer under review (spec §3 "Review offer": contractAmount and offerContract): the amount
 * chosen and the contract the API prepared for it. Kept in sessionStorage so a reload on the
 * submit page keeps the choice; none of it is personal data.
 */
export interface OfferReview {
  offerId: string | null
  contractAmount: number | null
  offerContract: LoanContract | null
}

const empty = (): OfferReview => ({ offerId: null, contractAmount: null, offerContract: null })

export const OFFER_REVIEW_STORAGE_KEY = SESSION_STORE_KEYS.offerReview

/**
 * What a kept review must be to come back. Storage is input too: the contract follows the API's own
 * schema (its URL the same rule as the answer's); a missing field is an older review's null.
 */
const storedReviewSchema = z.object({
  offerId: z._default(z.nullable(z.string()), null),
  contractAmount: z._default(z.nullable(z.number()), null),
  offerContract: z._default(z.nullable(loanContractSchema), null),
})

const stored = sessionStore<OfferReview>({
  key: OFFER_REVIEW_STORAGE_KEY,
  empty,
  schema: storedReviewSchema,
})

export const useOfferReview = stored.useStore

export const offerReviewActions = {
  /** The amount on the slider, remembered so coming back shows it again. */
  amountChosen(offerId: string, contractAmount: number) {
    const current = useOfferReview.getState()
    const sameContract =
      current.offerId === offerId && current.contractAmount === contractAmount ? current.offerContract : null
    useOfferReview.setState({ offerId, contractAmount, offerContract: sameContract })
  },
  contractPrepared(offerId: string, contractAmount: number, offerContract: LoanContract) {
    useOfferReview.setState({ offerId, contractAmount, offerContract })
  },
  /** After acceptance, and when the session ends. */
  cleared() {
    stored.clear()
  },
}

/** The review, if it belongs to this offer. */
export function reviewFor(review: OfferReview, offerId: string | undefined): OfferReview {
  return offerId && review.offerId === offerId ? review : empty()
}

/**
 * The terms whose disclosure shows (/disclosure): those the merchant chose for this offer, else the
 * offer's default terms. The screen and its route loader (app/loaders.ts) both ask for this one.
 */
export function termsToDisclose(
  review: OfferReview,
  offer: { id: string; defaultTermsId: string } | null | undefined,
): string | null {
  return reviewFor(review, offer?.id).offerContract?.termsId ?? offer?.defaultTermsId ?? null
}
