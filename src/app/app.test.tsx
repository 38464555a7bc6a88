import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { openApp } from '@/testing/app'
import { recordRequests } from '@/testing/requests'
import { apiUrl, sandbox, server } from '@/testing/server'
import { useLastOfferPage } from './stores/last-offer-page'

function open(scenario: string | null, path = '/') {
  useLastOfferPage.setState({ path: null })
  return openApp(scenario, path)
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))

test('a new merchant lands on the splash, themed, with tabs and the Questions? box', async () => {
  open('new-merchant')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  expect(window.location.pathname).toBe('/splash')
  expect(screen.getByText('$1,000.00 to $25,000.00')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Start my application' })).toHaveAttribute(
    'href',
    '/application/business-info/1',
  )
  const tabs = screen.getByRole('navigation', { name: 'Your financing' })
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Pending Offer', 'FAQ'])
  // The footer's code loads beside the screen's (app-layout.tsx): it may show a moment after it.
  expect(await screen.findByRole('heading', { name: 'Questions?' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'funding@bistropay.example' })).toHaveAttribute(
    'href',
    'mailto:funding@bistropay.example',
  )
  expect(document.documentElement.style.getPropertyValue('--cc-primary')).toBe('#0f766e')
})

test('a support e-mail that could add headers to a mailto: link is shown as plain text, in the footer and on Support', async () => {
  const partner = sandbox.db.state.partners.partner_bistro!
  partner.theme = { ...partner.theme, supportEmail: 'funding@bistropay.example?subject=Hi' }
  open('new-merchant', '/support')
  expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument()
  expect(await screen.findByRole('heading', { name: 'Questions?' })).toBeInTheDocument()
  const shown = screen.getAllByText('funding@bistropay.example?subject=Hi')
  expect(shown).toHaveLength(2)
  for (const text of shown) expect(text.closest('a')).toBeNull()
  expect(document.querySelector('a[href^="mailto:"]')).toBeNull()
})

test('everything loads in parallel: no request waits for another, except the stage query', async () => {
  const { requests: started, stop } = recordRequests({ pick: (r) => r.path })
  open('new-merchant')
  await screen.findByRole('heading', { level: 1 })
  const first = started.slice(0, 7)
  expect(first.sort()).toEqual(
    [
      '/v1/partners/partner_bistro/configurations',
      '/v2/config',
      '/v2/merchants/mer_new-merchant',
      '/v2/originations/shop_new-merchant/state',
      '/v2/shops/shop_new-merchant',
      '/v2/shops/shop_new-merchant/loans',
      '/v2/shops/shop_new-merchant/renewals',
    ].sort(),
  )
  expect(started).toContain('/v2/pre-offers/pre_new-merchant')
  expect(new Set(started).size).toBe(started.length)
  stop()
})

test('a WITH_CONSENT partner starts with the data-sharing consent', async () => {
  open('consent-required')
  expect(await screen.findByRole('link', { name: 'Start my application' })).toHaveAttribute(
    'href',
    '/consent/data-transfer',
  )
})

test('without a session the error screen explains how to get back in', async () => {
  open(null)
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/error')
  expect(screen.queryByRole('navigation', { name: 'Your financing' })).toBeNull()
})

test('a load error goes to /error; Try again recovers once the server does', async () => {
  let failing = true
  server.use(
    http.get(apiUrl('/v2/shops/:shopId'), () =>
      failing
        ? HttpResponse.json({ status: 404, code: 'NOT_FOUND', message: 'Shop not found.' }, { status: 404 })
        : undefined,
    ),
  )
  open('new-merchant')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load your financing details' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Details: Shop not found.')).toBeInTheDocument()
  failing = false
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: /Funding for/ })).toBeInTheDocument()
})

test('a malformed response is a load error, never rendered', async () => {
  server.use(
    http.get(apiUrl('/v2/pre-offers/:id'), () =>
      HttpResponse.json({
        id: 'pre',
        shopId: 's',
        plaidRequired: false,
        minAmount: 'lots',
        maxAmount: 25000,
        expiresAt: '2026-12-31T00:00:00Z',
      }),
    ),
  )
  open('new-merchant')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load your financing details' }),
  ).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/NaN|undefined|lots/)
})

test('an empty partner configuration goes to /error', async () => {
  open('empty-config')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Financing isn’t available here yet' }),
  ).toBeInTheDocument()
})

test('/system works when every other call fails', async () => {
  server.use(http.all(apiUrl('/*'), () => HttpResponse.error()))
  open('new-merchant', '/system')
  expect(await screen.findByRole('heading', { level: 1, name: 'System' })).toBeInTheDocument()
  expect(screen.getByText('development')).toBeInTheDocument()
  expect(screen.getByText('Signed in')).toBeInTheDocument()
  expect(await screen.findByText('Unreachable', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Component gallery' })).toBeInTheDocument()
})

test('an active loan with past loans shows Summary, Past Loans, Support and FAQ', async () => {
  open('active-with-renewal')
  await screen.findByRole('heading', { level: 1, name: 'Your term loan' })
  const tabs = screen.getByRole('navigation', { name: 'Your financing' })
  expect(
    within(tabs)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Summary', 'Past Loans', 'Support', 'FAQ'])
  expect(window.location.pathname).toBe('/loan/credit-view')
})

test('a token without a partner gets the default theme and settings, and no invented partner call', async () => {
  const { requests: calls, stop } = recordRequests({ pick: (r) => r.url })
  open('no-partner')
  expect(await screen.findByRole('link', { name: 'Start my application' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/splash')
  stop()
  expect(calls.filter((url) => url.includes('/v1/partners/'))).toEqual([])
  const config = calls.filter((url) => new URL(url).pathname === '/v2/config')
  expect(config).toHaveLength(1)
  expect(new URL(config[0]!).searchParams.has('partner-id')).toBe(false)
  // The documented defaults fill the copy: the spec's 2-6 day funding window.
  expect(screen.getByText(/2-6|2–6/)).toBeInTheDocument()
})

test('a token without a partner names no bank: the footer says partner banks, and Support the one stand-in', async () => {
  open('no-partner', '/support')
  expect(
    await screen.findByText('Questions about your loan agreement itself can also go to our partner bank.', {
      exact: false,
    }),
  ).toBeInTheDocument()
  // Not "issued by our partner bank, a partner bank": the sentence for an unknown bank.
  expect(await screen.findByText(/^Loans are issued/)).toHaveTextContent(
    /^Loans are issued by partner banks and arranged and serviced by the lending company working with Credit Connect\./,
  )
})

test('the Pending Offer tab returns a renewing merchant to the renewal splash, query and all', async () => {
  const user = userEvent.setup()
  open('renewal')
  expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument()
  expect(window.location.search).toBe('?isRenewal=true')
  // Past loans may have been cancelled or charged off: the splash claims nothing about how they ended.
  expect(screen.getByText('Check your details, choose an amount, and you’re done.')).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/repaid/i)
  const tabs = () => screen.getByRole('navigation', { name: 'Your financing' })
  await user.click(within(tabs()).getByRole('link', { name: 'FAQ' }))
  await waitFor(() => expect(window.location.pathname).toBe('/faq'))
  expect(within(tabs()).getByRole('link', { name: 'Pending Offer' })).toHaveAttribute(
    'href',
    '/splash?isRenewal=true',
  )
  await user.click(within(tabs()).getByRole('link', { name: 'Pending Offer' }))
  expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument()
  expect(`${window.location.pathname}${window.location.search}`).toBe('/splash?isRenewal=true')
})
