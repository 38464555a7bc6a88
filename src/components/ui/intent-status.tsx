import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { OnceOnlyPhase } from '@/lib/once-only'
import { Alert } from './alert'
import { LoadingRow } from './loading-row'

/** The words one action uses for each phase of its once-only send; the mechanism decides which shows. */
export interface IntentStatusCopy {
  /** "We’re checking whether your payment reached us…" */
  checking: string
  /** Checked, and it has not arrived: the body under "Not received yet". */
  notReceived: ReactNode
  /** The check itself could not be made: title and body. */
  unconfirmed: { title: string; body: ReactNode }
  /** Something needed before sending could not be read, so nothing was sent: the title. */
  notSent: string
}

/**
 * What the merchant is told while an action's outcome is unknown (issue 14): checking, "Not received
 * yet", "We couldn't confirm … yet" or "Nothing was sent". One rendering for every money or contract
 * action, so none can say something the mechanism does not know. Refusals stay with the screen,
 * because they point at its fields.
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
