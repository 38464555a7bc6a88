import { msg } from '@lingui/core/macro'
import { paths } from '@/config/paths'
import { useShellData } from '../layouts/app-layout'
import { type OutcomeAction, OutcomeScreen } from './outcome-screen'

/** NO_PENDING_ORIGINATION (spec §2 rule 2). */
export function NoOfferRoute() {
  const data = useShellData()
  const pastLoans: OutcomeAction[] = data.flags.hasPastLoans
    ? [{ to: paths.pastLoans, label: msg`See past loans`, variant: 'outline' }]
    : []
  return (
    <OutcomeScreen
      title={msg`There’s no financing offer for you right now`}
      lead={msg`Offers are based on your recent sales through {partnerName}. We look again regularly, and when an offer is ready you’ll see it here and in {partnerName}.`}
      points={{
        title: msg`What can help`,
        items: [
          msg`Keep processing your card sales through {partnerName}: steady sales history matters most.`,
          msg`Make sure your business details and bank account are up to date in {partnerName}.`,
          msg`If you’ve had financing with us, repaying it in full can make you eligible again.`,
        ],
      }}
      actions={[...pastLoans, { to: paths.faq, label: msg`Read the FAQ`, variant: 'ghost' }]}
    />
  )
}
