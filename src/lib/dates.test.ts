import fc from 'fast-check'
import {
  addDays,
  calendarDaysBetween,
  fullYearsBetween,
  isoDay,
  parseIsoDate,
  todayIso,
  usDay,
} from './dates'

// The contract's two date shapes, the patterns we print, and the arithmetic, in whatever time zone
// the tests run (`TZ=America/New_York npx vitest run src/lib/dates.test.ts` checks a DST zone).

/** Any moment from 1900 to 2100. */
const moment = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
})

test.each([
  ['2026-12-01', '12/01/2026', '2026-12-01'],
  ['2024-02-29', '02/29/2024', '2024-02-29'],
  ['0099-03-04', '03/04/0099', '0099-03-04'], // not 1999
])('%s is a calendar day: %s', (iso, us, day) => {
  const date = parseIsoDate(iso)
  expect(date && usDay(date)).toBe(us)
  expect(date && isoDay(date)).toBe(day)
  expect(date?.getHours()).toBe(0)
})

test.each([
  '2026-02-30', // no such day
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-12-1',
  '12/01/2026',
  '2026-12-01T',
  '2026-12-01T25:00:00Z',
  '2026-12-01 10:00:00Z',
  'tomorrow',
  '',
])('%j names no date', (iso) => {
  expect(parseIsoDate(iso)).toBeNull()
})

test('instants: with Z, with an offset, and without a zone (local time)', () => {
  expect(parseIsoDate('2026-11-21T15:00:00Z')?.toISOString()).toBe('2026-11-21T15:00:00.000Z')
  expect(parseIsoDate('2026-11-21T15:00:00.123Z')?.toISOString()).toBe('2026-11-21T15:00:00.123Z')
  expect(parseIsoDate('2026-11-21T15:00:00+02:00')?.toISOString()).toBe('2026-11-21T13:00:00.000Z')
  expect(parseIsoDate('2026-11-21T15:00')?.getHours()).toBe(15)
  // As many fractional digits as the response schema lets through.
  expect(parseIsoDate('2026-11-21T15:00:00.1234567891Z')?.toISOString()).toBe('2026-11-21T15:00:00.123Z')
})

test('a printed day reads back as the same local midnight', () => {
  fc.assert(
    fc.property(moment, (date) => {
      const day = parseIsoDate(isoDay(date))
      expect(day?.getHours()).toBe(0)
      expect(day && isoDay(day)).toBe(isoDay(date))
      expect(day && usDay(day)).toBe(usDay(date))
      expect(usDay(date)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    }),
  )
})

test('adding days and counting them back agree; whole years turn with the order', () => {
  fc.assert(
    fc.property(moment, moment, fc.integer({ min: -800, max: 800 }), (a, b, n) => {
      expect(calendarDaysBetween(addDays(a, n), a)).toBe(n)
      expect(isoDay(addDays(a, n)) >= isoDay(a)).toBe(n >= 0)
      expect(calendarDaysBetween(a, b) + calendarDaysBetween(b, a)).toBe(0)
      expect(fullYearsBetween(a, b) + fullYearsBetween(b, a)).toBe(0)
      expect(Math.abs(fullYearsBetween(a, b))).toBeLessThanOrEqual(Math.abs(calendarDaysBetween(a, b)) / 365)
    }),
  )
})

test('an invalid date counts as NaN, never as a number', () => {
  const invalid = new Date(Number.NaN)
  expect(calendarDaysBetween(invalid, new Date())).toBeNaN()
  expect(fullYearsBetween(invalid, new Date())).toBeNaN()
})

test('ages around a birthday, 29 February included', () => {
  const day = (iso: string) => parseIsoDate(iso)!
  expect(fullYearsBetween(day('2026-03-14'), day('2008-03-15'))).toBe(17)
  expect(fullYearsBetween(day('2026-03-15'), day('2008-03-15'))).toBe(18)
  expect(fullYearsBetween(day('2025-02-28'), day('2004-02-29'))).toBe(20)
  expect(fullYearsBetween(day('2025-03-01'), day('2004-02-29'))).toBe(21)
  expect(fullYearsBetween(day('2008-03-15'), day('2026-03-15'))).toBe(-18)
  expect(calendarDaysBetween(day('2026-03-09'), day('2026-03-07'))).toBe(2)
  // Years before 100 count as themselves.
  expect(calendarDaysBetween(day('0099-01-01'), day('0098-12-31'))).toBe(1)
  expect(calendarDaysBetween(day('2000-01-01'), day('0099-12-31'))).toBe(693961) // Python's date arithmetic agrees
})

test("today is the merchant's local calendar day, not UTC's: late in the evening it is still today", () => {
  expect(todayIso(new Date(2026, 10, 28, 23, 59))).toBe('2026-11-28')
  expect(todayIso(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01')
  expect(todayIso()).toBe(isoDay(new Date()))
})
