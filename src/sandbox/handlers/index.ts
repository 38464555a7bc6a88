import { delay, http, HttpResponse } from 'msw'
import type { SandboxDb } from '../db'
import { applicationHandlers } from './application'
import { loanHandlers } from './loans'
import { type HandlerOptions, createMiddleware } from './middleware'
import { monitoringHandlers } from './monitoring'
import { offerHandlers } from './offers'
import { partnerHandlers } from './partners'
import { plaidHandlers } from './plaid'
import { sessionHandlers } from './session'

export { problem } from './common'
export type { HandlerOptions } from './middleware'
export { decodeMonitoringUpload } from './monitoring'
export { sessionToken } from './session'

/**
 * The sandbox lending API as msw handlers, one module per resource over the shared middleware
 * (auth, faults, idempotency: middleware.ts). Served by the browser worker, msw/node in Vitest and
 * the HTTP server alike.
 */
export function createHandlers(db: SandboxDb, options: HandlerOptions) {
  const middleware = createMiddleware(db, options)
  const { networkDown, latencyMs } = options
  return [
    // Offline: nothing reaches the API (a handler that returns nothing lets the next one answer).
    http.all(middleware.api('/*'), async () => {
      if (networkDown?.()) return HttpResponse.error()
      const latency = latencyMs?.() ?? 0
      if (latency > 0) await delay(latency)
      return undefined
    }),
    ...monitoringHandlers(middleware, options),
    ...sessionHandlers(middleware),
    ...partnerHandlers(middleware),
    ...applicationHandlers(middleware),
    ...plaidHandlers(middleware),
    ...offerHandlers(middleware),
    ...loanHandlers(middleware),
  ]
}
