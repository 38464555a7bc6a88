// First: take the token and shop id out of the address bar, before anything else runs.
import { launchParams } from './app/launch-params'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { configError } from './config/env'
import { draftActions } from './features/application/store/draft-store'
import { offerReviewActions } from './features/offers/store/review-store'
import { sessionActions } from './features/session/store/session-store'
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
}

const root = document.getElementById('root')
if (root) void boot(root)
