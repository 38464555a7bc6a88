import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { isFramed } from '@/lib/embed/framed'
import { lazyPart } from '@/lib/lazy-part'
import { createQueryClient } from '@/lib/query-client'
import { AppProvider } from './provider'
import { type Router, createRouter, followSession } from './router'

/** The partner-page bridge: only in a frame, and never on a page's critical path (issue 15). */
const Embedding = lazyPart(async () => (await import('./embedding')).default)

/**
 * The whole app. start.tsx creates the query client and the router as soon as the session is read,
 * so the first screen's data and code are already on their way; tests let the app make its own.
 * The router's loaders run again whenever the session changes (`followSession`).
 */
export function App(props: { router?: Router; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient())
  const [router] = useState(() => props.router ?? createRouter(queryClient))
  useEffect(() => followSession(router), [router])
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider queryClient={queryClient}>
        {isFramed() ? <Embedding router={router} /> : null}
        <RouterProvider router={router} />
      </AppProvider>
    </I18nProvider>
  )
}
