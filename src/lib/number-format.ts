/**
 * Every `Intl.NumberFormat` the app uses, made once per locale and options (`format.ts` formats with
 * them). Making one is slow, using one is not (issue 15): the page's first one loads the browser's
 * number data.
 */
const formats = new Map<string, Intl.NumberFormat>()

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/** How money shows: USD, 2 decimals (spec §9). */
export const MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}
