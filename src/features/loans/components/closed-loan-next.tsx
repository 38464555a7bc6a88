import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { Card, CardTitle } from '@/components/ui/card'
import { EmailLink } from '@/components/ui/link'
import type { Renewal } from '../api/schemas'
import type { StatusCopy } from '../model/status'
import { RenewalBanner } from './loan-banners'

/** A closed loan's way forward (issue 16): the renewal when one is eligible, or who to write to. */
export function ClosedLoanNext({
  next,
  supportEmail,
  renewals,
  showRenewals,
}: {
  next: NonNullable<StatusCopy['next']>
  showRenewals: boolean
  supportEmail: string | null
  renewals: Renewal[]
}) {
  const headingId = useId()
  return (
    <div className="mt-8 flex flex-col gap-4">
      {next.includes('renewal') && showRenewals ? <RenewalBanner renewals={renewals} /> : null}
      {next.includes('supportEmail') && supportEmail ? (
        <Card role="region" aria-labelledby={headingId}>
          <CardTitle id={headingId}>
            <Trans>Talk to us</Trans>
          </CardTitle>
          <p className="mt-1 text-sm text-fg-muted">
            <Trans>
              E-mail <EmailLink address={supportEmail}>{supportEmail}</EmailLink> and include your business
              name, so we can find your loan quickly.
            </Trans>
          </p>
        </Card>
      ) : null}
    </div>
  )
}
