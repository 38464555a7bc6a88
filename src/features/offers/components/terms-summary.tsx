import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DescriptionItem, DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { formatBps, formatMoney } from '@/lib/format'
import type { PaymentPreview, TermsPreview } from '../model/amount'
import { frequencyLabel } from '../model/wording'

/** "$268.80 weekly, 50 payments" or "15.00% of daily card sales, at least $2,240.00 every 60 days". */
export function describePayment(i18n: I18n, payment: PaymentPreview): string {
  if (payment.kind === 'installment') {
    const amount = formatMoney(payment.amount)
    const frequency = frequencyLabel(i18n, payment.frequencyDays, true)
    const paymentCount = payment.count
    return i18n._(msg`${amount} ${frequency}, ${paymentCount} payments`)
  }
  const withholding = formatBps(payment.withholdingBps)
  const minPayment = formatMoney(payment.minPayment)
  const minWindowDays = payment.minWindowDays
  return i18n._(msg`${withholding} of daily card sales, at least ${minPayment} every ${minWindowDays} days`)
}

/** The figures a merchant weighs: amount, fee, total and how repayment works. */
export function TermsSummary({ figures, caption }: { figures: TermsPreview; caption?: string }) {
  const { i18n, t } = useLingui()
  const amounts: [string, string][] = [
    [t`Loan amount`, formatMoney(figures.amount)],
    [t`Fixed fee`, formatMoney(figures.fee)],
    [t`Total repayment`, formatMoney(figures.total)],
  ]
  const paymentTerm = figures.payment.kind === 'installment' ? t`Payments` : t`Repayment`
  return (
    <div>
      {caption ? <p className="text-sm text-fg-muted">{caption}</p> : null}
      <DescriptionList layout="rows" density="roomy" className="mt-2">
        <DescriptionItems items={amounts} numeric className="text-base" />
        {/* How repayment works is a sentence: under its term. */}
        <DescriptionItem term={paymentTerm} layout="stacked" className="mt-1 text-base">
          {describePayment(i18n, figures.payment)}
        </DescriptionItem>
      </DescriptionList>
    </div>
  )
}
