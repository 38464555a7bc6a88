// The sandbox lending API over HTTP (src/sandbox/http-server.ts), loaded through Vite so it runs the
// TypeScript sandbox as is: the same handlers, scenarios and launch links as the browser sandbox.
// Used by `npm run sandbox:api` (scripts/sandbox-api.mjs), the quality runner and Playwright.
import { resolve } from 'node:path'
import { createServer } from 'vite'

const ROOT = resolve(import.meta.dirname, '..', '..')

/**
 * Starts the HTTP sandbox on `http://<host>:<port>` (`https://` with `tls`) and resolves once it listens.
 *
 * @param {object} [options]
 * @param {number} [options.port] default 4310 (0: any free port)
 * @param {string} [options.host] default 127.0.0.1
 * @param {string} [options.appUrl] where the app is served (launch links go there); default http://127.0.0.1:4173 (`vite preview`)
 * @param {readonly string[] | ((origin: string) => boolean)} [options.allowedOrigins] default: any loopback origin, http or https (127.0.0.1, localhost, [::1])
 * @param {number} [options.maxAgeSeconds] `Access-Control-Max-Age` on preflights; 0 omits it. Default 7200
 * @param {number} [options.latencyMs] added to every API answer, preflights and partner fonts included. Default 0
 * @param {(entry: { method: string, url: string, status: number, ms: number, origin: string | null, preflight: boolean }) => void} [options.onRequest]
 * @param {{ key: string | Buffer, cert: string | Buffer } | null} [options.tls] a certificate and its key (PEM,
 *   e.g. devCertificate() from ./dev-cert.mjs): HTTPS with HTTP/2 (HTTP/1.1 still answered); `url`, the
 *   origin the sandbox answers on and its font URLs become https://. Default: plain HTTP/1.1
 * @returns {Promise<{
 *   url: string,
 *   launchUrl(scenarioId: string, options?: { path?: string, login?: boolean, params?: Record<string, string> }): string,
 *   injectFaults(faults: object[]): void,
 *   clearFaults(): void,
 *   setLatency(ms: number): void,
 *   reset(): void,
 *   close(): Promise<void>,
 *   scenarios: { id: string, group: string, title: string, summary: string, lands: string }[],
 * }>}
 */
export async function startSandboxApi({
  port = 4310,
  host = '127.0.0.1',
  appUrl,
  allowedOrigins,
  maxAgeSeconds = 7200,
  latencyMs = 0,
  onRequest,
  tls = null,
} = {}) {
  // Vite sets NODE_ENV when it is unset; a build later in the same process must not inherit it.
  const nodeEnv = process.env.NODE_ENV
  // Not the app's vite.config.ts: the sandbox needs none of its plugins or its env validation, only
  // the `@/` alias (and Vite's `?url` imports, which give the partner fonts' paths).
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    envFile: false,
    mode: 'development',
    resolve: { alias: { '@': resolve(ROOT, 'src') } },
    // Nothing runs in a browser here: no dependency scan or pre-bundling.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  })
  let module
  try {
    module = await vite.ssrLoadModule('/src/sandbox/http-server.ts')
  } finally {
    // Everything is loaded now (the sandbox imports nothing lazily): Vite is not needed any more.
    await vite.close()
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const api = await module.createSandboxHttpServer({
    port,
    host,
    appUrl,
    allowedOrigins,
    maxAgeSeconds,
    latencyMs,
    onRequest,
    root: ROOT,
    tls: tls ?? undefined,
  })
  return {
    url: api.url,
    /** The final app URL with a fresh token and the shop id (what `<url>/launch/<id>` redirects to). */
    launchUrl: (scenarioId, { path = '/', login = false, params = {} } = {}) =>
      api.launchUrl(scenarioId, { path, login, params }),
    injectFaults: (faults) => api.sandbox.injectFaults(faults),
    clearFaults: () => api.sandbox.clearFaults(),
    setLatency: (ms) => api.sandbox.setLatency(ms),
    /** The seeded catalogue again, no runtime faults, the starting latency. */
    reset: () => api.reset(),
    close: () => api.close(),
    /** The scenario catalogue (for printing links). */
    scenarios: api.sandbox.scenarios.map(({ id, group, title, summary, lands }) => ({
      id,
      group,
      title,
      summary,
      lands,
    })),
  }
}
