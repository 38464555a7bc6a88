import { Card } from '@/components/ui/card'
import { ExternalLink, Link } from '@/components/ui/link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** Support (spec §2 tab): how to reach a person, and what to have ready. */
export function SupportRoute() {
  const data = useShellData()
  const email = data.theme?.supportEmail
  const values = { bankName: data.settings?.bankName ?? 'the issuing bank' }
  return (
    <div className="max-w-3xl">
      <PageHeader title="Support">
        <p>We’re here to help with your application, your payments and your loan.</p>
      </PageHeader>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Card>
          <h2 className="text-base font-semibold text-fg">Email us</h2>
          {email ? (
            <p className="mt-2 text-sm text-fg">
              <ExternalLink href={`mailto:${email}`}>{email}</ExternalLink>
            </p>
          ) : null}
          <p className="mt-2 text-sm text-fg-muted">We usually reply within one business day.</p>
        </Card>
        <Card>
          <h2 className="text-base font-semibold text-fg">To help us help you faster</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-fg">
            <li>Your business name</li>
            <li>What you were trying to do</li>
            <li>The date of any payment you’re asking about</li>
          </ul>
          <p className="mt-3 text-sm text-fg-muted">
            Never send your full tax ID, SSN or bank account number by email.
          </p>
        </Card>
      </div>
      <Card className="mt-6">
        <h2 className="text-base font-semibold text-fg">Common questions</h2>
        <p className="mt-2 text-sm text-fg-muted">
          Fees, repayments and paying early are covered in the <Link to={paths.faq}>FAQ</Link>
          {fillCopy('. Questions about your loan agreement itself can also go to {bankName}.', values)}
        </p>
      </Card>
    </div>
  )
}
