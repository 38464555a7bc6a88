import { useLingui } from '@lingui/react/macro'
import { DownloadButton } from '@/components/ui/download-button'
import { downloadLoanContract } from '../api/loans-api'

/** The signed contract: fetched with the bearer header as a blob, saved as `contract-<loanId>.pdf`. */
export function LoanContractDownload({ loanId, label }: { loanId: string; label?: string }) {
  const { t } = useLingui()
  return (
    <DownloadButton
      file={() => downloadLoanContract(loanId)}
      failure={(reason) => t`We couldn’t download your contract. ${reason}`}
    >
      {label ?? t`Download your contract (PDF)`}
    </DownloadButton>
  )
}
