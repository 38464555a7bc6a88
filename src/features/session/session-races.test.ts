// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { fetchShop } from './api/session-api'
import { sessionClientHooks } from './client-hooks'
import { ensureFreshToken, refreshSession, startTokenRefresh } from './refresh'
import { onSessionEnded, sessionActions, useSessionStore } from './store/session-store'
import { configureApiClient } from '@/lib/api-client'
import { mintTestToken, resetSession } from '@/testing/session'
import { apiUrl, problem, server } from '@/testing/server'

/** Two real sandbox shops: fetchShop works against the sandbox for either. */
const A = { shopId: 'shop_new-merchant', merchantId: 'mer_new-merchant', scenario: 'new-merchant' }
const B = { shopId: 'shop_no-offer', merchantId: 'mer_no-offer', scenario: 'no-offer' }
type Shop = typeof A

/** A token as the API would issue it: `serverOffsetMs` is how far the API's clock is ahead of ours. */
function tokenFor(shop: Shop, ttlSeconds: number, serverOffsetMs = 0) {
  return mintTestToken(
    { sub: 'u', partnerId: 'partner_bistro', ...shop },
    ttlSeconds,
    Date.now() + serverOffsetMs,
  )
}

interface Deferred {
  resolve: (response: Response) => void
}

/** The refresh endpoint, answered by the test: each call waits until the test settles it. */
function controlledRefresh() {
  const pending: Deferred[] = []
  server.use(
    http.post(apiUrl('/v2/users/token/refresh'), () => {
      return new Promise<Response>((resolve) => void pending.push({ resolve }))
    }),
  )
  return pending
}

/** The refresh endpoint answering at once with `answer()`; counts the calls. */
function countedRefresh(answer: () => Response) {
  const calls: number[] = []
  server.use(
    http.post(apiUrl('/v2/users/token/refresh'), () => {
      calls.push(Date.now())
      return answer()
    }),
  )
  return calls
}

const refused = () => problem(401, 'X', 'No.')
async function settle(until: () => boolean) {
  await vi.waitFor(() => expect(until()).toBe(true))
}

/** Shop A signed in and a refresh sent, waiting for the answer the test gives it with `answer`. */
async function refreshInFlight() {
  const pending = controlledRefresh()
  sessionActions.started({ token: tokenFor(A, 3600), shopId: A.shopId })
  const refreshed = refreshSession()
  await settle(() => pending.length === 1)
  return { refreshed, answer: (response: Response) => pending[0]!.resolve(response) }
}

/** The partner hands shop B over; returns B's token. */
function handOverB() {
  const b = tokenFor(B, 3600)
  sessionActions.started({ token: b, shopId: B.shopId })
  return b
}

const signedIn = () => useSessionStore.getState().isAuthenticated
const after = (ms: number) => vi.advanceTimersByTimeAsync(ms)

/** Signed in until the token's last millisecond, then ended, once, with still `count` refresh calls a minute on. */
async function endsAtExpiry(calls: number[], count: number) {
  expect(signedIn()).toBe(true)
  await after(1)
  expect(signedIn()).toBe(false)
  await after(60_000)
  expect(calls).toHaveLength(count)
  expect(ends).toBe(1)
}

/** Shop A signed in with a token of `ttlSeconds`, refreshes answered by `answer`, the timer started. */
function refreshTimer(ttlSeconds: number, answer: () => Response) {
  sessionActions.started({ token: tokenFor(A, ttlSeconds), shopId: A.shopId })
  const calls = countedRefresh(answer)
  stops.push(startTokenRefresh())
  return calls
}

let unregister: () => void
let ends: number
let stopEnds: () => void
let stops: (() => void)[]
beforeEach(() => {
  resetSession()
  unregister = configureApiClient(sessionClientHooks)
  ends = 0
  stops = []
  stopEnds = onSessionEnded(() => void (ends += 1))
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  for (const stop of stops) stop()
  unregister()
  stopEnds()
})

