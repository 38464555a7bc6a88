import { useMutation } from '@tanstack/react-query'
import type { ApiError } from '@/lib/api-error'
import { offerReviewActions } from '../store/review-store'
import { offerQueries, requestLoanContract } from './offers-api'
import type { LoanContract } from './schemas'

interface UseRequestContractOptions {
  offerId: string
  /** The contract at that amount is ready (and kept for the submit page). */
  onReady: (amount: number, contract: LoanContract) => void
  /** The API said no (a 422 names the amount; a 409: the offer is no longer open). */
  onError?: (error: ApiError) => void
}

/**
 * Asks the API for the contract of one amount (issue 6): the offer's terms at that amount and the
 * unsigned contract. The offer is read again after it, and after a 409 (docs/decisions/0023).
 */
export function useRequestContract({ offerId, onReady, onError }: UseRequestContractOptions) {
  return useMutation({
    mutationFn: (amount: number) => requestLoanContract(offerId, amount),
    meta: { invalidates: [offerQueries.all()] },
    onSuccess: (contract, amount) => {
      offerReviewActions.contractPrepared(offerId, amount, contract)
      onReady(amount, contract)
    },
    onError,
  })
}
