import { useSearchParams } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DescriptionItem, DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { needsDataConsent } from '@/features/consent/model/consent'
import { fillCopy } from '@/lib/copy'
import { formatDate, formatMoney } from '@/lib/format'
import { useShellData } from '../layouts/app-layout'

/** The start of an application: first-time or renewal copy (spec §2 /splash, query isRenewal). */
export function SplashRoute() {
  const data = useShellData()
  const [params] = useSearchParams()
  const isRenewal = params.get('isRenewal') === 'true'
  const product = data.settings?.productName ?? 'Business financing'
  const values = { partnerName: data.theme?.partnerName ?? 'your platform' }
  const business = data.merchant?.doingBusinessAs || data.shop?.name || 'your business'
  const preOffer = data.preOffer
  const days = data.settings?.fundingDays
  const needsConsent = needsDataConsent({
    mode: data.theme?.config.mode.name ?? null,
    stage: data.origination?.state ?? null,
    shopId: data.shop?.id ?? null,
  })
  const start = needsConsent ? paths.consentDataTransfer : paths.businessInfo(1)
  const expectations: [string, string][] = [
    ['One fixed fee', 'No interest and no compounding. You see the fee and the total before you accept.'],
    [
      'Money in your account',
      fillCopy('Usually {days} days after you accept.', { days: days ? `${days.min}-${days.max}` : 'a few' }),
    ],
    [
      'What you’ll need',
      'Your business tax ID (EIN), your own SSN and date of birth, and your business bank account.',
    ],
  ]

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div>
        <PageHeader
          eyebrow={product}
          title={
            // The business name (often its owner's) stays out of session replay.
            isRenewal ? (
              <>
                Welcome back. <span data-dd-privacy="mask">{business}</span> can apply again.
              </>
            ) : (
              <>
                Funding for <span data-dd-privacy="mask">{business}</span>
                {fillCopy(', built into {partnerName}', values)}
              </>
            )
          }
        >
          {isRenewal ? (
            <p>
              You’ve repaid financing with us before, so applying again is quicker. Check your details, choose
              an amount, and you’re done.
            </p>
          ) : (
            <p>
              Apply in about 5 minutes. You’ll see your exact cost before you accept anything, and repayments
              come straight from your sales.
            </p>
          )}
        </PageHeader>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ButtonLink to={start} size="lg">
            {isRenewal ? 'Start my new application' : 'Start my application'}
          </ButtonLink>
          {preOffer ? (
            <p className="text-sm text-fg-muted">
              This offer is open until {formatDate(preOffer.expiresAt)}.
            </p>
          ) : null}
        </div>
        {needsConsent ? (
          <p className="mt-4 text-sm text-fg-muted">
            {fillCopy(
              'First we’ll ask you to agree to {partnerName} sharing your sales data with us.',
              values,
            )}
          </p>
        ) : null}
      </div>
      <Card>
        <h2 className="text-base font-semibold text-fg">What to expect</h2>
        <DescriptionList layout="stacked" className="mt-4 space-y-4">
          {preOffer ? (
            <DescriptionItem
              term="You can apply for"
              numeric
              className="mt-0.5 text-lg font-semibold"
              data-dd-privacy="mask"
            >
              {formatMoney(preOffer.minAmount)} to {formatMoney(preOffer.maxAmount)}
            </DescriptionItem>
          ) : null}
          <DescriptionItems items={expectations} className="mt-0.5 font-normal" />
        </DescriptionList>
      </Card>
    </div>
  )
}
