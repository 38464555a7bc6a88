// Must come first: it runs before msw's modules do.
import { storageBlocked } from './storage-shim'
import { setupWorker } from 'msw/browser'
import { env } from '@/config/env'
import type { SandboxState } from './db'
import type { Fault } from './scenarios'
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

/** Going offline cuts the sandbox API too: a mocked API would otherwise answer without a network. */
function mirrorConnectivity() {
  sandbox.setNetworkDown(!navigator.onLine)
  window.addEventListener('offline', () => sandbox.setNetworkDown(true))
  window.addEventListener('online', () => sandbox.setNetworkDown(false))
}

declare global {
  interface Window {
    /** Sandbox builds only: what the monitoring proxy received, for a look in the console or a test. */
    ccSandbox?: {
      monitoringInbox(): readonly string[]
      injectFaults(faults: Fault[]): void
      clearFaults(): void
      setLatency(ms: number): void
    }
  }
}

export async function startSandbox() {
  mirrorConnectivity()
  window.ccSandbox = {
    monitoringInbox: sandbox.monitoringInbox,
    injectFaults: sandbox.injectFaults,
    clearFaults: sandbox.clearFaults,
    setLatency: sandbox.setLatency,
  }
  // Measurement and fault runs (`npm run quality`) pass these on the launch link.
  const params = new URLSearchParams(window.location.search)
  sandbox.setLatency(Number(params.get('sandboxLatency') ?? 0) || 0)
  try {
    const faults = params.get('sandboxFaults')
    if (faults) sandbox.injectFaults(JSON.parse(faults) as Fault[])
  } catch {
    console.warn('Sandbox: sandboxFaults is not valid JSON; ignored.')
  }
  if (storageBlocked) {
    // A partner iframe whose storage the browser blocks also refuses Service Workers. msw then
    // intercepts fetch in the page instead ("fallback mode"), which it picks when the API is absent.
    console.warn('Sandbox: storage is blocked here, so it intercepts requests in the page.')
    Reflect.deleteProperty(Navigator.prototype, 'serviceWorker')
  }
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
