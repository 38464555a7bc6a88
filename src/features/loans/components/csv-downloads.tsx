import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { DownloadButton } from '@/components/ui/download-button'
import { ApiError } from '@/lib/api-error'
import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS, scheduledStatusLabel } from '@/lib/labels'
import type { PaymentStatus, PaymentType } from '@/lib/domain'
import { ScheduledExportError, fetchAllScheduledPayments, fetchPayments } from '../api/loans-api'
import { type CsvHeaders, csvFileName, paymentsCsv } from '../model/csv'

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' })

/**
 * The payment history and the scheduled payments as CSV files for the merchant's books (issue 38):
 * every row the server has (all the scheduled payments' pages), headers and labels in the language
 * on screen, saved through the kit's download button.
 */
export function PaymentCsvDownloads({ loanId }: { loanId: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const headers: CsvHeaders = { date: t`Date`, type: t`Type`, status: t`Status`, amount: t`Amount` }
  // The rows were read through the response schemas: their type and status are known values.
  const typeLabel = (type: string) => t(PAYMENT_TYPE_LABELS[type as PaymentType])

  const history = async () => {
    // Straight from the API: the file holds what the server has now.
    const payments = await fetchPayments(loanId)
    const csv = paymentsCsv(headers, payments, {
      type: typeLabel,
      status: (status) => t(PAYMENT_STATUS_LABELS[status as PaymentStatus]),
    })
    return { blob: csvBlob(csv), fileName: csvFileName('payments', loanId) }
  }

  const scheduled = async () => {
    try {
      const { rows } = await fetchAllScheduledPayments(queryClient, loanId)
      const csv = paymentsCsv(headers, rows, {
        type: typeLabel,
        status: (status) => scheduledStatusLabel(status, t),
      })
      return { blob: csvBlob(csv), fileName: csvFileName('scheduled-payments', loanId) }
    } catch (error) {
      if (!(error instanceof ScheduledExportError)) throw error
      const { reason } = error
      if (reason.kind === 'too-many') {
        const pages = reason.pages
        throw new Error(t`There are ${pages} pages of scheduled payments, more than a file can hold here.`)
      }
      const page = reason.page + 1
      const why = reason.cause instanceof ApiError ? reason.cause.message : t`Please try again.`
      throw new Error(t`Page ${page} of your scheduled payments didn’t load, so no file was saved. ${why}`)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">
        <Trans>For your books: every payment, as a spreadsheet file (CSV).</Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <DownloadButton file={history} failure={(reason) => t`We couldn’t make the file. ${reason}`}>
          <Trans>Payment history (CSV)</Trans>
        </DownloadButton>
        <DownloadButton file={scheduled} failure={(reason) => t`We couldn’t make the file. ${reason}`}>
          <Trans>Scheduled payments (CSV)</Trans>
        </DownloadButton>
      </div>
    </div>
  )
}
