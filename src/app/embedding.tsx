import { currentLocale } from '@/lib/i18n/runtime'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { exchangeLoginToken } from '@/features/session/launch'
import { decodeToken, estimateClockSkew, isTokenValid, looksLikeJwt } from '@/features/session/token'
import { sessionActions, sessionHasEnded, useSessionStore } from '@/features/session/store/session-store'
import { notifyParent, startEmbedding } from '@/lib/embed/parent-bridge'
import { type SetTokenMessage, partnersForOrigin } from '@/lib/embed/protocol'
import { launchPath } from './launch-params'
import type { Router } from './router'

interface Deps {
  queryClient: QueryClient
  router: Pick<Router, 'navigate'>
  /** A handed-over token of the right partner has expired, and no session is in place. */
  onExpired?: () => void
}

/**
 * A token handed over by the partner page. Taken only when it decodes, is valid for more than 5 s
 * (on the API's clock, estimated from its `iat`), names a partner that the sending origin is
 * configured for, and names no other shop than the message; anything else is ignored. Another shop,
 * or a session that had ended, starts a new session generation: whatever was still on its way for
 * the previous one (a refresh, a 401) no longer changes anything. An expired token of the right
 * partner while no session is in place calls `onExpired` (the bridge asks the partner for a fresh one).
 * Returns what happened, for tests.
 */
export function acceptHostToken(
  message: SetTokenMessage,
  origin: string,
  { queryClient, router, onExpired }: Deps,
  now = Date.now(),
): 'refreshed' | 'started' | 'ignored' {
  const claims = decodeToken(message.token)
  if (!claims?.partnerId) return 'ignored'
  if (!partnersForOrigin(env.partnerOrigins, origin).includes(claims.partnerId)) return 'ignored'
  if (!isTokenValid(claims, now, estimateClockSkew(claims, now, true))) {
    // The partner's token has expired (an iframe reloaded with the token it was first given): with
    // no session here, the partner is asked for a fresh one (embed.js calls its `getToken`).
    if (!useSessionStore.getState().isAuthenticated) onExpired?.()
    return 'ignored'
  }
  // A token for one shop handed over with another shop's id is not a session.
  if (message.shopId && claims.shopId && message.shopId !== claims.shopId) return 'ignored'
  const state = useSessionStore.getState()
  const shopId = message.shopId ?? claims.shopId ?? state.shopId
  if (!shopId) return 'ignored'
  const sameSession =
    state.isAuthenticated &&
    state.shopId === shopId &&
    state.partnerId === claims.partnerId &&
    state.merchantId === claims.merchantId
  if (sameSession) {
    // The same session, a fresher token: nothing on screen changes.
    if (sessionActions.tokenRefreshed(message.token, { source: 'host', now })) return 'refreshed'
    return 'ignored'
  }
  // After an expiry, another shop, or the same shop for another merchant: start clean (nothing of the
  // previous session survives, storage included) and let the home rules pick the screen again.
  sessionActions.started({ token: message.token, shopId }, now)
  queryClient.removeQueries()
  void router.navigate(paths.home, { replace: true })
  return 'started'
}

type HandOver = 'refreshed' | 'started' | 'ignored'

/**
 * A partner's one-time login token handed over by message (embed.js accepts one as `token`): only
 * from a configured partner origin, exchanged once through the session's one exchange (a token this
 * page already sent, by link or message, is not sent again; an answer that arrives after the session
 * changed is dropped), and the session it gives is then taken exactly as a session token from that
 * origin would be (`acceptHostToken`: its `partnerId` must be that origin's partner). A refused or
 * failed exchange changes nothing.
 */
export async function acceptHostLoginToken(
  message: SetTokenMessage,
  origin: string,
  deps: Deps,
  exchange: (loginToken: string) => ReturnType<typeof exchangeLoginToken> = exchangeLoginToken,
): Promise<HandOver> {
  if (partnersForOrigin(env.partnerOrigins, origin).length === 0) return 'ignored'
  const login = await exchange(message.token).catch(() => 'failed' as const)
  if (typeof login === 'string') return 'ignored'
  if (message.shopId && message.shopId !== login.shopId) return 'ignored'
  return acceptHostToken({ type: 'set-token', token: login.token, shopId: login.shopId }, origin, deps)
}

/**
 * In a partner iframe: the parent bridge, route and session events. Loaded (app.tsx) only in a frame,
 * so a page opened on its own never downloads it.
 */
export default function Embedding({ router }: { router: Router }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const content = document.getElementById('root')
    if (!content) return
    // `session-expired` asks the partner for a fresh token (embed.js calls its `getToken`): once per
    // session that ended, or per wait for a first one, so a partner that keeps handing over expired
    // tokens is never asked in a loop.
    let asked = false
    const askForToken = () => {
      if (asked) return
      asked = true
      notifyParent('session-expired', {})
    }
    const deps = { queryClient, router, onExpired: askForToken }
    const stopBridge = startEmbedding({
      partnerOrigins: env.partnerOrigins,
      getPartnerId: () => useSessionStore.getState().partnerId,
      onToken: (message, origin) => {
        if (looksLikeJwt(message.token)) acceptHostToken(message, origin, deps)
        else void acceptHostLoginToken(message, origin, deps)
      },
      content,
      signedIn: useSessionStore.getState().isAuthenticated,
    })
    // Every move from the page the partner opened, including one made before the bridge had loaded
    // (it loads after the first render: `/` may already have gone to the landing screen).
    let lastPath = launchPath
    const moved = (path: string) => {
      if (path === lastPath) return
      lastPath = path
      notifyParent('route-changed', { path, locale: currentLocale() })
    }
    moved(router.state.location.pathname)
    const stopRoutes = router.subscribe((state) => moved(state.location.pathname))
    // The bridge loads after the first render: a session that ended before then is reported now.
    if (sessionHasEnded()) askForToken()
    const stopSession = useSessionStore.subscribe((state, previous) => {
      if (state.isAuthenticated) asked = false
      else if (previous.isAuthenticated) askForToken()
    })
    return () => {
      stopBridge()
      stopRoutes()
      stopSession()
    }
  }, [queryClient, router])
  return null
}
