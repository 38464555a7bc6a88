// @vitest-environment jsdom
import fc from 'fast-check'
import { act } from 'react'
import { chooseLocale, currentLocale, formatLocale } from '@/lib/i18n/runtime'
import { fillCopy } from './copy'
import {
  durationInMonths,
  formatApr,
  formatBps,
  formatDate,
  formatDuration,
  formatMoney,
  formatMoneyInput,
  formatPercent,
  formatPhone,
  fractionToPercent,
  maskToken,
  maskValue,
  moneyInputExample,
  parseMoneyInput,
  paymentFrequencyLabel,
  percentToFraction,
  rawPhone,
  truncate2,
} from './format'

const en = 'en-US'

test('in English, an unusable browser language (a bare Linux’s `C`) writes as en-US; a usable one stays', () => {
  const language = vi.spyOn(navigator, 'language', 'get')
  try {
    expect(currentLocale()).toBe('en-US')
    for (const tag of ['C', 'C.UTF-8', 'POSIX', '']) {
      language.mockReturnValue(tag)
      expect(formatLocale()).toBe('en-US')
      expect(formatMoney(8100.25)).toBe('$8,100.25')
      expect(moneyInputExample()).toBe('1,250.50')
      expect(parseMoneyInput('$8,100.25')).toEqual({ ok: true, value: 8100.25 })
    }
    language.mockReturnValue('en-GB')
    expect(formatLocale()).toBe('en-GB')
    expect(formatMoney(8100.25)).toBe('US$8,100.25')
  } finally {
    language.mockRestore()
  }
})

test('money: USD with 2 decimals', () => {
  expect(formatMoney(10000, en)).toBe('$10,000.00')
  expect(formatMoney(1493.333, en)).toBe('$1,493.33')
  expect(formatMoney(0.5, en)).toBe('$0.50')
  expect(formatMoney(Number.NaN, en)).toBe('')
})

test('percent, APR and withholding', () => {
  expect(formatPercent(23.6, 2, en)).toBe('23.60%')
  expect(formatApr(0.236, en)).toBe('23.60%')
  expect(formatApr(0.311, en)).toBe('31.10%')
  expect(formatApr(0.2874, en)).toBe('28.74%')
  expect(formatBps(1500, en)).toBe('15.00%')
  expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('')
})

test('truncation to 2 decimals', () => {
  expect(truncate2(41.48148)).toBe(41.48)
  expect(truncate2(0.29)).toBe(0.29)
  expect(truncate2(1.005)).toBe(1)
  expect(truncate2(-1.239)).toBe(-1.23)
  expect(truncate2(Number.NaN)).toBe(0)
})

test('dates show as MM/dd/yyyy', () => {
  expect(formatDate('2026-12-01')).toBe('12/01/2026')
  expect(formatDate('2026-02-30')).toBe('')
})

test('phone display and raw forms', () => {
  expect(formatPhone('5125550100')).toBe('+1-512-555-0100')
  expect(rawPhone('+1-512-555-0100')).toBe('5125550100')
  expect(rawPhone('(512) 555-0100')).toBe('5125550100')
  expect(rawPhone('1 512 555 0100')).toBe('5125550100')
  expect(formatPhone('555')).toBe('555')
})

test('ownership: fraction ↔ percent', () => {
  expect(fractionToPercent(0.6)).toBe(60)
  expect(fractionToPercent(0.333)).toBe(33)
  expect(percentToFraction(60)).toBe(0.6)
  expect(percentToFraction(33.33)).toBe(0.33)
})

test('payment frequency labels (spec §9)', () => {
  expect([7, 14, 30, 60, 1, 90].map(paymentFrequencyLabel)).toEqual([
    'Weekly',
    'bi-weekly',
    'monthly',
    'bi-monthly',
    'every 1 days',
    'every 90 days',
  ])
})

test('in Spanish: frequencies, durations and a refused amount', async () => {
  await act(() => chooseLocale('es-US'))
  expect([7, 14, 30, 60, 1, 90].map(paymentFrequencyLabel)).toEqual([
    'Semanal',
    'cada dos semanas',
    'mensual',
    'cada dos meses',
    'cada día',
    'cada 90 días',
  ])
  expect([1, 270, 540, 720, 365].map(formatDuration)).toEqual([
    '1 día',
    '270 días',
    '1 año y 6 meses',
    '2 años',
    '1 año y 1 mes',
  ])
  expect(parseMoneyInput('10.555', 'es-US')).toMatchObject({
    message: 'Use como máximo 2 decimales (centavos).',
  })
  expect(parseMoneyInput('50,25', 'es-US')).toMatchObject({ message: 'Ingrese un monto como 1,250.50.' })
})

