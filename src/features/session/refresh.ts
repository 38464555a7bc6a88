import { ApiError } from '@/lib/api-error'
import { refreshToken } from './api/session-api'
import { type RefreshPlan, planRefresh } from './refresh-plan'
import {
  type TokenTiming,
  currentGeneration,
  sessionActions,
  tokenTiming,
  useSessionStore,
} from './store/session-store'

/** The refresh calls of one session: the floor and the backoff are counted per session. */
interface Attempts {
  generation: number
  token: string | null
  lastCallAt: number | null
  failures: number
  retryAfterMs: number | null
}
let attempts: Attempts = { generation: -1, token: null, lastCallAt: null, failures: 0, retryAfterMs: null }

function attemptsFor(generation: number, token: string): Attempts {
  if (attempts.generation !== generation) {
    attempts = { generation, token, lastCallAt: null, failures: 0, retryAfterMs: null }
  } else if (attempts.token !== token) {
    // A new token (ours, the partner's or another tab's): failures counted for the old one are over.
    attempts = { ...attempts, token, failures: 0, retryAfterMs: null }
  }
  return attempts
}

function planFor(timing: TokenTiming, now: number): RefreshPlan {
  const record = attemptsFor(timing.generation, timing.token)
  return planRefresh({
    now,
    expiresAt: timing.expiresAt,
    receivedAt: timing.receivedAt,
    fromRefresh: timing.fromRefresh,
    lastCallAt: record.lastCallAt,
    failures: record.failures,
    retryAfterMs: record.retryAfterMs,
  })
}

/** Is the session that started a refresh still the one in place, with the same token? */
function stillCurrent(generation: number, token: string): boolean {
  return currentGeneration() === generation && useSessionStore.getState().token === token
}

let inflight: { generation: number; token: string; promise: Promise<boolean> } | null = null
/** The scheduler re-plans after every refresh, answered or not. */
let afterRefresh: (() => void) | null = null

/**
 * Refreshes the session token. Single-flight: every caller during a refresh awaits the same call
 * (reliability §1.3, C11). Its answer counts only for the session and token it was sent for: a late
 * answer after the session ended or was replaced changes nothing. Only a 401 ends the session; a
 * network error, a timeout, a 5xx or a 429 is retried with backoff until the token expires.
 * Resolves true when its new token is in place.
 */
export function refreshSession(now = Date.now()): Promise<boolean> {
  const { token, isAuthenticated } = useSessionStore.getState()
  if (!token || !isAuthenticated) return Promise.resolve(false)
  const generation = currentGeneration()
  if (inflight?.generation === generation && inflight.token === token) return inflight.promise
  const record = attemptsFor(generation, token)
  record.lastCallAt = now
  const promise = refreshToken(token)
    .then(
      (next) => {
        if (!stillCurrent(generation, token)) return false
        record.failures = 0
        record.retryAfterMs = null
        if (sessionActions.tokenRefreshed(next, { generation, source: 'refresh' })) return true
        // An answer that does not decode, or names another shop: not this session's token.
        sessionActions.ended({ generation })
        return false
      },
      (error: unknown) => {
        if (!stillCurrent(generation, token)) return false
        if (error instanceof ApiError && error.status === 401) {
          sessionActions.ended({ generation })
          return false
        }
        record.failures += 1
        record.retryAfterMs = error instanceof ApiError ? error.retryAfterMs : null
        const timing = tokenTiming()
        if (timing && Date.now() >= timing.expiresAt) sessionActions.ended({ generation })
        return false
      },
    )
    .finally(() => {
      if (inflight?.promise === promise) inflight = null
      afterRefresh?.()
    })
  inflight = { generation, token, promise }
  return promise
}

/**
 * Runs before every call and whenever the tab wakes: timers do not run while a machine sleeps, so
 * the plan is made again rather than trusted to a timer. Refreshes when one is due, ends the session
 * when its token has expired and no refresh can be tried any more.
 */
export async function ensureFreshToken(now = Date.now()): Promise<void> {
  const { token, isAuthenticated } = useSessionStore.getState()
  if (!token || !isAuthenticated) return
  if (inflight?.generation === currentGeneration() && inflight.token === token) {
    await inflight.promise
    return
  }
  const timing = tokenTiming(now)
  if (!timing) {
    sessionActions.ended()
    return
  }
  const plan = planFor(timing, now)
  if (plan.at > now) return
  if (plan.action === 'refresh') await refreshSession(now)
  else sessionActions.ended({ generation: timing.generation })
}

const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * The spec's timer (5 s before expiry), re-planned for every new token and after every refresh,
 * plus checks on focus, visibility and reconnect. Returns a function that stops it all.
 */
export function startTokenRefresh(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const clear = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const arm = () => {
    clear()
    const { token, isAuthenticated } = useSessionStore.getState()
    if (!token || !isAuthenticated) return
    const now = Date.now()
    const timing = tokenTiming(now)
    if (!timing) return
    const plan = planFor(timing, now)
    // setTimeout holds at most ~24.8 days; a longer wait is re-planned when it fires.
    const wait = Math.min(Math.max(0, plan.at - now), LONGEST_TIMER_MS)
    timer = setTimeout(() => {
      timer = null
      if (!stillCurrent(timing.generation, token) || wait === LONGEST_TIMER_MS) return arm()
      if (plan.action === 'refresh') void refreshSession()
      else sessionActions.ended({ generation: timing.generation })
    }, wait)
  }
  const check = () => {
    if (win.document.visibilityState === 'hidden') return
    void ensureFreshToken()
  }
  afterRefresh = arm
  arm()
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) arm()
  })
  win.addEventListener('focus', check)
  win.addEventListener('online', check)
  win.document.addEventListener('visibilitychange', check)
  return () => {
    clear()
    if (afterRefresh === arm) afterRefresh = null
    unsubscribe()
    win.removeEventListener('focus', check)
    win.removeEventListener('online', check)
    win.document.removeEventListener('visibilitychange', check)
  }
}
