import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentType, type ReactNode, useState } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { errorTone, mediumButtonBox, outlineButton } from '@/components/ui/shared-classes'

/** The page's reload, apart so tests can watch it. */
export const page = { reload: () => window.location.reload() }

/**
 * A screen that could not be shown, and Try again: an alert like the kit's `RetryAlert`, drawn from
 * the first page's own code and the shell's copy, both loaded before any screen. Not from the kit,
 * whose chunk may be what failed (and which, imported here, would put the kit on the first page).
 */
function FailurePanel({
  title,
  children,
  onRetry,
  wholePage = false,
}: {
  title: string
  children: ReactNode
  onRetry: () => void
  /** Drawn as the whole page (the router's error screen), not inside the layout's margins. */
  wholePage?: boolean
}) {
  return (
    <div className={wholePage ? 'mx-auto max-w-lg px-4 py-8' : 'mx-auto max-w-lg py-8'}>
      <div role="alert" className={`rounded-alert border p-4 text-sm ${errorTone}`}>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{children}</p>
        <button
          type="button"
          className={`mt-3 inline-flex items-center font-medium ${mediumButtonBox} ${outlineButton} ${focusRing}`}
          onClick={onRetry}
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    </div>
  )
}

/**
 * What a screen shows when its code or its copy could not load (a dropped connection): said
 * plainly, with Try again. Try again loads both once more, in place; if that fails too (a browser
 * may keep a failed module's fetch for the page's life), it reloads the page, which keeps the
 * session (stored: decision 0006) and the application's draft (0008).
 */
export function screenNotLoaded(loadScreen: () => Promise<ComponentType>): ComponentType {
  return function ScreenNotLoaded() {
    const { t } = useLingui()
    const [Screen, setScreen] = useState<ComponentType | null>(null)
    if (Screen) return <Screen />
    return (
      <FailurePanel
        title={t`We couldn’t load this page`}
        onRetry={() => loadScreen().then((loaded) => setScreen(() => loaded), page.reload)}
      >
        <Trans>Check your connection and try again.</Trans>
      </FailurePanel>
    )
  }
}

/**
 * The router's error screen (every route's `errorElement`): a screen that failed while showing (a
 * bug). React reports the error (monitoring hears it); the merchant gets Try again, which reloads
 * the page, instead of a dead end.
 */
export function ScreenFailed() {
  const { t } = useLingui()
  return (
    <FailurePanel wholePage title={t`Something went wrong on this page`} onRetry={page.reload}>
      <Trans>It wasn’t anything you did. Try again in a moment.</Trans>
    </FailurePanel>
  )
}
