import { DownloadButton } from '@/components/ui/download-button'
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
      file={() => downloadLoanContract(loanId)}
      failure={(reason) => `We couldn’t download your contract. ${reason}`}
    >
      {label}
    </DownloadButton>
  )
}
