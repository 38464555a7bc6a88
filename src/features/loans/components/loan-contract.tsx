import { Trans, useLingui } from '@lingui/react/macro'
import { Card, CardTitle } from '@/components/ui/card'
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

/** The credit view's card for the loan agreement the merchant accepted. */
export function LoanContractCard({ loanId }: { loanId: string }) {
  return (
    <Card>
      <CardTitle>
        <Trans>Your contract</Trans>
      </CardTitle>
      <p className="mt-1 mb-3 text-sm text-fg-muted">
        <Trans>The loan agreement you accepted.</Trans>
      </p>
      <LoanContractDownload loanId={loanId} />
    </Card>
  )
}
