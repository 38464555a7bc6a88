// @vitest-environment jsdom
import { createStore, readStored, restoreStored } from './storage'
import { z } from './zod'

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

test('restoreStored: what was kept as the schema makes it, or null, never part of it', () => {
  const schema = z.object({
    id: z.string(),
    state: z.enum(['OPEN', 'CLOSED']),
    // A field added later: a value kept before it existed takes the default.
    note: z._default(z.string(), ''),
  })
  expect(restoreStored(schema, JSON.stringify({ id: 'a', state: 'OPEN', note: 'x' }))).toEqual({
    id: 'a',
    state: 'OPEN',
    note: 'x',
  })
  expect(restoreStored(schema, JSON.stringify({ id: 'a', state: 'OPEN' }))).toEqual({
    id: 'a',
    state: 'OPEN',
    note: '',
  })
  // A field the schema does not know is not carried on.
  expect(restoreStored(schema, JSON.stringify({ id: 'a', state: 'OPEN', taxId: '123456789' }))).toEqual({
    id: 'a',
    state: 'OPEN',
    note: '',
  })
  expect(restoreStored(schema, null)).toBeNull()
  expect(restoreStored(schema, '{"id":')).toBeNull()
  expect(restoreStored(schema, JSON.stringify({ id: 1, state: 'OPEN' }))).toBeNull()
  expect(restoreStored(schema, JSON.stringify({ id: 'a', state: 'LOST' }))).toBeNull()
  expect(restoreStored(schema, JSON.stringify({ id: 'a', state: 'OPEN', note: 3 }))).toBeNull()
})

test('readStored removes from storage what does not restore, and keeps what does', () => {
  const store = createStore(() => window.sessionStorage)
  const schema = z.object({ n: z.number() })
  sessionStorage.setItem('kept', '{"n":1}')
  expect(readStored(store, 'kept', schema)).toEqual({ n: 1 })
  expect(sessionStorage.getItem('kept')).toBe('{"n":1}')
  sessionStorage.setItem('kept', '{"n":"1"}')
  expect(readStored(store, 'kept', schema)).toBeNull()
  expect(sessionStorage.getItem('kept')).toBeNull()
  expect(readStored(store, 'kept', schema)).toBeNull()
})
