import { Button } from '@/components/ui/button'
import { saveBlob } from '@/lib/download'
import { useDownload } from '@/lib/hooks/use-download'
import { downloadLoanContract } from '../api/loans-api'

/** The signed contract: fetched with the bearer header as a blob, saved as `contract-<loanId>.pdf`. */
export function LoanContractDownload({
  loanId,
  label = 'Download your contract (PDF)',
}: {
  loanId: string
  label?: string
}) {
  const { busy, error, start } = useDownload(async () => {
    const { blob, fileName } = await downloadLoanContract(loanId)
    saveBlob(blob, fileName)
  })
  return (
    <div>
      <Button variant="outline" loading={busy} onClick={() => void start()}>
        {label}
      </Button>
      <p role="alert" className="mt-1 min-h-5 text-sm text-error-d20">
        {error ? `We couldn’t download your contract. ${error}` : null}
      </p>
    </div>
  )
}
