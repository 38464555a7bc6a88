/**
 * The sandbox lending API over real HTTP (issue 15, docs/decisions/0015-http-sandbox.md): the same
 * store, handlers, scenarios and launch links as the browser sandbox (`createSandbox`), answered by
 * msw's `getResponse` for each Node request, at its own origin with the CORS a real API sends. So a
 * production build (`VITE_API_MOCKING=disabled VITE_API_BASE_URL=http://127.0.0.1:4310`) runs against
 * it: no lending server, and the browser pays real preflights to a separate origin. Plain HTTP/1.1 by
 * default; with `tls` ({ key, cert }) HTTPS with HTTP/2 (HTTP/1.1 still answered), as a production API
 * gateway serves, for the speed measurement (scripts/lib/dev-cert.mjs makes a local certificate).
 *
 * Node only: loaded through Vite's `ssrLoadModule` (scripts/lib/sandbox-api.mjs, `npm run
 * sandbox:api`) and by Vitest. App code never imports it (tsconfig.app.json leaves it out). Its
 * node-free parts are in http-server-parts.ts (CORS, pages), -controls.ts (launch links, admin
 * endpoints) and -guard.ts (its own host only; controls only from this machine); reading bodies and
 * writing answers over Node's HTTP in -io.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import {
  type Http2SecureServer,
  Http2ServerRequest,
  constants as http2Constants,
  createSecureServer,
} from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import { type Sandbox, createSandbox } from './sandbox'
import {
  FONT_TYPES,
  corsHeaders,
  error,
  preflightHeaders,
  sleep,
  HOP_BY_HOP,
  type HeaderMap,
  SKIPPED_RESPONSE_HEADERS,
  type SandboxLaunchOptions,
  type SandboxRequestLog,
  htmlHeaders,
  indexPage,
  launchOptions,
  originFilter,
  originOf,
  unknownScenarioPage,
} from './http-server-parts'
import { BadRequest, Forbidden, NotFound, sandboxControls } from './http-server-controls'
import { ownHostFilter, requestSource } from './http-server-guard'
import { type Req, type Res, readBody, readJsonBody, send, sendJson } from './http-server-io'
import { findScenario } from './scenarios'
import { MAX_LATENCY_MS } from './validation'

export {
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_EXPOSE_HEADERS,
  LOOPBACK_ORIGIN,
} from './http-server-parts'
export type { SandboxLaunchOptions, SandboxRequestLog } from './http-server-parts'

export interface SandboxHttpServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /** Where the app is served: launch links redirect there. Default `http://127.0.0.1:4173` (`vite preview`). */
  appUrl?: string
  /** Origins that get CORS headers. Default: any loopback origin (`LOOPBACK_ORIGIN`). */
  allowedOrigins?: readonly string[] | ((origin: string) => boolean)
  /** `Access-Control-Max-Age` on preflight answers, in seconds; 0 omits the header. Default 7200. */
  maxAgeSeconds?: number
  /**
   * Added to every API answer, preflights and partner fonts included (changed later by `POST
   * /__sandbox/latency`); not to the scenario index, launch redirects or the admin endpoints. At most
   * `MAX_LATENCY_MS` (10 s).
   */
  latencyMs?: number
  /** Where `node_modules` is (the partner fonts are served from it). Default: this repository. */
  root?: string
  /** Called once per request, after the answer (the server itself logs nothing). */
  onRequest?: (entry: SandboxRequestLog) => void
  /**
   * A certificate and its key (PEM): HTTPS with HTTP/2 (HTTP/1.1 for clients without it), and the
   * origin, launch links' API and font URLs become https://. Default: plain HTTP/1.1.
   */
  tls?: { key: string | Buffer; cert: string | Buffer }
}

export interface SandboxHttpServer {
  /** The API's origin, which is also its base URL: `http://127.0.0.1:<port>` (`https://` with `tls`). */
  url: string
  server: Server | Http2SecureServer
  /** The sandbox behind it (faults, latency, reset, state). */
  sandbox: Sandbox
  /** The final app URL with a fresh token and the shop id (what `GET /launch/<id>` redirects to). */
  launchUrl(scenarioId: string, options?: SandboxLaunchOptions): string
  /** Back to how the server started: the seeded catalogue, no runtime faults, the starting latency. */
  reset(): void
  close(): Promise<void>
}

