import fc from 'fast-check'
import { createStore } from '../storage'
import {
  INTENT_PREFIX,
  KEY_WINDOW_MS,
  clearIntent,
  confirms,
  createIntent,
  isPastWindow,
  readIntent,
  saveIntent,
  sealIntent,
} from './intent-store'

/** A fresh Web Storage-backed adapter, as the app's `session` store is. */
function freshStore() {
  const map = new Map<string, string>()
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage
  return { store: createStore(() => storage), map }
}

test('a reload finds the unresolved intent with the same key; a cleared one is gone', () => {
  const { store } = freshStore()
  const intent = createIntent({
    action: 'one-time-payment',
    targetId: 'loan_1',
    amount: 250,
    hints: { knownPaymentIds: ['pay_1', 'pay_2'] },
  })
  saveIntent(intent, store)
  // "Reload": nothing in memory, only what the adapter kept.
  expect(readIntent('one-time-payment', 'loan_1', store)).toEqual(intent)
  expect(readIntent('one-time-payment', 'loan_2', store)).toBeNull()
  expect(readIntent('accept-offer', 'loan_1', store)).toBeNull()
  clearIntent(intent, store)
  expect(readIntent('one-time-payment', 'loan_1', store)).toBeNull()
})

test('a newer intent in the same place is not cleared by an older one settling', () => {
  const { store } = freshStore()
  const old = createIntent({ action: 'one-time-payment', targetId: 'loan_1', amount: 10 })
  const fresh = createIntent({ action: 'one-time-payment', targetId: 'loan_1', amount: 20 })
  saveIntent(old, store)
  saveIntent(fresh, store)
  clearIntent(old, store)
  expect(readIntent('one-time-payment', 'loan_1', store)?.key).toBe(fresh.key)
})

test('a broken stored value reads as no intent', () => {
  const { store, map } = freshStore()
  map.set(`${INTENT_PREFIX}accept-offer:offer_1`, '{"key":')
  expect(readIntent('accept-offer', 'offer_1', store)).toBeNull()
  map.set(`${INTENT_PREFIX}accept-offer:offer_1`, JSON.stringify({ key: 1 }))
  expect(readIntent('accept-offer', 'offer_1', store)).toBeNull()
})

test('a stored intent comes back only whole: a wrong type, an unknown action or a name as a hint is dropped and removed', () => {
  const { store, map } = freshStore()
  const where = `${INTENT_PREFIX}one-time-payment:loan_1`
  const intent = createIntent({
    action: 'one-time-payment',
    targetId: 'loan_1',
    amount: 250,
    hints: { knownPaymentIds: ['pay_1'], revision: 3, settled: false, last: null },
  })
  const keep = (value: unknown) => map.set(where, JSON.stringify(value))
  keep(intent)
  expect(readIntent('one-time-payment', 'loan_1', store)).toEqual(intent)
  expect(map.has(where)).toBe(true)
  for (const broken of [
    { ...intent, amount: '250' },
    { ...intent, action: 'refund' },
    { ...intent, hints: { by: 'Ana Diaz' } },
    { ...intent, hints: { knownPaymentIds: [1] } },
    { ...intent, key: undefined },
  ]) {
    keep(broken)
    expect(readIntent('one-time-payment', 'loan_1', store)).toBeNull()
    expect(map.has(where)).toBe(false)
  }
  map.set(where, 'not json')
  expect(readIntent('one-time-payment', 'loan_1', store)).toBeNull()
  expect(map.has(where)).toBe(false)
  // Another action's intent stored in this place is not this one.
  keep({ ...intent, targetId: 'loan_2' })
  expect(readIntent('one-time-payment', 'loan_1', store)).toBeNull()
  expect(map.has(where)).toBe(false)
  // A field this build does not know (a name slipped in) is not read back.
  keep({ ...intent, name: 'Ana Diaz' })
  expect(readIntent('one-time-payment', 'loan_1', store)).toEqual(intent)
})

test('storage that throws falls back to memory for this page', () => {
  const store = createStore(() => {
    throw new Error('SecurityError')
  })
  const intent = createIntent({ action: 'accept-offer', targetId: 'offer_1' })
  saveIntent(intent, store)
  expect(readIntent('accept-offer', 'offer_1', store)?.key).toBe(intent.key)
})

test('hints must be id-like: names, e-mail addresses and bodies are refused', () => {
  for (const bad of ['Ana Diaz', 'ana@example.com', '{"taxId":"123456789"}', '']) {
    expect(() => createIntent({ action: 'accept-offer', targetId: 'o', hints: { x: bad } })).toThrow(
      /not an id-like value/,
    )
  }
  expect(() =>
    createIntent({ action: 'accept-offer', targetId: 'o', hints: { signedAt: '2026-11-23T10:00:00.000Z' } }),
  ).not.toThrow()
})

