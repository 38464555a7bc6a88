#!/usr/bin/env node
// `npm run quality`: measures accessibility, speed, resilience and input robustness, prints one
// table and writes quality/report.md (scripts/quality/report.mjs renders it). Takes several minutes;
// not part of `npm test`.
//
//   1. property tests (Vitest, every fast-check property logged: runs, failures, seeds)
//   2. the production build (sandbox off, its API the HTTP sandbox) and the bare-stack floor
//      (quality/baseline), built now: first-page JavaScript of each
//   3. the sandbox build with production headers, served on port 4299
//   4. Playwright quality specs (quality/specs): axe matrix, keyboard-only flows, request waterfall
//      at +300 ms, fault catalogue, once-only matrix
//   5. speed (scripts/quality/speed.mjs): Lighthouse mobile, median of 3, on the production build
//      and the floor, both served like production (HTTP/2 over TLS), against the HTTP sandbox API
//      (HTTP/2 over TLS too); the round trips from each link to its landing at +500 ms per response;
//      Lighthouse on the sandbox build
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { renderReport, speedLines } from './report.mjs'
import {
  CHROMIUM,
  ROOT,
  buildBoth,
  launchChrome,
  measureSandboxBuild,
  measureSpeed,
  removeBuilds,
} from './speed.mjs'

const RESULTS = join(ROOT, 'quality', '.results')
const PORT = 4299
const BASE = `http://127.0.0.1:${PORT}`
const started = Date.now()
process.chdir(ROOT)

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })
const step = (title) => console.log(`\n▶ ${title}`)
const read = (kind) =>
  existsSync(join(RESULTS, kind))
    ? readdirSync(join(RESULTS, kind)).map((f) => JSON.parse(readFileSync(join(RESULTS, kind, f), 'utf8')))
    : []

// 1. Property tests ------------------------------------------------------------------------------
step('Property tests')
const propertyLog = join(RESULTS, 'properties.jsonl')
const propertyFiles = spawnSync('grep', ['-rl', 'fc.assert', 'src'], { cwd: ROOT, encoding: 'utf8' })
  .stdout.split('\n')
  .filter(Boolean)
const vitest = spawnSync('npx', ['vitest', 'run', ...propertyFiles], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, QUALITY_PROPERTY_LOG: propertyLog },
})
const properties = existsSync(propertyLog)
  ? readFileSync(propertyLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : []

// 2. Production build and the floor: first-page JavaScript ----------------------------------------
step('Production build (sandbox off) and the floor: the design card’s boot stack (quality/baseline)')
const { appKb, baselineKb } = await buildBoth()
console.log(`  first-page JS: ${appKb.toFixed(1)} kB app, ${baselineKb.toFixed(1)} kB floor (gzip)`)

// 3. The sandbox build, served with the production headers ------------------------------------------
step('Sandbox build with production headers')
spawnSync(
  'node',
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--mode',
    'e2e',
    '--outDir',
    'dist-quality',
    '--logLevel',
    'warn',
  ],
  { cwd: ROOT, stdio: 'inherit' },
)
const server = spawn(
  'node',
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--mode',
    'e2e',
    '--outDir',
    'dist-quality',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { cwd: ROOT, stdio: 'ignore' },
)
for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(BASE)).ok) break
  } catch {
    await new Promise((r) => setTimeout(r, 200))
  }
}

try {
  // 4. Playwright quality specs -----------------------------------------------------------------------
  step('Accessibility, keyboard, requests and faults (Playwright, Chromium)')
  const playwright = spawnSync('npx', ['playwright', 'test', '-c', 'quality/playwright.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, QUALITY_SERVER: 'running' },
  })

  // 5. Speed ----------------------------------------------------------------------------------------
  step('Speed: production build and floor against the HTTP sandbox API (Lighthouse, round trips)')
  const chrome = await launchChrome()
  // A failure here (a port in use, the API not starting) still leaves a report of everything else.
  let speed = { floor: null, pages: [], chain: [] }
  let sandboxLighthouse = []
  try {
    speed = await measureSpeed({ chromePort: chrome.port })
  } catch (error) {
    speed.error = error.message.split('\n')[0]
    console.error(`✖ Speed on the production build: ${speed.error}`)
  }
  try {
    step('Speed: the sandbox build (in-browser API), Lighthouse mobile, one run a page')
    sandboxLighthouse = await measureSandboxBuild({ chromePort: chrome.port, base: BASE })
  } catch (error) {
    console.error(`✖ Speed on the sandbox build: ${error.message.split('\n')[0]}`)
  } finally {
    await chrome.kill()
    removeBuilds()
  }
  writeFileSync(join(RESULTS, 'speed.json'), JSON.stringify({ appKb, baselineKb, speed }, null, 2))
  writeFileSync(join(RESULTS, 'sandbox-lighthouse.json'), JSON.stringify(sandboxLighthouse, null, 2))
  console.log(`\n${speedLines({ appKb, baselineKb, speed }).join('\n')}`)

  // Report ------------------------------------------------------------------------------------------
  const report = renderReport({
    generatedAt: new Date().toISOString(),
    chromium: CHROMIUM,
    cores: cpus().length,
    properties,
    propertiesExit: vitest.status,
    appKb,
    baselineKb,
    speed,
    sandboxLighthouse,
    a11y: read('a11y'),
    keyboard: read('keyboard'),
    requests: read('requests'),
    resilience: read('resilience'),
    onceOnly: read('once-only'),
    playwrightExit: playwright.status,
    minutes: (Date.now() - started) / 60000,
  })
  mkdirSync(join(ROOT, 'quality'), { recursive: true })
  writeFileSync(join(ROOT, 'quality', 'report.md'), report)
  console.log(`\n${report}`)
  console.log('Written to quality/report.md')
} finally {
  server.kill()
  removeBuilds()
}
