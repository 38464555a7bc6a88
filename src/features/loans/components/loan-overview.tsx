import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Card } from '@/components/ui/card'
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import { formatBps, formatDate, formatMoney } from '@/lib/format'
import { loanQueries } from '../api/loans-api'
import type { Loan } from '../api/schemas'
import { installmentForecast } from '../model/forecast'
import { daysUntil, isPayable, paidShare } from '../model/servicing'

function Figure({
  label,
  value,
  strong = false,
  className,
}: {
  label: string
  value: string
  strong?: boolean
  className?: string
}) {
  return (
    <DescriptionItem
      term={label}
      numeric
      itemClassName={className}
      weight={strong ? 'semibold' : 'medium'}
      className={strong ? 'mt-1 text-2xl' : 'mt-1 text-base'}
    >
      {value}
    </DescriptionItem>
  )
}

function NextPayment({ amount, date }: { amount: string; date: string }) {
  return (
    <Trans>
      {amount} on {date}
    </Trans>
  )
}

function WindowDates({ start, end }: { start: string; end: string }) {
  return (
    <Trans>
      This payment window: {start} to {end}
    </Trans>
  )
}

/** Where the loan stands: figures, progress, and what comes next (installment) or the window (flex). */
export function LoanOverview({ loan }: { loan: Loan }) {
  const { t } = useLingui()
  const share = paidShare(loan)
  const percent = Math.round(share * 100)
  const window = loan.currentWindow
  const paid = formatMoney(loan.paidAmount)
  const total = formatMoney(loan.totalRepayment)
  const installment = loan.loanType === 'FIXED_FEE_INSTALLMENT'
  // The payments left, by the server's count (issue 38): one row is enough to read totalElements.
  const scheduled = useQuery({
    ...loanQueries.scheduled(loan.id, { page: 0, size: 1, sort: { field: 'date', direction: 'asc' } }),
    enabled: installment && isPayable(loan),
  })
  const plan = installmentForecast(loan, scheduled.data?.totalElements ?? 0)
  const left = plan?.left ?? 0
  return (
    <Card className="flex flex-col gap-6">
      <DescriptionList layout="stacked" className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <Figure
          label={t`Outstanding balance`}
          value={formatMoney(loan.outstandingBalance)}
          strong
          className="col-span-2 sm:col-span-3"
        />
        <Figure label={t`Loan amount`} value={formatMoney(loan.principal)} />
        <Figure label={t`Fixed fee`} value={formatMoney(loan.fee)} />
        <Figure label={t`Total repayment`} value={formatMoney(loan.totalRepayment)} />
        <Figure label={t`Paid so far`} value={formatMoney(loan.paidAmount)} />
        {loan.fundedAt ? <Figure label={t`Funded on`} value={formatDate(loan.fundedAt)} /> : null}
      </DescriptionList>
      <div>
        <div className="flex justify-between text-sm">
          <span id={`progress-${loan.id}`} className="text-fg-muted">
            <Trans>Repaid</Trans>
          </span>
          <span className="font-medium text-fg tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`progress-${loan.id}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t`${percent}% repaid: ${paid} of ${total}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-neutral-10"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
      {installment ? (
        plan?.next ? (
          <div className="rounded-card bg-neutral-10/60 p-4">
            <p className="text-sm text-fg-muted">
              <Trans>Next payment</Trans>
            </p>
            <p className="mt-1 text-base font-medium text-fg">
              <NextPayment amount={formatMoney(plan.next.amount)} date={formatDate(plan.next.date)} />
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              <Trans>Taken automatically from your bank account.</Trans>
            </p>
            {scheduled.data && left > 0 ? (
              <p className="mt-1 text-sm text-fg" data-testid="payments-left">
                {t`${plural(left, { one: '# payment left, this one included.', other: '# payments left, this one included.' })}`}
              </p>
            ) : null}
          </div>
        ) : null
      ) : window ? (
        <div className="rounded-card bg-neutral-10/60 p-4">
          <p className="text-sm text-fg-muted">
            <WindowDates start={formatDate(window.start)} end={formatDate(window.end)} />
          </p>
          <DescriptionList layout="stacked" className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label={t`Minimum`} value={formatMoney(window.minPayment)} />
            <Figure label={t`Paid in window`} value={formatMoney(window.paidInWindow)} />
            <Figure label={t`Days left`} value={String(Math.max(0, daysUntil(window.end)))} />
            {loan.withholdingBps !== null ? (
              <Figure label={t`From each sale`} value={formatBps(loan.withholdingBps)} />
            ) : null}
          </DescriptionList>
        </div>
      ) : null}
    </Card>
  )
}
