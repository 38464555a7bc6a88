import { useShellData } from '../layouts/app-layout'
import { ErrorScreen } from './error-screen'

export function ErrorRoute() {
  const data = useShellData()
  return (
    <ErrorScreen
      reason={data.failure ?? 'unknown'}
      message={data.error?.message}
      partnerName={data.theme?.partnerName}
      onRetry={data.retry}
    />
  )
}
