import { applicationQueries } from '@/features/application/api/application-api'
import type { Origination } from '@/features/application/api/schemas'
import { loanQueries } from '@/features/loans/api/loans-api'
import { offerQueries } from '@/features/offers/api/offers-api'

/**
 * The stage queries of spec §4: the pre-offer, application, offer and loan load only in their own
 * origination stage, driven by the origination state's ids. Each is a complete `useQuery` option.
 */
export function stageQueries(origination: Origination | undefined) {
  const stage = origination?.state
  return {
    preOffer: {
      ...applicationQueries.preOffer(origination?.preOfferId ?? ''),
      enabled: stage === 'PRE_OFFER' && Boolean(origination?.preOfferId),
    },
    application: {
      ...applicationQueries.detail(origination?.applicationId ?? ''),
      enabled: stage === 'APPLICATION' && Boolean(origination?.applicationId),
    },
    offer: {
      ...offerQueries.detail(origination?.offerId ?? ''),
      enabled: stage === 'OFFER' && Boolean(origination?.offerId),
    },
    loan: {
      ...loanQueries.detail(origination?.loanId ?? ''),
      enabled: stage === 'LOAN' && Boolean(origination?.loanId),
    },
  }
}
