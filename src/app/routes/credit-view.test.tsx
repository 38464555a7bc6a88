import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, delay, http } from 'msw'
import { HEALTH_COPY } from '@/features/loans/components/health-banner'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'
import { listenAsParentPage } from '@/testing/parent-page'
import { postsTo, recordIdempotencyKeys, recordRequests } from '@/testing/requests'
import { answerWithProblem, apiUrl, problem, sandbox, server } from '@/testing/server'

const shopOf = (scenario: string) => sandbox.db.state.shops[`shop_${scenario}`]!
const loanOf = (scenario: string) => sandbox.db.state.loans[shopOf(scenario).origination.loanId!]!

const recordPayments = () => recordIdempotencyKeys(postsTo('/payments/one-time'))

async function openLoan(scenario: string) {
  openApp(scenario, '/')
  await screen.findByRole('heading', { level: 1, name: /Your (flex|term) loan/ })
}

test.each([
  ['loan-flex-normal', 'In good standing', /good standing/],
  ['loan-installment-normal', 'In good standing', /Next payment/],
  ['loan-workout', 'On a payment plan', /payment plan agreed/],
  ['loan-paid', 'Paid in full', /paid in full/],
  ['loan-over-paid', 'Overpaid', /refund the difference/],
])('%s: the state and a calm banner, no cure payment', async (scenario, badge, text) => {
  await openLoan(scenario)
  expect(screen.getByText(badge)).toBeInTheDocument()
  expect(screen.getAllByText(text).length).toBeGreaterThan(0)
  expect(screen.queryByText(HEALTH_COPY.DEFAULT.title)).not.toBeInTheDocument()
  expect(screen.queryByText(HEALTH_COPY.PRE_DEFAULT.title)).not.toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/undefined|NaN/)
})

test('PRE_DEFAULT (flex): the spec’s banner, the exact cure amount and date, and a button that prefills it', async () => {
  const user = userEvent.setup()
  await openLoan('loan-pre-default')
  expect(screen.getByText("You're close to the end of this payment window")).toBeInTheDocument()
  expect(screen.getByText('We recommend you make a payment now to catch up.')).toBeInTheDocument()
  const button = screen.getByRole('button', { name: /^Pay \$[\d,.]+ now$/ })
  const money = /\$[\d,.]+/.exec(button.textContent ?? '')![0]
  expect(
    screen.getByText(new RegExp(`Paying \\${money} by \\d\\d/\\d\\d/\\d{4} meets this window’s minimum`)),
  ).toBeInTheDocument()
  await user.click(button)
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(money.slice(1).replace(/,/g, ''))
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus()
})

test('DEFAULT (installment): the spec’s banner, and the payment due that cures it', async () => {
  await openLoan('loan-default')
  expect(screen.getByText('Your loan is in Default!')).toBeInTheDocument()
  expect(
    screen.getByText(
      'Make a payment below to return to good standing. Contact support if you have questions.',
    ),
  ).toBeInTheDocument()
  expect(
    screen.getByText(/Paying the \$[\d,.]+ due by \d\d\/\d\d\/\d{4} brings your loan back/),
  ).toBeInTheDocument()
})

