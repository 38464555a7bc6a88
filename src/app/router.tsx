import { type RouteObject, createBrowserRouter } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { paths } from '@/config/paths'
import { RootLayout } from './layouts/root-layout'

const titled =
  (title: string): RouteObject['lazy'] =>
  async () => {
    const { ScreenTitle } = await import('./routes/screen-title')
    return { Component: () => <ScreenTitle title={title} /> }
  }

/** Every route of spec §2, lazy-loaded. */
export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    { path: paths.home, lazy: titled('Credit Connect') },
    { path: paths.splash, lazy: titled('Get funding for your business') },
    { path: paths.error, lazy: titled('Something went wrong') },
    { path: paths.ineligible, lazy: titled('We can’t offer financing right now') },
    { path: paths.support, lazy: titled('Support') },
    { path: paths.pastLoans, lazy: titled('Past loans') },
    { path: paths.faq, lazy: titled('Frequently asked questions') },
    { path: paths.noOffer, lazy: titled('No offer available right now') },
    {
      path: paths.system,
      lazy: async () => ({ Component: (await import('./routes/system/system-route')).SystemRoute }),
    },
    { path: paths.disclosure, lazy: titled('Disclosure') },
    { path: '/application/business-info/:subStep', lazy: titled('Business info') },
    { path: '/application/personal-info/:subStep', lazy: titled('Personal info') },
    { path: paths.bankingManual, lazy: titled('Banking details') },
    { path: '/application/banking-details/:subStep', lazy: titled('Banking details') },
    { path: paths.submit, lazy: titled('Review and submit') },
    { path: paths.applicationErrors, lazy: titled('Your application needs attention') },
    { path: paths.creditFreeze, lazy: titled('Your credit file is frozen') },
    { path: paths.loanStatus, lazy: titled('Status') },
    { path: paths.offerAmount, lazy: titled('Choose your amount') },
    { path: paths.offerSubmit, lazy: titled('Review and accept') },
    { path: paths.creditView, lazy: titled('Summary') },
    { path: paths.consentDataTransfer, lazy: titled('Share your data') },
    { path: paths.consentTimeout, lazy: titled('This took too long') },
  ]
  if (import.meta.env.VITE_API_MOCKING === 'enabled') {
    // The scenario picker exists only in sandbox builds; production builds drop this import.
    routes.push({
      path: paths.sandbox,
      lazy: async () => ({ Component: (await import('@/sandbox/scenario-picker')).ScenarioPicker }),
    })
  }
  routes.push({ path: '*', lazy: titled('Page not found') })
  return routes
}

export function createRouter() {
  return createBrowserRouter([
    { element: <RootLayout />, HydrateFallback: FullScreenLoader, children: createRoutes() },
  ])
}
