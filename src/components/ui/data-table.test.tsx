import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ColumnDef, PaginationState, SortingState } from '@tanstack/react-table'
import fc from 'fast-check'
import { useState } from 'react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { DataTable, pageWindow } from './data-table'
import { renderInI18n as render } from '@/testing/render'

interface Row {
  id: string
  date: string
  amount: number
}
const rows: Row[] = Array.from({ length: 37 }, (_, i) => ({
  id: `p${i}`,
  date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  amount: ((i * 37) % 100) + 1,
}))
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'date', header: 'Date' },
  { accessorKey: 'amount', header: 'Amount', meta: { align: 'right' } },
]

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })
}

const bodyRows = () => screen.getAllByRole('row').slice(1)
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('button', { name: /^Page \d+$/ })

beforeEach(() => setWidth(1280))

test('client mode: 10 rows a page by default, page buttons and next/previous', async () => {
  const user = userEvent.setup()
  render(<DataTable data={rows} columns={columns} caption="Payments" getRowId={(r) => r.id} />)
  expect(screen.getByRole('table', { name: 'Payments' })).toBeInTheDocument()
  expect(bodyRows()).toHaveLength(10)
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Page 4' }))
  expect(bodyRows()).toHaveLength(7)
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Previous page' }))
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
})

test('client mode: the page size selector offers 10–50 and goes back to page 1', async () => {
  const user = userEvent.setup()
  render(<DataTable data={rows} columns={columns} caption="Payments" />)
  await user.click(screen.getByRole('button', { name: 'Page 2' }))
  await user.click(screen.getByRole('button', { name: /rows per page/i }))
  const options = await screen.findAllByRole('option')
  expect(options.map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50'])
  await user.click(screen.getByRole('option', { name: '20' }))
  expect(bodyRows()).toHaveLength(20)
  expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  expect(pageButtons()).toHaveLength(2)
})

test('client mode: sorting by a header toggles ascending and descending', async () => {
  const user = userEvent.setup()
  render(<DataTable data={rows} columns={columns} caption="Payments" />)
  const header = screen.getByRole('columnheader', { name: /Amount/ })
  await user.click(within(header).getByRole('button'))
  expect(header).toHaveAttribute('aria-sort', 'ascending')
  const asc = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent))
  expect(asc).toEqual([...asc].sort((a, b) => a - b))
  expect(asc[0]).toBe(Math.min(...rows.map((r) => r.amount)))
  await user.click(within(header).getByRole('button'))
  expect(header).toHaveAttribute('aria-sort', 'descending')
  expect(Number(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent)).toBe(
    Math.max(...rows.map((r) => r.amount)),
  )
  // Keyboard works too.
  within(header).getByRole('button').focus()
  await user.keyboard('{Enter}')
  expect(header).toHaveAttribute('aria-sort', 'ascending')
})

test.each([
  // width, compact pager (3 buttons), 'View' label visible, range text shown
  [375, true, false, false],
  [399, true, false, false],
  [400, true, true, false],
  [599, true, true, false],
  [600, false, true, false],
  [640, false, true, false],
  [641, false, true, true],
  [1280, false, true, true],
])('at %i px: compact pager %s, View label %s, range text %s', (width, compact, viewLabel, range) => {
  setWidth(width)
  render(<DataTable data={rows} columns={columns} caption="Payments" />)
  expect(pageButtons()).toHaveLength(compact ? 3 : 4)
  const label = screen.getByText('View')
  if (viewLabel) expect(label).not.toHaveClass('sr-only')
  else expect(label).toHaveClass('sr-only')
  if (range) expect(screen.getByText('1-10 of 37')).toBeInTheDocument()
  else expect(screen.queryByText(/of 37/)).toBeNull()
})

