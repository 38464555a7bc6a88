import type { QueryClient } from '@tanstack/react-query'
import { apiDownload, apiGet, apiSend, path, schemaLoader } from '@/lib/api-client'
import { loanContractFileName } from '@/lib/download'
import { queryFactory } from '@/lib/query-factory'
import type { OneTimePaymentInput, ScheduledPayment, ScheduledPaymentsQuery } from './schemas'

/** This feature's response schemas, loaded beside the first call's data (decision 0007). */
const schema = schemaLoader(() => import('./schemas'))

export function fetchLoans(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/shops/${shopId}/loans`, schema('loanListSchema'), { signal })
}

export function fetchLoan(loanId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/loans/${loanId}`, schema('loanSchema'), { signal })
}

export function fetchPayments(loanId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/loans/${loanId}/payments`, schema('paymentListSchema'), { signal })
}

export function fetchScheduledPayments(loanId: string, query: ScheduledPaymentsQuery, signal?: AbortSignal) {
  return apiGet(path`/v2/loans/${loanId}/scheduled-payments`, schema('scheduledPaymentPageSchema'), {
    params: { page: query.page, size: query.size, sort: `${query.sort.field},${query.sort.direction}` },
    signal,
  })
}

export function makeOneTimePayment(loanId: string, input: OneTimePaymentInput, idempotencyKey: string) {
  return apiSend('POST', path`/v2/loans/${loanId}/payments/one-time`, schema('paymentSchema'), {
    data: input,
    idempotencyKey,
  })
}

export async function downloadLoanContract(loanId: string) {
  const blob = await apiDownload(path`/v2/loans/${loanId}/download-contract`)
  return { blob, fileName: loanContractFileName(loanId) }
}

export function fetchBankAccounts(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/shops/${shopId}/bank-accounts`, schema('bankAccountListSchema'), { signal })
}

export function fetchRenewals(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/shops/${shopId}/renewals`, schema('renewalListSchema'), { signal })
}

const queries = queryFactory('loans')

export const loanQueries = {
  all: queries.all,
  list: queries.query('list', fetchLoans),
  detail: queries.query('detail', fetchLoan),
  payments: queries.query('payments', fetchPayments),
  scheduled: queries.query('scheduled', fetchScheduledPayments),
  bankAccounts: queries.query('bank-accounts', fetchBankAccounts),
  renewals: queries.query('renewals', fetchRenewals),
}

/**
 * What the summary screen (/loan/credit-view) reads besides the shell's data: the loan, its payments
 * (the balance chart) and the shop's bank accounts (the payment form). The screen reads these, and
 * its route loader starts them the moment the origination state names the loan (app/loaders.ts).
 */
export function creditViewQueries(loanId: string, shopId: string) {
  return {
    loan: loanQueries.detail(loanId),
    payments: loanQueries.payments(loanId),
    accounts: loanQueries.bankAccounts(shopId),
  }
}

/** The scheduled payments are read for an export in pages of the most the API gives at once. */
export const EXPORT_PAGE_SIZE = 100
/** At most this many pages (10,000 payments): far beyond any loan; past it the export says so. */
export const EXPORT_MAX_PAGES = 100

/** Why every scheduled payment could not be read: a page failed, or there are too many pages. */
export type ScheduledExportProblem =
  { kind: 'page-failed'; page: number; cause: unknown } | { kind: 'too-many'; pages: number }

export class ScheduledExportError extends Error {
  readonly reason: ScheduledExportProblem
  constructor(reason: ScheduledExportProblem) {
    // Never shown as such: the download button words it (components/csv-downloads.tsx).
    super(reason.kind)
    this.name = 'ScheduledExportError'
    this.reason = reason
  }
}

/**
 * Every scheduled payment the server has, oldest first: page after page through the same query
 * options as the table (so a page already read is reused), until the server's last page.
 */
export async function fetchAllScheduledPayments(
  queryClient: QueryClient,
  loanId: string,
): Promise<{ rows: ScheduledPayment[]; totalElements: number }> {
  const rows: ScheduledPayment[] = []
  let totalElements = 0
  for (let page = 0; ; page++) {
    let answer
    try {
      answer = await queryClient.fetchQuery(
        loanQueries.scheduled(loanId, {
          page,
          size: EXPORT_PAGE_SIZE,
          sort: { field: 'date', direction: 'asc' },
        }),
      )
    } catch (cause) {
      throw new ScheduledExportError({ kind: 'page-failed', page, cause })
    }
    if (answer.totalPages > EXPORT_MAX_PAGES)
      throw new ScheduledExportError({ kind: 'too-many', pages: answer.totalPages })
    rows.push(...answer.content)
    totalElements = answer.totalElements
    if (page + 1 >= answer.totalPages || answer.content.length === 0) break
  }
  return { rows, totalElements }
}
