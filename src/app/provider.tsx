import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { consentMemory } from '@/features/consent/model/consent'
import { sessionClientHooks } from '@/features/session/client-hooks'
import { followOtherTabs } from '@/features/session/other-tabs'
import { startTokenRefresh } from '@/features/session/refresh'
import { onSessionEnded } from '@/features/session/store/session-store'
import { configureApiClient } from '@/lib/api-client'
import { endMonitoringSession } from '@/lib/monitoring/monitoring'
import { createQueryClient } from '@/lib/query-client'
import { forgetSessionStores } from '@/lib/session-store'

/** The API client learns about the session through hooks registered once, so `lib/` never imports a feature. */
configureApiClient(sessionClientHooks)

export function AppProvider(props: { children: ReactNode; queryClient?: QueryClient | undefined }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient())
  // The session's refresh timer, and the other tabs and frames sharing its storage.
  useEffect(() => {
    const stopRefresh = startTokenRefresh()
    const stopFollowing = followOtherTabs()
    return () => {
      stopRefresh()
      stopFollowing()
    }
  }, [])
  // When the session ends (or another shop's link replaces it), nothing of it stays: cached
  // responses, the application draft, the server's field errors and the offer under review go, and
  // monitoring stops its replay and starts a new session.
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.removeQueries()
        forgetSessionStores()
        consentMemory.cleared()
        endMonitoringSession()
      }),
    [queryClient],
  )
  return <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
}
