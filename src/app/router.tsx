import { type RouteObject, createBrowserRouter, matchRoutes } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { paths } from '@/config/paths'
import { AppLayout } from './layouts/app-layout'
import { RootLayout } from './layouts/root-layout'
import { HomeRoute } from './routes/home'

/** A route whose screen is only its title, inside the layout (the catch-all "Page not found"). */
const titled =
  (title: string): RouteObject['lazy'] =>
  async () => {
    const { ScreenTitle } = await import('./routes/screen-title')
    return { Component: () => <ScreenTitle title={title} /> }
  }

const application: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/application')).ApplicationRoute,
})

/** Every merchant route of spec §2, inside the shell, each lazy-loaded. */
function merchantRoutes(): RouteObject[] {
  return [
    // `/` only redirects: a few lines, so it is in the first page's code rather than a chunk of its own
    // that every partner link would wait for (issue 15).
    { path: paths.home, Component: HomeRoute },
    { path: paths.splash, lazy: async () => ({ Component: (await import('./routes/splash')).SplashRoute }) },
    { path: paths.error, lazy: async () => ({ Component: (await import('./routes/error')).ErrorRoute }) },
    {
      path: paths.ineligible,
      lazy: async () => ({ Component: (await import('./routes/ineligible')).IneligibleRoute }),
    },
    {
      path: paths.support,
      lazy: async () => ({ Component: (await import('./routes/support')).SupportRoute }),
    },
    { path: paths.faq, lazy: async () => ({ Component: (await import('./routes/faq')).FaqRoute }) },
    {
      path: paths.noOffer,
      lazy: async () => ({ Component: (await import('./routes/no-offer')).NoOfferRoute }),
    },
    {
      path: paths.consentTimeout,
      lazy: async () => ({ Component: (await import('./routes/consent-timeout')).ConsentTimeoutRoute }),
    },
    {
      path: paths.pastLoans,
      lazy: async () => ({ Component: (await import('./routes/past-loans')).PastLoansRoute }),
    },
    {
      path: paths.disclosure,
      lazy: async () => ({ Component: (await import('./routes/disclosure')).DisclosureRoute }),
    },
    ...[
      '/application/business-info/:subStep',
      '/application/personal-info/:subStep',
      paths.bankingManual,
      '/application/banking-details/:subStep',
      paths.submit,
    ].map((path) => ({ path, lazy: application })),
    {
      path: paths.applicationErrors,
      lazy: async () => ({
        Component: (await import('./routes/application-outcomes')).ApplicationErrorsRoute,
      }),
    },
    {
      path: paths.creditFreeze,
      lazy: async () => ({ Component: (await import('./routes/application-outcomes')).CreditFreezeRoute }),
    },
    {
      path: paths.loanStatus,
      lazy: async () => ({ Component: (await import('./routes/loan-status')).LoanStatusRoute }),
    },
    {
      path: paths.offerAmount,
      lazy: async () => ({ Component: (await import('./routes/offer-amount')).OfferAmountRoute }),
    },
    {
      path: paths.offerSubmit,
      lazy: async () => ({ Component: (await import('./routes/offer-submit')).OfferSubmitRoute }),
    },
    {
      path: paths.creditView,
      lazy: async () => ({ Component: (await import('./routes/credit-view')).CreditViewRoute }),
    },
    {
      path: paths.consentDataTransfer,
      lazy: async () => ({
        Component: (await import('./routes/consent-data-transfer')).ConsentDataTransferRoute,
      }),
    },
    { path: '*', lazy: titled('Page not found') },
  ]
}

export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    // /system stands outside the shell: it must work when every other call fails.
    {
      path: paths.system,
      lazy: async () => ({ Component: (await import('./routes/system/system-route')).SystemRoute }),
    },
    { element: <AppLayout />, children: merchantRoutes() },
  ]
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    // The scenario picker exists only in sandbox builds; production builds drop this import.
    routes.unshift({
      path: paths.sandbox,
      lazy: async () => ({ Component: (await import('@/sandbox/scenario-picker')).ScenarioPicker }),
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
