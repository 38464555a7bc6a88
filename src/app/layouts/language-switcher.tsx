import { useLingui } from '@lingui/react/macro'
import { focusRing } from '@/components/ui/focus-ring'
import { LOCALES, LOCALE_NAMES } from '@/lib/i18n/locales'
import { chooseLocale, useLocale } from '@/lib/i18n/runtime'

/**
 * The footer's language choice (issue 19): each language named in itself, the current one pressed.
 * The choice is kept for the session (lib/i18n/runtime.ts); what the merchant typed stays, since
 * nothing remounts. Plain classes: the footer is on the first page and uses no kit class merging.
 */
export function LanguageSwitcher() {
  const { t } = useLingui()
  const { active, wanted } = useLocale()
  return (
    <div role="group" aria-label={t`Language`} className="flex flex-wrap items-center gap-2">
      {LOCALES.map((locale) => {
        const current = (active ?? wanted) === locale
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={current}
            disabled={wanted === locale && active !== locale}
            onClick={() => void chooseLocale(locale).catch(() => undefined)}
            className={`min-h-11 rounded-button border px-3 text-sm font-medium ${focusRing} ${
              current
                ? 'border-primary bg-primary-10 text-fg'
                : 'border-border bg-surface text-primary hover:bg-primary-10'
            }`}
          >
            {LOCALE_NAMES[locale]}
          </button>
        )
      })}
    </div>
  )
}
