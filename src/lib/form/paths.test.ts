import fc from 'fast-check'
import { getAt, setAt } from './paths'

test('reads a value by its dot path, through objects and lists; nowhere is undefined', () => {
  const values = { merchant: { legalName: 'Acme' }, owners: [{ email: 'a@b.co' }, { email: '' }] }
  expect(getAt(values, 'merchant.legalName')).toBe('Acme')
  expect(getAt(values, 'owners.1.email')).toBe('')
  expect(getAt(values, 'owners.0')).toEqual({ email: 'a@b.co' })
  expect(getAt(values, 'owners.2.email')).toBeUndefined()
  expect(getAt(values, 'merchant.legalName.first')).toBeUndefined()
  expect(getAt(undefined, 'merchant')).toBeUndefined()
})

test('writes a copy: the objects and lists on the way are new, the rest shared, the original unchanged', () => {
  const values = {
    merchant: { legalName: 'Acme', dba: 'A' },
    shop: { date: '' },
    owners: [{ e: 'x' }, { e: 'y' }],
  }
  const next = setAt(values, 'owners.1.e', 'z')
  expect(next).toEqual({ ...values, owners: [{ e: 'x' }, { e: 'z' }] })
  expect(values.owners[1]!.e).toBe('y')
  expect(next.owners).not.toBe(values.owners)
  expect(next.owners[0]).toBe(values.owners[0])
  expect(next.merchant).toBe(values.merchant)
})

test('writing where nothing is yet makes the objects and lists on the way', () => {
  expect(setAt({}, 'merchant.address.street', '1 Main')).toEqual({
    merchant: { address: { street: '1 Main' } },
  })
  expect(setAt({ owners: [] }, 'owners.0.email', 'a@b.co')).toEqual({ owners: [{ email: 'a@b.co' }] })
  expect(Array.isArray(setAt(undefined, '0', 'a'))).toBe(true)
})

const key = fc.constantFrom('a', 'b', 'c')
const path = fc.array(fc.oneof(key, fc.constantFrom('0', '1')), { minLength: 1, maxLength: 4 })

test('property: what is written at a path is read back there', () => {
  fc.assert(
    fc.property(fc.jsonValue(), path, fc.string(), (values, at, value) => {
      expect(getAt(setAt(values, at.join('.'), value), at.join('.'))).toBe(value)
    }),
  )
})

test('property: a write changes nothing off its path, and leaves the original as it was', () => {
  fc.assert(
    fc.property(fc.dictionary(key, fc.jsonValue()), path, path, fc.string(), (values, at, other, value) => {
      const before = structuredClone(values)
      const next = setAt(values, at.join('.'), value)
      expect(values).toEqual(before)
      if (other[0] !== at[0]) expect(getAt(next, other.join('.'))).toEqual(getAt(values, other.join('.')))
    }),
  )
})
