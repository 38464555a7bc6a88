import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentType, useState } from 'react'
import { RetryAlert } from '@/components/ui/alert'

/** The page's reload, apart so tests can watch it. */
export const page = { reload: () => window.location.reload() }

/**
 * What a screen shows when its code or its copy could not load (a dropped connection): said
 * plainly, with Try again. Try again loads both once more, in place; if that fails too (a browser
 * may keep a failed module's fetch for the page's life), it reloads the page, which keeps the
 * session (stored: decision 0006) and the application's draft (0008). Its copy is the shell's,
 * which is loaded before any screen.
 */
export function screenNotLoaded(loadScreen: () => Promise<ComponentType>): ComponentType {
  return function ScreenNotLoaded() {
    const { t } = useLingui()
    const [Screen, setScreen] = useState<ComponentType | null>(null)
    if (Screen) return <Screen />
    return (
      <div className="mx-auto max-w-lg py-8">
        <RetryAlert
          live
          title={t`We couldn’t load this page`}
          onRetry={() => loadScreen().then((loaded) => setScreen(() => loaded), page.reload)}
        >
          <Trans>Check your connection and try again.</Trans>
        </RetryAlert>
      </div>
    )
  }
}
