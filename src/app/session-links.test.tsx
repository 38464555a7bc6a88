import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

describe('a link for another shop while signed in', () => {
  const PROMPT = { level: 1, name: 'Open another shop’s financing?' } as const
  const NO_OFFER = { level: 1, name: 'There’s no financing offer for you right now' } as const

  /** Signed in for `no-offer` (with a draft and a banner flag of its own), then B's link arrives. */
  async function linkWhileSignedIn() {
    const signedIn = sandbox.launch('no-offer')
    sessionActions.started(signedIn)
    sessionStorage.setItem('cc.application-draft.v1', JSON.stringify({ note: 'no-offer’s draft' }))
    localStorage.setItem('show-renewal-banner', 'false')
    const link = sandbox.launch('new-merchant')
    const sent = recordRequests({ pick: (r) => ({ path: r.path, auth: r.headers.get('Authorization') }) })
    // As start.tsx starts a link.
    sessionActions.started(link, Date.now(), { askFirst: true })
    render(<App />)
    const heading = await screen.findByRole('heading', PROMPT)
    return { signedIn, link, sent: sent.requests, prompt: heading.closest('main')! }
  }

  test('asks first, naming both shops; nothing of either is requested or stored before the answer', async () => {
    const { signedIn, prompt, sent } = await linkWhileSignedIn()
    expect(prompt).toHaveTextContent('This link opens the financing of shop shop_new-merchant.')
    expect(prompt).toHaveTextContent('you’re signed in for shop shop_no-offer.')
    expect(within(prompt).getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      /ends the session for shop shop_no-offer here/,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).toEqual([])
    expect(localStorage.getItem('token')).toBe(signedIn.token)
    expect(localStorage.getItem('shopId')).toBe('shop_no-offer')
    expect(sessionStorage.getItem('cc.application-draft.v1')).not.toBeNull()
  })

  test('Continue: a clean session for the link’s shop; nothing of the previous one is left or asked for', async () => {
    const { link, sent } = await linkWhileSignedIn()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', SPLASH)).toBeInTheDocument()
    expect(localStorage.getItem('token')).toBe(link.token)
    expect(localStorage.getItem('shopId')).toBe('shop_new-merchant')
    expect(localStorage.getItem('show-renewal-banner')).toBeNull()
    expect(sessionStorage.getItem('cc.application-draft.v1')).toBeNull()
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((r) => r.auth === `Bearer ${link.token}`)).toBe(true)
    expect(sent.some((r) => r.path.includes('shop_no-offer'))).toBe(false)
  })

  test('Stay: the session in place goes on untouched, and the link’s token is dropped, never stored or sent', async () => {
    const { signedIn, link, sent } = await linkWhileSignedIn()
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }))
    expect(await screen.findByRole('heading', NO_OFFER)).toBeInTheDocument()
    expect(useSessionStore.getState()).toMatchObject({ token: signedIn.token, shopId: 'shop_no-offer' })
    expect(localStorage.getItem('token')).toBe(signedIn.token)
    expect(localStorage.getItem('show-renewal-banner')).toBe('false')
    expect(sessionStorage.getItem('cc.application-draft.v1')).not.toBeNull()
    expect(JSON.stringify(localStorage)).not.toContain(link.token)
    expect(sent.some((r) => r.auth === `Bearer ${link.token}` || r.path.includes('shop_new-merchant'))).toBe(
      false,
    )
    // The answer is given once: the dropped link cannot be taken up later.
    expect(sessionActions.linkAnswered('continue')).toBeNull()
    expect(useSessionStore.getState().shopId).toBe('shop_no-offer')
  })

  test('a login-token link for another shop asks too, once the exchange names the shop', async () => {
    sessionActions.started(sandbox.launch('no-offer'))
    render(<App />)
    // (A login token is sent once per page: this file's first test spent new-merchant's.)
    await act(() => startWithLoginToken('login-loan-flex-normal', null))
    const prompt = (await screen.findByRole('heading', PROMPT)).closest('main')!
    expect(prompt).toHaveTextContent('This link opens the financing of shop shop_loan-flex-normal.')
    expect(localStorage.getItem('shopId')).toBe('shop_no-offer')
  })

  test('no question when the stored session has expired, or is the same shop’s', () => {
    const expired = sandbox.launch('no-offer', Date.now() - 9 * 3600_000)
    localStorage.setItem('token', expired.token)
    localStorage.setItem('shopId', expired.shopId)
    sessionActions.started(sandbox.launch('new-merchant'), Date.now(), { askFirst: true })
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, linkToConfirm: null })
    sessionActions.started(sandbox.launch('new-merchant'), Date.now(), { askFirst: true })
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, linkToConfirm: null })
  })
})
