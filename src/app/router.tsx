import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { paths } from '@/config/paths'
import { useSessionStore } from '@/features/session/store/session-store'
import { type CatalogueArea, loadAreas, preloadAreas } from '@/locales/areas'
import { AppLayout } from './layouts/app-layout'
import { type Loaders, createLoaders, sessionKey } from './loaders'
import { RootLayout } from './layouts/root-layout'
import { HomeRoute } from './routes/home'
import { ScreenFailed, screenNotLoaded } from './screen-not-loaded'

/** A route whose screen is only its title, inside the layout (the catch-all "Page not found"). */
const titled =
  (title: MessageDescriptor): RouteObject['lazy'] =>
  async () => {
    const { ScreenTitle } = await import('./routes/screen-title')
    return {
      Component: function TitledScreen() {
        const { t } = useLingui()
        return <ScreenTitle title={t(title)} />
      },
    }
  }

/** A screen's `lazy`, which `preloadRoute` can also start without making it the screen on show. */
type ScreenLazy = (() => Promise<{ Component: ComponentType }>) & { preload(): void }

/**
 * A screen loaded on its first visit: `load` imports its route module (a chunk of its own, so the
 * import stays written out here for the bundler) and picks the component that module exports. Its
 * copy's `areas` load beside it (src/locales/areas.ts): exactly the areas of the code it imports,
 * which src/app/screen-catalogues.test.ts checks. The shell's copy is already there. If either
 * cannot load, the screen says so and offers Try again (`screenNotLoaded`): the route never fails.
 */
function screen(load: () => Promise<ComponentType>, areas: readonly CatalogueArea[]): ScreenLazy {
  const loadScreen = async () => (await Promise.all([load(), loadAreas(areas)]))[0]
  const lazy = async () => ({ Component: await loadScreen().catch(() => screenNotLoaded(loadScreen)) })
  return Object.assign(lazy, {
    // A screen the data may land on: its code and copy start, but its areas join language switches
    // only once it shows.
    preload: () => {
      void load().catch(() => undefined)
      preloadAreas(areas)
    },
  })
}

const application = screen(
  async () => (await import('./routes/application')).ApplicationRoute,
  ['application'],
)

/**
 * Every merchant route of spec §2, inside the shell, each lazy-loaded: the router loads a screen's
 * code beside its loaders' data.
 */
function merchantRoutes(loaders: Loaders | null): RouteObject[] {
  const lazy: [string, RouteObject['lazy']][] = [
    [paths.splash, screen(async () => (await import('./routes/splash')).SplashRoute, ['routes'])],
    [paths.error, screen(async () => (await import('./routes/error')).ErrorRoute, ['routes'])],
    [paths.ineligible, screen(async () => (await import('./routes/ineligible')).IneligibleRoute, ['routes'])],
    [paths.support, screen(async () => (await import('./routes/support')).SupportRoute, ['routes'])],
    [paths.faq, screen(async () => (await import('./routes/faq')).FaqRoute, ['routes'])],
    [paths.noOffer, screen(async () => (await import('./routes/no-offer')).NoOfferRoute, ['routes'])],
    [
      paths.consentTimeout,
      screen(async () => (await import('./routes/consent-timeout')).ConsentTimeoutRoute, ['routes']),
    ],
    [
      paths.pastLoans,
      screen(async () => (await import('./routes/past-loans')).PastLoansRoute, ['loans', 'routes']),
    ],
    [
      paths.disclosure,
      screen(async () => (await import('./routes/disclosure')).DisclosureRoute, ['offers', 'routes']),
    ],
    ...[
      '/application/business-info/:subStep',
      '/application/personal-info/:subStep',
      paths.bankingManual,
      '/application/banking-details/:subStep',
      paths.submit,
    ].map((path): [string, RouteObject['lazy']] => [path, application]),
    [
      paths.applicationErrors,
      screen(
        async () => (await import('./routes/application-outcomes')).ApplicationErrorsRoute,
        ['application', 'routes'],
      ),
    ],
    [
      paths.creditFreeze,
      screen(
        async () => (await import('./routes/application-outcomes')).CreditFreezeRoute,
        ['application', 'routes'],
      ),
    ],
    [
      paths.loanStatus,
      screen(
        async () => (await import('./routes/loan-status')).LoanStatusRoute,
        ['loans', 'offers', 'routes'],
      ),
    ],
    [
      paths.offerAmount,
      screen(async () => (await import('./routes/offer-amount')).OfferAmountRoute, ['offers', 'routes']),
    ],
    [
      paths.offerSubmit,
      screen(async () => (await import('./routes/offer-submit')).OfferSubmitRoute, ['offers', 'routes']),
    ],
    [
      paths.creditView,
      screen(
        async () => (await import('./routes/credit-view')).CreditViewRoute,
        ['loans', 'offers', 'routes'],
      ),
    ],
    [
      paths.consentDataTransfer,
      screen(
        async () => (await import('./routes/consent-data-transfer')).ConsentDataTransferRoute,
        ['consent'],
      ),
    ],
    ['*', titled(msg`Page not found`)],
  ]
  return [
    // `/` only redirects (its loader): its screen is the loader, in the first page's code.
    { path: paths.home, loader: loaders?.home, Component: HomeRoute },
    ...lazy.map(([path, load]) => ({ path, loader: loaders?.screens[path], lazy: load })),
  ]
}

