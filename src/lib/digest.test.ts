import fc from 'fast-check'
import { canonicalJson, fingerprint, sha256Hex } from './digest'

test('SHA-256 of known texts', async () => {
  // echo -n '' | sha256sum; echo -n 'abc' | sha256sum
  await expect(sha256Hex('')).resolves.toBe(
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  )
  await expect(sha256Hex('abc')).resolves.toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
})

test('key order does not matter, at any depth; array order does', () => {
  expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}')
  expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }))
})

test('property: equal content, equal fingerprint; changed content, another one', async () => {
  await fc.assert(
    fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), async (value, extra) => {
      const reversed = Object.fromEntries(Object.entries(value).reverse())
      await expect(fingerprint(reversed)).resolves.toBe(await fingerprint(value))
      const changed = { ...value, [`${extra}!`]: 'changed' }
      await expect(fingerprint(changed)).resolves.not.toBe(await fingerprint(value))
    }),
    { numRuns: 50 },
  )
})
