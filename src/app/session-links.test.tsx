import { act, cleanup, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { App } from './app'
import { startWithLoginToken } from '@/features/session/launch'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { mintTestToken, resetSession } from '@/testing/session'
import { recordRequests } from '@/testing/requests'
import { apiUrl, sandbox, server } from '@/testing/server'

const watchRequests = () => recordRequests({ pick: (r) => r.path }).requests

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/')
  resetSession()
})

test('a login-token link shows the loader, exchanges once before any data call, lands; a reload never resends it', async () => {
  const paths = watchRequests()
  // As main.tsx boots a link carrying a partner's login token: render, then exchange.
  render(<App />)
  let exchange: Promise<unknown> = Promise.resolve()
  act(() => void (exchange = startWithLoginToken('login-new-merchant', 'shop_new-merchant')))
  // The app's loader, announced (not just any status: the toaster's region is one too, once its code
  // has loaded in an earlier test).
  expect((await screen.findByText('Loading')).closest('[role="status"]')).not.toBeNull()
  await act(() => exchange)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  expect(paths[0]).toBe('/v2/users/login')
  expect(paths.filter((p) => p === '/v2/users/login')).toHaveLength(1)

  // A reload: no token on the address bar any more, the stored session is used.
  cleanup()
  window.history.replaceState(null, '', '/')
  sessionActions.started({ token: null, shopId: null })
  render(<App />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' }),
  ).toBeInTheDocument()
  expect(paths.filter((p) => p === '/v2/users/login')).toHaveLength(1)
})

test('a login token the server refuses lands on the session error screen', async () => {
  render(<App />)
  await act(() => startWithLoginToken('login-no-such-scenario', null))
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
})

test('a link whose shop id is not its token’s is refused: the session error screen, and no call for either shop', async () => {
  // A session of another shop was stored before: it goes too.
  sessionActions.started(sandbox.launch('no-offer'))
  const paths = watchRequests()
  const { token } = sandbox.launch('new-merchant')
  expect(sessionActions.started({ token, shopId: 'shop_no-offer' })).toMatchObject({ refused: true })
  render(<App />)
  expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeInTheDocument()
  expect(paths).toEqual([])
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('shopId')).toBeNull()
})

const ENDED = { level: 1, name: 'Your session has ended' } as const
const SPLASH = { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' } as const

/**
 * A stored session whose token carries no `shopId` claim (the contract makes it optional): the
 * merchant's token, and the shop id beside it in storage, as an earlier link left them.
 */
function storeShoplessSession(scenario: string) {
  const shop = sandbox.db.state.shops[`shop_${scenario}`]!
  const token = mintTestToken(
    { sub: `user_${scenario}`, merchantId: shop.merchantId, partnerId: shop.partnerId, scenario },
    3600,
  )
  localStorage.setItem('token', token)
  localStorage.setItem('shopId', shop.id)
  return { token, shopId: shop.id }
}

test('a link with only the stored shop’s id opens it with the stored token', async () => {
  const stored = storeShoplessSession('new-merchant')
  const paths = watchRequests()
  expect(sessionActions.started({ token: null, shopId: stored.shopId })).toMatchObject({ refused: false })
  render(<App />)
  expect(await screen.findByRole('heading', SPLASH)).toBeInTheDocument()
  expect(paths).toContain(`/v2/shops/${stored.shopId}`)
  expect(localStorage.getItem('token')).toBe(stored.token)
})

test('a link with only another shop’s id is refused: the stored token is never paired with it, and nothing is sent', async () => {
  storeShoplessSession('new-merchant')
  const paths = watchRequests()
  expect(sessionActions.started({ token: null, shopId: 'shop_no-offer' })).toMatchObject({ refused: true })
  render(<App />)
  expect(await screen.findByRole('heading', ENDED)).toBeInTheDocument()
  expect(paths).toEqual([])
  expect(localStorage.getItem('token')).toBeNull()
})

/** A stored shopless session whose shop id has been changed to `shopId` (storage is input too). */
function storeWithShopId(shopId: string) {
  const stored = storeShoplessSession('new-merchant')
  localStorage.setItem('shopId', shopId)
  return stored
}

test.each([
  ['storage', () => (storeWithShopId('..'), { token: null, shopId: null })],
  ['a link naming the stored shop', () => (storeWithShopId('..'), { token: null, shopId: '..' })],
  ['a token’s link', () => ({ token: storeShoplessSession('new-merchant').token, shopId: '.' })],
  [
    'a token’s link, encoded',
    () => ({ token: storeShoplessSession('new-merchant').token, shopId: '%2E%2E' }),
  ],
])('a shop id of another shape from %s is refused before any call', async (_from, launch) => {
  const link = launch()
  const paths = watchRequests()
  expect(sessionActions.started(link)).toMatchObject({ refused: true })
  render(<App />)
  expect(await screen.findByRole('heading', ENDED)).toBeInTheDocument()
  expect(paths).toEqual([])
})

test('a shop that is not the token’s merchant’s ends the session before anything of it shows', async () => {
  server.use(
    http.get(apiUrl('/v2/shops/:shopId'), ({ params }) =>
      HttpResponse.json({
        id: String(params.shopId),
        merchantId: 'mer_someone-else',
        name: 'Someone else’s shop',
        establishmentDate: '2020-01-01',
        hasPastLoans: false,
      }),
    ),
  )
  sessionActions.started(sandbox.launch('new-merchant'))
  render(<App />)
  expect(await screen.findByRole('heading', ENDED)).toBeInTheDocument()
  expect(screen.queryByRole('heading', SPLASH)).toBeNull()
  expect(screen.queryByText(/Someone else’s shop/)).toBeNull()
  expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, token: null })
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('shopId')).toBeNull()
})

test('a stored token past its expiry is removed at start and never sent, not even to the refresh call', async () => {
  // Expired ten minutes ago on this device's clock: well inside the hour once tolerated as "the
  // device's clock may be fast", which sent it to the refresh call.
  const { token, shopId } = sandbox.launch('new-merchant', Date.now() - 8 * 3600_000 - 10 * 60_000)
  localStorage.setItem('token', token)
  localStorage.setItem('shopId', shopId)
  const sent = recordRequests({ pick: (r) => ({ path: r.path, auth: r.headers.get('Authorization') }) })
  sessionActions.started({ token: null, shopId: null })
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('shopId')).toBeNull()
  render(<App />)
  expect(await screen.findByRole('heading', ENDED)).toBeInTheDocument()
  // Waking the tab re-checks the session (refresh.ts): still nothing to send.
  act(() => void window.dispatchEvent(new Event('focus')))
  act(() => void window.dispatchEvent(new Event('online')))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(sent.requests).toEqual([])
  expect(JSON.stringify(sent.requests)).not.toContain(token)
})
