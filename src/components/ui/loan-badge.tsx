import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import type { LoanState } from '@/lib/domain'
import type { StatusTone } from '@/lib/loan-status'
import { Badge } from './badge'

type BadgeTone = NonNullable<ComponentProps<typeof Badge>['tone']>

/**
 * What a loan badge can stand for: a loan's state (the credit view's standing, how a past loan
 * ended), or how far /loan/status has come (spec §4, issue 6).
 */
export type LoanBadgeStatus = LoanState | StatusTone

/**
 * Every status's badge, its words and its tone together: one row a status, so the two are never
 * chosen apart. A loan still being funded reads as /loan/status says it (in progress, or action
 * needed when the funding failed).
 */
export const LOAN_BADGES: Readonly<Record<LoanBadgeStatus, { label: MessageDescriptor; tone: BadgeTone }>> = {
  // Active: the loan's standing (spec §2's health: in default, payment needed, or good).
  NORMAL: { label: msg`In good standing`, tone: 'success' },
  PRE_DEFAULT: { label: msg`Payment needed`, tone: 'warning' },
  DEFAULT: { label: msg`In default`, tone: 'error' },
  TECHNICAL_DEFAULT: { label: msg`In default`, tone: 'error' },
  WORKOUT: { label: msg`On a payment plan`, tone: 'success' },
  PAID: { label: msg`Paid in full`, tone: 'success' },
  OVER_PAID: { label: msg`Overpaid`, tone: 'success' },
  // Closed: how it ended; paid off reads well, charged off as a problem, the rest plainly.
  PAID_CLOSED: { label: msg`Paid off`, tone: 'success' },
  CHARGE_OFF: { label: msg`Charged off`, tone: 'error' },
  CANCELED: { label: msg`Cancelled`, tone: 'neutral' },
  REJECTED: { label: msg`Not approved`, tone: 'neutral' },
  // Being funded.
  PENDING_APPROVAL: { label: msg`In progress`, tone: 'info' },
  PENDING_FUNDING: { label: msg`In progress`, tone: 'info' },
  FUNDING_FAILED: { label: msg`Action needed`, tone: 'error' },
  // How far /loan/status has come.
  progress: { label: msg`In progress`, tone: 'info' },
  success: { label: msg`Done`, tone: 'success' },
  attention: { label: msg`Action needed`, tone: 'error' },
  closed: { label: msg`Closed`, tone: 'neutral' },
}

/** A loan status as a badge: its words in the language on screen, in its tone (`LOAN_BADGES`). */
export function LoanBadge({
  status,
  ...props
}: Omit<ComponentProps<typeof Badge>, 'tone' | 'children'> & { status: LoanBadgeStatus }) {
  const { t } = useLingui()
  const { label, tone } = LOAN_BADGES[status]
  return (
    <Badge tone={tone} {...props}>
      {t(label)}
    </Badge>
  )
}
