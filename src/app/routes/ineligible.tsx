import { msg } from '@lingui/core/macro'
import { paths } from '@/config/paths'
import { OutcomeScreen } from './outcome-screen'

/** An application in state REJECTED (spec §2 rule 3). */
export function IneligibleRoute() {
  return (
    <OutcomeScreen
      title={msg`We can’t offer financing right now`}
      lead={msg`Thank you for applying. After reviewing your application, we’re not able to approve financing for your business at this time.`}
      points={{
        title: msg`What happens next`,
        items: [
          msg`You’ll receive a notice by email explaining the main reasons for this decision.`,
          msg`This doesn’t stop you from using {partnerName} or any of its other services.`,
          msg`We review businesses regularly. As your sales through {partnerName} grow, you may receive an offer in the future.`,
        ],
      }}
      actions={[{ to: paths.faq, label: msg`How eligibility works`, variant: 'outline' }]}
    />
  )
}
