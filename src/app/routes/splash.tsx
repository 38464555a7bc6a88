import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router-dom'
import { ButtonLink } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { DescriptionItem, DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { needsDataConsent } from '@/features/consent/model/consent'
import { fillCopy } from '@/lib/copy'
import { formatDate, formatMoney } from '@/lib/format'
import { useShellData } from '../layouts/app-layout'

/** The start of an application: first-time or renewal copy (spec §2 /splash, query isRenewal). */
export function SplashRoute() {
  const { t } = useLingui()
  const data = useShellData()
  const [params] = useSearchParams()
  const isRenewal = params.get('isRenewal') === 'true'
  const product = data.settings?.productName ?? t`Business financing`
  const values = data.copy
  const { partnerName } = values
  const business =
    data.merchant?.doingBusinessAs ||
    data.shop?.name ||
    t({ message: 'your business', comment: 'Stands in for the business’s name' })
  const preOffer = data.preOffer
  const days = data.settings?.fundingDays
  const needsConsent = needsDataConsent({
    mode: data.theme?.config.mode.name ?? null,
    stage: data.origination?.state ?? null,
    shopId: data.shop?.id ?? null,
  })
  const start = needsConsent ? paths.consentDataTransfer : paths.businessInfo(1)
  const expectations: [string, string][] = [
    [t`One fixed fee`, t`No interest and no compounding. You see the fee and the total before you accept.`],
    [
      t`Money in your account`,
      days
        ? fillCopy(msg`Usually {days} days after you accept.`, { days: `${days.min}-${days.max}` })
        : t`Usually a few days after you accept.`,
    ],
    [
      t`What you’ll need`,
      t`Your business tax ID (EIN), your own SSN and date of birth, and your business bank account.`,
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
              <Trans>
                Welcome back. <span data-dd-privacy="mask">{business}</span> can apply again.
              </Trans>
            ) : (
              <Trans>
                Funding for <span data-dd-privacy="mask">{business}</span>, built into {partnerName}
              </Trans>
            )
          }
        >
          {isRenewal ? (
            <p>
              <Trans>Check your details, choose an amount, and you’re done.</Trans>
            </p>
          ) : (
            <p>
              <Trans>
                Apply in about 5 minutes. You’ll see your exact cost before you accept anything, and
                repayments come straight from your sales.
              </Trans>
            </p>
          )}
        </PageHeader>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ButtonLink to={start} size="lg">
            {isRenewal ? <Trans>Start my new application</Trans> : <Trans>Start my application</Trans>}
          </ButtonLink>
          {preOffer ? <OpenUntil expiresAt={preOffer.expiresAt} /> : null}
        </div>
        {needsConsent ? (
          <p className="mt-4 text-sm text-fg-muted">
            {fillCopy(
              msg`First we’ll ask you to agree to {partnerName} sharing your sales data with us.`,
              values,
            )}
          </p>
        ) : null}
      </div>
      <Card>
        <CardTitle>
          <Trans>What to expect</Trans>
        </CardTitle>
        <DescriptionList layout="stacked" className="mt-4 space-y-4">
          {preOffer ? (
            <DescriptionItem
              term={t`You can apply for`}
              numeric
              weight="semibold"
              className="mt-0.5 text-lg"
              data-dd-privacy="mask"
            >
              <AmountRange min={preOffer.minAmount} max={preOffer.maxAmount} />
            </DescriptionItem>
          ) : null}
          <DescriptionItems items={expectations} weight="normal" className="mt-0.5" />
        </DescriptionList>
      </Card>
    </div>
  )
}

function OpenUntil({ expiresAt }: { expiresAt: string }) {
  const date = formatDate(expiresAt)
  return (
    <p className="text-sm text-fg-muted">
      <Trans>This offer is open until {date}.</Trans>
    </p>
  )
}

function AmountRange({ min, max }: { min: number; max: number }) {
  const from = formatMoney(min)
  const to = formatMoney(max)
  return (
    <Trans>
      {from} to {to}
    </Trans>
  )
}
