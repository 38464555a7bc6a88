import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { configureApiClient } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'

/**
 * The API client learns about the session through hooks registered once here, so `lib/` never
 * imports a feature. A 401 for the current token ends the session; a 401 for a request that left
 * with an older token is retried once with the new one (reliability §1.3).
 */
configureApiClient({
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: (tokenUsed) => {
    const current = useSessionStore.getState().token
    if (current && tokenUsed !== current) return true
    sessionActions.ended()
    return false
  },
})

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient())
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
