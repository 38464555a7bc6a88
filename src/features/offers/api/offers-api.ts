import { apiDownload, apiGet, apiSend, path, schemaLoader } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { contractFileNameFromUrl } from '@/lib/download'
import { queryFactory } from '@/lib/query-factory'
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

/**
 * The disclosure of `termsId`. One for other terms is a load error, wherever it is read (the offer,
 * `/disclosure`, the kept PDF): showing or signing the wrong disclosure is worse than showing none.
 */
export async function fetchDisclosure(termsId: string, signal?: AbortSignal) {
  const disclosure = await apiGet(path`/v2/disclosures/loans/terms/${termsId}`, schema('disclosureSchema'), {
    signal,
  })
  if (disclosure.termsId !== termsId)
    throw new ApiError({
      kind: 'malformed',
      detail: `disclosure: termsId ${disclosure.termsId}, asked for ${termsId}`,
    })
  return disclosure
}

/** The unsigned contract at `contractUrl`, named `contract-<r>.pdf`. */
export async function downloadContractFromUrl(contractUrl: string) {
  const blob = await apiDownload(contractUrl)
  return { blob, fileName: contractFileNameFromUrl(contractUrl) }
}

const queries = queryFactory('offers')

export const offerQueries = {
  all: queries.all,
  detail: queries.query('detail', fetchOffer),
  /** Terms never change once created. */
  terms: queries.query('terms', fetchTerms, { staleTime: 'static' }),
  disclosure: queries.query('disclosure', fetchDisclosure),
}