/** The route tree; without `loaders`, only to match paths (`preloadRoute`, tests). */
export function createRoutes(loaders: Loaders | null = null): RouteObject[] {
  const routes: RouteObject[] = [
    // /system stands outside the shell: it must work when every other call fails.
    {
      path: paths.system,
      lazy: screen(async () => (await import('./routes/system/system-route')).SystemRoute, ['system']),
    },
    // The partners' promotion tile stands outside the shell too: no tabs, no footer, no app chrome,
    // and none of the heavy screens' code (src/app/routes/promotion.test.tsx checks its imports).
    {
      path: paths.promotion,
      lazy: screen(async () => (await import('./routes/promotion')).PromotionRoute, ['loans', 'routes']),
    },
    { id: SHELL, element: <AppLayout />, loader: loaders?.shell, children: merchantRoutes(loaders) },
  ]
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    // The scenario picker exists only in sandbox builds; production builds drop this import.
    routes.unshift({
      path: paths.sandbox,
      lazy: screen(async () => (await import('@/sandbox/scenario-picker')).ScenarioPicker, []),
    })
  }
  return routes
}

const SHELL = 'shell'

export type Router = ReturnType<typeof createBrowserRouter>

/**
 * The app's router: its loaders start the moment it is made (start.tsx makes it as soon as the
 * session is read), filling `queryClient`.
 */
export function createRouter(queryClient: QueryClient): Router {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // While the first screen's data and code load (the same loader as index.html's).
      HydrateFallback: FullScreenLoader,
      // A screen that throws while showing (or a loader that throws) gets a way out, not the
      // router's bare error page.
      errorElement: <ScreenFailed />,
      children: createRoutes(createLoaders(queryClient, preloadRoute)),
    },
  ])
}

/**
 * Runs the loaders again whenever the session changes (a hand-over in a frame, a login token
 * exchanged, another shop's link, an end), so that they load the new session's data; and at once if
 * it changed since they last ran. Returns a way to stop.
 */
export function followSession(router: Router): () => void {
  const loaded = (router.state.loaderData[SHELL] as { session?: string } | undefined)?.session
  if (loaded !== undefined && loaded !== sessionKey(useSessionStore.getState())) void router.revalidate()
  return useSessionStore.subscribe((s, previous) => {
    if (sessionKey(s) !== sessionKey(previous)) void router.revalidate()
  })
}

/**
 * Starts loading a screen's code (its route chunk, and the kit pieces Vite preloads beside it) without
 * navigating: the `/` loader does this for the screens the data may land on, while the data is on
 * its way. A chunk that fails to load here is simply loaded (or reported) again by the router on
 * navigation.
 */
let preloadable: RouteObject[] | null = null

export function preloadRoute(path: string): void {
  // The route tree is built once for preloading, not once per screen preloaded.
  preloadable ??= createRoutes()
  for (const { route } of matchRoutes(preloadable, path) ?? []) {
    if (typeof route.lazy !== 'function') continue
    if ('preload' in route.lazy) (route.lazy as ScreenLazy).preload()
    else void Promise.resolve(route.lazy()).catch(() => undefined)
  }
}
