import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { MoneyInput } from '@/components/ui/money-input'
import { ConfirmModal } from '@/components/ui/modal'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toast'
import { newIdempotencyKey } from '@/lib/api-client'
import type { ApiError } from '@/lib/api-error'
import { formatMoney, maskToken } from '@/lib/format'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { loanQueries, makeOneTimePayment } from '../api/loans-api'
import type { BankAccount, Loan } from '../api/schemas'
import { parsePaymentAmount, paymentAmountProblem, paymentEffect } from '../model/servicing'

/** After a lost answer, ask again once by itself (same key: the server answers the first payment). */
const AUTO_CONFIRM_DELAY_MS = 1500

interface OneTimePaymentProps {
  loan: Loan
  account: BankAccount | null
  /** Prefilled amount (the banner's "Pay … now"). */
  initialAmount?: number
  focusOnMount?: boolean
}

/**
 * A one-time payment (contract: positive, ≤ 2 decimals, ≤ outstanding balance): an amount, the shop's
 * account (masked), a confirmation with a preview, then one POST with an Idempotency-Key. The key
 * belongs to the payment the merchant confirmed: every retry of that payment — a double click, a
 * retry after a dropped connection or a timeout — reuses it, so it can never be paid twice.
 */
export function OneTimePayment({ loan, account, initialAmount, focusOnMount = false }: OneTimePaymentProps) {
  const queryClient = useQueryClient()
  const [text, setText] = useState(initialAmount ? initialAmount.toFixed(2) : '')
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [amount, setAmount] = useState(0)
  /** After a lost answer: checking by itself ('confirming'), then asking the merchant ('unconfirmed'). */
  const [phase, setPhase] = useState<'idle' | 'confirming' | 'unconfirmed'>('idle')
  const autoRetried = useRef(false)
  const intent = useRef<{ key: string; amount: number } | null>(null)
  const inFlight = useRef(false)
  const fieldRef = useRef<HTMLInputElement>(null)

  const pay = useMutation({
    mutationFn: (i: { key: string; amount: number }) =>
      makeOneTimePayment(
        loan.id,
        { amount: i.amount, bankAccountId: account?.id ?? loan.bankAccountId },
        i.key,
      ),
    meta: { invalidates: [loanQueries.all()] },
    onSuccess: (payment) => {
      intent.current = null
      notifyParent('payment-made', { loanId: loan.id, paymentId: payment.id, amount: payment.amount })
      setPhase('idle')
      setConfirming(false)
      setText('')
      toast.success(
        `Payment of ${formatMoney(payment.amount)} sent`,
        'It shows as processing until your bank confirms it, usually in 1–3 business days.',
      )
    },
    onError: (e: ApiError, variables) => {
      if (e.isRetryable) {
        // The payment may have gone through: look at the loan again, and ask once more with the same key.
        void queryClient.invalidateQueries({ queryKey: loanQueries.all() })
        if (!autoRetried.current) {
          autoRetried.current = true
          setPhase('confirming')
          setTimeout(() => send(variables), AUTO_CONFIRM_DELAY_MS)
        } else {
          setPhase('unconfirmed')
        }
        return
      }
      intent.current = null
      setPhase('idle')
      if (e.status === 422) {
        setConfirming(false)
        setError(e.fieldErrors.find((f) => f.field === 'amount')?.message ?? e.message)
        fieldRef.current?.focus()
      }
    },
    onSettled: () => {
      inFlight.current = false
    },
  })

  function send(i: { key: string; amount: number }) {
    if (inFlight.current) return
    inFlight.current = true
    pay.mutate(i)
  }

  const review = (event: React.FormEvent) => {
    event.preventDefault()
    const problem = paymentAmountProblem(text, loan.outstandingBalance, (v) => formatMoney(v))
    setError(problem)
    if (problem) {
      fieldRef.current?.focus()
      return
    }
    const amount = parsePaymentAmount(text)
    if (!intent.current || intent.current.amount !== amount)
      intent.current = { key: newIdempotencyKey(), amount }
    setAmount(amount)
    pay.reset()
    autoRetried.current = false
    setPhase('idle')
    setConfirming(true)
  }

  const effect = paymentEffect(loan, amount)
  const masked = maskToken(account?.accountNumber)
  const lost = phase !== 'idle'

  return (
    <Card>
      <h2 className="text-base font-semibold text-fg">Make a payment</h2>
      <p className="mt-1 text-sm text-fg-muted">
        Pay some or all of your balance now, on top of your regular repayments.
      </p>
      <form noValidate onSubmit={review} className="mt-4 flex flex-col gap-4">
        <Field error={error} description required>
          <FieldLabel>Amount</FieldLabel>
          <FieldDescription>
            Up to {formatMoney(loan.outstandingBalance)}, your outstanding balance.
          </FieldDescription>
          <MoneyInput
            ref={fieldRef}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the merchant pressed "Pay … now"
            autoFocus={focusOnMount}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              if (error) setError(null)
            }}
          />
        </Field>
        <p className="text-sm text-fg">
          From{' '}
          <span className="font-medium">
            {account
              ? `${account.bankName || 'your bank'} account ${masked ?? 'on file'}`
              : 'the bank account on file'}
          </span>
        </p>
        <Button type="submit">Review payment</Button>
      </form>

      <ConfirmModal
        open={confirming}
        onClose={() => {
          if (!pay.isPending) setConfirming(false)
        }}
        onConfirm={() => {
          if (intent.current) send(intent.current)
        }}
        pending={pay.isPending || phase === 'confirming'}
        title={`Pay ${formatMoney(amount)} now?`}
        description={`We’ll take ${formatMoney(amount)} from ${account ? `account ${masked ?? 'on file'}` : 'your bank account on file'}.`}
        confirmLabel={lost ? 'Try again' : `Pay ${formatMoney(amount)}`}
      >
        <dl className="divide-y divide-border text-sm">
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-fg-muted">Balance now</dt>
            <dd className="font-medium tabular-nums">{formatMoney(loan.outstandingBalance)}</dd>
          </div>
          <div className="flex justify-between gap-4 py-2">
            <dt className="text-fg-muted">Balance after this payment</dt>
            <dd className="font-medium tabular-nums">{formatMoney(effect.outstandingAfter)}</dd>
          </div>
          {effect.windowShortAfter !== null ? (
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-fg-muted">Still needed this window</dt>
              <dd className="font-medium tabular-nums">{formatMoney(effect.windowShortAfter)}</dd>
            </div>
          ) : null}
        </dl>
        {effect.paysOff ? (
          <p className="mt-3 text-sm font-medium text-success-d30">This pays off your loan.</p>
        ) : null}
        {phase === 'confirming' ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-fg">
            <Spinner /> Confirming your payment…
          </p>
        ) : null}
        {phase === 'unconfirmed' && !pay.isPending ? (
          <Alert tone="warning" live className="mt-4" title="We couldn’t confirm your payment yet">
            Your connection or our service dropped before we heard back. Trying again is safe: you won’t be
            charged twice.
          </Alert>
        ) : null}
        {pay.error && !pay.error.isRetryable && pay.error.status !== 422 ? (
          <Alert tone="error" live className="mt-4" title="The payment didn’t go through">
            {pay.error.message}
          </Alert>
        ) : null}
      </ConfirmModal>
    </Card>
  )
}
