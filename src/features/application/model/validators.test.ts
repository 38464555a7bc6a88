import fc from 'fast-check'
import * as v from './validators'

test('ABA routing numbers: known good ones pass, one changed digit fails', () => {
  for (const good of ['021000021', '011000015', '121000358', '026009593', '111000025'])
    expect(v.isValidRoutingNumber(good)).toBe(true)
  for (const bad of ['021000022', '123456789', '02100002', '0210000211', 'abcdefghi', ''])
    expect(v.isValidRoutingNumber(bad)).toBe(false)
})

test('property: changing any single digit of a valid routing number breaks the checksum', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^\d{8}$/),
      fc.nat(8),
      fc.integer({ min: 1, max: 9 }),
      (first8, position, delta) => {
        // Complete 8 digits into a valid number: the 9th digit is fixed by the checksum.
        const d = [...first8].map(Number)
        const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!)
        const valid = first8 + String((10 - (partial % 10)) % 10)
        expect(v.isValidRoutingNumber(valid)).toBe(true)
        const changed = [...valid]
        changed[position] = String((Number(changed[position]) + delta) % 10)
        // Weights 3, 7, 1 are coprime to 10: any single-digit change is caught.
        expect(v.isValidRoutingNumber(changed.join(''))).toBe(false)
      },
    ),
  )
})

test('age of majority: 18; 19 in AL and NE; 21 in MS', () => {
  expect(['CA', 'TX', null, undefined].map(v.ageOfMajority)).toEqual([18, 18, 18, 18])
  expect(['AL', 'NE', 'MS'].map(v.ageOfMajority)).toEqual([19, 19, 21])
  const today = new Date('2026-11-21T12:00:00')
  expect(v.isOfAge('2008-11-21', 'TX', today)).toBe(true)
  expect(v.isOfAge('2008-11-22', 'TX', today)).toBe(false)
  expect(v.isOfAge('2008-01-01', 'AL', today)).toBe(false)
  expect(v.isOfAge('2007-11-21', 'NE', today)).toBe(true)
  expect(v.isOfAge('2006-01-01', 'MS', today)).toBe(false)
  expect(v.isOfAge('2005-11-21', 'MS', today)).toBe(true)
  expect(v.isOfAge('not a date', 'TX', today)).toBe(false)
})

test('tax ids, ZIP codes and past dates', () => {
  expect(v.isTaxId('12-3456789')).toBe(true)
  expect(v.isTaxId('123 45 6789')).toBe(true)
  expect(v.isTaxId('12345678')).toBe(false)
  expect(v.isZip('78701')).toBe(true)
  expect(v.isZip('78701-1234')).toBe(true)
  expect(v.isZip('7870')).toBe(false)
  const today = new Date('2026-11-21')
  expect(v.isPastDate('2019-04-01', today)).toBe(true)
  expect(v.isPastDate('2027-01-01', today)).toBe(false)
  expect(v.isPastDate('2019-02-30', today)).toBe(false)
})

test('ownership: all owners together at most 100 %', () => {
  expect(v.totalOwnershipOk([0.6, 0.4])).toBe(true)
  expect(v.totalOwnershipOk([0.6, 0.41])).toBe(false)
  expect(v.totalOwnershipOk([0.33, 0.33, 0.34])).toBe(true)
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 6 }), (percents) => {
      expect(v.totalOwnershipOk(percents.map((p) => p / 100))).toBe(
        percents.reduce((a, b) => a + b, 0) <= 100,
      )
    }),
  )
})

test('v.digitsOnly keeps digits in order', () => {
  fc.assert(
    fc.property(fc.string(), (s) => {
      expect(v.digitsOnly(s)).toMatch(/^\d*$/)
    }),
  )
})
