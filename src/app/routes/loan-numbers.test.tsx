import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { fetchLoan, fetchPayments } from '@/features/loans/api/loans-api'
import { windowForecast } from '@/features/loans/model/forecast'
import { todayIso } from '@/lib/dates'
import { chooseLocale } from '@/lib/i18n/runtime'
import { formatDate, formatMoney } from '@/lib/format'
import { scheduledPayments } from '@/sandbox/servicing'
import { openApp } from '@/testing/app'
import { postsTo, recordIdempotencyKeys, recordRequests } from '@/testing/requests'
import { apiUrl, problem, sandbox, server } from '@/testing/server'

/**
 * Issue 38 on the sandbox's loans: the payoff quote paid in one step, this window's forecast at the
 * merchant's pace (on track and behind), and the payments as CSV, every row the API has.
 */

const shopOf = (scenario: string) => sandbox.db.state.shops[`shop_${scenario}`]!
const loanOf = (scenario: string) => sandbox.db.state.loans[shopOf(scenario).origination.loanId!]!
const balanceOf = (scenario: string) => {
  const loan = loanOf(scenario)
  return Math.round((loan.totalRepayment - loan.paidAmount) * 100) / 100
}

async function openLoan(scenario: string) {
  openApp(scenario, '/')
  await screen.findByRole('heading', { level: 1, name: /Your (flex|term) loan/ }, { timeout: 15_000 })
}

/** The files the page saved: their names and contents. */
function watchSaves() {
  const files: { name: string; blob: Blob }[] = []
  let last: Blob | null = null
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      last = blob
      return 'blob:saved'
    }),
    revokeObjectURL: vi.fn(),
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && last) files.push({ name: this.download, blob: last })
  })
  return files
}

afterEach(() => vi.restoreAllMocks())

/** A CSV's rows (after the header), split into cells; the files here have no quoted commas. */
async function csvRows(blob: Blob) {
  const text = await blob.text()
  expect(text.endsWith('\r\n')).toBe(true)
  const [header, ...rows] = text.slice(0, -2).split('\r\n')
  return { header: header!, rows: rows.map((row) => row.split(',')) }
}
const sumCents = (amounts: number[]) => amounts.reduce((sum, a) => sum + Math.round(a * 100), 0)

test('payoff: the balance, the fixed fee’s rule, and one tap to a review that pays exactly the balance, once', async () => {
  const user = userEvent.setup()
  const keys = recordIdempotencyKeys(postsTo('/payments/one-time'))
  const bodies = recordRequests({
    filter: postsTo('/payments/one-time'),
    body: true,
    pick: (r) => r.body,
  }).requests
  await openLoan('loan-flex-normal')
  const balance = balanceOf('loan-flex-normal')
  const amount = formatMoney(balance)

  const card = screen.getByRole('heading', { name: 'Pay off today' }).closest('[data-slot="card"]')!
  expect(within(card as HTMLElement).getByText(amount)).toBeInTheDocument()
  expect(
    within(card as HTMLElement).getByText(
      /Your fee is fixed, so paying early saves you \$0\.00\. There’s no prepayment penalty/,
    ),
  ).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: `Pay off ${amount}` }))
  const dialog = await screen.findByRole('dialog', { name: `Pay ${amount} now?` })
  expect(within(dialog).getByText('This pays off your loan.')).toBeInTheDocument()
  await user.dblClick(within(dialog).getByRole('button', { name: `Pay ${amount}` }))

  expect(await screen.findByText(`Payment of ${amount} sent`)).toBeInTheDocument()
  expect(keys).toHaveLength(1)
  expect(bodies).toEqual([{ amount: balance, bankAccountId: expect.any(String) }])
  // The balance and the loan's state refresh: nothing is left to pay off, nor a form to pay with.
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Pay off today' })).not.toBeInTheDocument(),
  )
  expect(screen.queryByRole('heading', { name: 'Make a payment' })).not.toBeInTheDocument()
  expect(balanceOf('loan-flex-normal')).toBe(0)
})

test('forecast, on track (loan-flex-normal): about what the pace pays by the window’s end, the minimum, and the repaid-by date', async () => {
  await openLoan('loan-flex-normal')
  const loanId = loanOf('loan-flex-normal').id
  const [view, payments] = await Promise.all([fetchLoan(loanId), fetchPayments(loanId)])
  const forecast = windowForecast(view, payments, todayIso())!
  expect(forecast.short).toBe(0)

  const sentence = await screen.findByTestId('forecast-sentence')
  expect(sentence).toHaveTextContent(
    `At your recent pace you’ll pay about ${formatMoney(forecast.projected)} by ${formatDate(forecast.end)} (minimum ${formatMoney(forecast.minimum)}).`,
  )
  expect(screen.getByText(/An estimate from your sales of the last 30 days/)).toBeInTheDocument()
  expect(screen.getByText(formatDate(forecast.repaidBy!))).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Pay \$[\d,.]+ now$/ })).not.toBeInTheDocument()
})

test('forecast, behind (loan-flex-behind): about how short of the minimum, and that payment one tap away', async () => {
  const user = userEvent.setup()
  await openLoan('loan-flex-behind')
  const loanId = loanOf('loan-flex-behind').id
  const [view, payments] = await Promise.all([fetchLoan(loanId), fetchPayments(loanId)])
  const forecast = windowForecast(view, payments, todayIso())!
  expect(forecast.short).toBeGreaterThan(0)
  const short = formatMoney(forecast.short)

  const sentence = await screen.findByTestId('forecast-sentence')
  expect(sentence).toHaveTextContent(
    `At your recent pace you’ll be about ${short} short of the ${formatMoney(forecast.minimum)} minimum by ${formatDate(forecast.end)}.`,
  )
  expect(screen.getByText(formatDate(forecast.repaidBy!))).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: `Pay ${short} now` }))
  const field = screen.getByRole('textbox', { name: 'Amount' })
  expect(field).toHaveValue(short.slice(1).replace(/,/g, ''))
  expect(field).toHaveFocus()
})

