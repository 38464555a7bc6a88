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
  const rows: [string, string][] = [
    ['You get', formatMoney(figures.amount)],
    ['Fixed fee', formatMoney(figures.fee)],
    ['Total repayment', formatMoney(figures.total)],
    [figures.payment.kind === 'installment' ? 'Payments' : 'Repayment', describePayment(figures.payment)],
  ]
  return (
    <div>
      {caption ? <p className="text-sm text-fg-muted">{caption}</p> : null}
      <dl className="mt-2 divide-y divide-border">
        {rows.map(([label, value], i) =>
          i < 3 ? (
            <div key={label} className="flex items-baseline justify-between gap-6 py-3">
              <dt className="text-sm text-fg-muted">{label}</dt>
              <dd className="text-right text-base font-medium text-fg tabular-nums">{value}</dd>
            </div>
          ) : (
            <div key={label} className="py-3">
              <dt className="text-sm text-fg-muted">{label}</dt>
              <dd className="mt-1 text-base font-medium text-fg">{value}</dd>
            </div>
          ),
        )}
      </dl>
    </div>
  )
}
