import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldDescription, FieldLabel } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { newIdempotencyKey } from '@/lib/api-client'
import type { ApiError } from '@/lib/api-error'
import type { OfferState } from '@/lib/domain'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { acceptOffer, offerQueries } from '../api/offers-api'
import type { DisclosureSignature } from '../api/schemas'

interface AcceptOfferProps {
  offerId: string
  termsId: string
  signatureRequired: boolean
  /** Disabled until the disclosure for these terms is on screen. */
  ready: boolean
  onSignatureChange: (name: string) => void
  onAccepted: (loanId: string) => Promise<void> | void
  /** The offer changed under the merchant (409): the shell's data should be refreshed. */
  onConflict: () => Promise<void> | void
}

const CONFLICT_COPY: Record<OfferState, string> = {
  PENDING: 'This offer changed while you were looking at it. Check the terms, then accept again.',
  ACCEPTED: 'This offer has already been accepted, so there’s nothing more to do here.',
  EXPIRED: 'This offer has expired, so it can no longer be accepted.',
  CANCELLED: 'This offer was cancelled, so it can no longer be accepted.',
}

/**
 * Sign (where the state requires it) and accept, exactly once (issue 6). One Idempotency-Key per
 * intent — these terms, this signature — reused for every retry, so a double click, a held Enter
 * or a retry after a timeout can never create a second acceptance; an in-flight latch stops the
 * second send before it leaves the page.
 */
export function AcceptOffer({
  offerId,
  termsId,
  signatureRequired,
  ready,
  onSignatureChange,
  onAccepted,
  onConflict,
}: AcceptOfferProps) {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [nameError, setNameError] = useState<string | null>(null)
  const [agreeError, setAgreeError] = useState<string | null>(null)
  const [conflict, setConflict] = useState<OfferState | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const intent = useRef<{ key: string; fingerprint: string; signature: DisclosureSignature | null } | null>(
    null,
  )
  const inFlight = useRef(false)

  const accept = useMutation({
    mutationFn: (i: { key: string; signature: DisclosureSignature | null }) =>
      acceptOffer(offerId, termsId, i.signature, i.key),
    meta: { invalidates: [offerQueries.all()] },
    onSuccess: async ({ loanId }) => {
      intent.current = null
      notifyParent('offer-accepted', { offerId, loanId })
      await onAccepted(loanId)
    },
    onError: async (error: ApiError) => {
      // A definite answer ends this intent; a lost one (network, timeout, 5xx) keeps its key for the retry.
      if (!error.isRetryable) intent.current = null
      if (error.status === 422) {
        const onSignature = error.fieldErrors.find((f) => f.field.startsWith('disclosureSignature'))
        if (onSignature) {
          setNameError(onSignature.message)
          nameRef.current?.focus()
        }
      }
      if (error.isConflict) {
        try {
          const fresh = await queryClient.fetchQuery({ ...offerQueries.detail(offerId), staleTime: 0 })
          setConflict(fresh.state)
        } catch {
          setConflict('CANCELLED')
        }
        await onConflict()
      }
    },
    onSettled: () => {
      inFlight.current = false
    },
  })

  const send = () => {
    if (inFlight.current || accept.isSuccess) return
    const trimmed = name.trim().replace(/\s+/g, ' ')
    const missingName = signatureRequired && trimmed.split(' ').length < 2
    setNameError(missingName ? 'Type your first and last name to sign.' : null)
    setAgreeError(agreed ? null : 'Please confirm you’ve read and agree to the terms.')
    if (missingName) {
      nameRef.current?.focus()
      return
    }
    if (!agreed) return
    const fingerprint = `${termsId}|${signatureRequired ? trimmed : ''}`
    if (!intent.current || intent.current.fingerprint !== fingerprint) {
      intent.current = {
        key: newIdempotencyKey(),
        fingerprint,
        signature: signatureRequired ? { name: trimmed, signedAt: new Date().toISOString() } : null,
      }
    }
    inFlight.current = true
    accept.mutate({ key: intent.current.key, signature: intent.current.signature })
  }

  const error = accept.error
  const lost = error?.isRetryable ?? false

  if (conflict) {
    return (
      <Alert tone="warning" live title="This offer is no longer open">
        {CONFLICT_COPY[conflict]}
      </Alert>
    )
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      {signatureRequired ? (
        <Field error={nameError} description required>
          <FieldLabel>Your full name</FieldLabel>
          <FieldDescription>Typing your name signs the disclosure above, dated today.</FieldDescription>
          <Input
            ref={nameRef}
            autoComplete="name"
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              onSignatureChange(e.target.value.trim())
              if (nameError) setNameError(null)
            }}
          />
        </Field>
      ) : null}
      <div>
        <Checkbox
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked)
            if (checked) setAgreeError(null)
          }}
          label="I’ve read the disclosure and the loan agreement, and I agree to them."
          description="You can download both before you accept."
        />
        <p role="alert" className="mt-1 min-h-5 text-sm text-error-d20">
          {agreeError}
        </p>
      </div>

      {error && error.status !== 422 && !error.isConflict ? (
        <Alert
          tone="error"
          live
          title={lost ? 'We couldn’t confirm your acceptance' : 'We couldn’t accept this offer'}
        >
          {lost
            ? 'Your connection or our service dropped before we heard back. Accepting again is safe: this offer can only be accepted once.'
            : error.message}
        </Alert>
      ) : null}
      {error?.status === 422 && !nameError ? (
        <Alert tone="error" live title="We couldn’t accept this offer">
          {error.message}
        </Alert>
      ) : null}

      <Button type="submit" size="lg" block loading={accept.isPending || accept.isSuccess} disabled={!ready}>
        {lost ? 'Try accepting again' : 'Accept offer'}
      </Button>
    </form>
  )
}
