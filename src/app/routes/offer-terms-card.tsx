import { Trans } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { RetryAlert } from '@/components/ui/alert'
import { Card, CardTitle } from '@/components/ui/card'
import { Link } from '@/components/ui/link'
import { LoadingRow } from '@/components/ui/loading-row'
import { paths } from '@/config/paths'
import type { Terms } from '@/features/offers/api/schemas'
import { TermsSummary } from '@/features/offers/components/terms-summary'
import { termsFigures } from '@/features/offers/model/amount'
import type { ApiError } from '@/lib/api-error'

/** The offer's exact terms beside the disclosure (/loan/offer/submit), and the way back to the amount. */
export function OfferTermsCard({ terms }: { terms: UseQueryResult<Terms, ApiError> }) {
  return (
    <Card className="-order-1 lg:order-none lg:col-start-2 lg:row-start-1">
      <CardTitle>
        <Trans>Your terms</Trans>
      </CardTitle>
      {terms.data ? (
        <TermsSummary figures={termsFigures(terms.data)} />
      ) : terms.isError ? (
        <RetryAlert className="mt-3" onRetry={() => void terms.refetch()}>
          <Trans>We couldn’t load your terms.</Trans> {terms.error.message}
        </RetryAlert>
      ) : (
        <LoadingRow className="mt-3">
          <Trans>Loading your terms…</Trans>
        </LoadingRow>
      )}
      <Link to={paths.offerAmount} size="standalone" className="mt-2">
        <Trans>Change the amount</Trans>
      </Link>
    </Card>
  )
}
