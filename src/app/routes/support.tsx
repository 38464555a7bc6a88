import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Card, CardTitle } from '@/components/ui/card'
import { EmailLink, Link } from '@/components/ui/link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** Support (spec §2 tab): how to reach a person, and what to have ready. */
export function SupportRoute() {
  const data = useShellData()
  const email = data.theme?.supportEmail
  const values = data.copy
  return (
    <div className="max-w-3xl">
      <PageHeader title={<Trans>Support</Trans>}>
        <p>
          <Trans>We’re here to help with your application, your payments and your loan.</Trans>
        </p>
      </PageHeader>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Card>
          <CardTitle>
            <Trans>Email us</Trans>
          </CardTitle>
          {email ? (
            <p className="mt-2 text-sm text-fg">
              <EmailLink address={email}>{email}</EmailLink>
            </p>
          ) : null}
          <p className="mt-2 text-sm text-fg-muted">
            <Trans>We usually reply within one business day.</Trans>
          </p>
        </Card>
        <Card>
          <CardTitle>
            <Trans>To help us help you faster</Trans>
          </CardTitle>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-fg">
            <li>
              <Trans>Your business name</Trans>
            </li>
            <li>
              <Trans>What you were trying to do</Trans>
            </li>
            <li>
              <Trans>The date of any payment you’re asking about</Trans>
            </li>
          </ul>
          <p className="mt-3 text-sm text-fg-muted">
            <Trans>Never send your full tax ID, SSN or bank account number by email.</Trans>
          </p>
        </Card>
      </div>
      <Card className="mt-6">
        <CardTitle>
          <Trans>Common questions</Trans>
        </CardTitle>
        <p className="mt-2 text-sm text-fg-muted">
          <Trans>
            Fees, repayments and paying early are covered in the <Link to={paths.faq}>FAQ</Link>.
          </Trans>{' '}
          {fillCopy(msg`Questions about your loan agreement itself can also go to {bankName}.`, values)}
        </p>
      </Card>
    </div>
  )
}
