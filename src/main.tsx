// First: take the token and shop id out of the address bar, before anything else runs.
import { launchParams } from './app/launch-params'
// Then: no eval probe under the Content Security Policy.
import './lib/zod-setup'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { configError, env } from './config/env'
import { isFramed } from './lib/embed/parent-bridge'
import { draftActions } from './features/application/store/draft-store'
import { offerReviewActions } from './features/offers/store/review-store'
import { sessionActions, useSessionStore } from './features/session/store/session-store'
import { startMonitoring } from './lib/monitoring/monitoring'
import './index.css'

async function enableSandbox() {
  // Replaced at build time: with mocking disabled, the sandbox never enters the bundle.
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return
  const { startSandbox } = await import('./sandbox/browser')
  await startSandbox()
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
  const { replacedAnotherShop } = sessionActions.started(launchParams)
  // The previous shop's application draft and offer review were restored before we knew: forget it.
  if (replacedAnotherShop) {
    draftActions.cleared()
    offerReviewActions.cleared()
  }
  await enableSandbox()
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  void startMonitoring(
    env.datadog && {
      config: env.datadog,
      apiBaseUrl: env.apiBaseUrl,
      environment: env.environment,
      version: env.appVersion,
      secrets: () => {
        const { token, shopId } = useSessionStore.getState()
        return [token, shopId, launchParams.token, launchParams.shopId]
      },
      workerUrl: '/dd-deflate-worker.js',
    },
  )
}

const root = document.getElementById('root')
if (root) void boot(root)
