import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** An application in state REJECTED (spec §2 rule 3). */
export function IneligibleRoute() {
  const data = useShellData()
  const values = { partnerName: data.theme?.partnerName ?? 'your platform' }
  return (
    <div className="max-w-2xl">
      <PageHeader title="We can’t offer financing right now">
        <p>
          Thank you for applying. After reviewing your application, we’re not able to approve financing for
          your business at this time.
        </p>
      </PageHeader>
      <Card className="mt-8">
        <h2 className="text-base font-semibold text-fg">What happens next</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-fg">
          <li>You’ll receive a notice by email explaining the main reasons for this decision.</li>
          <li>
            {fillCopy('This doesn’t stop you from using {partnerName} or any of its other services.', values)}
          </li>
          <li>
            {fillCopy(
              'We review businesses regularly. As your sales through {partnerName} grow, you may receive an offer in the future.',
              values,
            )}
          </li>
        </ul>
      </Card>
      <div className="mt-6">
        <Link to={paths.faq} className={buttonVariants({ variant: 'outline' })}>
          How eligibility works
        </Link>
      </div>
    </div>
  )
}
