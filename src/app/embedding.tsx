import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { createBrowserRouter } from 'react-router-dom'
import { env } from '@/config/env'
import { paths } from '@/config/paths'
import { decodeToken, isTokenValid } from '@/features/session/token'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { notifyParent, startEmbedding } from '@/lib/embed/parent-bridge'
import { type SetTokenMessage, partnersForOrigin } from '@/lib/embed/protocol'

type Router = ReturnType<typeof createBrowserRouter>

/**
 * A token handed over by the partner page. Taken only when it decodes, is valid for more than 5 s,
 * and names a partner that the sending origin is configured for; anything else is ignored.
 * Returns what happened, for tests.
 */
export function acceptHostToken(
  message: SetTokenMessage,
  origin: string,
  { queryClient, router }: { queryClient: QueryClient; router: Pick<Router, 'navigate'> },
  now = Date.now(),
): 'refreshed' | 'started' | 'ignored' {
  const claims = decodeToken(message.token)
  if (!isTokenValid(claims, now) || !claims.partnerId) return 'ignored'
  if (!partnersForOrigin(env.partnerOrigins, origin).includes(claims.partnerId)) return 'ignored'
  const state = useSessionStore.getState()
  const shopId = message.shopId ?? claims.shopId ?? state.shopId
  if (!shopId) return 'ignored'
  if (state.isAuthenticated && state.shopId === shopId && state.partnerId === claims.partnerId) {
    // The same session, a fresher token: nothing on screen changes.
    sessionActions.tokenRefreshed(message.token)
    return 'refreshed'
  }
  // After an expiry, or another shop: start clean and let the home rules pick the screen again.
  sessionActions.started({ token: message.token, shopId }, now)
  queryClient.removeQueries()
  void router.navigate(paths.home, { replace: true })
  return 'started'
}

/** In a partner iframe: the parent bridge, route and session events. Outside one: nothing. */
export function Embedding({ router }: { router: Router }) {
  const queryClient = useQueryClient()
  useEffect(() => {
    const content = document.getElementById('root')
    if (!content) return
    const stopBridge = startEmbedding({
      partnerOrigins: env.partnerOrigins,
      getPartnerId: () => useSessionStore.getState().partnerId,
      onToken: (message, origin) => acceptHostToken(message, origin, { queryClient, router }),
      content,
      signedIn: useSessionStore.getState().isAuthenticated,
    })
    let lastPath = router.state.location.pathname
    const stopRoutes = router.subscribe((state) => {
      if (state.location.pathname === lastPath) return
      lastPath = state.location.pathname
      notifyParent('route-changed', { path: lastPath })
    })
    const stopSession = useSessionStore.subscribe((state, previous) => {
      if (previous.isAuthenticated && !state.isAuthenticated) notifyParent('session-expired', {})
    })
    return () => {
      stopBridge()
      stopRoutes()
      stopSession()
    }
  }, [queryClient, router])
  return null
}
