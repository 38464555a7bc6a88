import { type MessageDescriptor, i18n } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import { formatLocale } from '@/lib/i18n/runtime'
import { parseIsoDate, usDay } from './dates'
import { MONEY, numberFormat } from './number-format'

/**
 * Every display format in one place (spec §5, §9). Callers pass numbers and ISO strings from parsed
 * responses; nothing here ever prints NaN or undefined: an impossible input gives an empty string.
 */

/**
 * A BCP 47 locale; by default the app's language's (`formatLocale`: es-US, or in English the
 * browser's when Intl supports it, else en-US).
 */
type Locale = string | undefined

/** USD, 2 decimals, the browser's locale (spec §9). */
export function formatMoney(value: number, locale: Locale = formatLocale()): string {
  if (!Number.isFinite(value)) return ''
  return numberFormat(locale, MONEY).format(value)
}

/**
 * An amount as the text of a money field, written the way `parseMoneyInput` reads it back in the
 * same locale: no grouping, the locale's decimal sign, cents when there are some (or always).
 */
export function formatMoneyInput(
  value: number,
  { cents = 'auto', locale = formatLocale() }: { cents?: 'auto' | 'always'; locale?: Locale } = {},
): string {
  if (!Number.isFinite(value)) return ''
  const digits = cents === 'always' || !Number.isInteger(value) ? 2 : 0
  return numberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}

/** What `parseMoneyInput` read: a number of dollars, or why the text is not one, in words. */
export type MoneyInputResult =
  { ok: true; value: number } | { ok: false; reason: 'empty' | 'format' | 'decimals'; message: string }

interface NumberSymbols {
  group: string
  decimal: string
  currency: string
}

const WHITESPACE_GROUP = /^[\s\u00a0\u202f]$/u

function numberSymbols(locale: Locale): NumberSymbols {
  const parts = numberFormat(locale).formatToParts(1234567.89)
  const currency =
    numberFormat(locale, MONEY)
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value ?? '$'
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    currency,
  }
}

/** The locale's own way of writing an amount: the example every "enter an amount like" message shows. */
export function moneyInputExample(locale: Locale = formatLocale()): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1250.5)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The dollar's sign as some locales write it (es-US among them), accepted when typed. */
const US_DOLLAR = 'US$'

/** More integer digits than this cannot be an amount of money and would lose precision as a number. */
const MAX_INTEGER_DIGITS = 13

/**
 * An amount the merchant typed, read in their locale (the browser's, as `formatMoney` prints it):
 * `$1,250.50`, `1250.5` and `1,250` in en-US. Group separators count only where the locale puts
 * them; anything else is refused with a message, never guessed: `50,25` in en-US is not 5,025, and
 * `1.250,50` there is not 1.2505. More than 2 decimals is refused too, never rounded.
 */
export function parseMoneyInput(text: string, locale: Locale = formatLocale()): MoneyInputResult {
  const example = moneyInputExample(locale)
  const refuse = (reason: 'empty' | 'format' | 'decimals'): MoneyInputResult => ({
    ok: false,
    reason,
    // Read when the amount is checked: in the language on screen.
    message: reason === 'decimals' ? t`Use at most 2 decimals (cents).` : t`Enter an amount like ${example}.`,
  })
  const { group, decimal, currency } = numberSymbols(locale)
  const spaces = /[\s\u00a0\u202f]+/gu
  // The field shows its own "$"; the locale's currency sign may be typed before or after the figures.
  let rest = text.replace(spaces, ' ').trim()
  if (rest === '') return refuse('empty')
  for (const sign of new Set([currency, '$', US_DOLLAR, 'USD'])) {
    if (rest.startsWith(sign)) rest = rest.slice(sign.length).trim()
    else if (rest.endsWith(sign)) rest = rest.slice(0, -sign.length).trim()
  }
  if (rest === '') return refuse('empty')

  const spaceGroup = WHITESPACE_GROUP.test(group)
  // Spaces were made plain above: a locale that groups with a (narrow) no-break space takes any space.
  const separator = spaceGroup ? ' ' : group
  if (!spaceGroup && rest.includes(' ')) return refuse('format')
  const pieces = rest.split(decimal)
  if (pieces.length > 2) return refuse('format')
  const [whole = '', fraction = ''] = pieces
  if (pieces.length === 2 && whole === '' && fraction === '') return refuse('format')
  if (!/^\d*$/.test(fraction)) return refuse('format')
  if (!new RegExp(`^(\\d+(${escapeRegExp(separator)}\\d+)*)?$`).test(whole)) return refuse('format')

  const digits = whole.split(separator).join('')
  if (digits.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return refuse('format')
  // A grouped figure starts with a non-zero digit: `0,125` reads as a decimal to half the world.
  if (digits !== whole && (digits.startsWith('0') || !isLocaleGrouping(whole, digits, separator, locale)))
    return refuse('format')
  if (fraction.length > 2) return refuse('decimals')
  return { ok: true, value: Number(`${digits || '0'}.${fraction || '0'}`) }
}

/**
 * Grouping is accepted where the locale itself groups (`12,34,567` in en-IN) or in plain thousands
 * (`1,234,567`); a separator anywhere else (`50,25`) makes the text ambiguous.
 */
function isLocaleGrouping(whole: string, digits: string, separator: string, locale: Locale): boolean {
  const thousands = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  if (whole === thousands) return true
  const own = numberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 })
    .format(BigInt(digits))
    .replace(/[\s\u00a0\u202f]/gu, ' ')
  return whole === own
}

