import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { MoneyInput } from '@/components/ui/money-input'
import { ConfirmModal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast'
import { IntentStatus } from '@/components/ui/intent-status'
import { fillCopy } from '@/lib/copy'
import { Form, errorOf, useAppForm } from '@/lib/forms'
import { formatDate, formatMoney, formatMoneyInput, formatTime, maskToken } from '@/lib/format'
import type { BankAccount, Loan } from '../api/schemas'
import { useMakePayment } from '../api/use-make-payment'
import { parsePaymentAmount, paymentAmountProblem, paymentEffect } from '../model/servicing'

interface OneTimePaymentProps {
  loan: Loan
  account: BankAccount | null
  /** Prefilled amount (the banner's "Pay … now"). */
  initialAmount?: number
  focusOnMount?: boolean
  /** Open the review of `initialAmount` straight away (the payoff: one action to the confirmation). */
  reviewOnMount?: boolean
}

/** The account a payment comes from, by its bank's name and its masked number. */
const FROM_ACCOUNT = msg`{bankName} account {account}`
const TAKE_FROM_ACCOUNT = msg`We’ll take {amount} from account {account}.`

/**
 * A one-time payment: an amount, the shop's account (masked), a confirmation with a preview, then
 * the payment sent once (`useMakePayment`: its key, its check and what it refreshes).
 */
export function OneTimePayment({
  loan,
  account,
  initialAmount,
  focusOnMount = false,
  reviewOnMount = false,
}: OneTimePaymentProps) {
  const { t } = useLingui()
  const form = useAppForm<{ amount: string }>({
    defaultValues: { amount: initialAmount ? formatMoneyInput(initialAmount, { cents: 'always' }) : '' },
  })
  const reviewNow = reviewOnMount && initialAmount !== undefined && initialAmount > 0
  const [confirming, setConfirming] = useState(reviewNow)
  const [amount, setAmount] = useState(reviewNow ? initialAmount : 0)

  const once = useMakePayment({
    loanId: loan.id,
    // The loan's own account (contract), whether or not the shop's list still shows it.
    bankAccountId: loan.bankAccountId,
    onPaid: (payment, via) => {
      setConfirming(false)
      form.reset({ amount: '' })
      const paid = formatMoney(payment.amount)
      toast.success(
        via === 'answer' ? t`Payment of ${paid} sent` : t`Payment of ${paid} received`,
        t`It shows as processing until your bank confirms it, usually in 1–3 business days.`,
      )
    },
    onRefused: ({ reason, error: e }) => {
      // Nothing was taken. A 422 names the amount: back to the form with the server's words.
      if (reason === 'invalid') {
        setConfirming(false)
        const message = e.fieldErrors.find((f) => f.field === 'amount')?.message ?? e.message
        form.setError('amount', { type: 'server', message })
      }
    },
  })

  /** The amount checked: on to the confirmation. */
  const review = ({ amount: text }: { amount: string }) => {
    if (once.busy) return
    setAmount(parsePaymentAmount(text))
    once.reset()
    setConfirming(true)
  }

  const confirm = () => {
    // A confirmation reopened for an unresolved payment (after a reload) confirms that payment's amount.
    const reopened = !confirming && once.intent !== null && (once.busy || once.unresolved)
    once.pay(reopened ? (once.intent?.amount ?? amount) : amount)
  }

  const phase = once.phase
  // A payment still unresolved after a reload or a remount reopens its confirmation.
  const resumed = !confirming && once.intent !== null && (once.busy || once.unresolved)
  const shownAmount = resumed ? (once.intent?.amount ?? 0) : amount
  const effect = paymentEffect(loan, shownAmount)
  const masked = maskToken(account?.accountNumber)
  const balances: [string, string][] = [
    [t`Balance now`, formatMoney(loan.outstandingBalance)],
    [t`Balance after this payment`, formatMoney(effect.outstandingAfter)],
  ]
  if (effect.windowShortAfter !== null)
    balances.push([t`Still needed this window`, formatMoney(effect.windowShortAfter)])
  const outstanding = formatMoney(loan.outstandingBalance)
  const shown = formatMoney(shownAmount)
  // While a changed payment waits: the earlier one, and when its key window ends.
  const earlier = formatMoney(once.intent?.amount ?? 0)
  const waitEnds = phase.name === 'waiting' ? phase.until.toISOString() : ''
  const waitEndDate = formatDate(waitEnds)
  const waitEndTime = formatTime(waitEnds)
  const from = account
    ? fillCopy(FROM_ACCOUNT, { bankName: account.bankName || t`your bank`, account: masked ?? t`on file` })
    : t`the bank account on file`

  return (
    <Card>
      <CardTitle>
        <Trans>Make a payment</Trans>
      </CardTitle>
      <p className="mt-1 text-sm text-fg-muted">
        <Trans>Pay some or all of your balance now, on top of your regular repayments.</Trans>
      </p>
      <Form form={form} onValid={review} className="mt-4 flex flex-col gap-4">
        <Field error={errorOf(form, 'amount')} description required>
          <FieldLabel>
            <Trans>Amount</Trans>
          </FieldLabel>
          <FieldDescription>
            <Trans>Up to {outstanding}, your outstanding balance.</Trans>
          </FieldDescription>
          <MoneyInput
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the merchant pressed "Pay … now"
            autoFocus={focusOnMount && !reviewNow}
            {...form.register('amount', {
              validate: (text) =>
                paymentAmountProblem(text, loan.outstandingBalance, (v) => formatMoney(v)) ?? true,
            })}
          />
        </Field>
        <p className="text-sm text-fg">
          <Trans>
            From <span className="font-medium">{from}</span>
          </Trans>
        </p>
        <Button type="submit">
          <Trans>Review payment</Trans>
        </Button>
      </Form>

      <ConfirmModal
        open={confirming || resumed}
        onClose={() => {
          if (once.busy) return
          setConfirming(false)
          once.reset()
        }}
        onConfirm={confirm}
        pending={once.busy}
        title={t`Pay ${shown} now?`}
        description={
          account
            ? fillCopy(TAKE_FROM_ACCOUNT, { amount: shown, account: masked ?? t`on file` })
            : t`We’ll take ${shown} from your bank account on file.`
        }
        confirmLabel={
          phase.name === 'in-progress' || phase.name === 'waiting'
            ? t`Check again`
            : once.unresolved
              ? t`Try again`
              : t`Pay ${shown}`
        }
      >
        <DescriptionList layout="rows">
          <DescriptionItems items={balances} numeric />
        </DescriptionList>
        {effect.paysOff ? (
          <p className="mt-3 text-sm font-medium text-success-d30">
            <Trans>This pays off your loan.</Trans>
          </p>
        ) : null}
        <IntentStatus
          phase={phase}
          className="mt-4"
          copy={{
            checking: t`We’re checking whether your payment reached us…`,
            notReceived: (
              <Trans>
                We checked, and your payment of {shown} hasn’t reached us yet. It may still arrive. Trying
                again is safe: it goes with the same payment reference, so you can’t be charged twice.
              </Trans>
            ),
            inProgress: (
              <Trans>We’re still processing your payment of {shown}. You won’t be charged twice.</Trans>
            ),
            waiting: {
              title: t`Your payment of ${earlier} may still arrive`,
              body: (
                <Trans>
                  We haven’t received it yet, and it may still reach us. So you’re not charged twice, a
                  payment of another amount waits until we know, or until {waitEndTime} on {waitEndDate}.
                  Check again in a few minutes, or pay {earlier} again to finish that payment.
                </Trans>
              ),
            },
            unconfirmed: {
              title: t`We couldn’t confirm your payment yet`,
              body: t`Your connection or our service dropped before we heard back. Trying again is safe: you won’t be charged twice.`,
            },
            notSent: t`We couldn’t send your payment`,
          }}
        />
        {phase.name === 'refused' && phase.outcome.reason !== 'invalid' ? (
          <Alert tone="error" live className="mt-4" title={t`The payment didn’t go through`}>
            {phase.outcome.error.message}
          </Alert>
        ) : null}
      </ConfirmModal>
    </Card>
  )
}
