import { Navigate, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { CreditFreeze } from '@/features/application/components/credit-freeze'
import { useShellData } from '../layouts/app-layout'
import { OutcomeScreen } from './outcome-screen'

/** /application/errors: an application in ERROR (spec §2 rule 4). */
export function ApplicationErrorsRoute() {
  return (
    <OutcomeScreen
      title="Your application needs attention"
      lead="We couldn’t process your application as submitted. This usually means some details didn’t match official records."
      points={{
        title: 'Please check',
        items: [
          'Your business’s legal name and EIN are exactly as on your IRS letter.',
          'Your name, date of birth and SSN match your ID.',
          'Your business address is where the business is registered.',
          'The bank account belongs to the business you use with {partnerName}.',
        ],
      }}
      actions={[
        { to: paths.businessInfo(1), label: 'Review and resubmit', size: 'lg' },
        { to: paths.support, label: 'Contact support', variant: 'ghost', size: 'lg' },
      ]}
    />
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
