import { Card } from '@/components/ui/card'
import { formatMoney } from '@/lib/format'
import type { Loan } from '../api/schemas'

/** The figures under /loan/status: the loan's amount, fee and total, or what the offer goes up to. */
export function StatusFigures({
  loan,
  offerMaxAmount,
}: {
  loan: Pick<Loan, 'principal' | 'fee' | 'totalRepayment'> | null
  offerMaxAmount: number | null
}) {
  if (!loan && offerMaxAmount == null) return null
  return (
    <Card className="mt-8">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {loan ? (
          <>
            <dt className="text-fg-muted">Amount</dt>
            <dd className="font-medium text-fg tabular-nums">{formatMoney(loan.principal)}</dd>
            <dt className="text-fg-muted">Fee</dt>
            <dd className="font-medium text-fg tabular-nums">{formatMoney(loan.fee)}</dd>
            <dt className="text-fg-muted">Total to repay</dt>
            <dd className="font-medium text-fg tabular-nums">{formatMoney(loan.totalRepayment)}</dd>
          </>
        ) : (
          <>
            <dt className="text-fg-muted">Up to</dt>
            <dd className="font-medium text-fg tabular-nums">{formatMoney(offerMaxAmount ?? 0)}</dd>
          </>
        )}
      </dl>
    </Card>
  )
}
