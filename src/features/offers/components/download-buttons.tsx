import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { ApiError } from '@/lib/api-error'
import { saveBlob } from '@/lib/download'
import { downloadContractFromUrl } from '../api/offers-api'
import type { DisclosureModel } from '../model/disclosure'
import type { DocumentTheme } from '../pdf/download-disclosure'

/** A download that can fail: its button stays, and the reason shows beside it, ready to retry. */
function useDownload(run: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const start = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await run()
    } catch (cause) {
      setError((cause as Partial<ApiError>).message ?? 'The download failed. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, start }
}

/** The unsigned contract, saved as `contract-<r>.pdf` (spec §7). */
export function ContractDownload({ contractUrl }: { contractUrl: string }) {
  const download = useDownload(async () => {
    const { blob, fileName } = await downloadContractFromUrl(contractUrl)
    saveBlob(blob, fileName)
  })
  return (
    <div>
      <Button variant="outline" loading={download.busy} onClick={() => void download.start()}>
        Download the loan agreement (PDF)
      </Button>
      <p role="alert" className="mt-1 min-h-5 text-sm text-error-d20">
        {download.error ? `We couldn’t download the agreement. ${download.error}` : null}
      </p>
    </div>
  )
}

/** The disclosure as a PDF, built in the browser only when asked for (react-pdf loads then). */
export function DisclosurePdfDownload({
  model,
  termsId,
  generatedAt,
  signature,
  documentTheme,
}: {
  model: DisclosureModel
  termsId: string
  generatedAt: string
  signature: { name: string; signedAt: string } | null
  documentTheme: DocumentTheme | null
}) {
  const download = useDownload(async () => {
    const { downloadDisclosurePdf } = await import('../pdf/download-disclosure')
    await downloadDisclosurePdf({ model, termsId, generatedAt, signature, documentTheme })
  })
  return (
    <div>
      <Button variant="outline" loading={download.busy} onClick={() => void download.start()}>
        Download the disclosure (PDF)
      </Button>
      <p role="alert" className="mt-1 min-h-5 text-sm text-error-d20">
        {download.error ? 'We couldn’t make the PDF. Please try again.' : null}
      </p>
    </div>
  )
}
