import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ApiError } from '@/lib/api-error'
import { saveBlob } from '@/lib/download'
import { downloadLoanContract } from '../api/loans-api'

/** The signed contract: fetched with the bearer header as a blob, saved as `contract-<loanId>.pdf`. */
export function LoanContractDownload({
  loanId,
  label = 'Download your contract (PDF)',
}: {
  loanId: string
  label?: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const download = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const { blob, fileName } = await downloadLoanContract(loanId)
      saveBlob(blob, fileName)
    } catch (cause) {
      setError((cause as Partial<ApiError>).message ?? 'Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div>
      <Button variant="outline" loading={busy} onClick={() => void download()}>
        {label}
      </Button>
      <p role="alert" className="mt-1 min-h-5 text-sm text-error-d20">
        {error ? `We couldn’t download your contract. ${error}` : null}
      </p>
    </div>
  )
}
