import type { MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { CopyValues } from '@/lib/copy'
import type { ApplicationState, LoanState, OriginationStage } from '@/lib/domain'
import { formatMoney, maskToken } from '@/lib/format'
import { JOURNEY_STEPS, type JourneyStep, type StatusTone } from '@/lib/loan-status'

/**
 * What /loan/status says for each state (issue 6). Templates use the spec's copy placeholders
 * ({partnerName}, {bankName}, {days}, {account}, {amount}), filled by `fillCopy` (src/lib/copy.ts).
 */

export interface StatusCopy {
  tone: StatusTone
  /** Catalogue messages with the copy placeholders: shown through `fillCopy`. */
  title: MessageDescriptor
  body: MessageDescriptor
  /** Steps of the journey, with the current one marked. */
  step: JourneyStep
  /**
   * What the merchant can do next on a closed loan (issue 16): Past Loans, a renewal when one is
   * eligible, and the support e-mail written out (not only a link to /support).
   */
  next?: ('pastLoans' | 'renewal' | 'supportEmail')[]
}

export const APPLICATION_STATUS: Partial<Record<ApplicationState, StatusCopy>> = {
  SUBMITTED: {
    tone: 'progress',
    step: 'applied',
    title: msg`We’ve received your application`,
    body: msg`Thanks for applying. A review usually takes less than a business day; this page updates by itself, and we’ll email you too.`,
  },
  UNDER_REVIEW: {
    tone: 'progress',
    step: 'review',
    title: msg`Your application is being reviewed`,
    body: msg`We’re checking your details with {bankName}. Most reviews finish within a business day; this page updates by itself.`,
  },
  APPROVED: {
    tone: 'success',
    step: 'offer',
    title: msg`You’re approved`,
    body: msg`Good news: your application is approved. We’re preparing your offer now; it will appear here in a moment.`,
  },
  CANCELLED: {
    tone: 'closed',
    step: 'applied',
    title: msg`This application was cancelled`,
    body: msg`This application is no longer active. If you think this is a mistake, contact support.`,
  },
}

export const OFFER_READY: StatusCopy = {
  tone: 'success',
  step: 'offer',
  title: msg`Your offer is ready in {partnerName}`,
  body: msg`You can get up to {amount}. Open financing in your {partnerName} dashboard to choose an amount, review the terms and accept.`,
}

export const LOAN_STATUS: Partial<Record<LoanState, StatusCopy>> = {
  PENDING_APPROVAL: {
    tone: 'progress',
    step: 'funding',
    title: msg`Your loan is with {bankName} for final checks`,
    body: msg`You’ve accepted your offer. {bankName} is completing its final checks, and then your money will be sent to your account {account}.`,
  },
  PENDING_FUNDING: {
    tone: 'progress',
    step: 'funding',
    title: msg`Your money is on its way`,
    body: msg`Your money is being sent to your account {account}. It usually arrives within {days} days.`,
  },
  FUNDING_FAILED: {
    tone: 'attention',
    step: 'funding',
    title: msg`We couldn’t deposit your funds`,
    body: msg`The deposit to your account {account} was returned by your bank. Check with your bank that the account is open and can receive deposits, then contact support so we can send it again.`,
  },
  CANCELED: {
    tone: 'closed',
    step: 'funding',
    title: msg`This loan was cancelled`,
    body: msg`This loan was cancelled before any money was sent. Nothing is owed. If you didn’t expect this, or you’d like to apply again, write to us and we’ll help.`,
    next: ['supportEmail'],
  },
  REJECTED: {
    tone: 'closed',
    step: 'funding',
    title: msg`This loan couldn’t be completed`,
    body: msg`No money was sent and nothing is owed: {bankName} couldn’t complete this loan. Write to us if you’d like to know more or what you can do next.`,
    next: ['supportEmail'],
  },
  PAID_CLOSED: {
    tone: 'closed',
    step: 'funded',
    title: msg`Your loan is paid off. Thank you!`,
    body: msg`You’ve repaid your loan of {amount} in full and it’s now closed. Your statements and contract stay in Past Loans.`,
    next: ['pastLoans', 'renewal'],
  },
  CHARGE_OFF: {
    tone: 'closed',
    step: 'funded',
    title: msg`This loan has been closed with a balance`,
    body: msg`Repayments on this loan stopped before it was paid off, so it has been charged off. You may still owe the balance. Please e-mail our support team: we’ll explain where things stand and work out a way forward with you.`,
    next: ['supportEmail'],
  },
}

/** The copy for where things stand: the loan first, then an offer, then the application. */
export function statusCopyFor(current: {
  loanState?: LoanState | null
  hasOffer: boolean
  applicationState?: ApplicationState | null
}): StatusCopy | null {
  if (current.loanState) return LOAN_STATUS[current.loanState] ?? null
  if (current.hasOffer) return OFFER_READY
  if (current.applicationState) return APPLICATION_STATUS[current.applicationState] ?? null
  return null
}

/**
 * Still moving, so the page looks again by itself: anything in progress, and an approved
 * application whose offer is on its way.
 */
export const isStillMoving = (copy: StatusCopy | null, stage: OriginationStage | undefined) =>
  copy?.tone === 'progress' || (copy?.tone === 'success' && stage === 'APPLICATION')

/** The main way on: Past Loans for a paid-off loan; support when the merchant must act or it closed. */
export function statusNextLink(copy: StatusCopy): 'pastLoans' | 'support' | null {
  if (copy.next?.includes('pastLoans')) return 'pastLoans'
  return copy.tone === 'attention' || copy.tone === 'closed' ? 'support' : null
}

/** Where the merchant is on the journey: each step done, now, or still to come. */
export type JourneyStepState = 'done' | 'now' | 'todo'

export function journeyProgress(current: JourneyStep): { step: JourneyStep; state: JourneyStepState }[] {
  const at = JOURNEY_STEPS.indexOf(current)
  return JOURNEY_STEPS.map((step, i) => ({ step, state: i < at ? 'done' : i === at ? 'now' : 'todo' }))
}

/**
 * The values of the copy placeholders, with the words used when one is unknown (in the language on
 * screen: call it while rendering). The account is spec §5's masked form, as on the payment card:
 * *****7781.
 */
export function statusCopyValues(input: {
  /** The shell's: the partner's display name, or its one fallback. */
  partnerName: string
  /** The shell's `copy.bankName`: the bank's name, or the one fallback (src/lib/copy.ts). */
  bankName: string
  fundingDays?: { min: number; max: number } | null
  accountNumber?: string | null
  /** The loan's principal, else the offer's maximum. */
  amount?: number | null
}): CopyValues {
  return {
    partnerName: input.partnerName,
    bankName: input.bankName,
    days: input.fundingDays
      ? `${input.fundingDays.min}-${input.fundingDays.max}`
      : t({ message: 'a few', comment: 'Stands in for {days}: "within a few days"' }),
    account:
      maskToken(input.accountNumber) ??
      t({ message: 'on file', comment: 'Stands in for {account}: "your account on file"' }),
    amount:
      input.amount != null
        ? formatMoney(input.amount)
        : t({ message: 'your funds', comment: 'Stands in for {amount}: "your funds is being sent"' }),
  }
}
