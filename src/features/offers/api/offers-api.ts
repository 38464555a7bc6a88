import { queryOptions } from '@tanstack/react-query'
import { apiDownload, apiGet, apiSend, path, schemaLoader } from '@/lib/api-client'
import { contractFileNameFromUrl } from '@/lib/download'
import type { DisclosureSignature } from './schemas'

/** This feature's response schemas, loaded beside the first call's data (decision 0007). */
const schema = schemaLoader(() => import('./schemas'))

export function fetchOffer(offerId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/offers/${offerId}`, schema('offerSchema'), { signal })
}

/** Asks for the contract of one amount; answers the new terms id and the unsigned contract's URL. */
export function requestLoanContract(offerId: string, contractAmount: number) {
  return apiSend('POST', path`/v2/offers/${offerId}/loan-contract`, schema('loanContractSchema'), {
    data: { contractAmount },
  })
}

export function fetchTerms(termsId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/terms/${termsId}`, schema('termsSchema'), { signal })
}

/** Accepts the terms whose disclosure was shown; the signature where the state requires one. */
export function acceptOffer(
  offerId: string,
  termsId: string,
  signature: DisclosureSignature | null,
  idempotencyKey: string,
) {
  return apiSend(
    'POST',
    path`/v2/offers/${offerId}/accept-offer/${termsId}`,
    schema('acceptOfferResponseSchema'),
    {
      data: signature ? { disclosureSignature: signature } : undefined,
      idempotencyKey,
    },
  )
}

export function fetchDisclosure(termsId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/disclosures/loans/terms/${termsId}`, schema('disclosureSchema'), { signal })
}

/** The unsigned contract at `contractUrl`, named `contract-<r>.pdf`. */
export async function downloadContractFromUrl(contractUrl: string) {
  const blob = await apiDownload(contractUrl)
  return { blob, fileName: contractFileNameFromUrl(contractUrl) }
}

export const offerQueries = {
  all: () => ['offers'] as const,
  detail: (offerId: string) =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'detail', offerId],
      queryFn: ({ signal }) => fetchOffer(offerId, signal),
    }),
  terms: (termsId: string) =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'terms', termsId],
      queryFn: ({ signal }) => fetchTerms(termsId, signal),
      staleTime: 'static',
    }),
  disclosure: (termsId: string) =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'disclosure', termsId],
      queryFn: ({ signal }) => fetchDisclosure(termsId, signal),
    }),
}
