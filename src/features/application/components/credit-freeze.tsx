import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { ExternalLink } from '@/components/ui/link'
import { useRefreshCreditFreeze } from '../api/use-refresh-credit-freeze'

const BUREAUS = [
  { name: 'Equifax', href: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/' },
  { name: 'Experian', href: 'https://www.experian.com/freeze/center.html' },
  { name: 'TransUnion', href: 'https://www.transunion.com/credit-freeze' },
]

/** /application/credit-freeze: how to lift a freeze, then "I've lifted it" (refresh-credit-freeze). */
export function CreditFreeze({
  applicationId,
  onRefreshed,
}: {
  applicationId: string
  onRefreshed: () => void
}) {
  const { t } = useLingui()
  const refresh = useRefreshCreditFreeze(applicationId, onRefreshed)
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        <Trans>Your credit file is frozen</Trans>
      </h1>
      <p className="mt-3 text-base text-fg-muted">
        <Trans>
          We couldn’t complete the credit check because your credit file is frozen. That’s a good security
          habit. To continue, lift the freeze for a few days (a temporary lift is enough), then let us know.
        </Trans>
      </p>
      <Card className="mt-8">
        <CardTitle>
          <Trans>How to lift it</Trans>
        </CardTitle>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-fg">
          <li>
            <Trans>Sign in to each credit bureau where you placed a freeze:</Trans>
          </li>
        </ol>
        <ul className="mt-1 flex flex-wrap gap-x-6 pl-5 text-sm">
          {BUREAUS.map((b) => (
            <li key={b.name}>
              {/* A list of links on its own: each is a 44 px target. */}
              <ExternalLink href={b.href} className="inline-flex min-h-11 items-center">
                {b.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
        <ol start={2} className="mt-3 list-decimal space-y-2 pl-5 text-sm text-fg">
          <li>
            <Trans>Choose a temporary lift of at least 7 days. It’s free.</Trans>
          </li>
          <li>
            <Trans>
              Come back here and press “I’ve lifted it”. Your application continues where it stopped.
            </Trans>
          </li>
        </ol>
      </Card>
      {refresh.isError ? (
        <Alert className="mt-6" tone="error" live title={t`We couldn’t check again`}>
          {refresh.error.message}
        </Alert>
      ) : null}
      <div className="mt-6">
        <Button size="lg" onClick={() => refresh.mutate()} loading={refresh.isPending}>
          <Trans>I’ve lifted it</Trans>
        </Button>
      </div>
    </div>
  )
}