test('durations (spec §9)', () => {
  expect(durationInMonths(270)).toBe(9)
  expect(durationInMonths(271)).toBe(10)
  expect(durationInMonths(0)).toBe(0)
  expect(durationInMonths(-5)).toBe(0)
  expect(formatDuration(270)).toBe('270 days')
  expect(formatDuration(360)).toBe('360 days')
  expect(formatDuration(540)).toBe('1 year 6 months')
  expect(formatDuration(720)).toBe('2 years')
  expect(formatDuration(365)).toBe('1 year 1 month')
  expect(formatDuration(1)).toBe('1 day')
})

test('masking: last 4 padded to 9; only tokens are shown', () => {
  expect(maskValue('123456789012')).toBe('*****9012')
  expect(maskValue('12')).toBe('*******12')
  expect(maskToken('tok_8f2kq1x9a7781')).toBe('*****7781')
  expect(maskToken('****7781')).toBeNull()
  expect(maskToken(null)).toBeNull()
})

test('copy placeholders', () => {
  expect(
    fillCopy('{bankName} sends {amount} to account {account} in {days} days.', {
      bankName: 'First Example Bank',
      amount: '$12,000.00',
      account: '*****7781',
      days: '2-6',
    }),
  ).toBe('First Example Bank sends $12,000.00 to account *****7781 in 2-6 days.')
  expect(fillCopy('Questions? Ask {partnerName}.', {})).toBe('Questions? Ask .')
})

describe('properties', () => {
  const money = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((c) => c / 100)

  test('money formatting never shows NaN or undefined and keeps the cents', () => {
    fc.assert(
      fc.property(money, (v) => {
        const out = formatMoney(v, en)
        expect(out).not.toMatch(/NaN|undefined/)
        expect(out).toMatch(/\.\d{2}$/)
        expect(Number(out.replace(/[$,]/g, ''))).toBeCloseTo(v, 2)
      }),
    )
  })

  test('truncate2 never rounds up and loses less than a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (v) => {
        const t = truncate2(v)
        expect(t).toBeLessThanOrEqual(v + v * 1e-12)
        expect(v - t).toBeLessThan(0.01 + 1e-6)
        // A whole number of cents, as exactly as a double can hold it (at $669,330,474.67 the
        // spacing of doubles near t × 100 is 7.6e-6).
        expect(Math.abs(Math.round(t * 100) - t * 100)).toBeLessThan(
          Math.max(1e-6, t * 100 * Number.EPSILON * 2),
        )
      }),
    )
  })

  test('a cent amount truncates to itself', () => {
    fc.assert(
      fc.property(money, (v) => {
        expect(truncate2(v)).toBe(v)
      }),
    )
  })

  test('phone: raw(display(raw)) is the identity for any 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        expect(formatPhone(digits)).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/)
        expect(rawPhone(formatPhone(digits))).toBe(digits)
      }),
    )
  })

  test('ownership: percent → fraction → percent round-trips for whole percents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        expect(fractionToPercent(percentToFraction(p))).toBe(p)
      }),
    )
  })

  test('durations: months never under days/30, and the label is never empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (d) => {
        expect(durationInMonths(d) * 30).toBeGreaterThanOrEqual(Math.max(0, d))
        expect(formatDuration(d)).toMatch(/^\d+ (day|days|year|years)( \d+ months?)?$/)
      }),
    )
  })

  test('masking always shows at most the last 4 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (v) => {
        const masked = maskValue(v)
        expect(masked.length).toBeGreaterThanOrEqual(9)
        expect(masked.endsWith(v.slice(-4))).toBe(true)
        expect(masked.slice(0, -4)).toMatch(/^\**$/)
      }),
    )
  })
})