/** A percentage number (`23.6` → `23.60%`), 2 decimals by default. */
export function formatPercent(value: number, decimals = 2, locale: Locale = formatLocale()): string {
  if (!Number.isFinite(value)) return ''
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value / 100)
}

/** APR arrives as a fraction (`0.236`); it shows as a percentage with 2 decimals (`23.60%`). */
export function formatApr(fraction: number, locale: Locale = formatLocale()): string {
  return formatPercent(roundTo(fraction * 100, 10), 2, locale)
}

/** Withholding arrives in basis points (`1500`); it shows as `bps / 100` percent (`15.00%`). */
export function formatBps(bps: number, locale: Locale = formatLocale()): string {
  return formatPercent(bps / 100, 2, locale)
}

function roundTo(value: number, digits: number): number {
  return Number(value.toFixed(digits))
}

/**
 * Sums and differences of cent amounts, and a cent amount times a whole count, are exact cents:
 * this only removes binary floating-point noise (500.03 − 500 is 0.0299999…, which is 3 cents).
 */
export function cents(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : 0
}

/**
 * Numbers truncate (not round) to 2 decimals (spec §5), robust to binary floating point: for figures
 * derived by a ratio or a division (an estimate scaled from other terms, a per-payment share), whose
 * exact value has more than 2 decimals. Exact cent arithmetic goes through `cents`.
 */
export function truncate2(value: number): number {
  if (!Number.isFinite(value)) return 0
  const scaled = value * 100
  // 0.29 * 100 is 28.999999999999996: nudge by a few units in the last place before truncating.
  const nudge = Math.abs(scaled) * Number.EPSILON * 4
  return Math.trunc(scaled + Math.sign(scaled) * nudge) / 100 || 0
}

/** Dates show as MM/dd/yyyy (spec §2), on the merchant's calendar. Accepts `YYYY-MM-DD` or an ISO instant. */
export function formatDate(iso: string): string {
  const date = parseIsoDate(iso)
  return date ? usDay(date) : ''
}

/** The time of day of an ISO instant, on the merchant's clock (`4:47 AM`); '' for an impossible input. */
export function formatTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(formatLocale(), { hour: 'numeric', minute: '2-digit' }).format(date)
}

/** `5125550100` → `+1-512-555-0100` (spec §5). Anything that is not 10 digits is shown as typed. */
export function formatPhone(raw: string): string {
  const digits = rawPhone(raw)
  if (digits.length !== 10) return raw
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** The raw form: strips a leading +1 (or 1 before 10 digits), dashes, spaces, dots and brackets. */
export function rawPhone(display: string): string {
  const digits = display.replace(/\D/g, '')
  const trimmed = display.trim()
  if (trimmed.startsWith('+1') || (digits.length === 11 && digits.startsWith('1'))) return digits.slice(1)
  return digits
}

/** Ownership is held as a fraction; `0.6` → `60` (times 100, rounded; spec §5). */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 100)
}

/** `60` → `0.6` (divided by 100, to 2 decimals; spec §5). */
export function percentToFraction(percent: number): number {
  return Number((percent / 100).toFixed(2))
}

/**
 * spec §9: 7 Weekly, 14 bi-weekly, 30 monthly, 60 bi-monthly, otherwise "every N days": a catalogue
 * message, for a part shown in a language of its own (`i18nFor`, the disclosure's English original).
 */
export function paymentFrequencyMessage(days: number): MessageDescriptor {
  switch (days) {
    case 7:
      return msg`Weekly`
    case 14:
      return msg`bi-weekly`
    case 30:
      return msg`monthly`
    case 60:
      return msg`bi-monthly`
    default:
      return msg`every ${days} days`
  }
}

/** `paymentFrequencyMessage` in the language on screen. */
export function paymentFrequencyLabel(days: number): string {
  return i18n._(paymentFrequencyMessage(days))
}

/** Months are days / 30 rounded up; 0 when not positive (spec §9). */
export function durationInMonths(days: number): number {
  return days > 0 ? Math.ceil(days / 30) : 0
}

/** A number of days in words ("1 day", "270 days"). */
const daysInWords = (days: number) => plural(days, { one: '# day', other: '# days' })

/** Over 360 days: years of 360 days plus months of 30 days; otherwise days (spec §9). */
export function formatDuration(days: number): string {
  if (!Number.isFinite(days) || days <= 0) return daysInWords(0)
  if (days <= 360) return daysInWords(days)
  const years = Math.floor(days / 360)
  const months = durationInMonths(days - years * 360)
  if (months === 0) return plural(years, { one: '# year', other: '# years' })
  // One message for both counts ("1 year 6 months"), so a language can join them its own way.
  // eslint-disable-next-line lingui/no-single-variables-to-translate -- the words are in the two plurals
  return t`${plural(years, { one: '# year', other: '# years' })} ${plural(months, { one: '# month', other: '# months' })}`
}

export const MASK_WIDTH = 9

/** The last 4 characters, padded with asterisks to `width` (spec §5). */
export function maskValue(value: string, width = MASK_WIDTH): string {
  const last4 = value.slice(-4)
  return last4.padStart(Math.max(width, last4.length), '*')
}

/** Only tokenized values (starting with 'tok') are shown, masked (spec §5); anything else is hidden. */
export function maskToken(value: string | null | undefined, width = MASK_WIDTH): string | null {
  return value?.startsWith('tok') ? maskValue(value, width) : null
}
