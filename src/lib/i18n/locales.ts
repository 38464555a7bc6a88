/**
 * The app's languages and how one is chosen (issue 19, decision 0017). Pure: every rule is unit- and
 * property-tested (locales.test.ts).
 */
export const LOCALES = ['en-US', 'es-US'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-US'

/** What the footer's switcher calls each language: always in that language itself. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name is in its own language, never translated
export const LOCALE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'es-US': 'Español' }

/**
 * A value a partner may put on the link (`lang`) or in its configuration: exactly `en`, `en-US`,
 * `es` or `es-US`, in any letter case. Anything else is no choice at all (null).
 */
export function toLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null
  switch (value.trim().toLowerCase()) {
    case 'en':
    case 'en-us':
      return 'en-US'
    case 'es':
    case 'es-us':
      return 'es-US'
    default:
      return null
  }
}

/** A browser language (`es-MX`, `es`, `en-GB`…): its language decides; the region does not. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (language === 'es') return 'es-US'
    if (language === 'en') return 'en-US'
  }
  return null
}

export interface LocaleInputs {
  /** The merchant's choice this session: the link's `lang`, or the footer's switcher since. */
  chosen: Locale | null
  /** The partner configuration's optional `defaultLocale`. */
  partnerDefault: Locale | null
  /** `navigator.languages`. */
  browser: readonly string[]
}

/** The language to show, in the order: the choice, the partner's default, the browser, English. */
export function resolveLocale({ chosen, partnerDefault, browser }: LocaleInputs): Locale {
  return chosen ?? partnerDefault ?? browserLocale(browser) ?? DEFAULT_LOCALE
}

/**
 * The one place that decides the locale numbers, money and dates are written in. Spanish is written
 * as US Spanish writes it; in English the browser's own locale stays (spec §9: "USD, 2 decimals,
 * browser locale"), `browserLanguage` being `navigator.language`, when Intl can write in it. A
 * browser language that is no BCP 47 tag or that Intl does not support (a bare Linux's `C`,
 * `C.UTF-8` or `POSIX`, `en_US`, an empty one) writes as en-US: never `$ 8100.25`.
 */
export function formatLocaleFor(locale: Locale, browserLanguage?: unknown): string {
  if (locale === 'es-US') return 'es-US'
  return intlLocale(browserLanguage) ?? DEFAULT_LOCALE
}

const intlLocales = new Map<string, string | null>()

/** `tag` as Intl writes it (`en-us` → `en-US`) when it is a BCP 47 tag Intl supports; otherwise null. */
export function intlLocale(tag: unknown): string | null {
  if (typeof tag !== 'string' || tag === '') return null
  let known = intlLocales.get(tag)
  if (known === undefined) {
    try {
      const [canonical] = Intl.getCanonicalLocales(tag)
      known = canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0 ? canonical : null
    } catch {
      // RangeError: not a BCP 47 language tag at all (`C`, `C.UTF-8`, `en_US`).
      known = null
    }
    intlLocales.set(tag, known)
  }
  return known
}
