import {
  addDays as addCalendarDays,
  differenceInCalendarDays,
  differenceInYears,
  isValid,
  lightFormat,
  parseISO,
} from 'date-fns'

/**
 * Dates for the app and the sandbox, on date-fns and the merchant's local calendar. This layer only
 * fixes which strings count as dates (the contract's two shapes) and the patterns we print.
 */

/** The contract's calendar day: `2026-12-01`. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
/** The contract's instant: `2026-11-21T15:00:00Z`, with an offset (`+02:00`), or local (none). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * The date an ISO string names, or null when it names none. A calendar day (`2026-12-01`) is that
 * day's local midnight, and must exist (no 30 February); a date and time is that instant (local
 * time when it has no zone). Other shapes date-fns would read (weeks, ordinal days) are refused.
 */
export function parseIsoDate(iso: string): Date | null {
  if (!DATE_ONLY.test(iso) && !DATE_TIME.test(iso)) return null
  const date = parseISO(iso)
  return isValid(date) ? date : null
}

/**
 * `parseIsoDate` for arithmetic and comparisons that carry a bad date through as NaN (and so as
 * false), as `new Date('nonsense')` does: an invalid `Date` rather than null.
 */
export function dateOrInvalid(iso: string): Date {
  return parseIsoDate(iso) ?? new Date(Number.NaN)
}

/** The patterns we print days with: the contract's, and spec §2's default for the screen. */
const ISO_DAY = 'yyyy-MM-dd'
const US_DAY = 'MM/dd/yyyy'

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export const isoDay = (date: Date): string => lightFormat(date, ISO_DAY)

/** Today as a calendar date (yyyy-MM-dd) in the merchant's time zone, like the payment dates. */
export const todayIso = (now: Date = new Date()): string => isoDay(now)

/** The local calendar day of `date` as `MM/dd/yyyy` (spec §2). */
export const usDay = (date: Date): string => lightFormat(date, US_DAY)

/** `days` calendar days after `date` (before, when negative), at the same local time. */
export const addDays = (date: Date, days: number): Date => addCalendarDays(date, days)

/** Calendar days from `earlier` to `later` (negative when `later` is earlier), whatever their times. */
export const calendarDaysBetween = (later: Date, earlier: Date): number =>
  differenceInCalendarDays(later, earlier)

/** Whole years from `earlier` to `later` (an age; negative when `later` is earlier). */
export const fullYearsBetween = (later: Date, earlier: Date): number => differenceInYears(later, earlier)
