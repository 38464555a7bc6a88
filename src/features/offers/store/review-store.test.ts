// @vitest-environment jsdom
import { contractExamples } from '@/testing/contract-examples'
import { OFFER_REVIEW_STORAGE_KEY, type OfferReview } from './review-store'

/** The review a new page (a reload) reads back from what sessionStorage keeps. */
async function reloadedWith(kept: string) {
  sessionStorage.setItem(OFFER_REVIEW_STORAGE_KEY, kept)
  vi.resetModules()
  const { useOfferReview } = await import('./review-store')
  return useOfferReview.getState()
}

const review: OfferReview = {
  offerId: 'offer_1',
  contractAmount: 12000,
  offerContract: { ...contractExamples.loanContract },
}
const empty: OfferReview = { offerId: null, contractAmount: null, offerContract: null }

test('a reload restores the review as it was kept, and keeps it', async () => {
  expect(await reloadedWith(JSON.stringify(review))).toEqual(review)
  expect(sessionStorage.getItem(OFFER_REVIEW_STORAGE_KEY)).toBe(JSON.stringify(review))
})

test('a kept review that does not parse is dropped whole, and removed from storage', async () => {
  for (const broken of [
    JSON.stringify({ ...review, contractAmount: '12000' }),
    JSON.stringify({ ...review, offerId: 7 }),
    JSON.stringify({
      ...review,
      offerContract: { termsId: '', contractUrl: review.offerContract!.contractUrl },
    }),
    // The contract URL follows the API's rule (api/schemas.test.ts): not even the amount is kept.
    JSON.stringify({
      ...review,
      offerContract: { ...review.offerContract, contractUrl: 'javascript:alert(1)' },
    }),
    '{"offerId":',
    '[]',
  ]) {
    expect(await reloadedWith(broken)).toEqual(empty)
    expect(sessionStorage.getItem(OFFER_REVIEW_STORAGE_KEY)).toBeNull()
  }
})

test('a review kept before its contract was prepared comes back with what it had', async () => {
  expect(await reloadedWith(JSON.stringify({ offerId: 'offer_1', contractAmount: 9000 }))).toEqual({
    offerId: 'offer_1',
    contractAmount: 9000,
    offerContract: null,
  })
})
