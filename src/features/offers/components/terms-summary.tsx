import { DescriptionItem, DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { formatBps, formatMoney, paymentFrequencyLabel } from '@/lib/format'
import type { PaymentPreview, TermsPreview } from '../model/amount'

/** "$268.80 weekly, 50 payments" or "15% of daily card sales, at least $2,240.00 every 60 days". */
export function describePayment(payment: PaymentPreview): string {
  if (payment.kind === 'installment') {
    const label = paymentFrequencyLabel(payment.frequencyDays)
    return `${formatMoney(payment.amount)} ${label.startsWith('every') ? label : label.toLowerCase()}, ${payment.count} payments`
  }
  return `${formatBps(payment.withholdingBps)} of daily card sales, at least ${formatMoney(payment.minPayment)} every ${payment.minWindowDays} days`
}

/** The figures a merchant weighs: amount, fee, total and how repayment works. */
export function TermsSummary({ figures, caption }: { figures: TermsPreview; caption?: string }) {
  const amounts: [string, string][] = [
    ['You get', formatMoney(figures.amount)],
    ['Fixed fee', formatMoney(figures.fee)],
    ['Total repayment', formatMoney(figures.total)],
  ]
  const paymentTerm = figures.payment.kind === 'installment' ? 'Payments' : 'Repayment'
  return (
    <div>
      {caption ? <p className="text-sm text-fg-muted">{caption}</p> : null}
      <DescriptionList layout="rows" className="mt-2">
        <DescriptionItems items={amounts} numeric itemClassName="gap-6 py-3" className="text-base" />
        {/* How repayment works is a sentence: under its term. */}
        <DescriptionItem term={paymentTerm} layout="stacked" itemClassName="py-3" className="mt-1 text-base">
          {describePayment(figures.payment)}
        </DescriptionItem>
      </DescriptionList>
    </div>
  )
}
