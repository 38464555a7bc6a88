import { useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { buildDisclosure } from '../model/disclosure'
import { offerQueries } from './offers-api'
import type { Offer } from './schemas'

/**
 * The disclosure for a terms id, as rows. A disclosure for another state than the offer's is a load
 * error (disclosures.md §1): showing the wrong state's form is worse than showing none.
 */
export function useDisclosure(
  termsId: string | null,
  offer: Pick<Offer, 'stateCode'> | null,
  fundingDays: { min: number; max: number } | null,
) {
  const query = useQuery({ ...offerQueries.disclosure(termsId ?? ''), enabled: termsId !== null })
  const mismatch = query.data && offer && query.data.stateCode !== offer.stateCode
  const error = mismatch
    ? new ApiError({
        kind: 'malformed',
        message: `This disclosure is for ${query.data?.stateCode}, but your offer is for ${offer?.stateCode}.`,
      })
    : query.error
  return {
    disclosure: mismatch ? null : (query.data ?? null),
    model: query.data && !mismatch ? buildDisclosure(query.data, fundingDays) : null,
    error,
    isPending: query.isPending && termsId !== null,
    refetch: () => void query.refetch(),
  }
}
