import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentType, useState } from 'react'
import { focusRing } from '@/components/ui/focus-ring'

/** The page's reload, apart so tests can watch it. */
export const page = { reload: () => window.location.reload() }

/**
 * What a screen shows when its code or its copy could not load (a dropped connection): said
 * plainly, with Try again. Try again loads both once more, in place; if that fails too (a browser
 * may keep a failed module's fetch for the page's life), it reloads the page, which keeps the
 * session (stored: decision 0006) and the application's draft (0008).
 *
 * It is drawn from the first page's own code and the shell's copy, both loaded before any screen:
 * not from the kit's `RetryAlert`, whose chunk may be what failed (and which, imported here, would
 * put the kit on the first page). It looks like one.
 */
export function screenNotLoaded(loadScreen: () => Promise<ComponentType>): ComponentType {
  return function ScreenNotLoaded() {
    const { t } = useLingui()
    const [Screen, setScreen] = useState<ComponentType | null>(null)
    if (Screen) return <Screen />
    return (
      <div className="mx-auto max-w-lg py-8">
        <div
          role="alert"
          className="rounded-alert border border-error-30 bg-error-10 p-4 text-sm text-error-d50"
        >
          <p className="font-semibold">{t`We couldn’t load this page`}</p>
          <p className="mt-1">
            <Trans>Check your connection and try again.</Trans>
          </p>
          <button
            type="button"
            className={`mt-3 inline-flex h-11 items-center rounded-button border border-border bg-surface px-4 font-medium text-fg hover:bg-neutral-10 ${focusRing}`}
            onClick={() => loadScreen().then((loaded) => setScreen(() => loaded), page.reload)}
          >
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    )
  }
}
