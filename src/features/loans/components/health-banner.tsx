import type { MessageDescriptor } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { formatDate, formatMoney } from '@/lib/format'
import { loanHealth } from '@/lib/loan-status'
import type { Loan } from '../api/schemas'
import { HEALTH_COPY } from './health-copy'
import { curePlan, daysUntil } from '../model/servicing'

export { HEALTH_COPY }

const NORMAL_COPY: Partial<Record<Loan['state'], MessageDescriptor>> = {
  NORMAL: msg`Your loan is in good standing. Repayments are on track.`,
  WORKOUT: msg`Your loan is on a payment plan agreed with us. Keep to the plan to stay in good standing.`,
  PAID: msg`Your loan is paid in full. Thank you! We’ll close it shortly.`,
  OVER_PAID: msg`You’ve paid more than you owed. We’ll refund the difference to your bank account.`,
}

/**
 * The payment that cures the loan, by when, and how long is left (nothing once the date has passed):
 * one whole sentence per case, in the language on screen.
 */
function cureSentence(
  basis: 'window-minimum' | 'missed-installment',
  amount: string,
  by: string,
  days: number | null,
) {
  const left = days === null || days < 0 ? 'none' : days === 0 ? 'today' : 'days'
  const n = days ?? 0
  if (basis === 'window-minimum') {
    if (left === 'today')
      return t`Paying ${amount} by ${by} meets this window’s minimum and brings your loan back to good standing (today).`
    if (left === 'days')
      return t`Paying ${amount} by ${by} meets this window’s minimum and brings your loan back to good standing (${plural(n, { one: '# day left', other: '# days left' })}).`
    return t`Paying ${amount} by ${by} meets this window’s minimum and brings your loan back to good standing.`
  }
  if (left === 'today')
    return t`Paying the ${amount} due by ${by} brings your loan back to good standing (today).`
  if (left === 'days')
    return t`Paying the ${amount} due by ${by} brings your loan back to good standing (${plural(n, { one: '# day left', other: '# days left' })}).`
  return t`Paying the ${amount} due by ${by} brings your loan back to good standing.`
}

/**
 * The health banner: NORMAL is calm; PRE_DEFAULT and DEFAULT carry the spec's words and, beyond the
 * spec, the exact payment that brings the loan back to good standing, with a button that pays it.
 */
export function HealthBanner({ loan, onPay }: { loan: Loan; onPay: (amount: number) => void }) {
  const { t } = useLingui()
  const health = loanHealth(loan.state)
  if (health === 'NORMAL') {
    const normal = NORMAL_COPY[loan.state]
    return (
      <Alert tone={loan.state === 'NORMAL' || loan.state === 'PAID' ? 'success' : 'neutral'}>
        {normal ? t(normal) : t`Your loan is active.`}
      </Alert>
    )
  }
  const copy = HEALTH_COPY[health]
  const cure = curePlan(loan)
  const days = cure ? daysUntil(cure.by) : null
  const amount = cure ? formatMoney(cure.amount) : ''
  const by = cure ? formatDate(cure.by) : ''
  return (
    <Alert
      tone={health === 'DEFAULT' ? 'error' : 'warning'}
      title={copy.title}
      action={
        cure ? (
          <Button variant={health === 'DEFAULT' ? 'danger' : 'primary'} onClick={() => onPay(cure.amount)}>
            <Trans>Pay {amount} now</Trans>
          </Button>
        ) : null
      }
    >
      <p>{copy.advice}</p>
      {cure ? (
        <p className="mt-1 font-medium">{cureSentence(cure.basis, amount, by, days)}</p>
      ) : loan.currentWindow && loan.currentWindow.paidInWindow >= loan.currentWindow.minPayment ? (
        <p className="mt-1 font-medium">
          <Trans>
            This window’s minimum is covered. Your loan returns to good standing once your payments clear.
          </Trans>
        </p>
      ) : null}
    </Alert>
  )
}
