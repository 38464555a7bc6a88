import { applicationQueries } from '@/features/application/api/application-api'
import type { Origination } from '@/features/application/api/schemas'
import { loanQueries } from '@/features/loans/api/loans-api'
import { offerQueries } from '@/features/offers/api/offers-api'
import type { OriginationStage } from '@/lib/domain'

/**
 * The stage queries of spec §4: the pre-offer, application, offer and loan load only in their own
 * origination stage, driven by the origination state's ids. Each is a complete `useQuery` option; the
 * shell's loader primes the current one the moment the origination state arrives (`loaders.ts`).
 */
export function stageQueries(origination: Origination | undefined) {
  /** The query of one stage, with the id the origination state names for it: on only in that stage. */
  const inStage = <T extends object>(
    stage: OriginationStage,
    id: string | null | undefined,
    query: (id: string) => T,
  ) => ({
    ...query(id ?? ''),
    enabled: origination?.state === stage && Boolean(id),
    retryOnMount: false as const,
  })
  return {
    preOffer: inStage('PRE_OFFER', origination?.preOfferId, applicationQueries.preOffer),
    application: inStage('APPLICATION', origination?.applicationId, applicationQueries.detail),
    offer: inStage('OFFER', origination?.offerId, offerQueries.detail),
    loan: inStage('LOAN', origination?.loanId, loanQueries.detail),
  }
}
