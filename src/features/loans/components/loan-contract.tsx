import { DownloadButton } from '@/components/ui/download-button'
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
  return (
    <DownloadButton
      download={async () => {
        const { blob, fileName } = await downloadLoanContract(loanId)
        saveBlob(blob, fileName)
      }}
      failure={(reason) => `We couldn’t download your contract. ${reason}`}
    >
      {label}
    </DownloadButton>
  )
}
