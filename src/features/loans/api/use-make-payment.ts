import { useQueryClient } from '@tanstack/react-query'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { type SendOutcome, useOnceOnly } from '@/lib/once-only'
import { readFresh } from '@/lib/query-client'
import { paymentTakenBy } from '../model/reconcile'
import { loanQueries, makeOneTimePayment } from './loans-api'
import type { Payment } from './schemas'

/** What the merchant confirms besides the amount: the account the payment comes from. */
interface PaymentConfirmed {
  bankAccountId: string
}

interface UseMakePaymentOptions {
  loanId: string
  /** The account the payment comes from (the shop's, else the loan's). */
  bankAccountId: string
  /** The payment took effect: `via` says whether its answer or the check told us. */
  onPaid: (payment: Payment, via: 'answer' | 'check') => void
  /** The server said no (nothing was taken). */
  onRefused: (outcome: Extract<SendOutcome, { kind: 'refused' }>) => void
}

/**
 * The one-time payment (contract: positive, ≤ 2 decimals, ≤ outstanding balance), sent once through
 * the once-only mechanism (docs/decisions/0013, 0023): its Idempotency-Key is kept in sessionStorage
 * until its outcome is known, and a lost or unreadable answer is checked against the loan's payments,
 * never guessed. Two payments can both take effect, so a payment of another amount waits while an
 * earlier one may still arrive. The loan's queries are read again once it is known.
 */
export function useMakePayment({ loanId, bankAccountId, onPaid, onRefused }: UseMakePaymentOptions) {
  const queryClient = useQueryClient()
  const readPayments = () => readFresh(queryClient, loanQueries.payments(loanId))
  const once = useOnceOnly<Payment, PaymentConfirmed>({
    action: 'one-time-payment',
    targetId: loanId,
    // The loan can't take payments (closed, not funded): the one 409 that says no.
    conflictCodes: ['LOAN_NOT_PAYABLE'],
    repeatable: true,
    invalidates: [loanQueries.all()],
    // The amount and the account the merchant confirmed, which the runner matched against the intent.
    send: (intent, confirmed) =>
      makeOneTimePayment(
        loanId,
        { amount: intent.amount ?? 0, bankAccountId: confirmed.bankAccountId },
        intent.key,
      ),
    reconcile: async (intent) => paymentTakenBy(intent, await readPayments()),
    onDone: (payment, { via }) => {
      notifyParent('payment-made', { loanId, paymentId: payment.id, amount: payment.amount })
      onPaid(payment, via)
    },
    onRefused: (outcome) => onRefused(outcome),
  })

  /** Pay `amount` from the confirmed account (after a reload: the unresolved payment's amount). */
  const pay = (amount: number) =>
    once.submit({
      amount,
      confirmed: { bankAccountId },
      // The payments already on the loan: a check after a lost answer looks for a new one.
      hints: async () => ({ knownPaymentIds: (await readPayments()).map((p) => p.id) }),
    })

  return { ...once, pay }
}
