import { Card } from '@/components/ui/card'
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import { formatBps, formatDate, formatMoney } from '@/lib/format'
import type { Loan } from '../api/schemas'
import { daysUntil, paidShare } from '../model/servicing'

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
      className={strong ? 'mt-1 text-2xl font-semibold' : 'mt-1 text-base'}
    >
      {value}
    </DescriptionItem>
  )
}

/** Where the loan stands: figures, progress, and what comes next (installment) or the window (flex). */
export function LoanOverview({ loan }: { loan: Loan }) {
  const share = paidShare(loan)
  const percent = Math.round(share * 100)
  const window = loan.currentWindow
  return (
    <Card className="flex flex-col gap-6">
      <DescriptionList layout="stacked" className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
        <Figure
          label="Outstanding balance"
          value={formatMoney(loan.outstandingBalance)}
          strong
          className="col-span-2 sm:col-span-3"
        />
        <Figure label="Amount received" value={formatMoney(loan.principal)} />
        <Figure label="Fixed fee" value={formatMoney(loan.fee)} />
        <Figure label="Total repayment" value={formatMoney(loan.totalRepayment)} />
        <Figure label="Paid so far" value={formatMoney(loan.paidAmount)} />
        {loan.fundedAt ? <Figure label="Funded on" value={formatDate(loan.fundedAt)} /> : null}
      </DescriptionList>
      <div>
        <div className="flex justify-between text-sm">
          <span id={`progress-${loan.id}`} className="text-fg-muted">
            Repaid
          </span>
          <span className="font-medium text-fg tabular-nums">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`progress-${loan.id}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% repaid: ${formatMoney(loan.paidAmount)} of ${formatMoney(loan.totalRepayment)}`}
          className="mt-2 h-2.5 overflow-hidden rounded-full bg-neutral-10"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
        </div>
      </div>
      {loan.loanType === 'FIXED_FEE_INSTALLMENT' ? (
        loan.nextPaymentDate && loan.nextPaymentAmount !== null ? (
          <div className="rounded-card bg-neutral-10/60 p-4">
            <p className="text-sm text-fg-muted">Next payment</p>
            <p className="mt-1 text-base font-medium text-fg">
              {formatMoney(loan.nextPaymentAmount)} on {formatDate(loan.nextPaymentDate)}
            </p>
            <p className="mt-1 text-sm text-fg-muted">Taken automatically from your bank account.</p>
          </div>
        ) : null
      ) : window ? (
        <div className="rounded-card bg-neutral-10/60 p-4">
          <p className="text-sm text-fg-muted">
            This payment window: {formatDate(window.start)} to {formatDate(window.end)}
          </p>
          <DescriptionList layout="stacked" className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label="Minimum" value={formatMoney(window.minPayment)} />
            <Figure label="Paid in window" value={formatMoney(window.paidInWindow)} />
            <Figure label="Days left" value={String(Math.max(0, daysUntil(window.end)))} />
            {loan.withholdingBps !== null ? (
              <Figure label="From each sale" value={formatBps(loan.withholdingBps)} />
            ) : null}
          </DescriptionList>
        </div>
      ) : null}
    </Card>
  )
}
