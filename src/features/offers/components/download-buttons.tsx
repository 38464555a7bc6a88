import { DownloadButton } from '@/components/ui/download-button'
import { downloadContractFromUrl } from '../api/offers-api'
import type { DisclosureModel } from '../model/disclosure'
import type { DocumentTheme } from '../pdf/download-disclosure'

/** The unsigned contract, saved as `contract-<r>.pdf` (spec §7). */
export function ContractDownload({ contractUrl }: { contractUrl: string }) {
  return (
    <DownloadButton
      file={() => downloadContractFromUrl(contractUrl)}
      failure={(reason) => `We couldn’t download the agreement. ${reason}`}
    >
      Download the loan agreement (PDF)
    </DownloadButton>
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
  return (
    <DownloadButton
      download={async () => {
        const { downloadDisclosurePdf } = await import('../pdf/download-disclosure')
        await downloadDisclosurePdf({ model, termsId, generatedAt, signature, documentTheme })
      }}
      failure={() => 'We couldn’t make the PDF. Please try again.'}
    >
      Download the disclosure (PDF)
    </DownloadButton>
  )
}
