// First: take the token and shop id out of the address bar, before anything else runs.
import { isEmbedLaunch, launchParams } from './app/launch-params'
// Then: no eval probe under the Content Security Policy.
import './lib/zod-setup'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { awaitHostToken } from './app/embedding'
import { configError, env } from './config/env'
import { isFramed } from './lib/embed/parent-bridge'
import { draftActions, draftSecrets } from './features/application/store/draft-store'
import { offerReviewActions } from './features/offers/store/review-store'
import { type StartOutcome, sessionActions, useSessionStore } from './features/session/store/session-store'
import { loginTokenOf, startWithLoginToken } from './features/session/launch'
import { startMonitoring } from './lib/monitoring/monitoring'
import './index.css'

async function enableSandbox() {
  // Replaced at build time: with mocking disabled, the sandbox never enters the bundle.
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return
  const { startSandbox } = await import('./sandbox/browser')
  await startSandbox()
}

/**
 * The previous shop's application draft and offer review were restored before we knew the session:
 * after a link for another shop, or a refused one, forget them.
 */
function forgetPreviousShop(outcome: StartOutcome | null) {
  if (!outcome?.replacedAnotherShop && !outcome?.refused) return
  draftActions.cleared()
  offerReviewActions.cleared()
}

async function boot(root: HTMLElement) {
  if (configError) {
    // A bad configuration shows what to fix instead of a blank page.
    const pre = document.createElement('pre')
    pre.className = 'config-error'
    pre.textContent = configError
    root.replaceChildren(pre)
    return
  }
  // In a partner's iframe the page is as tall as its content (see the `embedded` CSS variant).
  if (isFramed()) document.documentElement.dataset.embedded = ''
  // A session token on the link, or the stored session, starts now. A partner's one-time login token
  // is exchanged once the sandbox is up (loginToken below): the app shows its loader meanwhile.
  const loginToken = loginTokenOf(launchParams)
  // Opened by the partner library (embed.js): no token on the link; the partner hands it over by message.
  if (launchParams.token === null && isFramed() && isEmbedLaunch()) awaitHostToken()
  else if (loginToken === null) forgetPreviousShop(sessionActions.started(launchParams))
  await enableSandbox()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  if (loginToken !== null) void startWithLoginToken(loginToken, launchParams.shopId).then(forgetPreviousShop)
  void startMonitoring(
    env.datadog && {
      config: env.datadog,
      apiBaseUrl: env.apiBaseUrl,
      environment: env.environment,
      version: env.appVersion,
      secrets: () => {
        const { token, shopId } = useSessionStore.getState()
        // The session, the launch link, and the applicant's entered values while they are in memory.
        return [token, shopId, launchParams.token, launchParams.shopId, ...draftSecrets()]
      },
      workerUrl: '/dd-deflate-worker.js',
    },
  )
}

const root = document.getElementById('root')
if (root) void boot(root)
