import { useEffect } from 'react'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { useShellData } from '../layouts/app-layout'
import { ErrorScreen } from './error-screen'

export function ErrorRoute() {
  const data = useShellData()
  const reason = data.failure ?? 'unknown'
  // A partner page framing the app hears why (the kind of failure only: no message, no ids).
  useEffect(() => notifyParent('error', { code: reason }), [reason])
  return (
    <ErrorScreen
      reason={reason}
      message={data.error?.message}
      partnerName={data.copy.partnerName}
      onRetry={data.retry}
    />
  )
}
