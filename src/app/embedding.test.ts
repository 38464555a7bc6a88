// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { local } from '@/lib/storage'
import { mintTestToken } from '@/testing/session'
import { acceptHostToken } from './embedding'

const ACME = 'https://pos.acme.example' // configured for partner_acme in the test environment

function token(partnerId: string, shopId = 'shop_1', ttlSeconds = 3600) {
  return mintTestToken({ sub: 'u1', shopId, merchantId: 'm1', partnerId, scenario: 'x' }, ttlSeconds)
}

function setup() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['cached'], 1)
  const router = { navigate: vi.fn(() => Promise.resolve()) }
  return { queryClient, router }
}

beforeEach(() => {
  sessionActions.ended()
  local.remove('shopId')
})

test('after the session ended, a valid token from the partner’s page starts a new one and runs the home rules', () => {
  const deps = setup()
  const fresh = token('partner_acme')
  expect(acceptHostToken({ type: 'set-token', token: fresh, shopId: 'shop_1' }, ACME, deps)).toBe('started')
  expect(useSessionStore.getState()).toMatchObject({ token: fresh, shopId: 'shop_1', isAuthenticated: true })
  expect(deps.queryClient.getQueryData(['cached'])).toBeUndefined()
  expect(deps.router.navigate).toHaveBeenCalledWith('/', { replace: true })
})

test('the same session gets a fresher token without leaving the screen', () => {
  sessionActions.started({ token: token('partner_acme'), shopId: 'shop_1' })
  const deps = setup()
  const fresh = token('partner_acme', 'shop_1', 7200)
  expect(acceptHostToken({ type: 'set-token', token: fresh, shopId: null }, ACME, deps)).toBe('refreshed')
  expect(useSessionStore.getState().token).toBe(fresh)
  expect(deps.queryClient.getQueryData(['cached'])).toBe(1)
  expect(deps.router.navigate).not.toHaveBeenCalled()
})

test('the shop id falls back to the token’s claim', () => {
  const deps = setup()
  expect(
    acceptHostToken({ type: 'set-token', token: token('partner_acme', 'shop_9'), shopId: null }, ACME, deps),
  ).toBe('started')
  expect(useSessionStore.getState().shopId).toBe('shop_9')
})

test.each([
  ['another partner’s token from this origin', () => token('partner_bistro'), ACME],
  ['a token from an origin no partner has', () => token('partner_acme'), 'https://evil.example'],
  ['an expired token', () => token('partner_acme', 'shop_1', -10), ACME],
  ['a token within 5 s of expiry', () => token('partner_acme', 'shop_1', 3), ACME],
  ['a token that does not decode', () => 'eyJhbGciOi.bm90LWpzb24.c2ln', ACME],
])('ignores %s', (_label, make, origin) => {
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const deps = setup()
  expect(acceptHostToken({ type: 'set-token', token: make(), shopId: 'shop_1' }, origin, deps)).toBe(
    'ignored',
  )
  expect(useSessionStore.getState().isAuthenticated).toBe(false)
  expect(deps.queryClient.getQueryData(['cached'])).toBe(1)
})

test('the same shop handed over for another merchant is another identity: a clean start, nothing kept', () => {
  sessionActions.started({ token: token('partner_acme'), shopId: 'shop_1' })
  localStorage.setItem('show-renewal-banner', 'false')
  const deps = setup()
  const otherMerchant = mintTestToken(
    { sub: 'u2', shopId: 'shop_1', merchantId: 'm2', partnerId: 'partner_acme', scenario: 'x' },
    3600,
  )
  expect(acceptHostToken({ type: 'set-token', token: otherMerchant, shopId: 'shop_1' }, ACME, deps)).toBe(
    'started',
  )
  expect(useSessionStore.getState()).toMatchObject({
    token: otherMerchant,
    merchantId: 'm2',
    isAuthenticated: true,
  })
  expect(deps.queryClient.getQueryData(['cached'])).toBeUndefined()
  // The previous merchant's stored values go (and the end listeners run: provider.tsx drops drafts).
  expect(localStorage.getItem('show-renewal-banner')).toBeNull()
  expect(deps.router.navigate).toHaveBeenCalledWith('/', { replace: true })
  // Nor is another merchant's token ever taken as a fresher token for this session.
  expect(sessionActions.tokenRefreshed(token('partner_acme'), { source: 'host' })).toBe(false)
})