test('one-time payment: validation, a confirmation with the preview, one POST, a toast and a new balance', async () => {
  const user = userEvent.setup()
  const keys = recordPayments()
  await openLoan('loan-flex-normal')
  const before = loanOf('loan-flex-normal')
  const field = screen.getByRole('textbox', { name: 'Amount' })
  const review = screen.getByRole('button', { name: 'Review payment' })

  await user.click(review)
  expect(await screen.findByText('Enter an amount to pay.')).toBeInTheDocument()
  await user.type(field, '12.345')
  await user.click(review)
  expect(await screen.findByText('Use at most 2 decimals (cents).')).toBeInTheDocument()
  await user.clear(field)
  await user.type(field, '999999')
  await user.click(review)
  expect(
    await screen.findByText(/The most you can pay is \$[\d,.]+, your outstanding balance\./),
  ).toBeInTheDocument()
  expect(keys).toHaveLength(0)

  await user.clear(field)
  await user.type(field, '250')
  await user.click(review)
  const dialog = await screen.findByRole('dialog', { name: 'Pay $250.00 now?' })
  expect(within(dialog).getByText(/\*+7781/)).toBeInTheDocument()
  expect(within(dialog).getByText('Balance after this payment')).toBeInTheDocument()
  const outstanding = Math.round((before.totalRepayment - before.paidAmount) * 100) / 100
  expect(
    within(dialog).getByText(`$${(outstanding - 250).toLocaleString('en-US', { minimumFractionDigits: 2 })}`),
  ).toBeInTheDocument()
  const partnerPage = listenAsParentPage()
  await user.dblClick(within(dialog).getByRole('button', { name: 'Pay $250.00' }))

  expect(await screen.findByText('Payment of $250.00 sent')).toBeInTheDocument()
  expect(partnerPage.of('payment-made')).toEqual([
    {
      message: expect.objectContaining({
        payload: { loanId: before.id, paymentId: expect.any(String), amount: 250 },
      }),
      origin: 'https://pos.acme.example',
    },
  ])
  partnerPage.stop()
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(keys).toHaveLength(1)
  await waitFor(() =>
    expect(
      screen.getAllByText(`$${(outstanding - 250).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
        .length,
    ).toBeGreaterThan(0),
  )
  expect(await screen.findByText('Processing')).toBeInTheDocument()
})

test('a 422 from the server puts its message on the amount field', async () => {
  const user = userEvent.setup()
  answerWithProblem(
    'post',
    '/v2/loans/:loanId/payments/one-time',
    422,
    'VALIDATION_FAILED',
    'Please check the payment.',
    [{ field: 'amount', message: 'The most you can pay today is $100.00.' }],
  )
  await openLoan('loan-installment-normal')
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '300')
  await user.click(screen.getByRole('button', { name: 'Review payment' }))
  await user.click(await screen.findByRole('button', { name: 'Pay $300.00' }))
  expect(await screen.findByText('The most you can pay today is $100.00.')).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('300')
  // The confirmation closed, focus is on the field, with its message.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus())
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true')
})

test('lost answers: the payments are re-read, “Not received yet”, and the same Idempotency-Key again; one payment only', async () => {
  const user = userEvent.setup()
  const keys = recordPayments()
  let lost = 0
  server.use(
    http.post(apiUrl('/v2/loans/:loanId/payments/one-time'), async () => {
      // The first two requests are lost on the way (they never reach the lending server).
      if (lost >= 2) return undefined
      lost++
      await delay(20)
      return HttpResponse.error()
    }),
  )
  await openLoan('loan-flex-normal')
  const paymentsBefore = Object.values(sandbox.db.state.payments).length
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100')
  await user.click(screen.getByRole('button', { name: 'Review payment' }))
  await user.click(await screen.findByRole('button', { name: 'Pay $100.00' }))
  expect(await screen.findByText('Not received yet')).toBeInTheDocument()
  expect(screen.queryByText(/didn’t go through/)).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(keys).toHaveLength(2))
  expect(await screen.findByText('Not received yet')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Payment of $100.00 sent')).toBeInTheDocument()
  expect(keys).toHaveLength(3)
  expect(new Set(keys).size).toBe(1)
  expect(Object.values(sandbox.db.state.payments).length).toBe(paymentsBefore + 1)
})

test('scheduled payments are paged and sorted by the server', async () => {
  const user = userEvent.setup()
  const queries = recordRequests({
    filter: (request) => request.url.includes('/scheduled-payments'),
    pick: (r) => r.search,
  }).requests
  await openLoan('loan-installment-normal')
  await user.click(await screen.findByRole('tab', { name: 'Scheduled' }))
  const table = await screen.findByRole('table', { name: 'Scheduled payments' })
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
  expect(queries.at(-1)).toBe('?page=0&size=10&sort=date,asc')
  await user.click(screen.getByRole('button', { name: 'Page 2' }))
  await waitFor(() => expect(queries.at(-1)).toBe('?page=1&size=10&sort=date,asc'))
  await user.click(within(table).getByRole('button', { name: /Amount/ }))
  await waitFor(() => expect(queries.at(-1)).toMatch(/page=0&size=10&sort=amount,(asc|desc)/))
})

test('funding and renewal banners are dismissed for good (show-funding-banner, show-renewal-banner)', async () => {
  const user = userEvent.setup()
  await openLoan('active-with-renewal')
  const renewal = screen.getByRole('region', { name: 'You can get more funding' })
  expect(within(renewal).getByText(/up to \$30,000\.00/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Dismiss: You can get more funding' }))
  expect(screen.queryByRole('region', { name: 'You can get more funding' })).not.toBeInTheDocument()
  expect(localStorage.getItem('show-renewal-banner')).toBe('false')
})

test('/past-loans: closed loans with their figures and a contract each', async () => {
  openApp('past-loans', '/past-loans')
  expect(await screen.findByRole('heading', { level: 1, name: 'Past loans' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: '$8,000.00 term loan' })).toBeInTheDocument()
  expect(screen.getByText('Paid off')).toBeInTheDocument()
  expect(screen.getByText('Charged off')).toBeInTheDocument()
  expect(screen.getAllByRole('button', { name: 'Download contract (PDF)' })).toHaveLength(2)
})

test('/past-loans in Spanish: the loan named in Spanish, its figures and its contract', async () => {
  await act(() => chooseLocale('es-US'))
  openApp('past-loans', '/past-loans')
  expect(await screen.findByRole('heading', { level: 1, name: 'Préstamos anteriores' })).toBeInTheDocument()
  expect(
    screen.getByRole('heading', { level: 2, name: 'Préstamo en cuotas de $8,000.00' }),
  ).toBeInTheDocument()
  expect(screen.getAllByText('Cargo fijo').length).toBeGreaterThan(0)
  expect(screen.getAllByRole('button', { name: 'Descargar contrato (PDF)' })).toHaveLength(2)
})

test('a contract that fails to download says so and can be retried', async () => {
  const user = userEvent.setup()
  server.use(
    http.get(apiUrl('/v2/loans/:loanId/download-contract'), () =>
      problem(503, 'UNAVAILABLE', 'Down for a moment.'),
    ),
  )
  await openLoan('loan-flex-normal')
  await user.click(screen.getByRole('button', { name: 'Download your contract (PDF)' }))
  expect(await screen.findByText(/We couldn’t download your contract\./)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Download your contract (PDF)' })).toBeEnabled()
})

test('the funding banner shows for a recently funded loan, and stays dismissed', async () => {
  const user = userEvent.setup()
  const loan = loanOf('loan-installment-normal')
  loan.fundedAt = new Date(Date.now() - 3 * 86_400_000).toISOString()
  await openLoan('loan-installment-normal')
  const banner = screen.getByRole('region', { name: 'Your funds have been sent' })
  expect(
    within(banner).getByText(/Your loan of \$12,000\.00 was funded on \d\d\/\d\d\/\d{4}/),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Dismiss: Your funds have been sent' }))
  expect(localStorage.getItem('show-funding-banner')).toBe('false')
  expect(screen.queryByRole('region', { name: 'Your funds have been sent' })).not.toBeInTheDocument()
})

test('a loan funded long ago shows no funding banner', async () => {
  await openLoan('loan-flex-normal')
  expect(screen.queryByRole('region', { name: 'Your funds have been sent' })).not.toBeInTheDocument()
})

test('the Summary shows a loader while its loan loads, never a blank page (spec §2)', async () => {
  // The active loan is not the origination's stage loan, so the Summary loads it itself.
  const shop = shopOf('loan-flex-normal')
  shop.origination = { ...shop.origination, state: 'NO_PENDING_ORIGINATION', loanId: null }
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get(apiUrl('/v2/loans/:loanId'), async () => {
      await held
    }),
  )
  openApp('loan-flex-normal', '/loan/credit-view')
  expect(await screen.findByText('Loading your loan')).toBeInTheDocument()
  release()
  expect(await screen.findByRole('heading', { level: 1, name: 'Your flex loan' })).toBeInTheDocument()
  expect(screen.queryByText('Loading your loan')).toBeNull()
})

test('the Summary in Spanish: its heading and the payments’ tabs', async () => {
  await act(() => chooseLocale('es-US'))
  openApp('loan-flex-normal', '/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Su préstamo flexible' })).toBeInTheDocument()
  expect(await screen.findByRole('tab', { name: 'Historial' })).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Programados' })).toBeInTheDocument()
})
