import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { offerReviewActions } from '@/features/offers/store/review-store'
import { openApp } from '@/testing/app'
import { recordRequests } from '@/testing/requests'
import { apiUrl, sandbox, server } from '@/testing/server'

/**
 * Issue 14, "Inputs and URLs": amounts are read in the merchant's locale or refused, never scaled;
 * a download is saved only when it is a PDF; a contract on another host is fetched without credentials.
 */

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')

/** What the page saved: the download names clicked, and how many object URLs were made. */
function watchSaves() {
  const saved: string[] = []
  const createObjectURL = vi.fn(() => 'blob:saved')
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download)
  })
  return { saved, createObjectURL }
}

const watchRequests = () =>
  recordRequests({ pick: (r) => ({ method: r.method, url: r.url, auth: r.headers.get('Authorization') }) })
    .requests

beforeEach(() => offerReviewActions.cleared())
afterEach(() => {
  vi.restoreAllMocks()
})

async function openLoan() {
  openApp('loan-flex-normal', '/')
  await screen.findByRole('heading', { level: 1, name: /Your flex loan/ })
}

test('the signed contract is saved when the API sends a PDF', async () => {
  const user = userEvent.setup()
  const { saved } = watchSaves()
  await openLoan()
  await user.click(screen.getByRole('button', { name: 'Download your contract (PDF)' }))
  await vi.waitFor(() => expect(saved).toHaveLength(1))
  expect(saved[0]).toMatch(/^contract-loan_\w+\.pdf$/)
  expect(screen.queryByText(/We couldn’t download/)).not.toBeInTheDocument()
})

test('a download that is not a PDF says so plainly and saves nothing', async () => {
  const user = userEvent.setup()
  const { saved, createObjectURL } = watchSaves()
  server.use(
    http.get(apiUrl('/v2/loans/:loanId/download-contract'), () =>
      HttpResponse.html('<!doctype html><title>Sign in</title><p>Please sign in</p>'),
    ),
  )
  await openLoan()
  await user.click(screen.getByRole('button', { name: 'Download your contract (PDF)' }))
  expect(await screen.findByText('We couldn’t download your contract. Please try again.')).toBeInTheDocument()
  expect(saved).toEqual([])
  expect(createObjectURL).not.toHaveBeenCalled()
  expect(screen.getByRole('button', { name: 'Download your contract (PDF)' })).toBeEnabled()
})

describe('the unsigned contract at contractUrl', () => {
  const FOREIGN_PDF = 'https://documents.bank.example/contracts/c_9.pdf'

  /** The API answers the amount with a contract stored on the bank's document host. */
  function contractOnAnotherHost(r = 'ab12cd') {
    server.use(
      http.post(apiUrl('/v2/offers/:offerId/loan-contract'), async ({ request, params }) => {
        const offer = sandbox.db.state.offers[String(params.offerId)]!
        const { contractAmount } = (await request.json()) as { contractAmount: number }
        const terms = sandbox.db.termsFor(offer, contractAmount)
        return HttpResponse.json({ termsId: terms.id, contractUrl: `${FOREIGN_PDF}?r=${r}` })
      }),
    )
  }

  async function openSubmit(user: ReturnType<typeof userEvent.setup>) {
    openApp('offer-ca-flex', '/')
    await screen.findByRole('heading', { level: 1, name: /is approved for up to \$25,000\.00/ })
    const field = screen.getByRole('textbox', { name: 'Amount in dollars' })
    await user.clear(field)
    await user.type(field, '12,000')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { level: 1, name: 'Your offer, in full' })
  }

  test('on another host: fetched with no credentials and saved as contract-<r>.pdf', async () => {
    const user = userEvent.setup()
    const { saved } = watchSaves()
    contractOnAnotherHost()
    const received: { auth: string | null; credentials: string; referrerPolicy: string }[] = []
    server.use(
      http.get(FOREIGN_PDF, ({ request }) => {
        received.push({
          auth: request.headers.get('Authorization'),
          credentials: request.credentials,
          referrerPolicy: request.referrerPolicy,
        })
        return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } })
      }),
    )
    await openSubmit(user)
    await user.click(screen.getByRole('button', { name: 'Download the loan agreement (PDF)' }))
    await vi.waitFor(() => expect(saved).toEqual(['contract-ab12cd.pdf']))
    expect(received).toEqual([{ auth: null, credentials: 'omit', referrerPolicy: 'no-referrer' }])
  })

  test('on another host, a page that is not a PDF is refused and nothing is saved', async () => {
    const user = userEvent.setup()
    const { saved } = watchSaves()
    contractOnAnotherHost()
    server.use(http.get(FOREIGN_PDF, () => HttpResponse.html('<html>Access denied</html>')))
    await openSubmit(user)
    await user.click(screen.getByRole('button', { name: 'Download the loan agreement (PDF)' }))
    expect(
      await screen.findByText('We couldn’t download the agreement. Please try again.'),
    ).toBeInTheDocument()
    expect(saved).toEqual([])
  })

  test('a javascript: contract URL is never accepted from the API', async () => {
    const user = userEvent.setup()
    const seen = watchRequests()
    server.use(
      http.post(apiUrl('/v2/offers/:offerId/loan-contract'), () =>
        HttpResponse.json({ termsId: 'terms_x', contractUrl: 'javascript:alert(document.domain)' }),
      ),
    )
    openApp('offer-ca-flex', '/')
    const field = await screen.findByRole('textbox', { name: 'Amount in dollars' })
    await user.clear(field)
    await user.type(field, '12000')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(/couldn’t read/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1, name: 'Your offer, in full' })).not.toBeInTheDocument()
    expect(seen.some((r) => r.url.startsWith('javascript:'))).toBe(false)
  })
})

describe('typed amounts are read in the merchant’s locale, never scaled', () => {
  test('offer amount: "120,00" is refused with an example, not read as 12,000', async () => {
    const user = userEvent.setup()
    const seen = watchRequests()
    openApp('offer-ca-flex', '/')
    const field = await screen.findByRole('textbox', { name: 'Amount in dollars' })
    await user.clear(field)
    await user.type(field, '120,00')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Enter an amount like 1,250.50.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(seen.filter((r) => r.method === 'POST' && r.url.includes('/loan-contract'))).toEqual([])

    await user.clear(field)
    await user.type(field, '$12,000.00')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('heading', { level: 1, name: 'Your offer, in full' })
    // The contract was asked for 12,000: the terms the sandbox priced are for that amount.
    expect(Object.values(sandbox.db.state.contracts).at(-1)?.termsId).toMatch(/_12000$/)
  })

  test('one-time payment: "50,25" is refused, not read as $5,025', async () => {
    const user = userEvent.setup()
    const seen = watchRequests()
    await openLoan()
    const field = screen.getByRole('textbox', { name: 'Amount' })
    await user.type(field, '50,25')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    expect(await screen.findByText('Enter an amount like 1,250.50.')).toBeInTheDocument()
    expect(seen.filter((r) => r.url.includes('/payments/one-time'))).toEqual([])
  })
})
