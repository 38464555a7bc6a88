import fc from 'fast-check'
import { canonicalJson } from '../digest'
import { digestOf } from './digest'

test('the same content gives the same JSON whatever the order of its keys', () => {
  expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
    canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
  )
  expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}')
  expect(canonicalJson(undefined)).toBe('null')
})

test('a SHA-256 hex digest, salted with the intent key: same key and content, same digest', async () => {
  const content = { termsId: 'terms_1', signature: 'Ana Diaz', amount: 10_000 }
  const digest = await digestOf('key-1', content)
  expect(digest).toMatch(/^[0-9a-f]{64}$/)
  expect(await digestOf('key-1', { amount: 10_000, signature: 'Ana Diaz', termsId: 'terms_1' })).toBe(digest)
  // Another intent's key: another digest for the very same content (no table of names to look up).
  expect(await digestOf('key-2', content)).not.toBe(digest)
  expect(digest).not.toContain('Ana')
})

test('property: any change to what was confirmed (terms, amount, signature, body) changes the digest', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uuid(),
      fc.record({
        termsId: fc.stringMatching(/^terms_[a-z0-9]{1,8}$/),
        amount: fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
        signature: fc.option(fc.stringMatching(/^[A-Z][a-z]{1,8} [A-Z][a-z]{1,8}$/), { nil: null }),
        body: fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.oneof(fc.string(), fc.integer())),
      }),
      fc.constantFrom('termsId', 'amount', 'signature', 'body' as const),
      async (key, confirmed, changed) => {
        const other = {
          ...confirmed,
          [changed]:
            changed === 'amount'
              ? confirmed.amount + 0.01
              : changed === 'body'
                ? { ...confirmed.body, 'not-in-body': 'x' }
                : `${confirmed[changed] ?? ''}2`,
        }
        expect(await digestOf(key, other)).not.toBe(await digestOf(key, confirmed))
      },
    ),
  )
})
