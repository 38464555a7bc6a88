import { Outlet } from 'react-router-dom'
import { lazyPart } from '@/lib/lazy-part'

// Notifications follow user actions, so the toaster loads just after the first render; its live
// regions are in the page well before any toast is shown.
const Toaster = lazyPart(async () => (await import('@/components/ui/toast')).Toaster)

/** Wraps every route: the page, and the one place notifications appear. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}
