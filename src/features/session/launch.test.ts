// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { exchangeLoginToken, loginTokenOf, startWithLoginToken } from './launch'
import { onSessionEnded, sessionActions, useSessionStore } from './store/session-store'
import { mintTestToken } from '@/testing/session'
import { recordRequests } from '@/testing/requests'
import { apiUrl, server } from '@/testing/server'

interface Seen {
  path: string
  token: string | null
  authorization: string | null
}
const watchRequests = () =>
  recordRequests<Seen>({
    pick: (r) => ({
      path: r.path,
      token: new URLSearchParams(r.search).get('token'),
      authorization: r.headers.get('Authorization'),
    }),
  }).requests

beforeEach(() => {
  localStorage.clear()
  sessionActions.ended()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

test('a token that is not shaped like a JWT is a login token; a JWT is not', () => {
  expect(loginTokenOf({ token: 'login-new-merchant', shopId: null })).toBe('login-new-merchant')
  expect(loginTokenOf({ token: 'a1b2c3d4', shopId: 's' })).toBe('a1b2c3d4')
  expect(loginTokenOf({ token: 'eyJh.eyJz.c2ln', shopId: 's' })).toBeNull()
  expect(loginTokenOf({ token: null, shopId: 's' })).toBeNull()
  // Told apart without decoding: no "Error decoding token" for a login link.
  expect(console.warn).not.toHaveBeenCalled()
})

test('a login token is exchanged once, without a bearer, for the session token and shop id', async () => {
  const seen = watchRequests()
  const exchange = startWithLoginToken('login-new-merchant', 'shop_new-merchant')
  // Meanwhile: no session yet (the loader), nothing else sent.
  expect(useSessionStore.getState()).toMatchObject({ initialized: false, isAuthenticated: false })
  expect(await exchange).toEqual({ replacedAnotherShop: false, refused: false })
  expect(useSessionStore.getState()).toMatchObject({
    initialized: true,
    isAuthenticated: true,
    shopId: 'shop_new-merchant',
    merchantId: 'mer_new-merchant',
  })
  expect(localStorage.getItem('token')).toBe(useSessionStore.getState().token)
  expect(seen).toEqual([{ path: '/v2/users/login', token: 'login-new-merchant', authorization: null }])
})

test('the same login token is never sent twice from a page', async () => {
  await startWithLoginToken('login-loan-default', null)
  const seen = watchRequests()
  expect(await startWithLoginToken('login-loan-default', null)).toMatchObject({ refused: true })
  expect(seen).toEqual([])
})

test('one exchange for the link and the partner’s message alike: a token sent by link is not sent again by message', async () => {
  await startWithLoginToken('login-loan-workout', null)
  const seen = watchRequests()
  expect(await exchangeLoginToken('login-loan-workout')).toBe('spent')
  expect(seen).toEqual([])
})

test('a refused exchange is a clean end (the previous session goes too): the session error screen', async () => {
  sessionActions.started({
    token: mintTestToken({ sub: 'u', shopId: 'shop_old', merchantId: 'm', scenario: 'x' }, 3600),
    shopId: 'shop_old',
  })
  const ended = vi.fn()
  const stop = onSessionEnded(ended)
  expect(await startWithLoginToken('login-nope', null)).toEqual({ replacedAnotherShop: true, refused: true })
  expect(useSessionStore.getState()).toMatchObject({ initialized: true, isAuthenticated: false, token: null })
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('shopId')).toBeNull()
  expect(ended).toHaveBeenCalledOnce()
  stop()
})

test('an exchange lost to the network ends on the error screen too', async () => {
  let sent = 0
  server.use(
    http.get(apiUrl('/v2/users/login'), () => {
      sent += 1
      return HttpResponse.error()
    }),
  )
  expect(await startWithLoginToken('login-plaid-required', null)).toMatchObject({ refused: true })
  expect(sent).toBe(1)
  expect(useSessionStore.getState()).toMatchObject({ initialized: true, isAuthenticated: false })
})

test('a link whose shop id is not the one the login answers for is refused, and nothing else is sent', async () => {
  const seen = watchRequests()
  expect(await startWithLoginToken('login-no-offer', 'shop_new-merchant')).toMatchObject({ refused: true })
  expect(useSessionStore.getState()).toMatchObject({ initialized: true, isAuthenticated: false })
  expect(seen.map((s) => s.path)).toEqual(['/v2/users/login'])
})

test('a session handed over by the partner while the exchange runs stands; the late answer is dropped', async () => {
  let answer: ((r: Response) => void) | undefined
  server.use(
    http.get(apiUrl('/v2/users/login'), () => new Promise<Response>((resolve) => (answer = resolve))),
  )
  const exchange = startWithLoginToken('login-consent-required', null)
  await vi.waitFor(() => expect(answer).toBeDefined())
  const handedOver = mintTestToken(
    { sub: 'u', shopId: 'shop_no-offer', merchantId: 'mer_no-offer', scenario: 'no-offer' },
    3600,
  )
  sessionActions.started({ token: handedOver, shopId: 'shop_no-offer' })
  answer!(
    HttpResponse.json({
      token: mintTestToken({ sub: 'u', shopId: 'shop_new-merchant', merchantId: 'm', scenario: 'x' }, 3600),
      shopId: 'shop_new-merchant',
    }),
  )
  expect(await exchange).toBeNull()
  expect(useSessionStore.getState()).toMatchObject({ token: handedOver, shopId: 'shop_no-offer' })
})
