/**
 * The node-free parts of the HTTP sandbox (http-server.ts): the CORS policy, the headers it never
 * forwards or sends, launch options from a query, and the HTML pages for people.
 */
import { scenariosByGroup } from './scenarios'

/** What the API lets a partner page send and read (docs/deployment.md, "CORS for the lending API"). */
export const CORS_ALLOW_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const
export const CORS_ALLOW_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept'] as const
export const CORS_EXPOSE_HEADERS = ['Retry-After', 'Content-Disposition'] as const

/**
 * Any loopback origin, http or https (`http://127.0.0.1:<port>`, `https://localhost:<port>`): `vite
 * preview`, `npm start`, the static host of the speed measurement.
 */
export const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/

export interface SandboxLaunchOptions {
  /** The app path to open; `/` lets the home rules choose. */
  path?: string
  /** Carry the partner's one-time login token (`login-<scenario>`) instead of a session token. */
  login?: boolean
  /**
   * Other link options, passed on to the app (`hideTabs`…), except `sandboxLatency` and
   * `sandboxFaults`, which this server applies (as the browser sandbox does from its launch link).
   */
  params?: Record<string, string> | URLSearchParams
}

export type HeaderMap = Record<string, string | string[]>

export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'content-length',
  'expect',
])
export const SKIPPED_RESPONSE_HEADERS = new Set(['content-length', 'content-encoding'])

/** `?path=/loan/credit-view&login=1&hideTabs=true` → the launch options (everything else is passed on). */
export function launchOptions(query: URLSearchParams): SandboxLaunchOptions {
  const params = new URLSearchParams(query)
  const path = params.get('path') ?? '/'
  const login = params.get('login') === '1'
  params.delete('path')
  params.delete('login')
  return { path, login, params }
}

export function originFilter(
  allowed: readonly string[] | ((origin: string) => boolean) | undefined,
): (origin: string) => boolean {
  if (typeof allowed === 'function') return allowed
  if (allowed) {
    const set = new Set(allowed.map((o) => new URL(o).origin))
    return (origin) => set.has(origin)
  }
  return (origin) => LOOPBACK_ORIGIN.test(origin)
}

export function originOf(scheme: 'http' | 'https', host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `${scheme}://127.0.0.1:${port}`
  return host.includes(':') ? `${scheme}://[${host}]:${port}` : `${scheme}://${host}:${port}`
}

// --- HTML for people ---------------------------------------------------------------------------------

export function htmlHeaders(): HeaderMap {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Grouped in the catalogue's order, as `npm start` prints them. */
function scenarioList(): string {
  return scenariosByGroup()
    .map(
      ([group, scenarios]) =>
        `<h2>${escape(group)}</h2>\n<ul>\n${scenarios
          .map(
            (s) =>
              `<li><a href="/launch/${encodeURIComponent(s.id)}">${escape(s.title)}</a> <code>${escape(s.id)}</code> → <code>${escape(s.lands)}</code><br><small>${escape(s.summary)}</small></li>`,
          )
          .join('\n')}\n</ul>`,
    )
    .join('\n')
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111827}li{margin:.4rem 0}small{color:#4b5563}code{font-size:.9em}</style>
</head>
<body>
${body}
</body>
</html>
`
}

export function indexPage(origin: string, appOrigin: string): string {
  return page(
    'Credit Connect sandbox API',
    `<h1>Credit Connect sandbox API</h1>
<p>The sandbox lending API at <code>${escape(origin)}</code>. Each link mints a fresh session token and opens
the app at <code>${escape(appOrigin)}</code> as a partner's link would. Add <code>?login=1</code> for a one-time
login token, <code>?path=/loan/credit-view</code> for another app path; other parameters go on to the app.</p>
<p>A production build for this API: <code>VITE_API_MOCKING=disabled VITE_API_BASE_URL=${escape(origin)}
VITE_PARTNER_FONT_ORIGINS=${escape(origin)} npx vite build &amp;&amp; npx vite preview</code></p>
${scenarioList()}`,
  )
}

export function unknownScenarioPage(scenarioId: string, origin: string, appOrigin: string): string {
  return page(
    'Unknown sandbox scenario',
    `<h1>There is no scenario called “${escape(scenarioId)}”</h1>
<p>Pick one below (the sandbox API at <code>${escape(origin)}</code>, opening the app at <code>${escape(appOrigin)}</code>).</p>
${scenarioList()}`,
  )
}

export interface SandboxRequestLog {
  method: string
  /** Path and query, as received. */
  url: string
  /** 0: the connection was dropped on purpose (a `network` or `lost-after` fault). */
  status: number
  ms: number
  origin: string | null
  preflight: boolean
}

export const error = (status: number, code: string, message: string) => ({ status, code, message })

export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/** The CORS headers of an answer: the origin echoed when allowed, and `Vary: Origin` always. */
export function corsHeaders(requestOrigin: string | null, corsAllowed: boolean): HeaderMap {
  return {
    Vary: ['Origin'],
    ...(corsAllowed && requestOrigin
      ? {
          'Access-Control-Allow-Origin': requestOrigin,
          'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS.join(', '),
        }
      : {}),
  }
}

/** A preflight's headers: for an allowed origin, the methods, the requested allowed headers, the max age. */
export function preflightHeaders(
  allowedOrigin: string | null,
  requestHeaders: string,
  maxAge: number,
): HeaderMap {
  const headers: HeaderMap = {
    Vary: ['Origin', 'Access-Control-Request-Method', 'Access-Control-Request-Headers'],
  }
  if (allowedOrigin === null) return headers
  headers['Access-Control-Allow-Origin'] = allowedOrigin
  headers['Access-Control-Allow-Methods'] = CORS_ALLOW_METHODS.join(', ')
  const requested = requestHeaders
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  const allowedHeaders = CORS_ALLOW_HEADERS.filter((name) =>
    requested.some((r) => r.toLowerCase() === name.toLowerCase()),
  )
  if (allowedHeaders.length > 0) headers['Access-Control-Allow-Headers'] = allowedHeaders.join(', ')
  if (maxAge > 0) headers['Access-Control-Max-Age'] = String(maxAge)
  return headers
}

/** The partner font files the server hosts, by extension. */
export const FONT_TYPES: Record<string, string> = {
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
