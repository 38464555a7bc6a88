import { Button } from '@/components/ui/button'
import { saveBlob } from '@/lib/download'
import { useDownload } from '@/lib/hooks/use-download'
import { downloadContractFromUrl } from '../api/offers-api'
import type { DisclosureModel } from '../model/disclosure'
import type { DocumentTheme } from '../pdf/download-disclosure'

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