describe('a refresh that answers late changes only the session it was sent for', () => {
  test('a late success after the session ended writes nothing back', async () => {
    const { refreshed, answer } = await refreshInFlight()
    sessionActions.ended()
    answer(HttpResponse.json({ token: tokenFor(A, 3600) }))
    expect(await refreshed).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, token: null, shopId: null })
    expect(localStorage.getItem('token')).toBeNull()
    expect(ends).toBe(1)
  })

  test('a late success after another shop was handed over never pairs shop A’s token with shop B', async () => {
    const { refreshed, answer } = await refreshInFlight()
    const b = handOverB()
    answer(HttpResponse.json({ token: tokenFor(A, 7200) }))
    expect(await refreshed).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, token: b, shopId: B.shopId })
    expect(localStorage.getItem('token')).toBe(b)
    expect(localStorage.getItem('shopId')).toBe(B.shopId)
  })

  test('a late 401 for the refresh never ends a session the partner has just handed over', async () => {
    const { refreshed, answer } = await refreshInFlight()
    const b = handOverB()
    ends = 0 // the hand-over itself purged shop A's caches; nothing may end shop B's session
    answer(refused())
    expect(await refreshed).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, token: b })
    expect(ends).toBe(0)
  })

  test('a late 401 for a token the partner has since replaced (same shop) leaves the fresher one', async () => {
    const { refreshed, answer } = await refreshInFlight()
    const handedOver = tokenFor(A, 7200)
    expect(sessionActions.tokenRefreshed(handedOver, { source: 'host' })).toBe(true)
    answer(refused())
    expect(await refreshed).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, token: handedOver })
  })

  test('a refresh answer naming another shop ends the session instead of mixing shops', async () => {
    const { refreshed, answer } = await refreshInFlight()
    answer(HttpResponse.json({ token: tokenFor(B, 3600) }))
    expect(await refreshed).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, shopId: null })
    expect(ends).toBe(1)
  })
})

describe('401s', () => {
  test('a 401 for a call sent by an earlier session changes nothing, and is not retried with the new token', async () => {
    sessionActions.started({ token: tokenFor(A, 3600), shopId: A.shopId })
    const waiting: ((r: Response) => void)[] = []
    const sentWith: string[] = []
    server.use(
      http.get(apiUrl('/v2/shops/:shopId'), ({ request }) => {
        sentWith.push(request.headers.get('Authorization') ?? '')
        return new Promise<Response>((resolve) => void waiting.push(resolve))
      }),
    )
    const call = fetchShop(A.shopId).catch((e: unknown) => e)
    await settle(() => waiting.length === 1)
    const b = handOverB()
    ends = 0 // the hand-over itself purged shop A's caches; nothing may end shop B's session
    waiting[0]!(new HttpResponse(null, { status: 401 }))
    expect(await call).toMatchObject({ status: 401 })
    expect(sentWith).toHaveLength(1)
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, token: b })
    expect(ends).toBe(0)
  })

  test('a stale 401 is retried once; a second 401 (now for the current token) ends the session once', async () => {
    const old = tokenFor(A, 3600)
    sessionActions.started({ token: old, shopId: A.shopId })
    const fresh = tokenFor(A, 7200)
    let requests = 0
    server.use(
      http.get(apiUrl('/v2/shops/:shopId'), () => {
        requests += 1
        if (requests === 1) sessionActions.tokenRefreshed(fresh)
        return new HttpResponse(null, { status: 401 })
      }),
    )
    await expect(fetchShop(A.shopId)).rejects.toMatchObject({ status: 401 })
    expect(requests).toBe(2)
    expect(signedIn()).toBe(false)
    expect(ends).toBe(1)
  })
})