/** Starts the HTTP sandbox and resolves once it listens. */
export async function createSandboxHttpServer(
  options: SandboxHttpServerOptions = {},
): Promise<SandboxHttpServer> {
  const host = options.host ?? '127.0.0.1'
  const appOrigin = new URL(options.appUrl ?? 'http://127.0.0.1:4173').origin
  const maxAge = Math.max(0, Math.floor(options.maxAgeSeconds ?? 7200))
  const startLatency = Math.max(0, options.latencyMs ?? 0)
  if (!(startLatency <= MAX_LATENCY_MS))
    throw new RangeError(`The sandbox's latency is at most ${MAX_LATENCY_MS} ms.`)
  const root = options.root ?? fileURLToPath(new URL('../..', import.meta.url))
  const allowed = originFilter(options.allowedOrigins)

  const server: Server | Http2SecureServer = options.tls
    ? createSecureServer({ key: options.tls.key, cert: options.tls.cert, allowHTTP1: true })
    : createServer()
  // close() ends every connection: an HTTP/2 server has no closeAllConnections(), and a browser keeps
  // its session open. The TCP sockets (under TLS too) are tracked, and any arriving meanwhile refused.
  const sockets = new Set<Socket>()
  let closing = false
  server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy()
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', fail)
      done()
    })
  })
  const origin = originOf(options.tls ? 'https' : 'http', host, (server.address() as AddressInfo).port)
  const ownHost = ownHostFilter(origin)

  // The origin is known only once listening: the handlers answer there, and the fonts point there.
  const sandbox = createSandbox({ baseUrl: origin, assetOrigin: origin })
  sandbox.setLatency(startLatency)
  const assets = assetFiles(sandbox, origin, root)
  const { launch, reset, admin } = sandboxControls(sandbox, appOrigin, startLatency)

  async function handle(req: Req, res: Res): Promise<number> {
    // DNS rebinding: a page of another site whose name now points here sends its own Host. Only
    // the server's own loopback host and port (or the host it was told to listen on) is answered.
    const authority = (req.headers as Record<string, string | string[] | undefined>)[':authority']
    if (!ownHost(typeof authority === 'string' ? authority : req.headers.host)) {
      return sendJson(
        req,
        res,
        403,
        {},
        error(403, 'FORBIDDEN', `This sandbox answers only at ${new URL(origin).host} (Host).`),
      )
    }
    const url = new URL(req.url ?? '/', origin)
    const method = req.method ?? 'GET'
    const requestOrigin = req.headers.origin ?? null
    const corsAllowed = requestOrigin !== null && allowed(requestOrigin)
    const cors = corsHeaders(requestOrigin, corsAllowed)
    // Latency and faults (the admin endpoints, a launch link's sandboxLatency and sandboxFaults) are
    // taken only from this machine: a loopback address, and a loopback page or none (curl, a script).
    const source = requestSource(req.socket.remoteAddress, requestOrigin, origin)

    // A CORS preflight: answered here for every path, after the same latency as an API answer.
    const requestedMethod = req.headers['access-control-request-method']
    if (method === 'OPTIONS' && requestedMethod) {
      const latency = sandbox.latencyMs()
      if (latency > 0) await sleep(latency)
      const headers = preflightHeaders(
        corsAllowed ? requestOrigin : null,
        req.headers['access-control-request-headers'] ?? '',
        maxAge,
      )
      return send(req, res, 204, headers)
    }

    const reading = method === 'GET' || method === 'HEAD'

    // The scenario index and launch links (for people: HTML).
    if (reading && (url.pathname === '/' || url.pathname === '/index.html')) {
      return send(req, res, 200, htmlHeaders(), indexPage(origin, appOrigin))
    }
    const launchMatch = /^\/launch\/([^/]+)\/?$/.exec(url.pathname)
    if (reading && launchMatch) {
      const scenarioId = decodeURIComponent(launchMatch[1] ?? '')
      if (!findScenario(scenarioId)) {
        return send(req, res, 404, htmlHeaders(), unknownScenarioPage(scenarioId, origin, appOrigin))
      }
      try {
        const { url: location } = launch(scenarioId, launchOptions(url.searchParams), source)
        return send(req, res, 302, {
          Location: location,
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
        })
      } catch (error) {
        if (!(error instanceof BadRequest || error instanceof Forbidden)) throw error
        const status = error instanceof Forbidden ? 403 : 400
        return send(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8' }, error.message)
      }
    }

    // Admin endpoints for tests and measurement runs: from this machine only (see `source`).
    if (url.pathname.startsWith('/__sandbox/')) {
      if (source !== 'loopback') {
        return sendJson(
          req,
          res,
          403,
          cors,
          error(
            403,
            'FORBIDDEN',
            'The sandbox is controlled only from this machine (a loopback address and page).',
          ),
        )
      }
      try {
        const answer = await admin(method, url, () => readJsonBody(req))
        if (answer === undefined) return send(req, res, 204, { ...cors, 'Cache-Control': 'no-store' })
        return sendJson(req, res, 200, { ...cors, 'Cache-Control': 'no-store' }, answer)
      } catch (e) {
        if (e instanceof NotFound)
          return sendJson(
            req,
            res,
            404,
            cors,
            error(404, 'NOT_FOUND', `No sandbox endpoint ${method} ${url.pathname}.`),
          )
        if (e instanceof BadRequest)
          return sendJson(req, res, 400, cors, error(400, 'BAD_REQUEST', e.message))
        if (e instanceof Forbidden) return sendJson(req, res, 403, cors, error(403, 'FORBIDDEN', e.message))
        throw e
      }
    }

    // The partner fonts the sandbox's themes point at (from node_modules, like the dev server), after
    // the same latency as an API answer: the page waits a round trip for them too.
    const asset = reading ? assets.get(url.pathname) : undefined
    if (asset) {
      const latency = sandbox.latencyMs()
      if (latency > 0) await sleep(latency)
      return send(
        req,
        res,
        200,
        {
          ...cors,
          'Content-Type': asset.type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
        asset.body(),
      )
    }

    // The lending API: the sandbox's msw handlers, unchanged.
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      // HTTP/2's pseudo-headers (`:method`, `:path`…) are not headers a Fetch Request can carry.
      if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith(':')) continue
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
    }
    const body = reading ? undefined : await readBody(req)
    const request = new Request(new URL(url.pathname + url.search, origin), {
      method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    })
    const response = await getResponse(sandbox.handlers, request)
    if (!response) {
      return sendJson(
        req,
        res,
        404,
        cors,
        error(404, 'NOT_FOUND', `No such endpoint: ${method} ${url.pathname}`),
      )
    }
    if (response.type === 'error') {
      // A `network` or `lost-after` fault: the connection drops with no answer, as a cut network would.
      // Over HTTP/2 the stream is reset instead, so the session's other calls go on (a browser sees a
      // network error on this one call, as with a dropped HTTP/1.1 connection).
      if (req instanceof Http2ServerRequest) req.stream.close(http2Constants.NGHTTP2_INTERNAL_ERROR)
      else req.socket.destroy()
      return 0
    }
    const out: HeaderMap = {}
    response.headers.forEach((value, name) => {
      if (!SKIPPED_RESPONSE_HEADERS.has(name)) out[name] = value
    })
    if (!response.headers.has('cache-control')) out['Cache-Control'] = 'no-store'
    return send(req, res, response.status, { ...out, ...cors }, Buffer.from(await response.arrayBuffer()))
  }

  server.on('request', (req: Req, res: Res) => {
    const started = performance.now()
    res.on('error', () => undefined)
    handle(req, res)
      .catch((e: unknown) => {
        process.stderr.write(`Sandbox API: ${req.method} ${req.url} failed: ${String(e)}\n`)
        if (!res.headersSent)
          return sendJson(req, res, 500, {}, error(500, 'INTERNAL_ERROR', 'The sandbox failed on this call.'))
        res.destroy()
        return 0
      })
      .then((status) =>
        options.onRequest?.({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          status,
          ms: Math.round(performance.now() - started),
          origin: req.headers.origin ?? null,
          preflight: req.method === 'OPTIONS' && Boolean(req.headers['access-control-request-method']),
        }),
      )
      .catch(() => undefined)
  })

  return {
    url: origin,
    server,
    sandbox,
    launchUrl: (scenarioId, launchOpts) => launch(scenarioId, launchOpts).url,
    reset,
    close: () =>
      new Promise<void>((done, fail) => {
        closing = true
        server.close((e) => (e ? fail(e) : done()))
        for (const socket of sockets) socket.destroy()
      }),
  }
}

