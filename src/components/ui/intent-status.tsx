import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { OnceOnlyPhase } from '@/lib/once-only'
import { Alert } from './alert'
import { LoadingRow } from './loading-row'

/** The words one action uses for each phase of its once-only send; the mechanism decides which shows. */
export interface IntentStatusCopy {
  /** "We’re checking whether your payment reached us…" */
  checking: string
  /** Checked, and it has not arrived (yet: it may still): the body under "Not received yet". */
  notReceived: ReactNode
  /** The server is still processing it (409 IDEMPOTENCY_REQUEST_IN_PROGRESS): the body under "Still processing". */
  inProgress: ReactNode
  /**
   * An action that can take effect twice (a payment): a changed one waits while an earlier one may
   * still arrive. Title and body.
   */
  waiting?: { title: string; body: ReactNode }
  /** The check itself could not be made: title and body. */
  unconfirmed: { title: string; body: ReactNode }
  /** Something needed before sending could not be read, so nothing was sent: the title. */
  notSent: string
}

/**
 * What the merchant is told while an action's outcome is unknown (issues 14, 35): checking, "Still
 * processing", "Not received yet", "may still arrive", "We couldn't confirm … yet" or "Nothing was
 * sent". One rendering for every money or contract action, so none can say something the mechanism
 * does not know. Refusals stay with the screen, because they point at its fields.
 */
export function IntentStatus({
  phase,
  copy,
  className,
}: {
  phase: OnceOnlyPhase
  copy: IntentStatusCopy
  className?: string
}) {
  const { t } = useLingui()
  switch (phase.name) {
    case 'checking':
      return (
        <LoadingRow role="status" tone="strong" className={className}>
          {copy.checking}
        </LoadingRow>
      )
    case 'not-received':
      return (
        <Alert tone="warning" live className={className} title={t`Not received yet`}>
          {copy.notReceived}
        </Alert>
      )
    case 'in-progress':
      return (
        <Alert tone="info" live className={className} title={t`Still processing`}>
          {copy.inProgress}{' '}
          {phase.rechecking ? (
            <Trans>We’ll check again in a moment.</Trans>
          ) : (
            <Trans>Check again in a moment: it’s safe, nothing is sent twice.</Trans>
          )}
        </Alert>
      )
    case 'waiting':
      return (
        <Alert
          tone="warning"
          live
          className={className}
          title={copy.waiting?.title ?? t`Your earlier request may still arrive`}
        >
          {copy.waiting?.body ?? <Trans>We’ll send nothing new until we know what happened to it.</Trans>}
        </Alert>
      )
    case 'unconfirmed':
      return (
        <Alert tone="warning" live className={className} title={copy.unconfirmed.title}>
          {copy.unconfirmed.body}
        </Alert>
      )
    case 'not-sent': {
      const reason = phase.error.message
      return (
        <Alert tone="error" live className={className} title={copy.notSent}>
          <Trans>{reason} Nothing was sent.</Trans>
        </Alert>
      )
    }
    default:
      return null
  }
}
