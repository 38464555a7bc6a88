import type { Intent } from '@/lib/once-only'
import type { Payment } from '../api/schemas'

/**
 * Did this one-time payment intent take effect? Its payment is a PREPAY of the intent's amount that
 * was not among the loan's payments seen before sending (`knownPaymentIds`). The newest such
 * payment is the answer; none means not received (yet).
 */
export function paymentTakenBy(intent: Intent, payments: readonly Payment[]): Payment | null {
  const knownHint = intent.hints.knownPaymentIds
  // Without the list seen before sending nothing can be told apart: "not received", and a retry
  // with the same key lets the server answer instead.
  if (!Array.isArray(knownHint) || intent.amount === null) return null
  const known = new Set(knownHint as readonly string[])
  const amount = intent.amount
  const cents = (v: number) => Math.round(v * 100)
  return (
    payments.find((p) => p.type === 'PREPAY' && cents(p.amount) === cents(amount) && !known.has(p.id)) ?? null
  )
}
