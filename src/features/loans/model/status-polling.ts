import type { OriginationStage } from '@/lib/domain'
import { type StatusCopy, isStillMoving } from './status'

/** While something is still happening, /loan/status looks again this often. */
export const STATUS_POLL_MS = 5000

/** Which records /loan/status looks at again, and how often (`false`: it does not poll). */
export interface StatusPollPlan {
  origination: boolean
  application: boolean
  loan: boolean
  everyMs: number | false
}

/**
 * While the status still moves (`isStillMoving`), poll the origination state and the record of its
 * stage: the application while one is under way, the loan once there is one. The shell reads the
 * same cache and re-routes when the state moves on. Nothing is polled without its id.
 */
export function statusPollPlan(
  copy: StatusCopy | null,
  stage: OriginationStage | undefined,
  ids: { shopId: string; applicationId: string | null; loanId: string | null },
): StatusPollPlan {
  const waiting = isStillMoving(copy, stage)
  return {
    origination: waiting && ids.shopId !== '',
    application: waiting && stage === 'APPLICATION' && Boolean(ids.applicationId),
    loan: waiting && stage === 'LOAN' && Boolean(ids.loanId),
    everyMs: waiting ? STATUS_POLL_MS : false,
  }
}
