import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { IntentStatus } from '@/components/ui/intent-status'
import type { OfferState } from '@/lib/domain'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { Form, errorOf, useAppForm } from '@/lib/forms'
import { type Intent, useOnceOnly } from '@/lib/once-only'
import { acceptOffer, fetchOffer, offerQueries } from '../api/offers-api'
import { type KeptSignature, signatureActions } from '../store/signature-store'

interface AcceptOfferProps {
  offerId: string
  termsId: string
  signatureRequired: boolean
  /** Disabled until the disclosure for these terms is on screen. */
  ready: boolean
  onSignatureChange: (name: string) => void
  onAccepted: (loanId: string | null) => Promise<void> | void
  /** The offer changed under the merchant (409): the shell's data should be refreshed. */
  onConflict: () => Promise<void> | void
  /** After an acceptance found by re-reading the offer: the loan it made (from the origination). */
  findLoanId: () => Promise<string | null>
}

const CONFLICT_COPY: Record<OfferState, MessageDescriptor> = {
  PENDING: msg`This offer changed while you were looking at it. Check the terms, then accept again.`,
  ACCEPTED: msg`This offer has already been accepted, so there’s nothing more to do here.`,
  EXPIRED: msg`This offer has expired, so it can no longer be accepted.`,
  CANCELLED: msg`This offer was cancelled, so it can no longer be accepted.`,
}

/** The name as it signs: no spaces around it, one between its words. */
const signatureOf = (typed: string) => typed.trim().replace(/\s+/g, ' ')

/** What the merchant confirms on this screen: the terms whose disclosure they read, and their signature. */
interface AcceptConfirmed {
  termsId: string
  /** The typed name, where the state requires a signature; null where it does not. */
  signature: string | null
}

/**
 * Sign (where the state requires it) and accept, exactly once, through the once-only mechanism
 * (docs/decisions/0013): one Idempotency-Key per intent — this offer, these terms, this signature —
 * kept until the outcome is known. The intent's slot is the offer (it is accepted once, whatever the
 * terms); the terms and the signature are part of what it confirmed, so an intent made for other
 * terms is checked, never sent with these. A lost or unreadable answer is checked by re-reading the offer.
 */
export function AcceptOffer({
  offerId,
  termsId,
  signatureRequired,
  ready,
  onSignatureChange,
  onAccepted,
  onConflict,
  findLoanId,
}: AcceptOfferProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const form = useAppForm<{ name: string; agreed: boolean }>({ defaultValues: { name: '', agreed: false } })
  const [conflict, setConflict] = useState<OfferState | null>(null)
  const signatureName = signatureOf(useWatch({ control: form.control, name: 'name' }))
  // The signature the acceptance went with, kept for the merchant's copy once it is received.
  const sentSignature = useRef<KeptSignature | null>(null)

  // Straight from the API, not through the query cache: a cached query pauses while offline, and the
  // merchant must hear "we couldn't confirm" instead of waiting.
  const readOffer = async () => {
    const offer = await fetchOffer(offerId)
    queryClient.setQueryData(offerQueries.detail(offerId).queryKey, offer)
    return offer
  }
  const showNewState = async () => {
    try {
      setConflict((await readOffer()).state)
    } catch {
      setConflict('CANCELLED')
    }
    await onConflict()
  }

  const once = useOnceOnly<{ loanId: string | null }, AcceptConfirmed>({
    action: 'accept-offer',
    targetId: offerId,
    // The offer is no longer pending: the one 409 that says no. Any other 409 (still in progress) is unknown.
    conflictCodes: ['OFFER_NOT_PENDING'],
    send: (intent: Intent, confirmed) => {
      // The terms and the name on screen, which the runner matched against the intent; the signing
      // time is the intent's, so a retry of the same intent sends the very same body.
      const signature =
        confirmed.signature === null
          ? null
          : { name: confirmed.signature, signedAt: String(intent.hints.signedAt) }
      // Kept for the merchant's copy of the disclosure once the acceptance is received (issue 38).
      sentSignature.current = signature ? { termsId: confirmed.termsId, ...signature } : null
      return acceptOffer(offerId, confirmed.termsId, signature, intent.key)
    },
    reconcile: async () => {
      const offer = await readOffer()
      if (offer.state === 'ACCEPTED') return { loanId: await findLoanId() }
      if (offer.state !== 'PENDING') setConflict(offer.state)
      return null
    },
    onDone: async ({ loanId }) => {
      if (sentSignature.current) signatureActions.kept(sentSignature.current)
      notifyParent('offer-accepted', { offerId, loanId })
      void queryClient.invalidateQueries({ queryKey: offerQueries.all() })
      await onAccepted(loanId)
    },
    onRefused: async ({ reason, error }) => {
      if (reason === 'invalid') {
        const onSignature = error.fieldErrors.find((f) => f.field.startsWith('disclosureSignature'))
        // On the name field where there is one; otherwise the alert below says it.
        if (onSignature && signatureRequired)
          form.setError('name', { type: 'server', message: onSignature.message })
      }
      if (reason === 'conflict') await showNewState()
    },
  })

  /** Signed (where needed) and agreed: accept. */
  const send = () => {
    if (once.busy || once.phase.name === 'received') return
    setConflict(null)
    once.submit({
      confirmed: { termsId, signature: signatureRequired ? signatureName : null },
      hints: () => ({ signedAt: new Date().toISOString() }),
    })
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
              validate: (name) =>
                signatureOf(name).split(' ').length >= 2 || t`Type your first and last name to sign.`,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => onSignatureChange(e.target.value.trim()),
            })}
          />
        </Field>
      ) : null}
      <Field error={errorOf(form, 'agreed')}>
        <Controller
          control={form.control}
          name="agreed"
          rules={{ validate: (agreed) => agreed || t`Please confirm you’ve read and agree to the terms.` }}
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
