import { paths } from '@/config/paths'
import { OutcomeScreen } from './outcome-screen'

/** An application in state REJECTED (spec §2 rule 3). */
export function IneligibleRoute() {
  return (
    <OutcomeScreen
      title="We can’t offer financing right now"
      lead="Thank you for applying. After reviewing your application, we’re not able to approve financing for your business at this time."
      points={{
        title: 'What happens next',
        items: [
          'You’ll receive a notice by email explaining the main reasons for this decision.',
          'This doesn’t stop you from using {partnerName} or any of its other services.',
          'We review businesses regularly. As your sales through {partnerName} grow, you may receive an offer in the future.',
        ],
      }}
      actions={[{ to: paths.faq, label: 'How eligibility works', variant: 'outline' }]}
    />
  )
}
