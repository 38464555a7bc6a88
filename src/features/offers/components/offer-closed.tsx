import { Link } from '@/components/ui/link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import type { OfferState } from '@/lib/domain'

const COPY: Record<Exclude<OfferState, 'PENDING'>, { title: string; body: string }> = {
  ACCEPTED: {
    title: 'You’ve accepted this offer',
    body: 'There’s nothing more to choose here. Your financing page shows where your funds are.',
  },
  EXPIRED: {
    title: 'This offer has expired',
    body: 'Offers are open for a limited time. You may be able to apply again from your financing page.',
  },
  CANCELLED: {
    title: 'This offer was cancelled',
    body: 'It can no longer be accepted. If you think this is a mistake, contact support.',
  },
}

/** An offer that can no longer be chosen or accepted, and where to go instead. */
export function OfferClosed({ state }: { state: Exclude<OfferState, 'PENDING'> }) {
  const copy = COPY[state]
  return (
    <PageHeader title={copy.title}>
      <p>{copy.body}</p>
      <p className="mt-4">
        <Link to={paths.home}>Go to your financing</Link>
      </p>
    </PageHeader>
  )
}