test('property: amount change → new key; the stored JSON holds only the intent’s fields, never personal data', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('submit-application', 'accept-offer', 'one-time-payment' as const),
      fc.stringMatching(/^[a-z0-9_]{1,20}$/),
      fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
      fc.array(fc.stringMatching(/^pay_[a-z0-9]{1,8}$/), { maxLength: 20 }),
      fc.record({
        name: fc
          .tuple(fc.stringMatching(/^[A-Z][a-z]{1,10}$/), fc.stringMatching(/^[A-Z][a-z]{1,10}$/))
          .map(([first, last]) => `${first} ${last}`),
        email: fc.emailAddress(),
        taxId: fc.stringMatching(/^\d{3}-\d{2}-\d{4}$/),
      }),
      (action, targetId, amount, known, person) => {
        const { store, map } = freshStore()
        const first = createIntent({ action, targetId, amount, hints: { knownPaymentIds: known } })
        saveIntent(first, store)
        const second = createIntent({ action, targetId, amount: amount + 1 })
        expect(second.key).not.toBe(first.key)
        const [[storageKey, json]] = [...map.entries()] as [[string, string]]
        expect(storageKey.startsWith(INTENT_PREFIX)).toBe(true)
        const stored = JSON.parse(json) as Record<string, unknown>
        expect(Object.keys(stored).sort()).toEqual([
          'action',
          'amount',
          'createdAt',
          'digest',
          'hints',
          'key',
          'targetId',
        ])
        for (const value of [person.name, person.email, person.taxId]) expect(json).not.toContain(value)
        // A name or an e-mail address handed over as a hint by mistake is refused, not stored.
        for (const value of [person.name, person.email])
          expect(() => createIntent({ action, targetId, hints: { by: value } })).toThrow(
            /not an id-like value/,
          )
      },
    ),
  )
})

test('the digest of what was confirmed survives a reload: the same terms and signature match, any change does not', async () => {
  const { store, map } = freshStore()
  const confirmed = { termsId: 'terms_10000', signature: 'Ana Diaz' }
  const intent = await sealIntent(
    { action: 'accept-offer', targetId: 'offer_1', hints: { signedAt: '2026-11-23T10:00:00.000Z' } },
    confirmed,
  )
  saveIntent(intent, store)
  const json = [...map.values()][0]!
  expect(json).not.toContain('Ana')
  expect(json).not.toContain('terms_10000')
  // "Reload": only what storage kept.
  const found = readIntent('accept-offer', 'offer_1', store)!
  expect(found.digest).toMatch(/^[0-9a-f]{64}$/)
  expect(await confirms(found, {}, { termsId: 'terms_10000', signature: 'Ana Diaz' })).toBe(true)
  expect(await confirms(found, {}, { termsId: 'terms_20000', signature: 'Ana Diaz' })).toBe(false)
  expect(await confirms(found, {}, { termsId: 'terms_10000', signature: 'Ana Díaz' })).toBe(false)
  expect(await confirms(found, { amount: 1 }, confirmed)).toBe(false)
})

test('an amount is part of what was confirmed; an intent stored without a digest matches nothing', async () => {
  const { store, map } = freshStore()
  const paid = await sealIntent(
    { action: 'one-time-payment', targetId: 'loan_1', amount: 100 },
    { bankAccountId: 'ba_1' },
  )
  expect(await confirms(paid, { amount: 100 }, { bankAccountId: 'ba_1' })).toBe(true)
  expect(await confirms(paid, { amount: 150 }, { bankAccountId: 'ba_1' })).toBe(false)
  expect(await confirms(paid, { amount: 100 }, { bankAccountId: 'ba_2' })).toBe(false)
  // Written before digests existed: read, but never taken for what is on screen now.
  const { digest: _digest, ...legacy } = createIntent({
    action: 'one-time-payment',
    targetId: 'loan_1',
    amount: 100,
  })
  map.set(`${INTENT_PREFIX}one-time-payment:loan_1`, JSON.stringify(legacy))
  const read = readIntent('one-time-payment', 'loan_1', store)!
  expect(read.digest).toBeNull()
  expect(await confirms(read, { amount: 100 }, { bankAccountId: 'ba_1' })).toBe(false)
  // A digest that is not a SHA-256 hex is a broken value.
  map.set(`${INTENT_PREFIX}one-time-payment:loan_1`, JSON.stringify({ ...legacy, digest: 'Ana Diaz' }))
  expect(readIntent('one-time-payment', 'loan_1', store)).toBeNull()
})

test('the key window: an intent is past it 24 hours after it was made, not before', () => {
  const made = new Date('2026-11-23T10:00:00.000Z')
  const intent = createIntent({ action: 'one-time-payment', targetId: 'loan_1', amount: 10 }, made)
  const at = (ms: number) => new Date(made.getTime() + ms)
  expect(KEY_WINDOW_MS).toBe(24 * 60 * 60 * 1000)
  expect(isPastWindow(intent, at(0))).toBe(false)
  expect(isPastWindow(intent, at(KEY_WINDOW_MS - 1))).toBe(false)
  expect(isPastWindow(intent, at(KEY_WINDOW_MS))).toBe(true)
  expect(isPastWindow({ ...intent, createdAt: 'not a date' }, at(0))).toBe(true)
})
