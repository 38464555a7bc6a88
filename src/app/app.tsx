import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { isFramed } from '@/lib/embed/framed'
import { lazyPart } from '@/lib/lazy-part'
import { AppProvider } from './provider'
import { type Router, createRouter } from './router'

/** The partner-page bridge: only in a frame, and never on a page's critical path (issue 15). */
const Embedding = lazyPart(async () => (await import('./embedding')).default)

/**
 * The whole app. main.tsx creates the router and the query client before the first render, so the
 * first screen's code and data are already on their way (`boot.ts`); tests let the app make its own.
 */
export function App(props: { router?: Router; queryClient?: QueryClient }) {
  const [router] = useState(() => props.router ?? createRouter())
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider queryClient={props.queryClient}>
        {isFramed() ? <Embedding router={router} /> : null}
        <RouterProvider router={router} />
      </AppProvider>
    </I18nProvider>
  )
}
