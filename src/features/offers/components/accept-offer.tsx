import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { IntentStatus } from '@/components/ui/intent-status'
import type { OfferState } from '@/lib/domain'
import { Form, type SchemaOutput, errorOf, useSchemaForm } from '@/lib/forms'
import type { Invalidates } from '@/lib/query-client'
import { useAcceptOffer } from '../api/use-accept-offer'
import { acceptanceSchema, signatureOf } from '../schemas/acceptance'

interface AcceptOfferProps {
  offerId: string
  termsId: string
  signatureRequired: boolean
  /** Disabled until the disclosure for these terms is on screen. */
  ready: boolean
  onSignatureChange: (name: string) => void
  /** Accepted, and the shell's data read again (`invalidates`). */
  onAccepted: (loanId: string | null) => Promise<void> | void
  /** The route's keys to refresh once accepted, or when the offer changed under the merchant (409). */
  invalidates: Invalidates
  /** After an acceptance found by re-reading the offer: the loan it made (from the origination). */
  findLoanId: () => Promise<string | null>
}

const CONFLICT_COPY: Record<OfferState, MessageDescriptor> = {
  PENDING: msg`This offer changed while you were looking at it. Check the terms, then accept again.`,
  ACCEPTED: msg`This offer has already been accepted, so there’s nothing more to do here.`,
  EXPIRED: msg`This offer has expired, so it can no longer be accepted.`,
  CANCELLED: msg`This offer was cancelled, so it can no longer be accepted.`,
}

/**
 * Sign (where the state requires it) and accept: the form, and what the acceptance (`useAcceptOffer`,
 * sent exactly once) says. An offer that changed under the merchant says so.
 */
export function AcceptOffer({
  offerId,
  termsId,
  signatureRequired,
  ready,
  onSignatureChange,
  onAccepted,
  invalidates,
  findLoanId,
}: AcceptOfferProps) {
  const { t } = useLingui()
  const schema = useMemo(() => acceptanceSchema(signatureRequired), [signatureRequired])
  const form = useSchemaForm(schema, { defaultValues: { name: '', agreed: false } })
  const [conflict, setConflict] = useState<OfferState | null>(null)

  const once = useAcceptOffer({
    offerId,
    invalidates,
    findLoanId,
    onAccepted,
    onOfferChanged: setConflict,
    onRefused: ({ reason, error }) => {
      if (reason !== 'invalid') return
      const onSignature = error.fieldErrors.find((f) => f.field.startsWith('disclosureSignature'))
      // On the name field where there is one; otherwise the alert below says it.
      if (onSignature && signatureRequired)
        form.setError('name', { type: 'server', message: onSignature.message })
    },
  })

  /** Signed (where needed) and agreed: accept, with the name as the schema signs it. */
  const send = ({ name }: SchemaOutput<typeof schema>) => {
    if (once.busy || once.phase.name === 'received') return
    setConflict(null)
    once.accept({ termsId, signature: signatureRequired ? name : null })
  }

  const phase = once.phase
  const refused = phase.name === 'refused' ? phase.outcome : null

  // Accepted, expired or cancelled elsewhere: nothing more to do here. Still PENDING: the offer changed
  // under the merchant, who reads it again and can accept (a new intent).
  if (conflict && conflict !== 'PENDING') {
    return (
      <Alert tone="warning" live title={t`This offer is no longer open`}>
        {t(CONFLICT_COPY[conflict])}
      </Alert>
    )
  }

  return (
    <Form form={form} onValid={send} className="flex flex-col gap-4">
      {conflict === 'PENDING' ? (
        <Alert tone="warning" live title={t`This offer changed`}>
          {t(CONFLICT_COPY.PENDING)}
        </Alert>
      ) : null}
      {signatureRequired ? (
        <Field error={errorOf(form, 'name')} description required>
          <FieldLabel>
            <Trans>Your full name</Trans>
          </FieldLabel>
          <FieldDescription>
            <Trans>Typing your name signs the disclosure above, dated today.</Trans>
          </FieldDescription>
          <Input
            autoComplete="name"
            {...form.register('name', {
              onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
                onSignatureChange(signatureOf(e.target.value)),
            })}
          />
        </Field>
      ) : null}
      <Field error={errorOf(form, 'agreed')}>
        <Controller
          control={form.control}
          name="agreed"
          render={({ field }) => (
            <Checkbox
              controlRef={field.ref}
              checked={field.value}
              onChange={field.onChange}
              label={t`I’ve read the disclosure and the loan agreement, and I agree to them.`}
              description={t`You can download both before you accept.`}
            />
          )}
        />
      </Field>

      <IntentStatus
        phase={phase}
        copy={{
          checking: t`We’re checking whether your acceptance reached us…`,
          notReceived: t`We checked, and your acceptance hasn’t reached us yet. It may still arrive. Accepting again is safe: this offer can only be accepted once.`,
          inProgress: t`We’re still processing your acceptance. This offer can only be accepted once.`,
          unconfirmed: {
            title: t`We couldn’t confirm your acceptance`,
            body: t`Your connection or our service dropped before we heard back. Accepting again is safe: this offer can only be accepted once.`,
          },
          notSent: t`We couldn’t accept this offer`,
        }}
      />
      {refused && refused.reason === 'other' ? (
        <Alert tone="error" live title={t`We couldn’t accept this offer`}>
          {refused.error.message}
        </Alert>
      ) : null}
      {refused?.reason === 'invalid' && !errorOf(form, 'name') ? (
        <Alert tone="error" live title={t`We couldn’t accept this offer`}>
          {refused.error.message}
        </Alert>
      ) : null}

      <Button
        type="submit"
        size="lg"
        block
        loading={once.busy || phase.name === 'received'}
        disabled={!ready}
      >
        {phase.name === 'in-progress' ? (
          <Trans>Check again</Trans>
        ) : once.unresolved ? (
          <Trans>Try accepting again</Trans>
        ) : (
          <Trans>Accept offer</Trans>
        )}
      </Button>
    </Form>
  )
}
