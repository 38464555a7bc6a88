import { Suspense, lazy } from 'react'
import { Outlet } from 'react-router-dom'

// Notifications follow user actions, so the toaster loads just after the first render; its live
// regions are in the page well before any toast is shown.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toast')).Toaster }))

/** Wraps every route: the page, and the one place notifications appear. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  )
}
