import { t } from '@lingui/core/macro'
import { useState } from 'react'

/** A download that can fail: busy while it runs, the reason kept for the page to show, retryable. */
export function useDownload(run: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await run()
    } catch (cause) {
      setError((cause as { message?: string } | null)?.message ?? t`Please try again.`)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, start }
}