test.each([375, 1280])(
  'at %i px the selects are named by what they show (WCAG 2.5.3 Label in Name)',
  async (width) => {
    setWidth(width)
    const user = userEvent.setup()
    render(<DataTable data={rows} columns={columns} caption="Payments" />)
    // The page size: its visible "10" is part of its name, with the visible "View" label.
    const size = screen.getByRole('button', { name: 'View 10 rows per page' })
    expect(size).toHaveTextContent(/^10$/)
    await user.click(size)
    await user.click(await screen.findByRole('option', { name: '20' }))
    expect(screen.getByRole('button', { name: 'View 20 rows per page' })).toHaveTextContent(/^20$/)
    // The narrow "Sort by" list (its CSS hides it from 640 px; jsdom renders it at every width).
    const sort = screen.getByRole('button', { name: 'Sort by Choose an order' })
    await user.click(sort)
    await user.click(await screen.findByRole('option', { name: 'Amount, high to low' }))
    expect(screen.getByRole('button', { name: 'Sort by Amount, high to low' })).toHaveTextContent(
      'Amount, high to low',
    )
    expect(screen.queryByRole('button', { name: 'Rows per page' })).toBeNull()
  },
)

test('the mobile pager shows 3 page buttons around the current page', async () => {
  setWidth(375)
  const user = userEvent.setup()
  render(
    <DataTable
      data={[...rows, ...rows.map((r) => ({ ...r, id: `${r.id}b` }))]}
      columns={columns}
      caption="Payments"
      getRowId={(r) => r.id}
    />,
  )
  await user.click(screen.getByRole('button', { name: 'Page 3' }))
  expect(pageButtons().map((b) => b.textContent)).toEqual(['2', '3', '4'])
})

test('server mode: reports page, size and sort, and shows the rows it gets', async () => {
  const user = userEvent.setup()
  const seen: { pagination: PaginationState; sorting: SortingState }[] = []
  function Harness() {
    const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 })
    const [sorting, setSorting] = useState<SortingState>([{ id: 'date', desc: false }])
    seen.push({ pagination, sorting })
    const page = rows.slice(
      pagination.pageIndex * pagination.pageSize,
      (pagination.pageIndex + 1) * pagination.pageSize,
    )
    return (
      <DataTable
        data={page}
        columns={columns}
        caption="Scheduled payments"
        server={{
          rowCount: 37,
          pagination,
          onPaginationChange: setPagination,
          sorting,
          onSortingChange: setSorting,
        }}
      />
    )
  }
  render(<Harness />)
  expect(bodyRows()).toHaveLength(10)
  expect(screen.getByText('1-10 of 37')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Page 4' }))
  expect(seen.at(-1)!.pagination).toEqual({ pageIndex: 3, pageSize: 10 })
  expect(screen.getByText('31-37 of 37')).toBeInTheDocument()
  await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'))
  expect(seen.at(-1)!.sorting).toEqual([{ id: 'amount', desc: false }])
  await user.click(within(screen.getByRole('columnheader', { name: /Date/ })).getByRole('button'))
  expect(seen.at(-1)!.sorting).toEqual([{ id: 'date', desc: false }])
})

test('an empty table says so and shows no pager', () => {
  render(<DataTable data={[]} columns={columns} caption="Payments" emptyText="No payments yet." />)
  expect(screen.getByText('No payments yet.')).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
})

test('in Spanish the pager, the sort list and an empty table speak Spanish', async () => {
  await act(() => chooseLocale('es-US'))
  const { unmount } = render(<DataTable data={rows} columns={columns} caption="Pagos" />)
  expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Ver 10 filas por página' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Ordenar por Elija un orden' })).toBeInTheDocument()
  expect(screen.getByText('1-10 de 37')).toBeInTheDocument()
  unmount()
  render(<DataTable data={[]} columns={columns} caption="Pagos" />)
  expect(screen.getByText('Todavía no hay nada que mostrar.')).toBeInTheDocument()
})

test('pageWindow: always within range, contains the current page, at most `count` long', () => {
  expect(pageWindow(0, 10, 3)).toEqual([0, 1, 2])
  expect(pageWindow(9, 10, 3)).toEqual([7, 8, 9])
  expect(pageWindow(5, 10, 7)).toEqual([2, 3, 4, 5, 6, 7, 8])
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 500 }),
      fc.integer({ min: 1, max: 9 }),
      fc.nat(),
      (pageCount, count, raw) => {
        const current = raw % pageCount
        const pages = pageWindow(current, pageCount, count)
        expect(pages.length).toBe(Math.min(count, pageCount))
        expect(pages).toContain(current)
        expect(pages.every((p, i) => p >= 0 && p < pageCount && (i === 0 || p === pages[i - 1]! + 1))).toBe(
          true,
        )
      },
    ),
  )
})
