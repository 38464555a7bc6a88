import { ApiError } from '../api-error'

/**
 * What a failed send means for an intent (docs/decisions/0013). Only the server's own clear "no"
 * ends an intent as not done; everything else may have taken effect, so it is "unknown".
 */
export type SendOutcome =
  /**
   * A 4xx with the contract's error body: not done. `conflict`: a 409 whose code says the resource
   * changed state (one of the action's `conflictCodes`, e.g. the offer is no longer pending).
   */
  | { kind: 'refused'; reason: 'conflict' | 'invalid' | 'other'; error: ApiError }
  /**
   * Network, timeout, 5xx, 429, 408, a 4xx without the contract body, a 409 whose code names no
   * state change, a 2xx we could not read. `inProgress`: the server is still processing a request
   * with this key (409 IDEMPOTENCY_REQUEST_IN_PROGRESS), so the first one's outcome is not known yet.
   */
  | { kind: 'unknown'; inProgress: boolean; error: ApiError }

/** The contract's answer to a key whose first request is still being processed. */
export const IN_PROGRESS_CODE = 'IDEMPOTENCY_REQUEST_IN_PROGRESS'

/**
 * The one classifier of a failed send, for every action that moves money or changes a contract.
 * `conflictCodes`: the action's 409 codes that name a state change; any other 409 is unknown.
 */
export function classifyFailure(cause: unknown, conflictCodes: readonly string[] = []): SendOutcome {
  const error =
    cause instanceof ApiError ? cause : new ApiError({ kind: 'network', cause, detail: 'not an ApiError' })
  const status = error.status ?? 0
  const clearRefusal =
    error.kind === 'http' &&
    error.hasErrorBody &&
    status >= 400 &&
    status < 500 &&
    status !== 408 &&
    status !== 429 &&
    // A key the server has seen with another body: the first request may well have taken effect.
    error.code !== 'IDEMPOTENCY_KEY_REUSED' &&
    (status !== 409 || conflictCodes.includes(error.code))
  if (!clearRefusal)
    return {
      kind: 'unknown',
      inProgress: error.kind === 'http' && status === 409 && error.code === IN_PROGRESS_CODE,
      error,
    }
  const reason = status === 409 ? 'conflict' : status === 422 ? 'invalid' : 'other'
  return { kind: 'refused', reason, error }
}
