import { Trans, useLingui } from '@lingui/react/macro'
import { focusRing } from './focus-ring'
import {
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table'
import { cva } from 'class-variance-authority'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { useViewportWidth } from '@/lib/hooks/use-viewport-width'
import { Select } from './select'
import { SortIcon } from './icons'
import { Spinner } from './spinner'

declare module '@tanstack/react-table' {
  // The kit's one column option: right-align numbers.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- TanStack's declaration has these parameters
  interface ColumnMeta<TData, TValue> {
    align?: 'right'
    /** How the narrow-screen "Sort by" list words this column's two orders (ascending first). */
    sortWords?: [ascending: string, descending: string]
  }
}

/** A column header: left-aligned text, or right-aligned numbers; a sortable one's button fills its height. */
const headerCellVariants = cva('px-4 font-medium text-fg-muted', {
  variants: {
    align: { left: 'text-left', right: 'text-right' },
    // A sort button is the whole 44 px height of the header row.
    sortable: { true: 'py-0', false: 'py-3' },
  },
  defaultVariants: { align: 'left' },
})

/** A header's sort button: the arrow after the words, or before right-aligned ones. */
const sortButtonVariants = cva(
  ['inline-flex min-h-11 items-center gap-1 rounded-sm hover:text-fg', focusRing],
  { variants: { align: { left: '', right: 'flex-row-reverse' } }, defaultVariants: { align: 'left' } },
)

/** A cell: a row of the table, or under 640 px a labelled line of the row's card. */
const cellVariants = cva(
  [
    'text-fg max-sm:flex max-sm:min-w-0 max-sm:flex-col max-sm:gap-0.5 sm:px-4 sm:py-3',
    'max-sm:before:text-xs max-sm:before:text-fg-muted max-sm:before:content-[attr(data-label)]',
  ],
  {
    variants: {
      align: { left: 'max-sm:items-start', right: 'tabular-nums max-sm:items-end sm:text-right' },
    },
    defaultVariants: { align: 'left' },
  },
)

/** A pager button: the current page filled in primary. */
const pageButtonVariants = cva(
  [
    'inline-flex size-11 items-center justify-center rounded-button text-sm tabular-nums',
    'disabled:cursor-not-allowed disabled:opacity-40',
    focusRing,
  ],
  {
    variants: {
      current: { true: 'bg-primary font-semibold text-on-primary', false: 'text-fg hover:bg-neutral-10' },
    },
    defaultVariants: { current: false },
  },
)

/** spec §9: page sizes 10–50, default 10; 3 page buttons on mobile; breakpoints in px. */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const
export const DEFAULT_PAGE_SIZE = 10
export const BREAKPOINTS = { hideViewLabelBelow: 400, compactPagerBelow: 600, rangeTextAbove: 640 } as const
const COMPACT_PAGE_BUTTONS = 3
const WIDE_PAGE_BUTTONS = 7

/** A window of `count` consecutive page indexes around `current`, within `pageCount`. */
export function pageWindow(current: number, pageCount: number, count: number): number[] {
  const size = Math.min(count, pageCount)
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), Math.max(0, pageCount - size))
  return Array.from({ length: size }, (_, i) => start + i)
}

export interface ServerPaging {
  rowCount: number
  pagination: PaginationState
  onPaginationChange: OnChangeFn<PaginationState>
  sorting: SortingState
  onSortingChange: OnChangeFn<SortingState>
  /** A new page is loading: rows stay, the table says it is busy. */
  loading?: boolean
}

interface DataTableProps<T> {
  data: T[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  columns: ColumnDef<T, any>[]
  /** What the table holds; read by screen readers. */
  caption: string
  getRowId?: (row: T) => string
  initialSorting?: SortingState
  /** Paging and sorting done by the server (page, size, sort); otherwise done here. */
  server?: ServerPaging
  emptyText?: string
}

/**
 * The sortable, paged data table (spec §2, §9), built on TanStack Table. Client mode sorts and pages
 * the rows it is given; server mode reports page, size and sort changes and shows what comes back.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  getRowId,
  initialSorting = [],
  server,
  emptyText,
}: DataTableProps<T>) {
  const { t } = useLingui()
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSorting)
  const [localPagination, setLocalPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  })
  // TanStack Table returns new functions each render; that is fine without the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting: server?.sorting ?? localSorting, pagination: server?.pagination ?? localPagination },
    onSortingChange: server?.onSortingChange ?? setLocalSorting,
    onPaginationChange: server?.onPaginationChange ?? setLocalPagination,
    getCoreRowModel: getCoreRowModel(),
    ...(server
      ? { manualPagination: true, manualSorting: true, rowCount: server.rowCount }
      : {
          getSortedRowModel: getSortedRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
          autoResetPageIndex: true,
        }),
    enableSortingRemoval: false,
    // First click sorts ascending for every column (TanStack would start numbers descending).
    sortDescFirst: false,
  })
  const { pageIndex, pageSize } = table.getState().pagination
  const total = server ? server.rowCount : data.length
  const rows = table.getRowModel().rows
  const headers = table.getHeaderGroups()[0]?.headers ?? []

  return (
    <div data-slot="data-table" className="overflow-hidden rounded-table border border-border bg-surface">
      <NarrowSort table={table} headers={headers} />
      <div className="sm:overflow-x-auto">
        {/* Phone first (issue 16): below `sm` each row is a small card of label/value pairs, so the
            date, type, status and amount are all on screen without sideways scrolling; from `sm`
            up it is the table. It stays one <table> either way, for screen readers. */}
        <table
          className="w-full border-collapse text-sm sm:min-w-[32rem]"
          aria-busy={server?.loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-neutral-10 max-sm:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const meta = header.column.columnDef.meta
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={cn(
                        headerCellVariants({ sortable: header.column.getCanSort(), align: meta?.align }),
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(sortButtonVariants({ align: meta?.align }))}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <SortIcon direction={sorted} />
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td
                  colSpan={columns.length}
                  className="block px-4 py-8 text-center text-fg-muted sm:table-cell"
                >
                  {server?.loading ? <Spinner label={t`Loading`} /> : (emptyText ?? t`Nothing to show yet.`)}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-border max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] max-sm:gap-x-4 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta
                    return (
                      <td
                        key={cell.id}
                        // The narrow card's label: generated content, so the cell's text stays its value.
                        data-label={columnName(cell.column)}
                        className={cn(cellVariants({ align: meta?.align }))}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    )
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total > 0 ? (
        <Pager
          pageIndex={pageIndex}
          pageSize={pageSize}
          pageCount={Math.max(1, table.getPageCount())}
          total={total}
          onPage={(index) => table.setPageIndex(index)}
          onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        />
      ) : null}
    </div>
  )
}

