import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@/components/ui/link'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import type { OfferState } from '@/lib/domain'

const COPY: Record<Exclude<OfferState, 'PENDING'>, { title: MessageDescriptor; body: MessageDescriptor }> = {
  ACCEPTED: {
    title: msg`You’ve accepted this offer`,
    body: msg`There’s nothing more to choose here. Your financing page shows where your funds are.`,
  },
  EXPIRED: {
    title: msg`This offer has expired`,
    body: msg`Offers are open for a limited time. You may be able to apply again from your financing page.`,
  },
  CANCELLED: {
    title: msg`This offer was cancelled`,
    body: msg`It can no longer be accepted. If you think this is a mistake, contact support.`,
  },
}

/** An offer that can no longer be chosen or accepted, and where to go instead. */
export function OfferClosed({ state }: { state: Exclude<OfferState, 'PENDING'> }) {
  const { t } = useLingui()
  const copy = COPY[state]
  return (
    <PageHeader title={t(copy.title)}>
      <p>{t(copy.body)}</p>
      <p className="mt-4">
        <Link to={paths.home}>
          <Trans>Go to your financing</Trans>
        </Link>
      </p>
    </PageHeader>
  )
}
