import { ApiError } from '../api-error'

/**
 * What a failed send means for an intent (docs/decisions/0013). Only the server's own clear "no"
 * ends an intent as not done; everything else may have taken effect, so it is "unknown".
 */
export type SendOutcome =
  /** A 4xx with the contract's error body: not done. `conflict` (409): the resource changed state. */
  | { kind: 'refused'; reason: 'conflict' | 'invalid' | 'other'; error: ApiError }
  /** Network, timeout, 5xx, 429, 408, a 4xx without the contract body, a 2xx we could not read. */
  | { kind: 'unknown'; error: ApiError }

/** The one classifier of a failed send, for every action that moves money or changes a contract. */
export function classifyFailure(cause: unknown): SendOutcome {
  const error =
    cause instanceof ApiError ? cause : new ApiError({ kind: 'network', cause, detail: 'not an ApiError' })
  const status = error.status ?? 0
  const clearRefusal =
    error.kind === 'http' &&
    error.hasErrorBody &&
    status >= 400 &&
    status < 500 &&
    status !== 408 &&
    status !== 429
  // A key the server has seen with another body: the first request may well have taken effect.
  if (!clearRefusal || error.code === 'IDEMPOTENCY_KEY_REUSED') return { kind: 'unknown', error }
  const reason = status === 409 ? 'conflict' : status === 422 ? 'invalid' : 'other'
  return { kind: 'refused', reason, error }
}
