/**
 * Every `Intl.NumberFormat` the app uses, made once per locale and options (`format.ts` formats with
 * them). Making one is slow, using one is not (issue 15). The page's first one is the slowest by far:
 * it loads the browser's number data, about 30 ms on this machine and four times that on a phone,
 * the longest single piece of a screen's first render. `prepareNumberFormats` pays it while the
 * first screen's data is still on its way (boot.ts, once the stage's call has left).
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

/** Makes the money format for `locale` now: the first screen's amounts then cost nothing to write. */
export function prepareNumberFormats(locale: string | undefined): void {
  numberFormat(locale, MONEY)
}
