// A static host like production, for measuring a build (`npm run quality`) and for a Playwright
// webServer (scripts/serve-static.mjs): gzip for text assets, the build's `_headers` file applied per
// path (the same parser the preview server uses, src/config/security-headers.ts), long immutable
// caching for /assets/*, no-cache for the page, the single-page fallback to index.html for paths
// without a file extension, 404 otherwise. `latencyMs` holds every response back that long, so a
// run with latency counts round trips. Plain HTTP/1.1 by default; with `tls` ({ key, cert }, see
// scripts/lib/dev-cert.mjs) HTTPS with HTTP/2 (HTTP/1.1 still answered), as a production CDN serves.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { runnerImport } from 'vite'

const REPO = resolve(import.meta.dirname, '..', '..')

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ts': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
}
/** Compressed on the fly; fonts (woff/woff2) and images are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ts',
  '.ttf',
  '.otf',
  '.ico',
  '.wasm',
])

let headerRules = null
/** parseHeadersFile and headersForPath from the TypeScript source, loaded through Vite (Node 20 cannot strip types). */
export function loadHeaderRules() {
  // Vite sets NODE_ENV when it is unset; a build later in the same process must not inherit it.
  const nodeEnv = process.env.NODE_ENV
  const restore = () => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  headerRules ??= runnerImport(join(REPO, 'src', 'config', 'security-headers.ts'), {
    configFile: false,
    logLevel: 'error',
  }).then(
    ({ module }) => {
      restore()
      return {
        parseHeadersFile: module.parseHeadersFile,
        headersForPath: module.headersForPath,
        connectionHeaders: module.CONNECTION_HEADERS,
      }
    },
    (error) => {
      restore()
      throw error
    },
  )
  return headerRules
}

/** Whether Accept-Encoding allows gzip (`gzip`, `*`, without `q=0`). */
export function acceptsGzip(header) {
  if (!header) return false
  let gzip = null
  let star = null
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name === 'gzip' || name === 'x-gzip') gzip = weight
    else if (name === '*') star = weight
  }
  return (gzip ?? star ?? 0) > 0
}

/**
 * Serves `root` on `host:port` (port 0: any free port). Resolves once listening to
 * `{ url, setLatency(ms), close() }`; `headers: false` ignores the `_headers` file. `tls`
 * (`{ key, cert }`, PEM): HTTPS, HTTP/2 with HTTP/1.1 for clients without it; `url` is then https://.
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  latencyMs = 0,
  headers = true,
  tls = null,
}) {
  const base = resolve(root)
  // Connection-specific headers (src/config/security-headers.ts) are never taken from `_headers`.
  const { parseHeadersFile, headersForPath, connectionHeaders } = await loadHeaderRules()
  let latency = Math.max(0, latencyMs)
  // Files and their gzip, by path and modification time: the build may be rewritten while serving.
  const cache = new Map()
  let rules = { mtimeMs: -1, list: [] }

  const currentRules = () => {
    const file = join(base, '_headers')
    if (!headers || !existsSync(file)) return []
    const { mtimeMs } = statSync(file)
    if (mtimeMs !== rules.mtimeMs) rules = { mtimeMs, list: parseHeadersFile(readFileSync(file, 'utf8')) }
    return rules.list
  }

  /** The file for a request path: itself, a directory's index.html, or the page for app routes. */
  const locate = (pathname) => {
    const target = resolve(base, `.${pathname}`)
    if (target !== base && !target.startsWith(base + sep)) return null
    // The host reads `_headers`; it is never served.
    if (pathname === '/_headers') return null
    if (existsSync(target) && statSync(target).isFile()) return target
    const index = join(target, 'index.html')
    if (existsSync(index) && statSync(index).isFile()) return index
    if (extname(pathname) === '') {
      const page = join(base, 'index.html')
      if (existsSync(page)) return page
    }
    return null
  }

  const load = (file) => {
    const { mtimeMs, size } = statSync(file)
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit
    const body = readFileSync(file)
    const entry = {
      mtimeMs,
      size,
      body,
      gzip: COMPRESSIBLE.has(extname(file)) ? gzipSync(body, { level: 9 }) : null,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    }
    cache.set(file, entry)
    return entry
  }

  // One handler for both: Node's HTTP/2 compatibility API gives it the same req and res.
  const handler = (req, res) => {
    const answer = () => {
      let pathname
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://static.local').pathname)
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request')
        return
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Method not allowed')
        return
      }
      const file = locate(pathname)
      // Production-like defaults, then the build's `_headers` (matched on the request path) on top.
      const out = new Map()
      const set = (name, value) => {
        if (!connectionHeaders.has(name.toLowerCase())) out.set(name.toLowerCase(), [name, value])
      }
      set(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      for (const [name, value] of Object.entries(headersForPath(currentRules(), pathname))) set(name, value)
      if (!file) {
        set('Content-Type', 'text/plain; charset=utf-8')
        set('Cache-Control', 'no-store')
        res
          .writeHead(404, Object.fromEntries(out.values()))
          .end(req.method === 'HEAD' ? undefined : 'Not found')
        return
      }
      const entry = load(file)
      set('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream')
      set('ETag', entry.etag)
      set('Last-Modified', new Date(entry.mtimeMs).toUTCString())
      if (entry.gzip) set('Vary', 'Accept-Encoding')
      if (req.headers['if-none-match'] === entry.etag) {
        res.writeHead(304, Object.fromEntries(out.values())).end()
        return
      }
      const gzip = entry.gzip && acceptsGzip(req.headers['accept-encoding'])
      const body = gzip ? entry.gzip : entry.body
      if (gzip) set('Content-Encoding', 'gzip')
      set('Content-Length', String(body.length))
      res.writeHead(200, Object.fromEntries(out.values()))
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    if (latency > 0) setTimeout(answer, latency)
    else answer()
  }
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler)
    : createServer(handler)
  server.keepAliveTimeout = 5_000
  // An HTTP/2 server has no closeAllConnections(): close() would wait for the browser's idle
  // sessions. The TCP sockets (under TLS too) are destroyed instead, with any that arrive meanwhile.
  const sockets = new Set()
  let closing = false
  server.on('connection', (socket) => {
    if (closing) return void socket.destroy()
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  await new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      done()
    })
  })
  const address = server.address()
  const shownHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `${tls ? 'https' : 'http'}://${shownHost}:${address.port}`,
    setLatency: (ms) => {
      latency = Math.max(0, ms)
    },
    close: () =>
      new Promise((done) => {
        closing = true
        server.close(() => done())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
