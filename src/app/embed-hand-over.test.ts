import { QueryClient } from '@tanstack/react-query'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { local } from '@/lib/storage'
import { mintTestToken } from '@/testing/session'
import { HAND_OVER_WAIT_MS, awaitHostToken } from '@/features/session/launch'
import { acceptHostLoginToken, acceptHostToken } from './embedding'

/** The hand-over from the partner library (embed.js): login tokens, and the wait for a token. */
const ACME = 'https://pos.acme.example' // configured for partner_acme in the test environment

function sessionToken(partnerId: string, shopId = 'shop_1') {
  return mintTestToken({ sub: 'u1', shopId, merchantId: 'm1', partnerId, scenario: 'x' }, 3600)
}

function deps() {
  return { queryClient: new QueryClient(), router: { navigate: vi.fn(() => Promise.resolve()) } }
}

let code = 0
/** A fresh one-time login token per test: each may be exchanged once per page. */
const loginToken = () => `login-code-${++code}`

beforeEach(() => {
  sessionActions.ended()
  local.remove('shopId')
})

afterEach(() => vi.useRealTimers())

test('a login token from the partner’s origin is exchanged once and starts the session it gives', async () => {
  const token = sessionToken('partner_acme', 'shop_7')
  // The session's one exchange: the first call answers, the second finds the token already spent.
  const exchange = vi
    .fn<(t: string) => Promise<{ token: string; shopId: string } | 'spent'>>()
    .mockResolvedValueOnce({ token, shopId: 'shop_7' })
    .mockResolvedValueOnce('spent')
  const d = deps()
  const message = { type: 'set-token' as const, token: loginToken(), shopId: null }
  await expect(acceptHostLoginToken(message, ACME, d, exchange)).resolves.toBe('started')
  expect(exchange).toHaveBeenCalledWith(message.token)
  expect(useSessionStore.getState()).toMatchObject({ token, shopId: 'shop_7', isAuthenticated: true })
  expect(d.router.navigate).toHaveBeenCalledWith('/', { replace: true })
  // The same one-time token again: the exchange says it is spent, and nothing changes.
  await expect(acceptHostLoginToken(message, ACME, d, exchange)).resolves.toBe('ignored')
})

test('the session a login token gives must be for the partner of the origin that sent it', async () => {
  const exchange = vi.fn(() => Promise.resolve({ token: sessionToken('partner_bistro'), shopId: 'shop_1' }))
  const message = { type: 'set-token' as const, token: loginToken(), shopId: null }
  await expect(acceptHostLoginToken(message, ACME, deps(), exchange)).resolves.toBe('ignored')
  expect(useSessionStore.getState().isAuthenticated).toBe(false)
})

test('an origin no partner has gets no exchange at all', async () => {
  const exchange = vi.fn(() => Promise.resolve({ token: sessionToken('partner_acme'), shopId: 'shop_1' }))
  const message = { type: 'set-token' as const, token: loginToken(), shopId: null }
  await expect(acceptHostLoginToken(message, 'https://evil.example', deps(), exchange)).resolves.toBe(
    'ignored',
  )
  expect(exchange).not.toHaveBeenCalled()
})

test('a refused exchange, or one for another shop than the message names, changes nothing', async () => {
  sessionActions.started({ token: sessionToken('partner_acme'), shopId: 'shop_1' })
  const before = useSessionStore.getState().token
  const refused = vi.fn(() => Promise.reject(new Error('401')))
  await expect(
    acceptHostLoginToken({ type: 'set-token', token: loginToken(), shopId: null }, ACME, deps(), refused),
  ).resolves.toBe('ignored')
  const otherShop = vi.fn(() =>
    Promise.resolve({ token: sessionToken('partner_acme', 'shop_2'), shopId: 'shop_2' }),
  )
  await expect(
    acceptHostLoginToken(
      { type: 'set-token', token: loginToken(), shopId: 'shop_1' },
      ACME,
      deps(),
      otherShop,
    ),
  ).resolves.toBe('ignored')
  expect(useSessionStore.getState()).toMatchObject({ token: before, isAuthenticated: true })
})

test('opened by embed.js: the loader until the partner’s token arrives, and it is taken', () => {
  vi.useFakeTimers()
  sessionActions.started({ token: sessionToken('partner_acme', 'shop_old'), shopId: 'shop_old' })
  awaitHostToken()
  // The stored session is not used: the partner's token decides.
  expect(useSessionStore.getState()).toMatchObject({ initialized: false, isAuthenticated: false })
  const token = sessionToken('partner_acme')
  expect(acceptHostToken({ type: 'set-token', token, shopId: 'shop_1' }, ACME, deps())).toBe('started')
  vi.advanceTimersByTime(HAND_OVER_WAIT_MS + 1)
  expect(useSessionStore.getState()).toMatchObject({ token, isAuthenticated: true })
})

test('opened by embed.js and no token comes: the session error screen after the wait, not before', () => {
  vi.useFakeTimers()
  awaitHostToken()
  vi.advanceTimersByTime(HAND_OVER_WAIT_MS - 1)
  expect(useSessionStore.getState().initialized).toBe(false)
  vi.advanceTimersByTime(1)
  expect(useSessionStore.getState()).toMatchObject({ initialized: true, isAuthenticated: false })
})

test('the promotion tile stays the tile when a session starts: it follows the state where it is', () => {
  history.replaceState(null, '', '/promotion?embed=1')
  try {
    const d = deps()
    const message = {
      type: 'set-token' as const,
      token: sessionToken('partner_acme', 'shop_9'),
      shopId: null,
    }
    expect(acceptHostToken(message, ACME, d)).toBe('started')
    expect(useSessionStore.getState()).toMatchObject({ shopId: 'shop_9', isAuthenticated: true })
    expect(d.router.navigate).not.toHaveBeenCalled()
  } finally {
    history.replaceState(null, '', '/')
  }
})
