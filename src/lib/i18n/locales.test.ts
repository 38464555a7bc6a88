import fc from 'fast-check'
import { MONEY } from '@/lib/number-format'
import {
  DEFAULT_LOCALE,
  LOCALES,
  browserLocale,
  formatLocaleFor,
  intlLocale,
  resolveLocale,
  toLocale,
} from './locales'

test.each([
  ['es', 'es-US'],
  ['es-US', 'es-US'],
  ['ES-us', 'es-US'],
  [' en ', 'en-US'],
  ['en-US', 'en-US'],
  ['es-MX', null],
  ['fr', null],
  ['', null],
  [null, null],
  [42, null],
])('the link or the partner naming %j means %j', (value, locale) => {
  expect(toLocale(value)).toBe(locale)
})

test('the browser’s first English or Spanish language decides, whatever its region', () => {
  expect(browserLocale(['fr-FR', 'es-MX', 'en-US'])).toBe('es-US')
  expect(browserLocale(['en-GB', 'es'])).toBe('en-US')
  expect(browserLocale(['de', 'fr'])).toBeNull()
  expect(browserLocale([])).toBeNull()
})

const locale = fc.constantFrom(...LOCALES)
const maybe = fc.option(locale, { nil: null })
const languages = fc.array(fc.constantFrom('en-US', 'es-MX', 'es', 'fr-FR', 'de', 'en-GB', 'pt-BR'))

test('the order: the merchant’s choice, then the partner’s default, then the browser, then English', () => {
  fc.assert(
    fc.property(maybe, maybe, languages, (chosen, partnerDefault, browser) => {
      const resolved = resolveLocale({ chosen, partnerDefault, browser })
      expect(LOCALES).toContain(resolved)
      if (chosen) expect(resolved).toBe(chosen)
      else if (partnerDefault) expect(resolved).toBe(partnerDefault)
      else expect(resolved).toBe(browserLocale(browser) ?? DEFAULT_LOCALE)
    }),
  )
})

test('numbers are written as US Spanish writes them in Spanish, and in the browser’s way in English', () => {
  expect(formatLocaleFor('es-US')).toBe('es-US')
  expect(formatLocaleFor('es-US', 'en-GB')).toBe('es-US')
  expect(formatLocaleFor('en-US', 'en-GB')).toBe('en-GB')
  expect(formatLocaleFor('en-US', 'es-MX')).toBe('es-MX')
  expect(formatLocaleFor('en-US', 'en-us')).toBe('en-US')
  // No browser language known (outside a browser): en-US.
  expect(formatLocaleFor('en-US')).toBe('en-US')
})

test.each([
  'C',
  'C.UTF-8',
  'POSIX',
  '',
  'en_US',
  'en_US.UTF-8',
  'und',
  'zz',
  'x-private',
  'i-default',
  ' en-US',
])('a browser language of %j, no usable tag, writes as en-US', (tag) => {
  expect(intlLocale(tag)).toBeNull()
  expect(formatLocaleFor('en-US', tag)).toBe('en-US')
  expect(new Intl.NumberFormat(formatLocaleFor('en-US', tag), MONEY).format(8100.25)).toBe('$8,100.25')
})

test.each([null, undefined, 42, {}])('a browser language of %j writes as en-US', (value) => {
  expect(formatLocaleFor('en-US', value)).toBe('en-US')
})

test('property: whatever the browser says, the locale is one Intl writes in: the tag (canonical) or en-US', () => {
  const tag = fc.oneof(
    fc.string({ maxLength: 16 }),
    fc.constantFrom('C', 'C.UTF-8', 'POSIX', 'en-US', 'en-GB', 'es-MX', 'de-DE', 'fr-CA', 'ja-JP'),
    fc
      .tuple(
        fc.stringMatching(/^[a-zA-Z]{1,9}$/),
        fc.stringMatching(/^[a-zA-Z0-9]{1,9}$/),
        fc.constantFrom('-', '_', '.'),
      )
      .map(([a, b, sep]) => `${a}${sep}${b}`),
  )
  fc.assert(
    fc.property(tag, (browser) => {
      const locale = formatLocaleFor('en-US', browser)
      expect(Intl.NumberFormat.supportedLocalesOf(locale)).toEqual([locale])
      expect(() => new Intl.NumberFormat(locale, MONEY).format(8100.25)).not.toThrow()
      if (locale !== 'en-US') expect(locale).toBe(Intl.getCanonicalLocales(browser)[0])
      expect(formatLocaleFor('es-US', browser)).toBe('es-US')
    }),
    { numRuns: 500 },
  )
})
