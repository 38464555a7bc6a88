import { Outlet } from 'react-router-dom'
import { Toaster } from '@/components/ui/toast'

/** Wraps every route: the page, and the one place notifications appear. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}