describe('the refresh timer (fake clock)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))

  test('a refreshed token already inside the margin is not refreshed in a loop: 1 call, then the session ends at expiry', async () => {
    const calls = refreshTimer(10, () => HttpResponse.json({ token: tokenFor(A, 3) }))
    await after(5_000)
    await after(3_000 - 1)
    expect(calls).toHaveLength(1)
    await endsAtExpiry(calls, 1)
  })

  test('an answer already expired (server clock far off) is not a loop either', async () => {
    const calls = refreshTimer(10, () => HttpResponse.json({ token: tokenFor(A, -30) }))
    await after(8_000)
    expect(calls).toHaveLength(1)
    await after(60_000)
    expect(calls).toHaveLength(1)
    expect(signedIn()).toBe(false)
  })

  test('very short tokens (6 s) refresh no more often than every 5 s: bounded over 3 s and over 60 s', async () => {
    const calls = refreshTimer(6, () => HttpResponse.json({ token: tokenFor(A, 6) }))
    await after(3_000)
    expect(calls.length).toBeLessThanOrEqual(1)
    await after(57_000)
    expect(calls.length).toBeGreaterThanOrEqual(10)
    expect(calls.length).toBeLessThanOrEqual(13)
    for (let i = 1; i < calls.length; i += 1) expect(calls[i]! - calls[i - 1]!).toBeGreaterThanOrEqual(5_000)
    expect(signedIn()).toBe(true)
  })

  test.each([
    ['503', () => problem(503, 'X', 'Down.')],
    ['429', () => problem(429, 'X', 'Slow.')],
    ['a network error', () => HttpResponse.error()],
  ])(
    'a refresh lost to %s is retried with backoff until the token expires, then the session ends',
    async (_n, fail) => {
      const start = Date.now()
      const calls = refreshTimer(10, fail)
      await after(10_000 - 1)
      // At 5 s, then 1 s and 2 s later; the next (4 s later) would be after expiry.
      expect(calls.map((t) => t - start)).toEqual([5_000, 6_000, 8_000])
      await endsAtExpiry(calls, 3)
    },
  )

  test('a refresh lost once, answered on the retry: the session carries on', async () => {
    let n = 0
    const calls = refreshTimer(40, () =>
      ++n === 1 ? HttpResponse.error() : HttpResponse.json({ token: tokenFor(A, 40) }),
    )
    await after(36_000)
    expect(calls).toHaveLength(2)
    expect(signedIn()).toBe(true)
    await after(120_000)
    expect(signedIn()).toBe(true)
  })

  describe.each([
    ['ahead of', -10 * 60_000],
    ['behind', 10 * 60_000],
  ])('a device clock 10 min %s the API', (_label, serverOffsetMs) => {
    test('the link opens, the refresh comes 5 s before the real expiry, and never loops', async () => {
      // A 5-minute token: with the clock 10 min ahead it looks long expired, uncorrected.
      const t = tokenFor(A, 300, serverOffsetMs)
      expect(sessionActions.started({ token: t, shopId: A.shopId }).refused).toBe(false)
      expect(signedIn()).toBe(true)
      const start = Date.now()
      const calls = countedRefresh(() => HttpResponse.json({ token: tokenFor(A, 300, serverOffsetMs) }))
      stops.push(startTokenRefresh())
      await after(295_000 - 1)
      expect(calls).toHaveLength(0)
      await after(1)
      expect(calls.map((c) => c - start)).toEqual([295_000])
      await after(30 * 60_000)
      // Every 4 min 55 s: 6 more in 30 min, and still signed in.
      expect(calls).toHaveLength(7)
      expect(signedIn()).toBe(true)
    })
  })

  test('a reload on a device clock 10 min fast: the stored token looks expired, so it is removed and never sent (spec §4)', async () => {
    // Opened by link on an accurate clock…
    sessionActions.started({ token: tokenFor(A, 300), shopId: A.shopId })
    // …then the device clock jumps 10 minutes ahead and the page reloads: the stored token looks expired.
    vi.setSystemTime(Date.now() + 10 * 60_000)
    const calls = countedRefresh(() => HttpResponse.json({ token: tokenFor(A, 300, -10 * 60_000) }))
    sessionActions.started({ token: null, shopId: null })
    expect(signedIn()).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
    await ensureFreshToken()
    expect(calls).toHaveLength(0)
  })

  test('a stored token long expired (beyond any clock skew) is still removed at start', () => {
    sessionActions.started({ token: tokenFor(A, 300), shopId: A.shopId })
    vi.setSystemTime(Date.now() + 3 * 60 * 60_000)
    sessionActions.started({ token: null, shopId: null })
    expect(signedIn()).toBe(false)
    expect(localStorage.getItem('token')).toBeNull()
  })

  test('a launch token expired on the API clock is still refused, whatever the device clock says', () => {
    const t = tokenFor(A, -60, -10 * 60_000)
    sessionActions.started({ token: t, shopId: A.shopId })
    expect(signedIn()).toBe(false)
  })
})
