// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { fetchShop } from './api/session-api'
import { sessionClientHooks } from './client-hooks'
import { ensureFreshToken, refreshSession, startTokenRefresh } from './refresh'
import { onSessionEnded, sessionActions, useSessionStore } from './store/session-store'
import { TOKEN_EXPIRY_MARGIN_MS, decodeToken, isTokenValid } from './token'
import { configureApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { mintTestToken as mintToken, resetSession } from '@/testing/session'
import { type RecordedRequest, recordRequests } from '@/testing/requests'
import { apiUrl, sandbox, server } from '@/testing/server'

const SHOP = 'shop_new-merchant'
const claims = {
  sub: 'u',
  shopId: SHOP,
  merchantId: 'mer_new-merchant',
  partnerId: 'partner_bistro',
  scenario: 'new-merchant',
}
const token = (ttlSeconds: number, now = Date.now()) => mintToken(claims, ttlSeconds, now)

let unregister: () => void
beforeEach(() => {
  resetSession()
  unregister = configureApiClient(sessionClientHooks)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => unregister())

describe('token rules', () => {
  test('valid only if it decodes and expires more than 5 s ahead', () => {
    const now = Date.now()
    expect(isTokenValid(decodeToken(token(60, now)), now)).toBe(true)
    expect(isTokenValid(decodeToken(token(6, now)), now)).toBe(true)
    expect(isTokenValid(decodeToken(token(5, now)), now)).toBe(false)
    expect(isTokenValid(decodeToken(token(-10, now)), now)).toBe(false)
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(5000)
  })

  test.each([
    ['one segment', 'abc'],
    ['two segments', 'abc.def'],
    ['bad base64url', 'a.%%%.c'],
    ['not JSON', `a.${btoa('not json')}.c`],
    ['no exp', `a.${btoa(JSON.stringify({ sub: 'x' })).replace(/=+$/, '')}.c`],
  ])('a malformed token (%s) logs "Error decoding token" and counts as none', (_name, bad) => {
    expect(decodeToken(bad)).toBeNull()
    expect(console.warn).toHaveBeenCalledWith('Error decoding token')
  })

  test('a valid launch is stored and authenticates; claims fill the session', () => {
    const t = token(3600)
    sessionActions.started({ token: t, shopId: SHOP })
    expect(useSessionStore.getState()).toMatchObject({
      token: t,
      shopId: SHOP,
      merchantId: 'mer_new-merchant',
      partnerId: 'partner_bistro',
      initialized: true,
      isAuthenticated: true,
    })
    expect(localStorage.getItem('token')).toBe(t)
    expect(localStorage.getItem('shopId')).toBe(SHOP)
  })

  test('the same shop again is not a replacement', () => {
    localStorage.setItem('shopId', SHOP)
    expect(sessionActions.started({ token: token(3600), shopId: SHOP })).toEqual({
      replacedAnotherShop: false,
      refused: false,
    })
  })

  test('without a launch, storage is used', () => {
    const t = token(3600)
    localStorage.setItem('token', t)
    localStorage.setItem('shopId', SHOP)
    sessionActions.started({ token: null, shopId: null })
    expect(useSessionStore.getState().isAuthenticated).toBe(true)
  })

  test('an expired, nearly expired or malformed token removes both and leaves the session unauthenticated', () => {
    for (const t of [token(-60), token(4), 'garbage']) {
      localStorage.setItem('shopId', SHOP)
      sessionActions.started({ token: t, shopId: SHOP })
      expect(useSessionStore.getState()).toMatchObject({
        initialized: true,
        isAuthenticated: false,
        token: null,
      })
      expect(localStorage.getItem('token')).toBeNull()
      expect(localStorage.getItem('shopId')).toBeNull()
    }
  })

  test('a link for another shop purges the previous session first', () => {
    const purged = vi.fn()
    const stop = onSessionEnded(purged)
    localStorage.setItem('shopId', 'shop_other')
    localStorage.setItem('show-renewal-banner', 'false')
    expect(sessionActions.started({ token: token(3600), shopId: SHOP })).toEqual({
      replacedAnotherShop: true,
      refused: false,
    })
    expect(purged).toHaveBeenCalledOnce()
    expect(localStorage.getItem('show-renewal-banner')).toBeNull()
    expect(useSessionStore.getState().shopId).toBe(SHOP)
    stop()
  })
})

describe('refresh', () => {
  test('10 concurrent calls inside the refresh window make exactly 1 refresh, and all succeed with the new token', async () => {
    sessionActions.started({ token: token(6), shopId: SHOP })
    const recording = recordRequests()
    // 2 s later the token is inside the 5 s margin.
    const later = Date.now() + 2000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    const results = await Promise.all(Array.from({ length: 10 }, () => fetchShop(SHOP)))
    recording.stop()
    const isRefresh = (r: RecordedRequest) => r.url.endsWith('/v2/users/token/refresh')
    const refreshes = recording.requests.filter(isRefresh).length
    const seen = new Set(
      recording.requests.filter((r) => !isRefresh(r)).map((r) => r.headers.get('Authorization') ?? ''),
    )
    expect(results.every((s) => s.id === SHOP)).toBe(true)
    expect(refreshes).toBe(1)
    expect(seen.size).toBe(1)
    expect([...seen][0]).toBe(`Bearer ${useSessionStore.getState().token}`)
  })

  test('a refused refresh ends the session once; later calls reject without a request', async () => {
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    sessionActions.started({ token: token(3600), shopId: SHOP })
    server.use(
      http.post(apiUrl('/v2/users/token/refresh'), () =>
        HttpResponse.json({ status: 401, code: 'X', message: 'No.' }, { status: 401 }),
      ),
    )
    await Promise.all([refreshSession(), refreshSession(), refreshSession()])
    expect(ended).toHaveBeenCalledOnce()
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      shopId: null,
      merchantId: null,
      partnerId: null,
    })
    const recording = recordRequests()
    const error: unknown = await fetchShop(SHOP).catch((e: unknown) => e)
    const requests = recording.requests.length
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(requests).toBe(0)
    recording.stop()
    stop()
  })

  test('a 401 for the current token ends the session', async () => {
    sessionActions.started({ token: token(3600), shopId: SHOP })
    server.use(http.get(apiUrl(`/v2/shops/${SHOP}`), () => new HttpResponse(null, { status: 401 })))
    await expect(fetchShop(SHOP)).rejects.toMatchObject({ status: 401 })
    expect(useSessionStore.getState().isAuthenticated).toBe(false)
  })

  test('a stale 401 (sent with the old token, answered after a refresh) is retried once and the session stays', async () => {
    const old = token(3600)
    sessionActions.started({ token: old, shopId: SHOP })
    const fresh = token(7200)
    server.use(
      http.get(apiUrl(`/v2/shops/${SHOP}`), ({ request }) => {
        if (request.headers.get('Authorization') === `Bearer ${old}`) {
          sessionActions.tokenRefreshed(fresh)
          return new HttpResponse(null, { status: 401 })
        }
        return HttpResponse.json({
          id: SHOP,
          // The token's merchant: another one's shop would end the session (sessionActions.shopLoaded).
          merchantId: claims.merchantId,
          name: 'n',
          establishmentDate: '2019-04-01',
          hasPastLoans: false,
        })
      }),
    )
    await expect(fetchShop(SHOP)).resolves.toMatchObject({ id: SHOP })
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, token: fresh })
  })

  test('the timer fires 5 s before expiry, and the new token is stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const t = token(20)
    sessionActions.started({ token: t, shopId: SHOP })
    const stop = startTokenRefresh()
    await vi.advanceTimersByTimeAsync(14_000)
    expect(useSessionStore.getState().token).toBe(t)
    await vi.advanceTimersByTimeAsync(1_500)
    await vi.waitFor(() => expect(useSessionStore.getState().token).not.toBe(t))
    expect(localStorage.getItem('token')).toBe(useSessionStore.getState().token)
    stop()
  })

  test('after the machine slept past expiry, waking the tab re-checks and refreshes (clock jumped)', async () => {
    const t = token(3600)
    sessionActions.started({ token: t, shopId: SHOP })
    const stop = startTokenRefresh()
    // The timer never fired (sleep); the clock is now 59 min 57 s later.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3597_000)
    window.dispatchEvent(new Event('focus'))
    await vi.waitFor(() => expect(useSessionStore.getState().token).not.toBe(t))
    stop()
  })

  test('clock skew: a local clock 10 min ahead sees the token expire early and refreshes before calling', async () => {
    const t = token(15 * 60)
    sessionActions.started({ token: t, shopId: SHOP })
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000 + 14 * 60_000 + 57_000)
    await ensureFreshToken()
    expect(useSessionStore.getState().token).not.toBe(t)
    expect(useSessionStore.getState().isAuthenticated).toBe(true)
  })

  test('no refresh while the token is comfortably valid', async () => {
    sessionActions.started({ token: token(3600), shopId: SHOP })
    const recording = recordRequests({ filter: (request) => request.url.includes('/refresh') })
    await ensureFreshToken()
    await fetchShop(SHOP)
    recording.stop()
    const refreshes = recording.requests.length
    expect(refreshes).toBe(0)
  })
})

test('the sandbox token used here is the one the sandbox accepts', () => {
  expect(sandbox.db.state.shops[SHOP]).toBeDefined()
})