/**
 * The font files the sandbox's partner themes point at, by path: read from the themes themselves (no
 * second list). The paths are the ones Vite's `?url` import gave (`/node_modules/…`, or `/@fs/…`).
 */
function assetFiles(sandbox: Sandbox, origin: string, root: string) {
  const files = new Map<string, { type: string; body: () => Buffer }>()
  const urls: unknown[] = []
  for (const { theme } of Object.values(sandbox.db.state.partners)) {
    const t = theme as {
      fonts?: { primary?: { url?: unknown } }
      documentTheme?: { font?: { url?: unknown } }
    }
    urls.push(t.fonts?.primary?.url, t.documentTheme?.font?.url)
  }
  for (const url of urls) {
    if (typeof url !== 'string') continue
    const { origin: at, pathname } = new URL(url)
    const type = FONT_TYPES[pathname.split('.').pop() ?? '']
    if (at !== origin || !type || files.has(pathname)) continue
    const decoded = decodeURIComponent(pathname)
    const file = decoded.startsWith('/@fs/') ? decoded.slice('/@fs'.length) : join(resolve(root), decoded)
    if (!existsSync(file) || !statSync(file).isFile()) continue
    let cached: Buffer | undefined
    files.set(pathname, { type, body: () => (cached ??= readFileSync(file)) })
  }
  return files
}
