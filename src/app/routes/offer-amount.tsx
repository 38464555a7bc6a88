import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate, useNavigate } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { AmountPicker } from '@/features/offers/components/amount-picker'
import { OfferClosed } from '@/features/offers/components/offer-closed'
import { reviewFor, useOfferReview } from '@/features/offers/store/review-store'
import { formatDate, formatMoney } from '@/lib/format'
import { useShellData } from '../layouts/app-layout'

/** /loan/offer/amount: choose how much, within the offer's bounds and steps (issue 6). */
export function OfferAmountRoute() {
  const { t } = useLingui()
  const data = useShellData()
  const navigate = useNavigate()
  const review = reviewFor(useOfferReview(), data.offer?.id)
  const offer = data.offer
  if (!offer) return <Navigate to={paths.home} replace />
  if (offer.state !== 'PENDING') return <OfferClosed state={offer.state} />

  const business =
    data.merchant?.doingBusinessAs ||
    data.shop?.name ||
    t({ message: 'your business', comment: 'Stands in for the business’s name' })
  const maxAmount = formatMoney(offer.maxAmount)
  const expires = formatDate(offer.expiresAt)
  return (
    // The business name and the loan figures stay out of session replay.
    <div className="flex flex-col gap-8" data-dd-privacy="mask">
      <PageHeader
        eyebrow={data.settings?.productName ?? t`Your offer`}
        title={t`${business} is approved for up to ${maxAmount}`}
      >
        <p>
          <Trans>
            Choose the amount that fits. You’ll see the exact cost and the full terms before you accept
            anything. This offer is open until {expires}.
          </Trans>
        </p>
      </PageHeader>
      <AmountPicker
        key={offer.id}
        offer={offer}
        initialAmount={review.contractAmount}
        onContractReady={() => void navigate(paths.offerSubmit)}
      />
    </div>
  )
}
