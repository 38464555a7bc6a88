import { queryOptions } from '@tanstack/react-query'
import { apiDownload, apiGet, apiSend, path, schemaLoader } from '@/lib/api-client'
import { loanContractFileName } from '@/lib/download'
import type { OneTimePaymentInput, ScheduledPaymentsQuery } from './schemas'

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

export const loanQueries = {
  all: () => ['loans'] as const,
  list: (shopId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'list', shopId],
      queryFn: ({ signal }) => fetchLoans(shopId, signal),
    }),
  detail: (loanId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'detail', loanId],
      queryFn: ({ signal }) => fetchLoan(loanId, signal),
    }),
  payments: (loanId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'payments', loanId],
      queryFn: ({ signal }) => fetchPayments(loanId, signal),
    }),
  scheduled: (loanId: string, query: ScheduledPaymentsQuery) =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'scheduled', loanId, query],
      queryFn: ({ signal }) => fetchScheduledPayments(loanId, query, signal),
    }),
  bankAccounts: (shopId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'bank-accounts', shopId],
      queryFn: ({ signal }) => fetchBankAccounts(shopId, signal),
    }),
  renewals: (shopId: string) =>
    queryOptions({
      queryKey: [...loanQueries.all(), 'renewals', shopId],
      queryFn: ({ signal }) => fetchRenewals(shopId, signal),
    }),
}