describe('money input: read in the merchant’s locale, or refused (issue 14)', () => {
  const read = (text: string, locale = en) => {
    const result = parseMoneyInput(text, locale)
    return result.ok ? result.value : result.reason
  }

  test.each([
    ['1250', 1250],
    ['1250.5', 1250.5],
    ['1,250.5', 1250.5],
    ['1,250.50', 1250.5],
    ['$1,250', 1250],
    ['$ 1,250.00', 1250],
    ['1,250.00 USD', 1250],
    ['  42  ', 42],
    ['.5', 0.5],
    ['5.', 5],
    ['1,250.', 1250],
    ['0.29', 0.29],
    ['1,234,567.89', 1234567.89],
    ['0', 0],
  ])('en-US accepts %j as %d', (text, value) => {
    expect(read(text)).toBe(value)
  })

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['$', 'empty'],
    ['50,25', 'format'],
    ['1,25', 'format'],
    ['12,50,000', 'format'],
    ['1,2345', 'format'],
    ['0,125', 'format'],
    [',125', 'format'],
    ['1.250,50', 'format'],
    ['1 250', 'format'],
    ['1,,250', 'format'],
    ['1.2.3', 'format'],
    ['.', 'format'],
    ['-5', 'format'],
    ['+5', 'format'],
    ['12k', 'format'],
    ['1e3', 'format'],
    ['Infinity', 'format'],
    ['0x10', 'format'],
    ['12345678901234', 'format'],
    ['10.555', 'decimals'],
    ['1,250.505', 'decimals'],
  ])('en-US refuses %j (%s)', (text, reason) => {
    expect(read(text)).toBe(reason)
  })

  test('the refusal shows the locale’s own way of writing an amount', () => {
    expect(parseMoneyInput('50,25', en)).toEqual({
      ok: false,
      reason: 'format',
      message: 'Enter an amount like 1,250.50.',
    })
    expect(parseMoneyInput('10.555', en)).toMatchObject({ message: 'Use at most 2 decimals (cents).' })
    expect(moneyInputExample('de-DE')).toBe('1.250,50')
    expect(parseMoneyInput('1,250.50', 'de-DE')).toMatchObject({ message: 'Enter an amount like 1.250,50.' })
  })

  test('other locales: their own decimal and group signs', () => {
    expect(read('50,25', 'de-DE')).toBe(50.25)
    expect(read('1.250,5', 'de-DE')).toBe(1250.5)
    expect(read('1.250', 'de-DE')).toBe(1250)
    expect(read('1250.50', 'de-DE')).toBe('format')
    expect(read('1 250,50', 'fr-FR')).toBe(1250.5)
    expect(read('1\u202f250,50 $US', 'fr-FR')).toBe(1250.5)
    expect(read('12,34,567.5', 'en-IN')).toBe(1234567.5)
    expect(read('1,234,567.5', 'en-IN')).toBe(1234567.5)
    expect(read('1,250.50', 'es-US')).toBe(1250.5)
  })

  test('an amount written for a field reads back as itself', () => {
    expect(formatMoneyInput(12000, { locale: en })).toBe('12000')
    expect(formatMoneyInput(12000, { locale: en, cents: 'always' })).toBe('12000.00')
    expect(formatMoneyInput(1250.5, { locale: en })).toBe('1250.50')
    expect(formatMoneyInput(1250.5, { locale: 'de-DE' })).toBe('1250,50')
    expect(formatMoneyInput(Number.NaN, { locale: en })).toBe('')
  })

  const cents = fc.integer({ min: 0, max: 100_000_000_000 }).map((c) => c / 100)
  const locales = ['en-US', 'es-US', 'de-DE', 'fr-FR', 'en-IN']

  test('property: every way the app writes an amount reads back as the same amount', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...locales), (v, locale) => {
        const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v)
        for (const text of [
          formatMoney(v, locale),
          grouped,
          formatMoneyInput(v, { locale }),
          formatMoneyInput(v, { locale, cents: 'always' }),
        ])
          expect(parseMoneyInput(text, locale)).toEqual({ ok: true, value: v })
      }),
    )
  })

  test('property: nothing typed is ever read as a scaled value (en-US and es-US)', () => {
    const typedText = fc.stringMatching(/^\$?[0-9,. ]{0,12}$/)
    fc.assert(
      fc.property(typedText, fc.constantFrom('en-US', 'es-US'), (text, locale) => {
        const result = parseMoneyInput(text, locale)
        if (!result.ok) {
          expect(result.message).toMatch(
            /^(Enter an amount like 1,250\.50\.|Use at most 2 decimals \(cents\)\.)$/,
          )
          return
        }
        // In these locales "." is the decimal sign and "," only groups: the value is exactly the
        // figures typed, with the decimal sign where it was typed; never the figures times 10^k.
        const plain = text.replace(/[$,\s]/g, '')
        expect(result.value).toBe(Number(plain))
        const [whole = '', fraction = ''] = plain.split('.')
        expect(Math.round(result.value * 100)).toBe(Number(`${whole || '0'}${fraction.padEnd(2, '0')}`))
        // A comma is only ever a group sign in a thousands position.
        if (text.includes(','))
          expect(text.replace(/^\$/, '').trim().split('.')[0]).toMatch(/^\d{1,3}(,\d{3})+$/)
      }),
      { numRuns: 2000 },
    )
  })

  test('property: a comma typed where a decimal sign would go is refused, never read as thousands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }), (whole, frac) => {
        const text = `${whole},${String(frac).padStart(2, '0')}`
        expect(parseMoneyInput(text, en).ok).toBe(false)
      }),
    )
  })
})
