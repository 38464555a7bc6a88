import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configError, env } from '@/config/env'
import { type Launch, awaitHostToken, loginTokenOf, startWithLoginToken } from '@/features/session/launch'
import { type StartOutcome, sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { isFramed } from '@/lib/embed/framed'
import { startLocale } from '@/lib/i18n/runtime'
import { afterFirstScreen } from '@/lib/first-screen'
import { startMonitoring } from '@/lib/monitoring/monitoring'
import { createQueryClient } from '@/lib/query-client'
import { forgetSessionStores, sessionStoreSecrets } from '@/lib/session-store'
import { App } from './app'
import { type LaunchParams, isEmbedLaunch, launchParams } from './launch-params'
import { preloadSiteFooter } from './layouts/app-layout'
import { untilLocaleLoaded } from './locale-failure'
import { createRouter } from './router'

async function enableSandbox() {
  // Replaced at build time: with mocking disabled, the sandbox never enters the bundle.
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return
  const { startSandbox } = await import('@/sandbox/browser')
  await startSandbox()
}

/**
 * The previous shop's application draft and offer review were restored before we knew the session:
 * after a link for another shop, or a refused one, forget them.
 */
function forgetPreviousShop(outcome: StartOutcome | null) {
  if (!outcome?.replacedAnotherShop && !outcome?.refused) return
  forgetSessionStores()
}

/**
 * Starts the app in `root` (main.tsx), for the launch link's token and shop id: the session is read
 * first, then the router's loaders send every call the first screen needs while the linked screen's
 * code and the language's catalogue load beside them (src/app/start.test.tsx checks it).
 */
export async function startApp(
  root: HTMLElement,
  launch: Launch & Partial<Pick<LaunchParams, 'lang'>> = launchParams,
): Promise<{ unmount(): void } | null> {
  if (configError) {
    // A bad configuration shows what to fix instead of a blank page.
    const pre = document.createElement('pre')
    pre.className = 'config-error'
    pre.textContent = configError
    root.replaceChildren(pre)
    return null
  }
  // In a partner's iframe the page is as tall as its content (see the `embedded` CSS variant).
  if (isFramed()) document.documentElement.dataset.embedded = ''
  // A session token on the link, or the stored session, starts now. A partner's one-time login token
  // is exchanged once the sandbox is up (loginToken below): the app shows its loader meanwhile.
  const loginToken = loginTokenOf(launch)
  // Opened by the partner library (embed.js): no token on the link; the partner hands it over by message.
  if (launch.token === null && isFramed() && isEmbedLaunch()) awaitHostToken()
  // A link for another shop than this device's valid session asks first (nothing of either loads).
  else if (loginToken === null)
    forgetPreviousShop(sessionActions.started(launch, Date.now(), { askFirst: true }))
  await enableSandbox()
  // The session is read: the router's loaders send its calls now, together, and the linked screen's
  // code loads beside them (router.tsx). Beside them too: the language's catalogue (the link's
  // `lang`, the session's choice or the browser's; the partner's default may follow with the theme)
  // and the footer's code.
  const queryClient = createQueryClient()
  const router = createRouter(queryClient)
  const localeLoading = startLocale(launch.lang ?? null)
  void preloadSiteFooter()
  // The first render speaks the merchant's language: it waits for the catalogue (index.html's own
  // loader shows meanwhile, then the router's, the same, until the first screen's data is in).
  await untilLocaleLoaded(root, localeLoading)
  const reactRoot = createRoot(root)
  reactRoot.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
  if (loginToken !== null) void startWithLoginToken(loginToken, launch.shopId).then(forgetPreviousShop)
  // The app's own typeface once the first screen is painted (fonts.css): the screen shows at once in
  // the fallback scaled to its metrics, and its files never hold up the screen's code. If they cannot
  // load, the fallback stays.
  afterFirstScreen(() => void import('./fonts.css').catch(() => undefined))
  // Monitoring's SDK waits until the first screen is up: it never competes with it for the network.
  afterFirstScreen(
    () =>
      void startMonitoring(
        env.datadog && {
          config: env.datadog,
          apiBaseUrl: env.apiBaseUrl,
          environment: env.environment,
          version: env.appVersion,
          secrets: () => {
            const { token, shopId } = useSessionStore.getState()
            // The session, the launch link, and the applicant's entered values while they are in memory.
            return [token, shopId, launch.token, launch.shopId, ...sessionStoreSecrets()]
          },
          workerUrl: '/dd-deflate-worker.js',
        },
      ),
  )
  return {
    unmount: () => reactRoot.unmount(),
  }
}
