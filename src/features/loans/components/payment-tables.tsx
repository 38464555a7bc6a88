import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ColumnDef, type PaginationState, type SortingState } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { RetryAlert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { DEFAULT_PAGE_SIZE, DataTable } from '@/components/ui/data-table'
import { LoadingRow } from '@/components/ui/loading-row'
import { formatDate, formatMoney } from '@/lib/format'
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  type Translate,
  scheduledStatusLabel,
} from '@/lib/labels'
import { loanQueries } from '../api/loans-api'
import type { Payment, ScheduledPayment } from '../api/schemas'

const STATUS_TONE = { PENDING: 'info', COMPLETED: 'success', FAILED: 'error', REVERSED: 'warning' } as const

/** The columns' shared words, in the language on screen (`t` from `useLingui()`). */
function columnWords(t: Translate) {
  return {
    date: t(msg`Date`),
    type: t(msg`Type`),
    status: t(msg`Status`),
    amount: t(msg`Amount`),
    dateOrder: [t(msg`oldest first`), t(msg`newest first`)] as [string, string],
    amountOrder: [t(msg`lowest first`), t(msg`highest first`)] as [string, string],
  }
}

/** The date column both tables open with: sortable, written MM/dd/yyyy. */
function dateColumn<T extends { date: string }>(
  words: ReturnType<typeof columnWords>,
): ColumnDef<T, string | number> {
  return {
    accessorKey: 'date',
    header: words.date,
    meta: { sortWords: words.dateOrder },
    cell: (c) => formatDate(c.row.original.date),
  }
}

/** The payment type column of both tables; the scheduled payments sort on the server, by date or amount only. */
function typeColumn<T extends { type: Payment['type'] }>(
  t: Translate,
  words: ReturnType<typeof columnWords>,
  { sortable }: { sortable: boolean },
): ColumnDef<T, string | number> {
  return {
    id: 'type',
    accessorFn: (p) => t(PAYMENT_TYPE_LABELS[p.type]),
    header: words.type,
    ...(sortable ? {} : { enableSorting: false }),
  }
}

function historyColumns(t: Translate): ColumnDef<Payment, string | number>[] {
  const words = columnWords(t)
  return [
    dateColumn(words),
    typeColumn(t, words, { sortable: true }),
    {
      id: 'status',
      accessorFn: (p) => t(PAYMENT_STATUS_LABELS[p.status]),
      header: words.status,
      cell: (c) => (
        <Badge tone={STATUS_TONE[c.row.original.status]}>
          {t(PAYMENT_STATUS_LABELS[c.row.original.status])}
        </Badge>
      ),
    },
    {
      accessorKey: 'amount',
      header: words.amount,
      meta: { align: 'right', sortWords: words.amountOrder },
      cell: (c) => formatMoney(c.row.original.amount),
    },
  ]
}

/** One of the lists could not be loaded: which one, whole sentences in the language on screen. */
function LoadProblem({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <RetryAlert title={title} onRetry={onRetry}>
      <Trans>Your loan details above are up to date; only this list is missing.</Trans>
    </RetryAlert>
  )
}

/** Every payment so far, sorted and paged in the browser. */
export function PaymentHistory({ loanId }: { loanId: string }) {
  const { t } = useLingui()
  const columns = useMemo(() => historyColumns(t), [t])
  const payments = useQuery(loanQueries.payments(loanId))
  if (payments.isError)
    return (
      <LoadProblem title={t`We couldn’t load your payment history`} onRetry={() => void payments.refetch()} />
    )
  if (!payments.data)
    return (
      <LoadingRow className="py-6">
        <Trans>Loading payments…</Trans>
      </LoadingRow>
    )
  return (
    <DataTable
      data={payments.data}
      columns={columns}
      caption={t`Payment history`}
      getRowId={(p) => p.id}
      initialSorting={[{ id: 'date', desc: true }]}
      emptyText={t`No payments yet.`}
    />
  )
}

function scheduledColumns(t: Translate): ColumnDef<ScheduledPayment, string | number>[] {
  const words = columnWords(t)
  return [
    dateColumn(words),
    typeColumn(t, words, { sortable: false }),
    {
      id: 'status',
      accessorFn: (p) => scheduledStatusLabel(p.status, t),
      header: words.status,
      enableSorting: false,
      cell: (c) => <Badge tone="neutral">{scheduledStatusLabel(c.row.original.status, t)}</Badge>,
    },
    {
      accessorKey: 'amount',
      header: words.amount,
      meta: { align: 'right', sortWords: words.amountOrder },
      cell: (c) => formatMoney(c.row.original.amount),
    },
  ]
}

/** Upcoming payments, paged and sorted by the server (`page`, `size`, `sort`). */
export function ScheduledPayments({ loanId }: { loanId: string }) {
  const { t } = useLingui()
  const columns = useMemo(() => scheduledColumns(t), [t])
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
    return (
      <LoadProblem title={t`We couldn’t load your scheduled payments`} onRetry={() => void query.refetch()} />
    )
  if (!query.data)
    return (
      <LoadingRow className="py-6">
        <Trans>Loading scheduled payments…</Trans>
      </LoadingRow>
    )
  return (
    <DataTable
      data={query.data.content}
      columns={columns}
      caption={t`Scheduled payments`}
      getRowId={(p) => p.id}
      emptyText={t`Nothing is scheduled. Flex loans are repaid from your sales as they happen.`}
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
