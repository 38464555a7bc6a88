import fc from 'fast-check'
import { PACE_DAYS, installmentForecast, windowForecast } from './forecast'

const flex = (
  window: { start: string; end: string; minPayment: number; paidInWindow: number },
  balance = 8100.25,
) => ({
  loanType: 'FIXED_FEE_FLEX' as const,
  currentWindow: window,
  outstandingBalance: balance,
})
const withholding = (date: string, amount: number, status = 'COMPLETED') => ({
  type: 'WITHHOLDING' as const,
  status: status as 'COMPLETED',
  amount,
  date,
})

test('on track: paid so far plus the recent pace over the days left', () => {
  // Window 10/29–12/27; today 11/28: the last 30 days are 10/30–11/28 (30 days), $3,000 in them.
  const payments = [
    withholding('2026-11-28', 1000),
    withholding('2026-11-10', 1000),
    withholding('2026-10-30', 1000),
    withholding('2026-10-29', 999), // a day before the 30 days
    withholding('2026-11-20', 500, 'PENDING'), // not completed
    { type: 'PREPAY' as const, status: 'COMPLETED' as const, amount: 700, date: '2026-11-21' },
  ]
  const forecast = windowForecast(
    flex({ start: '2026-10-29', end: '2026-12-27', minPayment: 2240, paidInWindow: 3699 }),
    payments,
    '2026-11-28',
  )
  // $100 a day for the 29 days after today: 3,699 + 2,900.
  expect(forecast).toEqual({
    kind: 'window',
    end: '2026-12-27',
    minimum: 2240,
    projected: 6599,
    short: 0,
    perDay: 100,
    repaidBy: '2027-02-18', // 8,100.25 at 100 a day: 82 days
  })
})

test('behind: the shortfall by the window end, and the window so far when it is shorter than 30 days', () => {
  // Window began 11/19: 10 days so far (11/19–11/28), $200 in them → $20 a day.
  const forecast = windowForecast(
    flex({ start: '2026-11-19', end: '2027-01-17', minPayment: 2240, paidInWindow: 200 }),
    [withholding('2026-11-19', 120), withholding('2026-11-25', 80), withholding('2026-11-18', 5000)],
    '2026-11-28',
  )
  // 50 days left: 200 + 50 × 20 = 1,200; short 1,040.
  expect(forecast).toMatchObject({ projected: 1200, short: 1040, perDay: 20, end: '2027-01-17' })
})

test('no sales yet: no pace, no repayment date, the whole minimum short (never more than owed)', () => {
  const forecast = windowForecast(
    flex({ start: '2026-11-28', end: '2027-01-26', minPayment: 2240, paidInWindow: 0 }, 1500),
    [],
    '2026-11-28',
  )
  expect(forecast).toMatchObject({ projected: 0, short: 1500, perDay: 0, repaidBy: null })
})

test('nothing to project: installment loans, no window, nothing owed, unreadable dates', () => {
  const window = { start: '2026-11-01', end: '2026-12-30', minPayment: 2240, paidInWindow: 0 }
  expect(windowForecast({ ...flex(window), loanType: 'FIXED_FEE_INSTALLMENT' }, [], '2026-11-28')).toBeNull()
  expect(windowForecast({ ...flex(window), currentWindow: null }, [], '2026-11-28')).toBeNull()
  expect(windowForecast(flex(window, 0), [], '2026-11-28')).toBeNull()
  expect(windowForecast(flex({ ...window, end: 'soon' }), [], '2026-11-28')).toBeNull()
})

const isoDayArb = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const money = fc.integer({ min: -100_000, max: 5_000_000 }).map((c) => c / 100)

test('property: never negative, never NaN, the short and the projection add up to the minimum', () => {
  fc.assert(
    fc.property(
      isoDayArb,
      isoDayArb,
      fc.integer({ min: 1, max: 120 }),
      money,
      money,
      money,
      fc.array(fc.tuple(isoDayArb, money, fc.constantFrom('COMPLETED', 'PENDING', 'FAILED')), {
        maxLength: 40,
      }),
      (today, start, length, minPayment, paidInWindow, balance, rows) => {
        const end = new Date(`${start}T00:00:00Z`)
        end.setUTCDate(end.getUTCDate() + length)
        const forecast = windowForecast(
          flex({ start, end: end.toISOString().slice(0, 10), minPayment, paidInWindow }, balance),
          rows.map(([date, amount, status]) => withholding(date, amount, status)),
          today,
        )
        if (!(balance > 0)) {
          expect(forecast).toBeNull()
          return
        }
        expect(forecast).not.toBeNull()
        for (const value of [forecast!.minimum, forecast!.projected, forecast!.short, forecast!.perDay]) {
          expect(Number.isFinite(value)).toBe(true)
          expect(value).toBeGreaterThanOrEqual(0)
          expect(Number(value.toFixed(2))).toBe(value) // whole cents
        }
        expect(forecast!.short).toBeLessThanOrEqual(balance)
        if (forecast!.short > 0 && forecast!.short < balance)
          expect(Math.round((forecast!.projected + forecast!.short) * 100)).toBe(
            Math.round(forecast!.minimum * 100),
          )
        if (forecast!.repaidBy !== null) expect(forecast!.repaidBy >= today).toBe(true)
      },
    ),
  )
})

test(`property: the pace reads at most the last ${PACE_DAYS} days, whatever came before`, () => {
  fc.assert(
    fc.property(fc.array(money, { maxLength: 20 }), (older) => {
      const window = { start: '2026-09-01', end: '2026-12-30', minPayment: 2240, paidInWindow: 0 }
      const recent = [withholding('2026-11-28', 300)]
      const before = older.map((amount, i) =>
        withholding(`2026-10-${String(1 + (i % 29)).padStart(2, '0')}`, amount),
      )
      expect(windowForecast(flex(window), [...recent, ...before], '2026-11-28')).toEqual(
        windowForecast(flex(window), recent, '2026-11-28'),
      )
    }),
  )
})

test('installment loans: the next payment and how many are left', () => {
  const loan = {
    loanType: 'FIXED_FEE_INSTALLMENT' as const,
    nextPaymentDate: '2026-12-05',
    nextPaymentAmount: 224,
  }
  expect(installmentForecast(loan, 12)).toEqual({
    kind: 'installment',
    next: { date: '2026-12-05', amount: 224 },
    left: 12,
  })
  expect(installmentForecast({ ...loan, nextPaymentDate: null }, 0)).toEqual({
    kind: 'installment',
    next: null,
    left: 0,
  })
  expect(installmentForecast({ ...loan, loanType: 'FIXED_FEE_FLEX' }, 3)).toBeNull()
})

test('a pace of a cent a day gives no payoff date: it would be centuries away', () => {
  // fast-check's counterexample: $0.01 in the last 30 days against $970.26 owed (a date past 9999).
  const forecast = windowForecast(
    flex({ start: '2020-01-01', end: '2020-01-02', minPayment: 0, paidInWindow: 0 }, 970.26),
    [withholding('2030-06-23', 0.01)],
    '2030-07-22',
  )
  expect(forecast).toMatchObject({ perDay: 0, repaidBy: null })
  // $10 a day repays $970.26 in 98 days: well inside the horizon.
  const steady = windowForecast(
    flex({ start: '2030-07-01', end: '2030-08-30', minPayment: 0, paidInWindow: 0 }, 970.26),
    [withholding('2030-07-12', 220)],
    '2030-07-22',
  )
  expect(steady?.repaidBy).toBe('2030-10-28')
})
