import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { paths } from '@/config/paths'
import { AppLayout } from './layouts/app-layout'
import { RootLayout } from './layouts/root-layout'
import { HomeRoute } from './routes/home'

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

/**
 * A screen loaded on its first visit: `load` imports its route module (a chunk of its own, so the
 * import stays written out here for the bundler) and picks the component that module exports.
 */
const screen =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() })

const application = screen(async () => (await import('./routes/application')).ApplicationRoute)
const outcomes = () => import('./routes/application-outcomes')

/** Every merchant route of spec §2, inside the shell, each lazy-loaded. */
function merchantRoutes(): RouteObject[] {
  const lazy: [string, RouteObject['lazy']][] = [
    [paths.splash, screen(async () => (await import('./routes/splash')).SplashRoute)],
    [paths.error, screen(async () => (await import('./routes/error')).ErrorRoute)],
    [paths.ineligible, screen(async () => (await import('./routes/ineligible')).IneligibleRoute)],
    [paths.support, screen(async () => (await import('./routes/support')).SupportRoute)],
    [paths.faq, screen(async () => (await import('./routes/faq')).FaqRoute)],
    [paths.noOffer, screen(async () => (await import('./routes/no-offer')).NoOfferRoute)],
    [
      paths.consentTimeout,
      screen(async () => (await import('./routes/consent-timeout')).ConsentTimeoutRoute),
    ],
    [paths.pastLoans, screen(async () => (await import('./routes/past-loans')).PastLoansRoute)],
    [paths.disclosure, screen(async () => (await import('./routes/disclosure')).DisclosureRoute)],
    ...[
      '/application/business-info/:subStep',
      '/application/personal-info/:subStep',
      paths.bankingManual,
      '/application/banking-details/:subStep',
      paths.submit,
    ].map((path): [string, RouteObject['lazy']] => [path, application]),
    [paths.applicationErrors, screen(async () => (await outcomes()).ApplicationErrorsRoute)],
    [paths.creditFreeze, screen(async () => (await outcomes()).CreditFreezeRoute)],
    [paths.loanStatus, screen(async () => (await import('./routes/loan-status')).LoanStatusRoute)],
    [paths.offerAmount, screen(async () => (await import('./routes/offer-amount')).OfferAmountRoute)],
    [paths.offerSubmit, screen(async () => (await import('./routes/offer-submit')).OfferSubmitRoute)],
    [paths.creditView, screen(async () => (await import('./routes/credit-view')).CreditViewRoute)],
    [
      paths.consentDataTransfer,
      screen(async () => (await import('./routes/consent-data-transfer')).ConsentDataTransferRoute),
    ],
    ['*', titled(msg`Page not found`)],
  ]
  return [
    // `/` only redirects: a few lines, so it is in the first page's code rather than a chunk of its own
    // that every partner link would wait for (issue 15).
    { path: paths.home, Component: HomeRoute },
    ...lazy.map(([path, load]) => ({ path, lazy: load })),
  ]
}

export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    // /system stands outside the shell: it must work when every other call fails.
    {
      path: paths.system,
      lazy: screen(async () => (await import('./routes/system/system-route')).SystemRoute),
    },
    { element: <AppLayout />, children: merchantRoutes() },
  ]
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    // The scenario picker exists only in sandbox builds; production builds drop this import.
    routes.unshift({
      path: paths.sandbox,
      lazy: screen(async () => (await import('@/sandbox/scenario-picker')).ScenarioPicker),
    })
  }
  return routes
}

export type Router = ReturnType<typeof createBrowserRouter>

export function createRouter(): Router {
  return createBrowserRouter([
    { element: <RootLayout />, HydrateFallback: FullScreenLoader, children: createRoutes() },
  ])
}

/**
 * Starts loading a screen's code (its route chunk, and the kit pieces Vite preloads beside it) without
 * navigating: the boot does this for the screens the data may land on, while the data is on its way.
 * A chunk that fails to load here is simply loaded (or reported) again by the router on navigation.
 */
let preloadable: RouteObject[] | null = null

export function preloadRoute(path: string): void {
  // The route tree is built once for preloading, not once per screen preloaded.
  preloadable ??= createRoutes()
  for (const { route } of matchRoutes(preloadable, path) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined)
  }
}