/** A column's name in words: its header when that is text, else its id. */
function columnName(column: { id: string; columnDef: { header?: unknown } }): string {
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id
}

/**
 * Below `sm` the column headers are not on screen, so sorting is a "Sort by" list: each sortable
 * column in both orders, worded by the column (`sortWords`) or as low-to-high / high-to-low.
 */
function NarrowSort<T>({
  table,
  headers,
}: {
  table: ReturnType<typeof useReactTable<T>>
  headers: ReturnType<ReturnType<typeof useReactTable<T>>['getFlatHeaders']>
}) {
  const { t } = useLingui()
  const sortable = headers.filter((h) => h.column.getCanSort())
  if (sortable.length === 0) return null
  const options = sortable.flatMap((h) => {
    const name = columnName(h.column)
    const [asc, desc] = h.column.columnDef.meta?.sortWords ?? [t`low to high`, t`high to low`]
    return [
      { label: `${name}, ${asc}`, value: `${h.column.id}:asc` },
      { label: `${name}, ${desc}`, value: `${h.column.id}:desc` },
    ]
  })
  const current = table.getState().sorting[0]
  const value = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : null
  return (
    <div className="flex flex-col gap-1 border-b border-border px-4 py-3 text-sm sm:hidden">
      {/* Named by its label and what it shows (WCAG 2.5.3): "Sort by Amount, high to low". */}
      <Select
        label={t`Sort by`}
        labelClassName="text-xs text-fg-muted"
        className="min-w-0"
        options={options}
        value={value}
        placeholder={t`Choose an order`}
        onChange={(v) => {
          const [id, direction] = v.split(':')
          table.setSorting([{ id: id ?? '', desc: direction === 'desc' }])
        }}
      />
    </div>
  )
}

interface PagerProps {
  pageIndex: number
  pageSize: number
  pageCount: number
  total: number
  onPage: (index: number) => void
  onPageSize: (size: number) => void
}

function Pager({ pageIndex, pageSize, pageCount, total, onPage, onPageSize }: PagerProps) {
  const { t } = useLingui()
  const width = useViewportWidth()
  const compact = width < BREAKPOINTS.compactPagerBelow
  const showViewLabel = width >= BREAKPOINTS.hideViewLabelBelow
  const showRange = width > BREAKPOINTS.rangeTextAbove
  const first = pageIndex * pageSize + 1
  const last = Math.min(total, (pageIndex + 1) * pageSize)
  const pages = pageWindow(pageIndex, pageCount, compact ? COMPACT_PAGE_BUTTONS : WIDE_PAGE_BUTTONS)
  const sizes = PAGE_SIZES.map((n) => ({ label: String(n), value: String(n) }))

  return (
    <div
      data-slot="pager"
      data-compact={compact || undefined}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm"
    >
      <div className="flex items-center gap-2">
        {/* Named by its label and what it shows (WCAG 2.5.3 Label in Name): "View 10 rows per page". */}
        <Select
          label={t`View`}
          labelClassName={cn('text-fg-muted', !showViewLabel && 'sr-only')}
          valueHint={t`rows per page`}
          className="w-20"
          options={sizes}
          value={String(pageSize)}
          onChange={(v) => onPageSize(Number(v))}
        />
        {showRange ? (
          <span className="text-fg-muted" data-slot="range">
            <Trans>
              {first}-{last} of {total}
            </Trans>
          </span>
        ) : null}
      </div>
      <nav aria-label={t`Pages`} className="flex items-center gap-0.5">
        <PageButton label={t`Previous page`} disabled={pageIndex === 0} onClick={() => onPage(pageIndex - 1)}>
          ‹
        </PageButton>
        {pages.map((p) => {
          const page = p + 1
          return (
            <PageButton key={p} label={t`Page ${page}`} current={p === pageIndex} onClick={() => onPage(p)}>
              {page}
            </PageButton>
          )
        })}
        <PageButton
          label={t`Next page`}
          disabled={pageIndex >= pageCount - 1}
          onClick={() => onPage(pageIndex + 1)}
        >
          ›
        </PageButton>
      </nav>
    </div>
  )
}

function PageButton({
  label,
  current = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string
  current?: boolean
  disabled?: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(pageButtonVariants({ current }))}
    >
      {children}
    </button>
  )
}
