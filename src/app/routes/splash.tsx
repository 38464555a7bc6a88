import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
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
          <Link to={start} className={buttonVariants({ size: 'lg' })}>
            {isRenewal ? 'Start my new application' : 'Start my application'}
          </Link>
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
        <dl className="mt-4 space-y-4 text-sm">
          {preOffer ? (
            <div>
              <dt className="text-fg-muted">You can apply for</dt>
              <dd className="mt-0.5 text-lg font-semibold text-fg tabular-nums" data-dd-privacy="mask">
                {formatMoney(preOffer.minAmount)} to {formatMoney(preOffer.maxAmount)}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-fg-muted">One fixed fee</dt>
            <dd className="mt-0.5 text-fg">
              No interest and no compounding. You see the fee and the total before you accept.
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">Money in your account</dt>
            <dd className="mt-0.5 text-fg">
              {days
                ? `Usually ${days.min}-${days.max} days after you accept.`
                : 'Usually a few days after you accept.'}
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">What you’ll need</dt>
            <dd className="mt-0.5 text-fg">
              Your business tax ID (EIN), your own SSN and date of birth, and your business bank account.
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  )
}
