#!/usr/bin/env node
// `npm run test:engines`, and the "End-to-end tests (Firefox, WebKit)" step of `npm test`: the
// landing of every home rule and the three journeys (apply with manual banking, accept a New York
// offer with its signature, pay once) in Firefox (Debian's firefox-esr over WebDriver BiDi) and
// WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, on Xvfb). The journeys:
// e2e/engines/. It serves the sandbox build Playwright's webServer made (dist-e2e; built here only
// when missing) on a free port, runs both engines one after the other, prints a line per landing
// and journey and a summary per engine, and exits non-zero on any failure.
//
//   node scripts/test-engines.mjs [firefox] [webkit]     (no argument: both)
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runnerImport } from 'vite'
import { startStaticServer } from './lib/static-server.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const BUILD = join(ROOT, 'dist-e2e')
const ALL = ['firefox', 'webkit']
const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !ALL.includes(name))
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: firefox or webkit.`)
  process.exit(2)
}
const engines = asked.length > 0 ? asked : ALL

// Never hang `npm test`: a browser that stops answering ends the run.
const HARD_LIMIT_MS = 8 * 60_000
setTimeout(() => {
  console.error(`\n✖ The Firefox and WebKit run took over ${HARD_LIMIT_MS / 60_000} minutes; stopped.`)
  process.exit(1)
}, HARD_LIMIT_MS).unref()

const t0 = Date.now()
if (!existsSync(join(BUILD, 'index.html'))) {
  console.log('No sandbox build in dist-e2e (Playwright makes it): building it…')
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'e2e', '--outDir', 'dist-e2e', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  )
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// Vite sets NODE_ENV when it is unset; nothing later may inherit it.
const nodeEnv = process.env.NODE_ENV
const { module } = await runnerImport(join(ROOT, 'e2e', 'engines', 'run.ts'), {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': join(ROOT, 'src') } },
})
if (nodeEnv === undefined) delete process.env.NODE_ENV
else process.env.NODE_ENV = nodeEnv

// The build as the production host serves it: its `_headers` (the Content Security Policy) included.
const server = await startStaticServer({ root: BUILD, port: 0 })
const reports = []
try {
  for (const name of engines) {
    console.log(`\n${name === 'firefox' ? 'Firefox' : 'WebKit'} on ${server.url}`)
    reports.push(await module.runEngine(name, server.url, (line) => console.log(line)))
  }
} finally {
  await server.close()
}

console.log('')
let failed = false
for (const report of reports) {
  const passed = report.outcomes.filter((o) => o.ok).length
  const failures = report.outcomes.filter((o) => !o.ok)
  const bad = failures.length > 0 || report.error !== undefined
  failed ||= bad
  console.log(
    `${bad ? '✖' : '✔'} ${report.engine}: ${passed} passed, ${failures.length} failed in ${report.seconds.toFixed(1)} s` +
      (report.error ? ` — stopped: ${report.error}` : ''),
  )
  for (const failure of failures) console.log(`    ${report.engine} › ${failure.name}: ${failure.error}`)
}
console.log(`Firefox and WebKit: ${((Date.now() - t0) / 1000).toFixed(1)} s in all.`)
process.exit(failed ? 1 : 0)
