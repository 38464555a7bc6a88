import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { DescriptionItem, DescriptionItems, DescriptionList } from '@/components/ui/description-list'
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
                  <DescriptionList layout="stacked" className="grid grid-cols-2 gap-x-6 gap-y-3">
                    <DescriptionItems
                      numeric
                      items={[
                        ['Fixed fee', formatMoney(loan.fee)],
                        ['Total repayment', formatMoney(loan.totalRepayment)],
                      ]}
                    />
                    <DescriptionItems
                      items={[
                        ['Funded', loan.fundedAt ? formatDate(loan.fundedAt) : 'Not funded'],
                        ['Closed', loan.closedAt ? formatDate(loan.closedAt) : '—'],
                      ]}
                    />
                    {loan.outstandingBalance > 0 ? (
                      <DescriptionItem term="Unpaid when closed" numeric>
                        {formatMoney(loan.outstandingBalance)}
                      </DescriptionItem>
                    ) : null}
                  </DescriptionList>
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
