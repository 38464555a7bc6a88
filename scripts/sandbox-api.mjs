#!/usr/bin/env node
// `npm run sandbox:api`: the sandbox lending API over HTTP, for a production build to run against
// (docs/decisions/0015-http-sandbox.md). Prints the build and preview commands and every launch link.
//
//   npm run sandbox:api -- [--port 4310] [--app http://127.0.0.1:4173] [--max-age 7200] [--latency 0] [--tls]
import { parseArgs } from 'node:util'
import { devCertificate } from './lib/dev-cert.mjs'
import { startSandboxApi } from './lib/sandbox-api.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4310' },
    app: { type: 'string', default: 'http://127.0.0.1:4173' },
    'max-age': { type: 'string', default: '7200' },
    latency: { type: 'string', default: '0' },
    verbose: { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
if (values.help) {
  console.log(`Usage: npm run sandbox:api -- [--port 4310] [--app http://127.0.0.1:4173] [--max-age 7200] [--latency 0] [--tls] [--verbose]

  --port      where the API listens (http://127.0.0.1:<port>)
  --app       where the app is served: launch links open it there (default: vite preview)
  --max-age   Access-Control-Max-Age on preflights, in seconds (0: none, every call preflights)
  --latency   milliseconds added to every API answer, preflights and partner fonts included (at most 10000)
  --tls       HTTPS with HTTP/2, as a production API gateway (https://127.0.0.1:<port>), with a local
              self-signed certificate made by openssl: browsers refuse it until told otherwise
  --verbose   log each request`)
  process.exit(0)
}
const number = (name) => {
  const n = Number(values[name])
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} must be a number ≥ 0 (got "${values[name]}")`)
    process.exit(2)
  }
  return n
}

const api = await startSandboxApi({
  port: number('port'),
  appUrl: values.app,
  maxAgeSeconds: number('max-age'),
  latencyMs: number('latency'),
  tls: values.tls ? devCertificate() : null,
  onRequest: values.verbose
    ? (e) =>
        console.log(
          `  ${e.preflight ? 'preflight ' : ''}${e.method} ${e.url} → ${e.status || 'dropped'} ${e.ms} ms`,
        )
    : undefined,
})

const bold = (t) => `\x1b[1m${t}\x1b[0m`
const dim = (t) => `\x1b[2m${t}\x1b[0m`
// `vite preview` serves on 4173 unless told otherwise.
const appPort = new URL(values.app).port || '80'
const preview = appPort === '4173' ? 'npx vite preview' : `npx vite preview --port ${appPort} --strictPort`
console.log(
  `\n  ${bold('Credit Connect sandbox API')} over ${values.tls ? 'HTTPS (HTTP/2)' : 'HTTP'} (the same sandbox as npm start)\n`,
)
console.log(`  API:       ${bold(api.url)}`)
if (values.tls) {
  console.log(
    `  ${dim('Self-signed certificate: open ' + api.url + '/ once and proceed past the warning, or start Chromium with --ignore-certificate-errors.')}`,
  )
}
console.log(`  Scenarios: ${api.url}/  ${dim('(each link opens the app at ' + values.app + ')')}\n`)
console.log(`  Build the production bundle for it and serve it:\n`)
console.log(
  `    VITE_API_MOCKING=disabled VITE_API_BASE_URL=${api.url} VITE_PARTNER_FONT_ORIGINS=${api.url} npx vite build && ${preview}\n`,
)
// The catalogue comes from the sandbox itself, so this list can never drift from it.
const groups = new Map()
for (const s of api.scenarios) groups.set(s.group, [...(groups.get(s.group) ?? []), s])
for (const [group, list] of groups) {
  console.log(`  ${bold(group)}`)
  for (const s of list) console.log(`    ${api.url}/launch/${s.id}  ${dim(`${s.title} → ${s.lands}`)}`)
}
console.log(
  `\n  ${dim('Each link mints a fresh session token and redirects to the app. Add ?login=1 for a login token, ?path=/… for another screen.')}`,
)
console.log(
  `  ${dim('Admin: POST /__sandbox/faults, DELETE /__sandbox/faults, POST /__sandbox/latency {"ms":…}, POST /__sandbox/reset. Ctrl+C stops.')}\n`,
)

const stop = () => {
  api.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
