import { TOKEN_EXPIRY_MARGIN_MS } from './token'

/** Never more than this between two refresh calls of a healthy session, whatever the token's lifetime. */
export const MAX_REFRESH_FLOOR_MS = 30_000
/** The first retry of a refresh lost to the network, a timeout, a 5xx or a 429; doubled each time. */
export const REFRESH_RETRY_BASE_MS = 1_000

export interface RefreshPlanInput {
  now: number
  /** When the current token expires, on the local clock corrected to the API's. */
  expiresAt: number
  /** When it arrived (local clock). */
  receivedAt: number
  /** It is the answer to our own refresh call. */
  fromRefresh: boolean
  /** The last refresh call of this session (local clock), or null before the first. */
  lastCallAt: number | null
  /** Refresh calls that failed in a row without an answer (network, timeout, 5xx, 429). */
  failures: number
  /** The server's Retry-After on the last failure, if any. */
  retryAfterMs?: number | null
}

/** Refresh at `at`, or let the session end at `at` (its real expiry) if nothing better arrives. */
export type RefreshPlan = { action: 'refresh'; at: number } | { action: 'end'; at: number }

/**
 * The spacing between refresh calls: half the token's lifetime, at least the 5 s margin and at most
 * 30 s. A healthy session refreshes 5 s before expiry, never sooner than this after the last call.
 */
export function refreshFloorMs(lifetimeMs: number): number {
  return Math.min(MAX_REFRESH_FLOOR_MS, Math.max(TOKEN_EXPIRY_MARGIN_MS, lifetimeMs / 2))
}

/** 1 s, 2 s, 4 s … up to 30 s, or the server's Retry-After when it asks for longer. */
export function refreshRetryDelayMs(failures: number, retryAfterMs: number | null = null): number {
  const backoff = Math.min(MAX_REFRESH_FLOOR_MS, REFRESH_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1))
  return Math.max(backoff, retryAfterMs ?? 0)
}

/**
 * When to refresh the current token (docs/decisions/0006, revision 2026-11-23):
 * - normally 5 s before expiry, but never within the floor of the previous call: no 0 ms loop;
 * - a token our own refresh returned already inside the margin is not refreshed again: it ends at
 *   its expiry unless something better arrives (a partner hand-over, another tab);
 * - after a refresh lost to the network, a timeout, a 5xx or a 429: retried with backoff until the
 *   token expires, then the session ends;
 * - a token that looks expired on our clock but has not been asked about yet is asked about once:
 *   the server, not a device clock, decides.
 * Pure: every time is on the local clock, already corrected for the API's.
 */
export function planRefresh(input: RefreshPlanInput): RefreshPlan {
  const { now, expiresAt, receivedAt, lastCallAt, failures } = input
  const end: RefreshPlan = { action: 'end', at: Math.max(expiresAt, now) }
  const lifetime = expiresAt - receivedAt
  if (input.fromRefresh && failures === 0 && lifetime <= TOKEN_EXPIRY_MARGIN_MS) return end
  let at: number
  if (failures > 0) {
    if (now >= expiresAt) return end
    at = (lastCallAt ?? now) + refreshRetryDelayMs(failures, input.retryAfterMs ?? null)
  } else {
    at = expiresAt - TOKEN_EXPIRY_MARGIN_MS
    if (lastCallAt !== null) at = Math.max(at, lastCallAt + refreshFloorMs(lifetime))
  }
  if (at >= expiresAt) return end
  return { action: 'refresh', at: Math.max(at, now) }
}
