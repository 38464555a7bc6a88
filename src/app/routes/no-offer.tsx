import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** NO_PENDING_ORIGINATION (spec §2 rule 2). */
export function NoOfferRoute() {
  const data = useShellData()
  const values = { partnerName: data.theme?.partnerName ?? 'your platform' }
  return (
    <div className="max-w-2xl">
      <PageHeader title="There’s no financing offer for you right now">
        <p>
          {fillCopy(
            'Offers are based on your recent sales through {partnerName}. We look again regularly, and when an offer is ready you’ll see it here and in {partnerName}.',
            values,
          )}
        </p>
      </PageHeader>
      <Card className="mt-8">
        <h2 className="text-base font-semibold text-fg">What can help</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-fg">
          <li>
            {fillCopy(
              'Keep processing your card sales through {partnerName}: steady sales history matters most.',
              values,
            )}
          </li>
          <li>
            {fillCopy(
              'Make sure your business details and bank account are up to date in {partnerName}.',
              values,
            )}
          </li>
          <li>If you’ve had financing with us, repaying it in full can make you eligible again.</li>
        </ul>
      </Card>
      <div className="mt-6 flex flex-wrap gap-3">
        {data.flags.hasPastLoans ? (
          <Link to={paths.pastLoans} className={buttonVariants({ variant: 'outline' })}>
            See past loans
          </Link>
        ) : null}
        <Link to={paths.faq} className={buttonVariants({ variant: 'ghost' })}>
          Read the FAQ
        </Link>
      </div>
    </div>
  )
}
