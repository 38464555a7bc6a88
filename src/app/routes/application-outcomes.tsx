import { Link, Navigate, useNavigate } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { CreditFreeze } from '@/features/application/components/credit-freeze'
import { useShellData } from '../layouts/app-layout'

/** /application/errors: an application in ERROR (spec §2 rule 4). */
export function ApplicationErrorsRoute() {
  const data = useShellData()
  const partner = data.theme?.partnerName ?? 'your platform'
  return (
    <div className="max-w-2xl">
      <PageHeader title="Your application needs attention">
        <p>
          We couldn’t process your application as submitted. This usually means some details didn’t match
          official records.
        </p>
      </PageHeader>
      <Card className="mt-8">
        <h2 className="text-base font-semibold text-fg">Please check</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-fg">
          <li>Your business’s legal name and EIN are exactly as on your IRS letter.</li>
          <li>Your name, date of birth and SSN match your ID.</li>
          <li>Your business address is where the business is registered.</li>
          <li>The bank account belongs to the business you use with {partner}.</li>
        </ul>
      </Card>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.businessInfo(1)} className={buttonVariants({ size: 'lg' })}>
          Review and resubmit
        </Link>
        <Link to={paths.support} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          Contact support
        </Link>
      </div>
    </div>
  )
}

/** /application/credit-freeze (spec §2 rule 5). */
export function CreditFreezeRoute() {
  const data = useShellData()
  const navigate = useNavigate()
  const applicationId = data.origination?.applicationId
  if (!applicationId) return <Navigate to={paths.home} replace />
  return (
    <CreditFreeze
      applicationId={applicationId}
      onRefreshed={() => void navigate(paths.home, { replace: true })}
    />
  )
}
