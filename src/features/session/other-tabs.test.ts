// @vitest-environment jsdom
import { followOtherTabs } from './other-tabs'
import { onSessionEnded, sessionActions, useSessionStore } from './store/session-store'
import { mintTestToken } from '@/testing/session'

const A = { shopId: 'shop_a', merchantId: 'mer_a', scenario: 'x' }
const B = { shopId: 'shop_b', merchantId: 'mer_b', scenario: 'x' }
const tokenFor = (shop: typeof A, ttl = 3600) =>
  mintTestToken({ sub: 'u', partnerId: 'partner_bistro', ...shop }, ttl)

/** What another tab does: writes storage (jsdom, like browsers, tells only the other tabs: we send the event). */
function otherTab(change: Record<string, string | null>) {
  for (const [key, value] of Object.entries(change)) {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }))
  }
}

let stop: () => void
let ends: number
let stopEnds: () => void
beforeEach(() => {
  localStorage.clear()
  sessionActions.ended()
  sessionActions.started({ token: tokenFor(A), shopId: A.shopId })
  ends = 0
  stopEnds = onSessionEnded(() => void (ends += 1))
  stop = followOtherTabs()
})
afterEach(() => {
  stop()
  stopEnds()
})

test('another tab refreshed the same shop’s token: taken quietly, the session goes on', () => {
  const fresher = tokenFor(A, 7200)
  otherTab({ token: fresher })
  expect(useSessionStore.getState()).toMatchObject({
    isAuthenticated: true,
    token: fresher,
    shopId: A.shopId,
  })
  expect(ends).toBe(0)
})

test('another tab ended the session (keys removed): a clean end here too, once', () => {
  otherTab({ token: null, shopId: null })
  expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, token: null, shopId: null })
  expect(ends).toBe(1)
})

test('storage cleared in another tab (key null) ends the session here', () => {
  localStorage.clear()
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
  expect(useSessionStore.getState().isAuthenticated).toBe(false)
})

test('another tab opened another shop: a clean end here, never a silent switch, and its session is left alone', () => {
  const b = tokenFor(B)
  otherTab({ token: b, shopId: B.shopId })
  expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, shopId: null })
  expect(ends).toBe(1)
  expect(localStorage.getItem('token')).toBe(b)
  expect(localStorage.getItem('shopId')).toBe(B.shopId)
})

test('another shop’s token written under this shop’s id ends the session here', () => {
  otherTab({ token: tokenFor(B) })
  expect(useSessionStore.getState().isAuthenticated).toBe(false)
})

test('other keys (banners) and sessionStorage changes are not session changes', () => {
  otherTab({ 'show-renewal-banner': 'false' })
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: sessionStorage }))
  expect(useSessionStore.getState().isAuthenticated).toBe(true)
  expect(ends).toBe(0)
})

test('a tab whose session already ended does not pick up another tab’s new session', () => {
  sessionActions.ended()
  otherTab({ token: tokenFor(A), shopId: A.shopId })
  expect(useSessionStore.getState().isAuthenticated).toBe(false)
})
