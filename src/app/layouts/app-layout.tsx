import { useLingui } from '@lingui/react/macro'
import { useEffect, useLayoutEffect } from 'react'
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { NavTabs } from '@/components/ui/nav-tabs'
import { paths } from '@/config/paths'
import { useAppliedTheme } from '@/features/partners/theme'
import { useSessionStore } from '@/features/session/store/session-store'
import { markFirstScreen } from '@/lib/first-screen'
import { lazyPart } from '@/lib/lazy-part'
import { startReplay } from '@/lib/monitoring/monitoring'
import { shouldRecordReplay } from '../replay-rule'
import { type AppData, useAppData } from '../use-app-data'
import { lastOfferPageActions, useLastOfferPage } from '../stores/last-offer-page'
import { useUiPrefs } from '../stores/ui-prefs'
import { customerTabs, isOfferPage, tabsVisible } from '../tabs'

/**
 * The question a link for another shop asks (features/session): rare, so never first-page code (its
 * kit pieces would pull the `kit` chunk onto the first page: vite.config.ts CHUNK_GROUPS).
 */
const AnotherShopPrompt = lazyPart(
  async () => (await import('@/features/session/components/another-shop-prompt')).AnotherShopPrompt,
)

/**
 * The footer sits below every screen, under the fold on a phone: its code is not first-page code. The
 * start loads it beside the data and the screen's own code (start.tsx), so it is there when they are.
 */
const SiteFooter = lazyPart(async () => (await import('./site-footer')).SiteFooter)
/** Starts loading the footer's code (start.tsx, beside the first screen's): it then shows with it. */
export const preloadSiteFooter = SiteFooter.preload

/**
 * The shell of every merchant screen (spec §2): reads what its loader primed (`use-app-data.ts`),
 * keeps the partner's theme on the page, shows one full-screen loader while anything loads, sends
 * load errors to /error, and lays out the tabs, the page (centred, max width 7xl), the 'Questions?'
 * box and the footer.
 */
export function AppLayout() {
  const { i18n } = useLingui()
  const data = useAppData()
  const { pathname, search, hash } = useLocation()
  const hideTabs = useUiPrefs((s) => s.hideTabs)
  const lastOfferPage = useLastOfferPage((s) => s.path)

  // The partner's colours, contrast-checked, are on the page before any screen shows.
  const themeApplied = useAppliedTheme(data.theme)

  const recordReplay = shouldRecordReplay(data)
  useEffect(() => {
    if (recordReplay) startReplay()
  }, [recordReplay])

  // The whole location: /splash?isRenewal=true must come back as a renewal (issue 16).
  useEffect(() => {
    if (isOfferPage(pathname)) lastOfferPageActions.visited(`${pathname}${search}${hash}`)
  }, [pathname, search, hash])

  // A link for another shop than this device's session: the merchant answers first (nothing loads).
  const linkToConfirm = useSessionStore((s) => s.linkToConfirm)
  const shown = (!data.loading && themeApplied && pathname !== paths.home) || linkToConfirm !== null
  // Before the paint, so that what waits for the first screen can wait for that paint to be shown.
  useLayoutEffect(() => {
    if (shown) markFirstScreen()
  }, [shown])

  if (linkToConfirm) return <AnotherShopPrompt link={linkToConfirm} />

  // spec §2 rule 1 and §8: a failed session, a load error or an empty partner config → /error.
  if (data.failure && pathname !== paths.error) return <Navigate to={paths.error} replace />
  if ((data.loading || !themeApplied) && !data.failure) return <FullScreenLoader />

  const showTabs = tabsVisible(pathname, { hideTabs, failed: data.failure !== null })
  return (
    <Shell data={data} showTabs={showTabs} tabs={customerTabs(data.flags, pathname, lastOfferPage, i18n)}>
      <Outlet context={data} />
    </Shell>
  )
}

function Shell({
  data,
  showTabs,
  tabs = [],
  children,
}: {
  data: AppData
  showTabs: boolean
  tabs?: ReturnType<typeof customerTabs>
  children: React.ReactNode
}) {
  const { t } = useLingui()
  const redirecting = useLocation().pathname === paths.home
  return (
    <div className="flex min-h-dvh flex-col embedded:min-h-0">
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-10 sm:px-6 lg:px-8">
        {showTabs ? (
          <div className="mb-8">
            <NavTabs label={t`Your financing`} tabs={tabs} />
          </div>
        ) : null}
        <main id="main">{children}</main>
      </div>
      {/* `/` only redirects: no footer there, so it never shows above a loading screen and then
          jumps (a layout shift); it appears once, with the screen. */}
      {redirecting ? null : (
        <SiteFooter
          supportEmail={data.theme?.supportEmail ?? null}
          bankName={data.settings?.bankName ?? null}
          partnerName={data.theme?.partnerName ?? null}
        />
      )}
    </div>
  )
}

/** What a screen inside the layout reads: the data the shell loaded. */
export function useShellData(): AppData {
  return useOutletContext<AppData>()
}
