import { useLingui } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { DescriptionItems, DescriptionList } from '@/components/ui/description-list'
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
  const { t } = useLingui()
  if (!loan && offerMaxAmount == null) return null
  const figures: [string, string][] = loan
    ? [
        [t`Amount`, formatMoney(loan.principal)],
        [t`Fee`, formatMoney(loan.fee)],
        [t`Total to repay`, formatMoney(loan.totalRepayment)],
      ]
    : [[t`Up to`, formatMoney(offerMaxAmount ?? 0)]]
  return (
    <Card className="mt-8">
      <DescriptionList>
        <DescriptionItems items={figures} numeric />
      </DescriptionList>
    </Card>
  )
}
