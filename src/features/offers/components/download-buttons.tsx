import { Trans, useLingui } from '@lingui/react/macro'
import { DownloadButton } from '@/components/ui/download-button'
import { downloadContractFromUrl } from '../api/offers-api'
import type { DisclosureModel } from '../model/disclosure'
import type { DocumentTheme } from '../pdf/download-disclosure'

/** The unsigned contract, saved as `contract-<r>.pdf` (spec §7). */
export function ContractDownload({ contractUrl }: { contractUrl: string }) {
  const { t } = useLingui()
  return (
    <DownloadButton
      file={() => downloadContractFromUrl(contractUrl)}
      failure={(reason) => t`We couldn’t download the agreement. ${reason}`}
    >
      <Trans>Download the loan agreement (PDF)</Trans>
    </DownloadButton>
  )
}

/**
 * The disclosure as a PDF, built in the browser only when asked for (react-pdf loads then), in the
 * language on screen; a translation carries the English original after it.
 */
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
  const { i18n, t } = useLingui()
  return (
    <DownloadButton
      download={async () => {
        const { downloadDisclosurePdf } = await import('../pdf/download-disclosure')
        await downloadDisclosurePdf({ model, i18n, termsId, generatedAt, signature, documentTheme })
      }}
      failure={() => t`We couldn’t make the PDF. Please try again.`}
    >
      <Trans>Download the disclosure (PDF)</Trans>
    </DownloadButton>
  )
}
