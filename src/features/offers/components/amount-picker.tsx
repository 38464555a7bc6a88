import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Alert, RetryAlert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { MoneyInput } from '@/components/ui/money-input'
import { LoadingRow } from '@/components/ui/loading-row'
import { focusRing } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { Form, errorOf, useAppForm } from '@/lib/forms'
import { formatMoney, formatMoneyInput, parseMoneyInput } from '@/lib/format'
import { offerQueries } from '../api/offers-api'
import type { LoanContract, Offer } from '../api/schemas'
import { useRequestContract } from '../api/use-request-contract'
import { amountBounds, amountProblem, previewTerms, snapAmount, topStep } from '../model/amount'
import { offerReviewActions } from '../store/review-store'
import { TermsSummary } from './terms-summary'

interface AmountPickerProps {
  offer: Offer
  /** The amount chosen before (coming back from the submit page), if any. */
  initialAmount: number | null
  onContractReady: (amount: number, contract: LoanContract) => void
}

const plain = (v: number) => formatMoneyInput(v)

/**
 * Pick an amount within the offer's bounds, in its steps: a slider and a number field that always
 * agree, a live estimate from the offer's default terms, and Continue, which asks the API for the
 * contract at that amount (issue 6).
 */
export function AmountPicker({ offer, initialAmount, onContractReady }: AmountPickerProps) {
  const { t } = useLingui()
  const bounds = amountBounds(offer)
  const start = snapAmount(initialAmount ?? topStep(bounds), bounds)
  const [amount, setAmount] = useState(start)
  const form = useAppForm<{ amount: string }>({ defaultValues: { amount: plain(start) } })
  const sliderId = useId()
  const base = useQuery(offerQueries.terms(offer.defaultTermsId))

  const contract = useRequestContract({
    offerId: offer.id,
    onReady: onContractReady,
    onError: (error) => {
      const onAmount = error.fieldErrors.find((f) => f.field === 'contractAmount')
      if (error.status === 422)
        form.setError('amount', { type: 'server', message: onAmount?.message ?? error.message })
    },
  })

  /** Why the typed amount can't be used, in words; null when it can. */
  const problemWith = (text: string) => amountProblem(parseMoneyInput(text), bounds, (v) => formatMoney(v))

  const choose = (value: number) => {
    setAmount(value)
    form.setValue('amount', plain(value), { shouldValidate: true })
    offerReviewActions.amountChosen(offer.id, value)
  }

  const typed = (next: string) => {
    const read = parseMoneyInput(next)
    // Only a usable amount moves the slider.
    if (!problemWith(next) && read.ok) {
      setAmount(read.value)
      offerReviewActions.amountChosen(offer.id, read.value)
    }
  }

  const submit = ({ amount: text }: { amount: string }) => {
    const read = parseMoneyInput(text)
    if (contract.isPending || !read.ok) return
    contract.mutate(read.value)
  }

  const preview = base.data ? previewTerms(base.data, amount) : null
  const otherError = contract.error && contract.error.status !== 422 ? contract.error : null
  const reason = otherError?.message ?? ''
  const shown = formatMoney(amount)
  const lowest = formatMoney(bounds.min)
  const highest = formatMoney(topStep(bounds))
  const step = formatMoney(bounds.step)

  return (
    <Form form={form} onValid={submit} className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <Card className="flex flex-col gap-6">
        <div>
          <p className="text-sm text-fg-muted" id={`${sliderId}-caption`}>
            <Trans>Your amount</Trans>
          </p>
          <p className="mt-1 text-4xl font-semibold tracking-tight text-fg tabular-nums" aria-live="polite">
            {shown}
          </p>
        </div>

        <div>
          <label htmlFor={sliderId} className="sr-only">
            <Trans>Amount slider</Trans>
          </label>
          <input
            id={sliderId}
            type="range"
            min={bounds.min}
            max={topStep(bounds)}
            step={bounds.step}
            value={amount}
            aria-valuetext={shown}
            onChange={(e) => choose(snapAmount(Number(e.target.value), bounds))}
            className={cn('h-11 w-full cursor-pointer accent-primary', focusRing)}
          />
          <div className="flex justify-between text-sm text-fg-muted tabular-nums" aria-hidden="true">
            <span>{lowest}</span>
            <span>{highest}</span>
          </div>
        </div>

        <Field error={errorOf(form, 'amount')} description required>
          <FieldLabel>
            <Trans>Amount in dollars</Trans>
          </FieldLabel>
          <FieldDescription>
            <Trans>
              Any amount from {lowest} to {highest}, in steps of {step}.
            </Trans>
          </FieldDescription>
          <MoneyInput
            wrapperClassName="max-w-xs"
            {...form.register('amount', {
              validate: (text) => problemWith(text) ?? true,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => typed(e.target.value),
            })}
          />
        </Field>

        {otherError ? (
          <Alert
            tone="error"
            live
            title={
              otherError.status === 409 ? t`This offer has changed` : t`We couldn’t prepare your contract`
            }
          >
            {otherError.status === 409 ? (
              <Trans>This offer is no longer open. We’re checking where things stand.</Trans>
            ) : (
              <Trans>{reason} Your amount is kept; try again.</Trans>
            )}
          </Alert>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" loading={contract.isPending}>
            <Trans>Continue</Trans>
          </Button>
          <p className="text-sm text-fg-muted">
            <Trans>Nothing is final until you accept on the next page.</Trans>
          </p>
        </div>
      </Card>

      <Card aria-labelledby={`${sliderId}-estimate`} role="region">
        <CardTitle id={`${sliderId}-estimate`}>
          <Trans>What it costs</Trans>
        </CardTitle>
        {preview ? (
          <TermsSummary
            figures={preview}
            caption={t`An estimate for ${shown}. Your exact terms come next.`}
          />
        ) : base.isError ? (
          <RetryAlert className="mt-3" onRetry={() => void base.refetch()}>
            <Trans>
              We couldn’t load the cost estimate. You can still continue: your exact terms are on the next
              page.
            </Trans>
          </RetryAlert>
        ) : (
          <LoadingRow className="mt-4">
            <Trans>Loading the estimate…</Trans>
          </LoadingRow>
        )}
      </Card>
    </Form>
  )
}
