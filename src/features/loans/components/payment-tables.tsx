import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ColumnDef, type PaginationState, type SortingState } from '@tanstack/react-table'
import { useState } from 'react'
import { RetryAlert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { DEFAULT_PAGE_SIZE, DataTable } from '@/components/ui/data-table'
import { LoadingRow } from '@/components/ui/loading-row'
import { formatDate, formatMoney } from '@/lib/format'
import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS, scheduledStatusLabel } from '@/lib/labels'
import { loanQueries } from '../api/loans-api'
import type { Payment, ScheduledPayment } from '../api/schemas'

const STATUS_TONE = { PENDING: 'info', COMPLETED: 'success', FAILED: 'error', REVERSED: 'warning' } as const

const DATE_ORDER: [string, string] = ['oldest first', 'newest first']

const historyColumns: ColumnDef<Payment, string | number>[] = [
  {
    accessorKey: 'date',
    header: 'Date',
    meta: { sortWords: DATE_ORDER },
    cell: (c) => formatDate(c.row.original.date),
  },
  {
    id: 'type',
    accessorFn: (p) => PAYMENT_TYPE_LABELS[p.type],
    header: 'Type',
  },
  {
    id: 'status',
    accessorFn: (p) => PAYMENT_STATUS_LABELS[p.status],
    header: 'Status',
    cell: (c) => (
      <Badge tone={STATUS_TONE[c.row.original.status]}>{PAYMENT_STATUS_LABELS[c.row.original.status]}</Badge>
    ),
  },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { align: 'right', sortWords: ['lowest first', 'highest first'] },
    cell: (c) => formatMoney(c.row.original.amount),
  },
]

function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <RetryAlert title={`We couldn’t load your ${what}`} onRetry={onRetry}>
      Your loan details above are up to date; only this list is missing.
    </RetryAlert>
  )
}

/** Every payment so far, sorted and paged in the browser. */
export function PaymentHistory({ loanId }: { loanId: string }) {
  const payments = useQuery(loanQueries.payments(loanId))
  if (payments.isError) return <LoadProblem what="payment history" onRetry={() => void payments.refetch()} />
  if (!payments.data) return <LoadingRow className="py-6">Loading payments…</LoadingRow>
  return (
    <DataTable
      data={payments.data}
      columns={historyColumns}
      caption="Payment history"
      getRowId={(p) => p.id}
      initialSorting={[{ id: 'date', desc: true }]}
      emptyText="No payments yet."
    />
  )
}

const scheduledColumns: ColumnDef<ScheduledPayment, string | number>[] = [
  {
    accessorKey: 'date',
    header: 'Date',
    meta: { sortWords: DATE_ORDER },
    cell: (c) => formatDate(c.row.original.date),
  },
  { id: 'type', accessorFn: (p) => PAYMENT_TYPE_LABELS[p.type], header: 'Type', enableSorting: false },
  {
    id: 'status',
    accessorFn: (p) => scheduledStatusLabel(p.status),
    header: 'Status',
    enableSorting: false,
    cell: (c) => <Badge tone="neutral">{scheduledStatusLabel(c.row.original.status)}</Badge>,
  },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { align: 'right', sortWords: ['lowest first', 'highest first'] },
    cell: (c) => formatMoney(c.row.original.amount),
  },
]

/** Upcoming payments, paged and sorted by the server (`page`, `size`, `sort`). */
export function ScheduledPayments({ loanId }: { loanId: string }) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE })
  const [sorting, setSorting] = useState<SortingState>([{ id: 'date', desc: false }])
  const sort = sorting[0]
  const query = useQuery({
    ...loanQueries.scheduled(loanId, {
      page: pagination.pageIndex,
      size: pagination.pageSize,
      sort: { field: sort?.id === 'amount' ? 'amount' : 'date', direction: sort?.desc ? 'desc' : 'asc' },
    }),
    placeholderData: keepPreviousData,
  })
  if (query.isError && !query.data)
    return <LoadProblem what="scheduled payments" onRetry={() => void query.refetch()} />
  if (!query.data) return <LoadingRow className="py-6">Loading scheduled payments…</LoadingRow>
  return (
    <DataTable
      data={query.data.content}
      columns={scheduledColumns}
      caption="Scheduled payments"
      getRowId={(p) => p.id}
      emptyText="Nothing is scheduled. Flex loans are repaid from your sales as they happen."
      server={{
        rowCount: query.data.totalElements,
        pagination,
        onPaginationChange: setPagination,
        sorting,
        onSortingChange: (updater) => {
          setSorting(updater)
          setPagination((p) => ({ ...p, pageIndex: 0 }))
        },
        loading: query.isFetching,
      }}
    />
  )
}
