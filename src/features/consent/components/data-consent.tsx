import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { fillCopy } from '@/lib/copy'
import { useGiveConsent } from '../api/use-give-consent'

interface DataConsentProps {
  shopId: string
  partnerName: string
  onGranted: () => void
  /** The consent call timed out: whether it was recorded is unknown (→ /consent/timeout). */
  onTimedOut: () => void
}

const SHARED = [
  msg`Your card sales and payouts for the last 12 months`,
  msg`Refunds and chargebacks`,
  msg`How long your business has used the platform`,
]

const NO_DATA = msg`Without your sales data from {partnerName}, we can’t work out an offer for you, so you can’t apply for now. Nothing about your business has been shared with us.`
const LET_SHARE = msg`Let {partnerName} share your sales data with us`
const WILL_SHARE = msg`What {partnerName} will share`

/**
 * WITH_CONSENT partners: before applying, the merchant lets the partner share their sales data
 * (grant-data-consent, PARTNER_CAPITAL_RELATIONSHIP). Declining is allowed, recorded, and explained.
 */
export function DataConsent({ shopId, partnerName, onGranted, onTimedOut }: DataConsentProps) {
  const { t } = useLingui()
  const [declined, setDeclined] = useState(false)
  const grant = useGiveConsent({ shopId, onGranted, onTimedOut })
  const agreeing = grant.isPending && grant.variables === true
  const agreeFailed = grant.isError && grant.variables === true

  const agreeButton = (label: React.ReactNode) => (
    <Button loading={agreeing} onClick={() => grant.mutate(true)}>
      {label}
    </Button>
  )
  const reason = grant.error?.message
  const agreeError = agreeFailed ? (
    <Alert tone="error" live title={t`We couldn’t save your choice`}>
      <Trans>{reason} Please try again.</Trans>
    </Alert>
  ) : null

  if (declined) {
    return (
      <div className="flex max-w-2xl flex-col gap-6">
        <PageHeader title={t`No problem. Nothing has been shared.`}>
          <p>{fillCopy(NO_DATA, { partnerName })}</p>
          <p className="mt-3">
            <Trans>If you change your mind, you can agree here at any time.</Trans>
          </p>
        </PageHeader>
        {agreeError}
        <div>{agreeButton(<Trans>I’ve changed my mind: share my data</Trans>)}</div>
      </div>
    )
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <PageHeader eyebrow={t`Before you apply`} title={fillCopy(LET_SHARE, { partnerName })}>
        <p>
          <Trans>
            We use your sales history to decide how much we can offer and what it costs, so you don’t have to
            upload statements. We only use it for your financing, and never sell it.
          </Trans>
        </p>
      </PageHeader>
      <Card className="flex flex-col gap-4">
        <CardTitle>{fillCopy(WILL_SHARE, { partnerName })}</CardTitle>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-fg">
          {SHARED.map((item) => (
            <li key={item.id}>{t(item)}</li>
          ))}
        </ul>
        {agreeError}
        <div className="flex flex-wrap gap-3">
          {agreeButton(<Trans>Agree and continue</Trans>)}
          <Button
            variant="outline"
            disabled={agreeing}
            onClick={() => {
              // The decline is recorded when possible; failing to record it changes nothing for the merchant.
              grant.mutate(false)
              setDeclined(true)
            }}
          >
            <Trans>No, thanks</Trans>
          </Button>
        </div>
      </Card>
    </div>
  )
}
