import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { fillCopy } from '@/lib/copy'
import { useShellData } from '../layouts/app-layout'

/** The data-sharing consent step timed out (spec §2 /consent/timeout). */
export function ConsentTimeoutRoute() {
  const data = useShellData()
  const values = { partnerName: data.theme?.partnerName ?? 'your platform' }
  return (
    <div className="max-w-2xl">
      <PageHeader title="This took longer than expected">
        <p>
          {fillCopy(
            'Your data-sharing choice for {partnerName} took too long to reach us, so we can’t confirm it was saved. Trying again is safe: it only takes a moment, and your choice is recorded once.',
            values,
          )}
        </p>
      </PageHeader>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.consentDataTransfer} className={buttonVariants()}>
          Try again
        </Link>
        <Link to={paths.faq} className={buttonVariants({ variant: 'ghost' })}>
          Why we ask
        </Link>
      </div>
    </div>
  )
}
