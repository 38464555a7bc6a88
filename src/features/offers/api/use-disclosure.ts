import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { buildDisclosure } from '../model/disclosure'
import { offerQueries } from './offers-api'
import type { Offer } from './schemas'

/**
 * The disclosure for a terms id, as rows, in the language on screen. A disclosure for another state
 * than the offer's is a load error (disclosures.md §1): showing the wrong state's form is worse than
 * showing none.
 */
export function useDisclosure(
  termsId: string | null,
  offer: Pick<Offer, 'stateCode'> | null,
  fundingDays: { min: number; max: number } | null,
) {
  const { i18n, t } = useLingui()
  const query = useQuery({ ...offerQueries.disclosure(termsId ?? ''), enabled: termsId !== null })
  const mismatch = query.data && offer && query.data.stateCode !== offer.stateCode
  const disclosureState = query.data?.stateCode ?? ''
  const offerState = offer?.stateCode ?? ''
  const error = mismatch
    ? new ApiError({
        kind: 'malformed',
        message: t`This disclosure is for ${disclosureState}, but your offer is for ${offerState}.`,
      })
    : query.error
  return {
    disclosure: mismatch ? null : (query.data ?? null),
    model: query.data && !mismatch ? buildDisclosure(query.data, fundingDays, i18n) : null,
    error,
    isPending: query.isPending && termsId !== null,
    refetch: () => void query.refetch(),
  }
}
