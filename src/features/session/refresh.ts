import { refreshToken } from './api/session-api'
import { sessionActions, useSessionStore } from './store/session-store'
import { TOKEN_EXPIRY_MARGIN_MS, decodeToken, msUntilExpiry } from './token'

let inflight: Promise<boolean> | null = null

/**
 * Refreshes the session token. Single-flight: every caller during a refresh awaits the same call
 * (reliability §1.3, C11). Resolves true when a fresh token is in place; a refusal ends the session.
 */
export function refreshSession(): Promise<boolean> {
  if (inflight) return inflight
  const { token } = useSessionStore.getState()
  if (!token) return Promise.resolve(false)
  inflight = refreshToken(token)
    .then(
      (next) => {
        sessionActions.tokenRefreshed(next)
        return true
      },
      () => {
        sessionActions.ended()
        return false
      },
    )
    .finally(() => {
      inflight = null
    })
  return inflight
}

/**
 * Runs before every call and whenever the tab wakes: timers do not run while a machine sleeps, so
 * the expiry is checked again rather than trusted to a timer.
 */
export async function ensureFreshToken(now = Date.now()): Promise<void> {
  if (inflight) {
    await inflight
    return
  }
  const { token, isAuthenticated } = useSessionStore.getState()
  if (!token || !isAuthenticated) return
  const claims = decodeToken(token)
  if (!claims) {
    sessionActions.ended()
    return
  }
  if (msUntilExpiry(claims, now) <= TOKEN_EXPIRY_MARGIN_MS) await refreshSession()
}

/**
 * The spec's timer (5 s before expiry), re-armed for every new token, plus checks on focus,
 * visibility and reconnect. Returns a function that stops it all.
 */
export function startTokenRefresh(win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const arm = (token: string | null) => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    const claims = token ? decodeToken(token) : null
    if (!claims) return
    const wait = Math.max(0, msUntilExpiry(claims) - TOKEN_EXPIRY_MARGIN_MS)
    // setTimeout holds at most ~24.8 days; a longer session is re-armed on the next wake-up.
    timer = setTimeout(() => void refreshSession(), Math.min(wait, 2 ** 31 - 1))
  }
  const check = () => {
    if (win.document.visibilityState === 'hidden') return
    void ensureFreshToken()
  }
  arm(useSessionStore.getState().token)
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) arm(state.token)
  })
  win.addEventListener('focus', check)
  win.addEventListener('online', check)
  win.document.addEventListener('visibilitychange', check)
  return () => {
    if (timer !== null) clearTimeout(timer)
    unsubscribe()
    win.removeEventListener('focus', check)
    win.removeEventListener('online', check)
    win.document.removeEventListener('visibilitychange', check)
  }
}
