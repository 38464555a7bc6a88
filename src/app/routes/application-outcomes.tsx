import { msg } from '@lingui/core/macro'
import { Navigate, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { CreditFreeze } from '@/features/application/components/credit-freeze'
import { useShellData } from '../layouts/app-layout'
import { OutcomeScreen } from './outcome-screen'

/** /application/errors: an application in ERROR (spec §2 rule 4). */
export function ApplicationErrorsRoute() {
  return (
    <OutcomeScreen
      title={msg`Your application needs attention`}
      lead={msg`We couldn’t process your application as submitted. This usually means some details didn’t match official records.`}
      points={{
        title: msg`Please check`,
        items: [
          msg`Your business’s legal name and EIN are exactly as on your IRS letter.`,
          msg`Your name, date of birth and SSN match your ID.`,
          msg`Your business address is where the business is registered.`,
          msg`The bank account belongs to the business you use with {partnerName}.`,
        ],
      }}
      actions={[
        { to: paths.businessInfo(1), label: msg`Review and resubmit`, size: 'lg' },
        { to: paths.support, label: msg`Contact support`, variant: 'ghost', size: 'lg' },
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
