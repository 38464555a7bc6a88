// First: take the token and shop id out of the address bar, before anything else runs.
import { launchParams } from './app/launch-params'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'

async function enableSandbox() {
  // Replaced at build time: with mocking disabled, the sandbox never enters the bundle.
  if (import.meta.env.VITE_API_MOCKING !== 'enabled') return
  const { startSandbox } = await import('./sandbox/browser')
  await startSandbox()
}

function showConfigError(root: HTMLElement, error: unknown) {
  const pre = document.createElement('pre')
  pre.className = 'config-error'
  pre.textContent = error instanceof Error ? error.message : String(error)
  root.replaceChildren(pre)
}

async function boot() {
  const root = document.getElementById('root')
  if (!root) return
  try {
    // Configuration is validated here; a bad value shows its message instead of a blank page.
    await import('./config/env')
  } catch (error) {
    showConfigError(root, error)
    return
  }
  const [{ App }, { sessionActions }] = await Promise.all([
    import('./app/app'),
    import('./features/session/store/session-store'),
    enableSandbox(),
  ])
  sessionActions.started(launchParams)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void boot()
