import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { durationInMonths } from '@/lib/format'

/**
 * Payment frequencies and durations in words, for a given Lingui instance (the language on screen,
 * or the disclosure's English original beside the Spanish). The rules are spec §9's, as
 * `paymentFrequencyLabel` and `formatDuration` in src/lib/format.ts apply them in English; here
 * each word comes from the catalogue, so the same figures read in either language.
 */

/**
 * The frequency as spec §9 names it: 7 days "Weekly"; 14 "bi-weekly"; 30 "monthly"; 60 "bi-monthly";
 * otherwise "every N days". `lower` gives the lower-case form used inside a sentence ("weekly").
 */
export function frequencyLabel(i18n: I18n, frequencyDays: number, lower = false): string {
  switch (frequencyDays) {
    case 7:
      return lower
        ? i18n._(
            msg({
              message: 'weekly',
              context: 'payment frequency',
              comment: 'Payment frequency (7 days), inside a sentence',
            }),
          )
        : i18n._(
            msg({
              message: 'Weekly',
              context: 'payment frequency',
              comment: 'Payment frequency (7 days), spec label',
            }),
          )
    case 14:
      return i18n._(
        msg({
          message: 'bi-weekly',
          context: 'payment frequency',
          comment: 'Payment frequency: every 14 days',
        }),
      )
    case 30:
      return i18n._(
        msg({
          message: 'monthly',
          context: 'payment frequency',
          comment: 'Payment frequency: every 30 days',
        }),
      )
    case 60:
      return i18n._(
        msg({
          message: 'bi-monthly',
          context: 'payment frequency',
          comment: 'Payment frequency: every 60 days',
        }),
      )
    default:
      return i18n._(
        msg({
          message: `every ${frequencyDays} days`,
          context: 'payment frequency',
          comment: 'Payment frequency',
        }),
      )
  }
}

/** Over 360 days: years of 360 days plus months of 30 days; otherwise days (spec §9). */
export function durationLabel(i18n: I18n, days: number): string {
  const dayCount = !Number.isFinite(days) || days <= 0 ? 0 : days
  if (dayCount <= 360) return i18n._(msg({ message: plural(dayCount, { one: '# day', other: '# days' }) }))
  const years = Math.floor(dayCount / 360)
  const months = durationInMonths(dayCount - years * 360)
  if (months === 0) return i18n._(msg({ message: plural(years, { one: '# year', other: '# years' }) }))
  return i18n._(
    msg({
      // eslint-disable-next-line lingui/no-single-variables-to-translate -- the words are inside the two plural() forms
      message: `${plural(years, { one: '# year', other: '# years' })} ${plural(months, { one: '# month', other: '# months' })}`,
      comment: 'A duration: years, then months ("1 year 6 months")',
    }),
  )
}
