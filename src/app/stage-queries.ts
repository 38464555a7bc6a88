import { applicationQueries } from '@/features/application/api/application-api'
import type { Origination } from '@/features/application/api/schemas'
import { loanQueries } from '@/features/loans/api/loans-api'
import { offerQueries } from '@/features/offers/api/offers-api'
import { bootLoad } from './boot-queries'

/**
 * The stage queries of spec §4: the pre-offer, application, offer and loan load only in their own
 * origination stage, driven by the origination state's ids. Each is a complete `useQuery` option; the boot
 * starts the current one the moment the origination state arrives (`boot.ts`).
 */
export function stageQueries(origination: Origination | undefined) {
  const stage = origination?.state
  return {
    preOffer: bootLoad(
      applicationQueries.preOffer(origination?.preOfferId ?? ''),
      stage === 'PRE_OFFER' && Boolean(origination?.preOfferId),
    ),
    application: bootLoad(
      applicationQueries.detail(origination?.applicationId ?? ''),
      stage === 'APPLICATION' && Boolean(origination?.applicationId),
    ),
    offer: bootLoad(
      offerQueries.detail(origination?.offerId ?? ''),
      stage === 'OFFER' && Boolean(origination?.offerId),
    ),
    loan: bootLoad(
      loanQueries.detail(origination?.loanId ?? ''),
      stage === 'LOAN' && Boolean(origination?.loanId),
    ),
  }
}
