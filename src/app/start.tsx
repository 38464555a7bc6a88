import { StrictMode, startTransition } from 'react'
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
import { startBoot } from './boot'
import { type LaunchParams, isEmbedLaunch, launchParams } from './launch-params'
import { preloadSiteFooter } from './layouts/app-layout'
import { untilLocaleLoaded } from './locale-failure'
import { createRouter, preloadRoute } from './router'

/**
 * Ends the current task: the browser runs what is waiting (input, paint) before the start goes on.
 * The start runs in short tasks this way, never one long one on a phone (issue 15: total blocking time).
 */
function nextTask(): Promise<void> {
  return delay(0)
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** How long the first render waits for the first screen's data before showing the app's loader. */
const FIRST_SCREEN_WAIT_MS = 4000

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
 * Starts the app in `root` (main.tsx), for the launch link's token and shop id. Everything the first
 * screen needs starts here before React renders (`boot.ts`, issue 15); src/app/start.test.tsx checks it.
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
  // The first-page script has just been evaluated (one long task on a phone): the start has its own.
  await nextTask()
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
  // Before React renders: the session's data goes out now (boot.ts, issue 15).
  const queryClient = createQueryClient()
  const boot = startBoot({ queryClient, preloadRoute })
  // The first render waits for the first screen's data and theme, for 4 s at most from now.
  const firstScreenOrLimit = Promise.race([boot.firstScreen, delay(FIRST_SCREEN_WAIT_MS)])
  // The calls leave as this task ends. Then the code, beside the data: the language's catalogue (the
  // link's `lang`, the session's choice or the browser's; the partner's default may follow: boot.ts,
  // issue 19) and the footer's. The data goes first: it is the longer chain (4 round trips to the
  // code's one).
  await nextTask()
  const localeLoading = startLocale(launch.lang ?? null)
  void preloadSiteFooter()
  // Then the router, which starts loading the linked screen's code as it is made, then React's first
  // render (itself split into small pieces: a transition).
  await nextTask()
  const router = createRouter()
  await nextTask()
  // The first render speaks the merchant's language: it waits for the catalogue (index.html's own
  // loader shows meanwhile), which travels beside the data.
  await untilLocaleLoaded(root, localeLoading)
  // And it waits for the first screen's data and theme (boot.ts), up to the limit: the screen then
  // renders once, in short pieces, rather than as a loader replaced in one long task when the
  // answers land. Past the limit (a slow call, or a failing one being retried), the app's own loader
  // takes over.
  await firstScreenOrLimit
  const reactRoot = createRoot(root)
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
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
    unmount: () => {
      boot.stop()
      reactRoot.unmount()
    },
  }
}
