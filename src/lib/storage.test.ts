import { createStore } from './storage'

test('uses Web Storage when it works', () => {
  const store = createStore(() => window.localStorage)
  store.set('token', 'a')
  expect(window.localStorage.getItem('token')).toBe('a')
  store.remove('token')
  expect(store.get('token')).toBeNull()
  expect(store.persistent).toBe(true)
})

test('falls back to memory when touching storage throws (blocked third-party storage)', () => {
  const store = createStore(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  expect(store.persistent).toBe(false)
  store.set('shopId', 'shop_1')
  expect(store.get('shopId')).toBe('shop_1')
  store.remove('shopId')
  expect(store.get('shopId')).toBeNull()
})

test('falls back per call when a write throws (quota)', () => {
  const broken = {
    getItem: () => null,
    setItem: (key: string) => {
      if (key !== '__cc_probe__') throw new DOMException('full', 'QuotaExceededError')
    },
    removeItem: () => undefined,
  } as unknown as Storage
  const store = createStore(() => broken)
  store.set('token', 'b')
  expect(() => store.get('token')).not.toThrow()
})
