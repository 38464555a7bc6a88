import { Trans, useLingui } from '@lingui/react/macro'
import { Card, CardTitle } from '@/components/ui/card'
import { DescriptionItem, DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { LoanBadge } from '@/components/ui/loan-badge'
import { PageHeader } from '@/components/ui/page-header'
import { LoanContractDownload } from '@/features/loans/components/loan-contract'
import { formatDate, formatMoney } from '@/lib/format'
import { isClosed } from '@/lib/loan-status'
import { useShellData } from '../layouts/app-layout'

/** /past-loans: the shop's closed loans, their figures and their contracts. */
export function PastLoansRoute() {
  const { t } = useLingui()
  const data = useShellData()
  const past = data.loans.filter((l) => isClosed(l.state))
  return (
    <div className="flex flex-col gap-6" data-dd-privacy="mask">
      <PageHeader title={<Trans>Past loans</Trans>}>
        <p>
          <Trans>Loans you’ve repaid or that are otherwise closed, with their contracts.</Trans>
        </p>
      </PageHeader>
      {past.length === 0 ? (
        <p className="text-fg-muted">
          <Trans>You don’t have any closed loans yet.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {past.map((loan) => {
            const principal = formatMoney(loan.principal)
            return (
              <li key={loan.id}>
                <Card className="flex h-full flex-col gap-4">
                  <div className="flex items-start justify-between gap-3">
                    <CardTitle size="lg">
                      {loan.loanType === 'FIXED_FEE_FLEX' ? (
                        <Trans>{principal} flex loan</Trans>
                      ) : (
                        <Trans>{principal} term loan</Trans>
                      )}
                    </CardTitle>
                    <LoanBadge status={loan.state} />
                  </div>
                  <DescriptionList layout="stacked" className="grid grid-cols-2 gap-x-6 gap-y-3">
                    <DescriptionItems
                      numeric
                      items={[
                        [t`Fixed fee`, formatMoney(loan.fee)],
                        [t`Total repayment`, formatMoney(loan.totalRepayment)],
                      ]}
                    />
                    <DescriptionItems
                      items={[
                        [t`Funded`, loan.fundedAt ? formatDate(loan.fundedAt) : t`Not funded`],
                        [t`Closed`, loan.closedAt ? formatDate(loan.closedAt) : '—'],
                      ]}
                    />
                    {loan.outstandingBalance > 0 ? (
                      <DescriptionItem term={t`Unpaid when closed`} numeric>
                        {formatMoney(loan.outstandingBalance)}
                      </DescriptionItem>
                    ) : null}
                  </DescriptionList>
                  {loan.fundedAt ? (
                    <div className="mt-auto">
                      <LoanContractDownload loanId={loan.id} label={t`Download contract (PDF)`} />
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
