import { Navigate } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { useShellData } from '../layouts/app-layout'

/**
 * `/` only redirects, once everything has loaded (spec §2 home rules). The loader stays while the
 * target screen's code loads, so the footer never flashes up the page and jumps down (layout shift).
 */
export function HomeRoute() {
  const { home } = useShellData()
  return (
    <>
      {home ? <Navigate to={home} replace /> : null}
      <FullScreenLoader />
    </>
  )
}
