import fc from 'fast-check'
import { DEFAULT_LOCALE, LOCALES, browserLocale, formatLocaleFor, resolveLocale, toLocale } from './locales'

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
  expect(formatLocaleFor('en-US')).toBeUndefined()
})
