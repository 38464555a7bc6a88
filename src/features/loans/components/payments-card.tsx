import { Trans, useLingui } from '@lingui/react/macro'
import { retryAlertFor } from '@/components/ui/alert'
import { Card, CardTitle } from '@/components/ui/card'
import { Tabs } from '@/components/ui/tabs'
import { lazyPart } from '@/lib/lazy-part'
import { PaymentCsvDownloads } from './csv-downloads'

// Below the fold on a phone: the tables' code (with their sorting and paging) loads after the top
// of the screen's, not with it (issue 15).
const tables = () => import('./payment-tables')
// When that code cannot load, each tab says so and can load it again, like a table whose data failed.
const PaymentHistory = lazyPart(async () => (await tables()).PaymentHistory, {
  failed: retryAlertFor(<Trans>We couldn’t load your payment history</Trans>),
})
const ScheduledPayments = lazyPart(async () => (await tables()).ScheduledPayments, {
  failed: retryAlertFor(<Trans>We couldn’t load your scheduled payments</Trans>),
})

/** The credit view's payments: the history and the schedule as tabs, and their CSV files. */
export function PaymentsCard({ loanId }: { loanId: string }) {
  const { t } = useLingui()
  return (
    <Card>
      <CardTitle className="mb-3">
        <Trans>Payments</Trans>
      </CardTitle>
      <Tabs
        tabs={[
          {
            label: t({
              message: 'History',
              context: 'payments tab',
              comment: 'Spec fixed string: a tab name',
            }),
            content: <PaymentHistory loanId={loanId} />,
          },
          {
            label: t({
              message: 'Scheduled',
              context: 'payments tab',
              comment: 'Spec fixed string: a tab name',
            }),
            content: <ScheduledPayments loanId={loanId} />,
          },
        ]}
      />
      <div className="mt-6 border-t border-border pt-5">
        <PaymentCsvDownloads loanId={loanId} />
      </div>
    </Card>
  )
}
