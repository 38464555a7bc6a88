import { formatMoney, formatPercent } from './format'
import { numberFormat } from './number-format'

/** Counts the `Intl.NumberFormat`s made while `run` runs. */
function formatsMade(run: () => void): number {
  const Original = Intl.NumberFormat
  let made = 0
  Intl.NumberFormat = new Proxy(Original, {
    construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
      made += 1
      return new target(...args)
    },
  })
  try {
    run()
  } finally {
    Intl.NumberFormat = Original
  }
  return made
}

test('a locale and options make one Intl.NumberFormat, reused by every later call', () => {
  const options = { maximumFractionDigits: 3 }
  expect(formatsMade(() => numberFormat('en-GB', options))).toBe(1)
  expect(formatsMade(() => numberFormat('en-GB', { maximumFractionDigits: 3 }))).toBe(0)
  expect(formatsMade(() => numberFormat('en-GB', { maximumFractionDigits: 1 }))).toBe(1)
  expect(formatsMade(() => numberFormat('fr-FR', options))).toBe(1)
})

test.each(['es-US', 'en-CA'])(
  'the money format (%s) is made once: later amounts are written with it',
  (locale) => {
    expect(formatsMade(() => formatMoney(1, locale))).toBe(1)
    let written = ''
    expect(formatsMade(() => (written = formatMoney(1250.5, locale)))).toBe(0)
    expect(written).toBe(new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1250.5))
    // A percentage is another format, made when first asked for.
    expect(formatsMade(() => formatPercent(12.5, 2, locale))).toBe(1)
  },
)
