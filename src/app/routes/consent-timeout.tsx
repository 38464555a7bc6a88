import { msg } from '@lingui/core/macro'
import { paths } from '@/config/paths'
import { OutcomeScreen } from './outcome-screen'

/** The data-sharing consent step timed out (spec §2 /consent/timeout). */
export function ConsentTimeoutRoute() {
  return (
    <OutcomeScreen
      title={msg`This took longer than expected`}
      lead={msg`Your data-sharing choice for {partnerName} took too long to reach us, so we can’t confirm it was saved. Trying again is safe: it only takes a moment, and your choice is recorded once.`}
      actions={[
        { to: paths.consentDataTransfer, label: msg`Try again` },
        { to: paths.faq, label: msg`Why we ask`, variant: 'ghost' },
      ]}
    />
  )
}
