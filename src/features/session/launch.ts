import { loginByToken } from './api/session-api'
import { type StartOutcome, currentGeneration, sessionActions } from './store/session-store'
import { looksLikeJwt } from './token'

export interface Launch {
  token: string | null
  shopId: string | null
}

/**
 * The partner's one-time login token on a launch link, or null. A session token is a JWT; anything
 * else in `token` is a login token (docs/decisions/0006, revision 2026-11-23). Only the shape is
 * checked, so a login token is never logged as a token that failed to decode.
 */
export function loginTokenOf(launch: Launch): string | null {
  return launch.token !== null && !looksLikeJwt(launch.token) ? launch.token : null
}

/** Login tokens this page has sent, by link or by message: a one-time token is never sent twice. */
const sent = new Set<string>()

/**
 * The one exchange of a partner's one-time login token (`GET /v2/users/login`): null when this page
 * already sent it, or the server refused it, or the answer came back for an earlier session
 * generation (the session changed meanwhile: that one stands).
 */
export async function exchangeLoginToken(
  loginToken: string,
): Promise<{ token: string; shopId: string } | 'spent' | 'failed' | 'stale'> {
  const generation = currentGeneration()
  if (sent.has(loginToken)) return 'spent'
  sent.add(loginToken)
  try {
    const login = await loginByToken(loginToken)
    return currentGeneration() === generation ? login : 'stale'
  } catch {
    return currentGeneration() === generation ? 'failed' : 'stale'
  }
}

/**
 * Exchanges a partner's one-time login token for the session token and shop id
 * (`GET /v2/users/login`, without a bearer), once, before any data call; then starts the session as
 * a link carrying that token would (another shop than this device's session asks first). Meanwhile
 * the session is not initialised (the app's loader).
 * A refused or failed exchange, or a link whose shop id is not the one the server answered, ends
 * cleanly on the session error screen. If the partner hands over a session meanwhile, that one
 * stands and the exchange's answer is dropped (null).
 */
export async function startWithLoginToken(
  loginToken: string,
  linkShopId: string | null,
): Promise<StartOutcome | null> {
  sessionActions.exchanging()
  const login = await exchangeLoginToken(loginToken)
  if (login === 'stale') return null
  if (login === 'spent' || login === 'failed') return sessionActions.refused()
  if (linkShopId !== null && linkShopId !== login.shopId) return sessionActions.refused()
  return sessionActions.started({ token: login.token, shopId: login.shopId }, Date.now(), { askFirst: true })
}

/** How long an app opened by embed.js (no token on its link) waits for the partner's token. */
export const HAND_OVER_WAIT_MS = 10_000

/**
 * Opened by embed.js (`embed=1`, no token on the link): no session from storage, the loader, and
 * `ready { signedIn: false }` to the partner, who hands the session over. If none has arrived after
 * `waitMs`, the session error screen. A frame that never got a token never wrote storage either:
 * what is stored there (another frame's or tab's session) is left alone.
 */
export function awaitHostToken(waitMs = HAND_OVER_WAIT_MS): void {
  const generation = sessionActions.exchanging()
  setTimeout(() => sessionActions.ended({ generation, keepStorage: true }), waitMs)
}