test('installment: the next payment and how many are left, by the server’s count', async () => {
  await openLoan('loan-installment-normal')
  const loan = loanOf('loan-installment-normal')
  const left = scheduledPayments(sandbox.db, loan).length
  expect(left).toBeGreaterThan(1)
  expect(await screen.findByTestId('payments-left')).toHaveTextContent(
    `${left} payments left, this one included.`,
  )
  const next = scheduledPayments(sandbox.db, loan)[0]!
  expect(screen.getByText(`${formatMoney(next.amount)} on ${formatDate(next.date)}`)).toBeInTheDocument()
  // No window forecast on an installment loan.
  expect(screen.queryByTestId('forecast-sentence')).not.toBeInTheDocument()
})

test('payment history CSV: every payment the API has, its sum to the cent, dates ISO and amounts plain', async () => {
  const user = userEvent.setup()
  const files = watchSaves()
  await openLoan('loan-flex-normal')
  const loanId = loanOf('loan-flex-normal').id
  const payments = await fetchPayments(loanId)
  await user.click(await screen.findByRole('button', { name: 'Payment history (CSV)' }))
  await waitFor(() => expect(files).toHaveLength(1))
  expect(files[0]!.name).toBe(`payments-${loanId}.csv`)
  const { header, rows } = await csvRows(files[0]!.blob)
  expect(header).toBe('Date,Type,Status,Amount')
  expect(rows).toHaveLength(payments.length)
  for (const [date, , , amount] of rows) {
    expect(date).toMatch(/^\d{4}-\d\d-\d\d$/)
    expect(amount).toMatch(/^-?\d+\.\d\d$/)
  }
  expect(sumCents(rows.map((r) => Number(r[3])))).toBe(sumCents(payments.map((p) => p.amount)))
  expect(rows.map((r) => r[1])).toContain('Funding deposit')
})

/** The sandbox's scheduled payments, answered 10 at a time whatever size is asked (a server's cap). */
function pageByTen(loanId: string, failPage: number | null = null) {
  const asked: number[] = []
  server.use(
    http.get(apiUrl('/v2/loans/:loanId/scheduled-payments'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 0)
      asked.push(page)
      if (page === failPage) return problem(500, 'INTERNAL', 'Something went wrong on our side.')
      const rows = scheduledPayments(sandbox.db, sandbox.db.state.loans[loanId]!)
      return HttpResponse.json({
        content: rows.slice(page * 10, page * 10 + 10),
        page,
        size: 10,
        totalElements: rows.length,
        totalPages: Math.ceil(rows.length / 10),
      })
    }),
  )
  return asked
}

test('scheduled payments CSV: every page the server has, row count and sum equal to the API’s', async () => {
  const user = userEvent.setup()
  const files = watchSaves()
  await openLoan('loan-installment-normal')
  const loan = loanOf('loan-installment-normal')
  const all = scheduledPayments(sandbox.db, loan)
  expect(all.length).toBeGreaterThan(20)
  const asked = pageByTen(loan.id)
  await user.click(await screen.findByRole('button', { name: 'Scheduled payments (CSV)' }))
  await waitFor(() => expect(files).toHaveLength(1))
  expect(files[0]!.name).toBe(`scheduled-payments-${loan.id}.csv`)
  const { rows } = await csvRows(files[0]!.blob)
  expect(rows).toHaveLength(all.length)
  expect(sumCents(rows.map((r) => Number(r[3])))).toBe(sumCents(all.map((p) => p.amount)))
  expect(rows.map((r) => r[0])).toEqual(all.map((p) => p.date).sort())
  for (let page = 0; page < Math.ceil(all.length / 10); page++) expect(asked).toContain(page)
})

test('scheduled payments CSV: a page that fails says which, and saves nothing', async () => {
  const user = userEvent.setup()
  const files = watchSaves()
  await openLoan('loan-installment-normal')
  pageByTen(loanOf('loan-installment-normal').id, 2)
  await user.click(await screen.findByRole('button', { name: 'Scheduled payments (CSV)' }))
  expect(
    await screen.findByText(
      /We couldn’t make the file\. Page 3 of your scheduled payments didn’t load, so no file was saved\./,
      {},
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument()
  expect(files).toHaveLength(0)
})

test('CSV in Spanish: the headers and labels in the merchant’s language, the numbers the same', async () => {
  const user = userEvent.setup()
  const files = watchSaves()
  await act(() => chooseLocale('es-US'))
  openApp('loan-flex-normal', '/')
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })
  const button = await screen.findByRole('button', { name: /^Historial de pagos \(CSV\)$/ })
  await user.click(button)
  await waitFor(() => expect(files).toHaveLength(1))
  const { header, rows } = await csvRows(files[0]!.blob)
  expect(header).toBe('Fecha,Tipo,Estado,Monto')
  // The offers feature's card on this screen speaks Spanish too (its catalogue loads with the screen).
  expect(screen.getByRole('heading', { name: 'Su divulgación' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Pagar todo hoy' })).toBeInTheDocument()
  expect(rows[0]![3]).toMatch(/^-?\d+\.\d\d$/)
})
