// Must come first: it runs before msw's modules do.
import './storage-shim'
import { setupWorker } from 'msw/browser'
import { env } from '@/config/env'
import type { SandboxState } from './db'
import { createSandbox } from './sandbox'

/**
 * The browser sandbox (`npm start`, e2e). Its state survives a reload in sessionStorage; the state
 * holds no personal data (see db.ts), and the key is cleared by the picker's reset.
 */
const STORAGE_KEY = 'credit-connect.sandbox.v1'

function load(): SandboxState | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as SandboxState) : null
    return parsed?.version === 1 ? parsed : null
  } catch {
    return null
  }
}

function save(state: SandboxState) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state))
  } catch {
    // Storage blocked (a partner iframe): the sandbox still works, it just forgets on reload.
  }
}

export const sandbox = createSandbox({ baseUrl: env.apiBaseUrl, state: load(), onChange: save })

export const worker = setupWorker(...sandbox.handlers)

export async function startSandbox() {
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
