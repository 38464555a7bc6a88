import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { PageHeader } from '@/components/ui/page-header'
import { LoanContractDownload } from '@/features/loans/components/loan-contract'
import { closedLoanBadge } from '@/features/loans/model/status'
import { formatDate, formatMoney } from '@/lib/format'
import { closedLoanLabel } from '@/lib/labels'
import { isClosed } from '@/lib/loan-status'
import { useShellData } from '../layouts/app-layout'

/** /past-loans: the shop's closed loans, their figures and their contracts. */
export function PastLoansRoute() {
  const data = useShellData()
  const past = data.loans.filter((l) => isClosed(l.state))
  return (
    <div className="flex flex-col gap-6" data-dd-privacy="mask">
      <PageHeader title="Past loans">
        <p>Loans you’ve repaid or that are otherwise closed, with their contracts.</p>
      </PageHeader>
      {past.length === 0 ? (
        <p className="text-fg-muted">You don’t have any closed loans yet.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {past.map((loan) => {
            return (
              <li key={loan.id}>
                <Card className="flex h-full flex-col gap-4">
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="text-lg font-semibold text-fg">
                      {formatMoney(loan.principal)}{' '}
                      {loan.loanType === 'FIXED_FEE_FLEX' ? 'flex loan' : 'term loan'}
                    </h2>
                    <Badge tone={closedLoanBadge(loan.state)}>{closedLoanLabel(loan.state)}</Badge>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
                    <div>
                      <dt className="text-fg-muted">Fixed fee</dt>
                      <dd className="font-medium tabular-nums">{formatMoney(loan.fee)}</dd>
                    </div>
                    <div>
                      <dt className="text-fg-muted">Total repayment</dt>
                      <dd className="font-medium tabular-nums">{formatMoney(loan.totalRepayment)}</dd>
                    </div>
                    <div>
                      <dt className="text-fg-muted">Funded</dt>
                      <dd className="font-medium">
                        {loan.fundedAt ? formatDate(loan.fundedAt) : 'Not funded'}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-fg-muted">Closed</dt>
                      <dd className="font-medium">{loan.closedAt ? formatDate(loan.closedAt) : '—'}</dd>
                    </div>
                    {loan.outstandingBalance > 0 ? (
                      <div>
                        <dt className="text-fg-muted">Unpaid when closed</dt>
                        <dd className="font-medium tabular-nums">{formatMoney(loan.outstandingBalance)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  {loan.fundedAt ? (
                    <div className="mt-auto">
                      <LoanContractDownload loanId={loan.id} label="Download contract (PDF)" />
                    </div>
                  ) : null}
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
