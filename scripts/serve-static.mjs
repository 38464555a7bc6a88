#!/usr/bin/env node
// Serves a build like the production static host (scripts/lib/static-server.mjs): gzip, the build's
// `_headers`, immutable /assets/*, the single-page fallback. For a Playwright webServer or a look by hand.
// `--tls`: HTTPS with HTTP/2, as a production CDN, with the local self-signed certificate
// (scripts/lib/dev-cert.mjs; browsers warn: Chromium needs --ignore-certificate-errors).
//
//   node scripts/serve-static.mjs --root dist --port 4320 [--host 127.0.0.1] [--latency 200] [--no-headers] [--tls]
import { parseArgs } from 'node:util'
import { devCertificate } from './lib/dev-cert.mjs'
import { startStaticServer } from './lib/static-server.mjs'

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    latency: { type: 'string', default: '0' },
    'no-headers': { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
  },
})

const server = await startStaticServer({
  root: values.root,
  port: Number(values.port),
  host: values.host,
  latencyMs: Number(values.latency),
  headers: !values['no-headers'],
  tls: values.tls ? devCertificate() : null,
})
console.log(
  `Serving ${values.root} on ${server.url}${values.tls ? ' (HTTP/2, self-signed certificate)' : ''}${Number(values.latency) > 0 ? ` (+${values.latency} ms per response)` : ''}`,
)
const stop = () => {
  void server.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
