// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { local } from '@/lib/storage'
import { mintTestToken } from '@/testing/session'
import { HAND_OVER_WAIT_MS, awaitHostToken } from '@/features/session/launch'
import { acceptHostLoginToken, acceptHostToken } from './embedding'
import { HOST_SOURCE, PROTOCOL_VERSION } from '@/lib/embed/protocol'
import { browserRoot } from '@/testing/browser-root'
import { startApp } from './start'

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

describe('an iframe reloaded by the partner page (embed.js)', () => {
  /**
   * The app reloaded inside a partner's iframe (`?embed=1`, no token): its parent is a real window
   * (an iframe's) whose messages are recorded; the partner's messages arrive from it.
   */
  async function reloadInFrame() {
    const frame = document.createElement('iframe')
    document.body.append(frame)
    const parent = frame.contentWindow!
    const sent: { type: string; origin: string }[] = []
    vi.spyOn(parent, 'postMessage').mockImplementation((message: unknown, origin: unknown) => {
      sent.push({ type: (message as { type: string }).type, origin: String(origin) })
    })
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent)
    const { root, close } = browserRoot()
    root.id = 'root' // the bridge measures the app's content there (main.tsx's root)
    window.history.replaceState(null, '', '/?embed=1')
    const app = await startApp(root, { token: null, shopId: null })
    // The bridge loads after the first render, then says `ready` (not signed in).
    await vi.waitFor(() => expect(sent.map((m) => m.type)).toContain('ready'), { timeout: 10_000 })
    const handOver = (token: string) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: HOST_SOURCE, version: PROTOCOL_VERSION, type: 'set-token', token },
          origin: ACME,
          source: parent,
        }),
      )
    return {
      sent,
      handOver,
      close: () => {
        close(app)
        frame.remove()
        window.history.replaceState(null, '', '/')
      },
    }
  }

  test('the expired token it was first given: `session-expired` at once, so embed.js asks getToken; then the fresh one is taken', async () => {
    // Another session of this origin is stored (a tab of its own): the frame never touches it.
    localStorage.setItem('token', sessionToken('partner_acme', 'shop_tab'))
    localStorage.setItem('shopId', 'shop_tab')
    const frame = await reloadInFrame()
    try {
      // Waiting for the partner's token is not an end: nothing asked for yet.
      expect(frame.sent.filter((m) => m.type === 'session-expired')).toEqual([])
      frame.handOver(
        mintTestToken(
          { sub: 'u1', shopId: 'shop_1', merchantId: 'm1', partnerId: 'partner_acme', scenario: 'x' },
          -60,
        ),
      )
      // To every configured partner origin (no partner known yet): the browser delivers it to the parent's.
      const asked = frame.sent.filter((m) => m.type === 'session-expired')
      expect(asked.map((m) => m.origin)).toContain(ACME)
      expect(useSessionStore.getState().isAuthenticated).toBe(false)
      // A partner whose getToken answers with another expired token is not asked again in a loop.
      frame.handOver(
        mintTestToken(
          { sub: 'u1', shopId: 'shop_1', merchantId: 'm1', partnerId: 'partner_acme', scenario: 'x' },
          -30,
        ),
      )
      expect(frame.sent.filter((m) => m.type === 'session-expired')).toHaveLength(asked.length)
      // getToken's fresh token starts the session.
      const fresh = sessionToken('partner_acme')
      frame.handOver(fresh)
      expect(useSessionStore.getState()).toMatchObject({ token: fresh, isAuthenticated: true })
    } finally {
      frame.close()
    }
  })

  test('a frame that never got a token ends on the error screen without clearing storage it never wrote', () => {
    vi.useFakeTimers()
    const stored = sessionToken('partner_acme', 'shop_tab')
    localStorage.setItem('token', stored)
    localStorage.setItem('shopId', 'shop_tab')
    awaitHostToken()
    vi.advanceTimersByTime(HAND_OVER_WAIT_MS)
    expect(useSessionStore.getState()).toMatchObject({ initialized: true, isAuthenticated: false })
    expect(localStorage.getItem('token')).toBe(stored)
    expect(localStorage.getItem('shopId')).toBe('shop_tab')
  })
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
