/**
 * The calendar arithmetic the app and the sandbox need, on the `Date` object and the merchant's
 * local calendar: a few lines rather than date-fns, whose `format` alone brought 8 kB gzip of
 * formatters and locale data to every first screen (issue 15). Tested against date-fns, which stays
 * only as the tests' reference (src/lib/dates.test.ts).
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
/** An ISO 8601 date and time: `2026-11-21T15:00:00Z`, with an offset (`+02:00`), or local (none). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * The date an ISO string names, or null when it names none. A calendar day (`2026-12-01`) is that
 * day's local midnight, and must exist (no 30 February); a date and time is that instant (local
 * time when it has no zone).
 */
export function parseIsoDate(iso: string): Date | null {
  const day = DATE_ONLY.exec(iso)
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])]
    const local = new Date(2000, 0, 1)
    local.setFullYear(year, month, date) // setFullYear: years 0–99 stay themselves
    const exists = local.getFullYear() === year && local.getMonth() === month && local.getDate() === date
    return exists ? local : null
  }
  if (!DATE_TIME.test(iso)) return null
  const instant = new Date(iso)
  return Number.isNaN(instant.getTime()) ? null : instant
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/**
 * `parseIsoDate` for arithmetic and comparisons that carry a bad date through as NaN (and so as
 * false), as `new Date('nonsense')` does: an invalid `Date` rather than null.
 */
export function dateOrInvalid(iso: string): Date {
  return parseIsoDate(iso) ?? new Date(Number.NaN)
}

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The local calendar day of `date` as `MM/dd/yyyy` (spec §2). */
export function usDay(date: Date): string {
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}`
}

/** `days` calendar days after `date` (before, when negative), at the same local time. */
export function addDays(date: Date, days: number): Date {
  const result = new Date(date.getTime())
  result.setDate(result.getDate() + days)
  return result
}

/** Calendar days from `earlier` to `later` (negative when `later` is earlier), whatever their times. */
export function calendarDaysBetween(later: Date, earlier: Date): number {
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999.
  const utcDay = (d: Date) => new Date(0).setUTCFullYear(d.getFullYear(), d.getMonth(), d.getDate())
  return Math.round((utcDay(later) - utcDay(earlier)) / 86_400_000)
}

/** Whole years from `earlier` to `later` (an age; negative when `later` is earlier). */
export function fullYearsBetween(later: Date, earlier: Date): number {
  const sign = Math.sign(later.getTime() - earlier.getTime())
  if (Number.isNaN(sign)) return Number.NaN // an invalid date
  if (!sign) return 0
  const [to, from] = sign > 0 ? [later, earlier] : [earlier, later]
  // Within a year, compared in a leap year, so that 29 February is a day like the others.
  const inLeapYear = (d: Date) => new Date(d.getTime()).setFullYear(2000)
  const years = to.getFullYear() - from.getFullYear() - (inLeapYear(to) < inLeapYear(from) ? 1 : 0)
  return years ? sign * years : 0
}
