#!/usr/bin/env node
// The speed part of `npm run quality` (issue 15's proof): the production build (sandbox off) served
// like production, talking over HTTP to the sandbox lending API, measured by Lighthouse against the
// bare-stack floor (quality/baseline) built and served the same way in the same run; the round trips
// from each launch link to its landing at +500 ms per response; and the sandbox build's Lighthouse
// figures for comparison. The API and both static hosts speak HTTP/2 over TLS, as production's CDN and
// API gateway do (a local self-signed certificate, scripts/lib/dev-cert.mjs; Chromium runs with
// --ignore-certificate-errors): over HTTP/1.1 the browser would queue behind 6 connections per origin.
//
// On its own (builds both apps, serves them, measures, prints the table; no Playwright specs):
//   node scripts/quality/speed.mjs [--runs 3] [--chain-runs 3] [--only floor,landing,/splash,…]
//     [--no-lighthouse] [--no-chain] [--no-build] [--keep] [--port 4310]
//   --only: Lighthouse pages by name or scenario (`floor` for the floor), landings by scenario or path;
//   --port: the API's; the app and the floor take the next two (in `npm run quality`: QUALITY_SPEED_PORT,
//   default 4310); --keep: leave dist-speed and dist-floor.
import { rmSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { createServer } from 'vite'
import { formatChain, measureChainDepth } from '../lib/chain-depth.mjs'
import { devCertificate } from '../lib/dev-cert.mjs'
import { buildChunks, buildFloor as buildFloorChunks, firstPageKb, withEnv } from '../lib/first-page.mjs'
import { startStaticServer } from '../lib/static-server.mjs'
import { speedLines } from './report.mjs'

export const ROOT = resolve(import.meta.dirname, '..', '..')
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The HTTP sandbox API, the production build and the floor (QUALITY_SPEED_PORT moves all three). */
const SPEED_PORT = Number(process.env.QUALITY_SPEED_PORT ?? 4310)
export const SPEED_PORTS = { api: SPEED_PORT, app: SPEED_PORT + 1, floor: SPEED_PORT + 2 }
/**
 * Added to every response of both servers (preflights included) when counting round trips: large
 * beside the main-thread work (script evaluation, rendering) between two requests, so time ÷ L counts
 * network round trips and not that work.
 */
export const CHAIN_LATENCY_MS = 500
/** Each link is opened this many times; each figure is the median of its runs (two cores, shared). */
export const CHAIN_REPEATS = 3
export const LIGHTHOUSE_RUNS = 3
export const APP_DIR = join(ROOT, 'dist-speed')
export const FLOOR_DIR = join(ROOT, 'dist-floor')

/**
 * Lighthouse pages on the production build: launch links minted by the HTTP sandbox API. `path` is
 * where the link opens; `expected` is where the app must land (the figure is discarded otherwise).
 * new-merchant, offer-ca-flex and offer-ny-flex belong to Bistro Pay, the OFFER_INTEGRATION partner.
 */
export const PRODUCTION_PAGES = [
  { page: 'landing', scenario: 'new-merchant', path: '/', expected: '/splash' },
  {
    page: '/application/business-info/1',
    scenario: 'new-merchant',
    path: '/application/business-info/1',
    expected: '/application/business-info/1',
  },
  {
    page: 'offer amount (offer integration)',
    scenario: 'offer-ca-flex',
    path: '/',
    expected: '/loan/offer/amount',
  },
  { page: '/disclosure', scenario: 'offer-ny-flex', path: '/disclosure', expected: '/disclosure' },
  {
    page: '/loan/credit-view',
    scenario: 'loan-flex-normal',
    path: '/loan/credit-view',
    expected: '/loan/credit-view',
  },
  // The partners' promotion tile (issue 39), opened on its own: what a partner's page pays for it.
  { page: 'promotion tile', scenario: 'new-merchant', path: '/promotion', expected: '/promotion' },
]

/**
 * Round trips from the link to the landing: the four landings of quality/specs/requests.spec.ts
 * (links to `/`, home picks the screen; offer-ca-flex is the offer-integration one) and the two deep
 * links Lighthouse opens. `most`: the landing's own limit where it is not the common one
 * (TARGETS.roundTripsAfterMainScript): the `/disclosure` direct link needs 6, because the contract
 * gives its ids one from another (origination state → offer → disclosure).
 */
export const CHAIN_LANDINGS = [
  { scenario: 'new-merchant', path: '/', expected: '/splash' },
  { scenario: 'application-under-review', path: '/', expected: '/loan/status' },
  { scenario: 'offer-ca-flex', path: '/', expected: '/loan/offer/amount' },
  { scenario: 'loan-flex-normal', path: '/', expected: '/loan/credit-view' },
  {
    scenario: 'new-merchant',
    path: '/application/business-info/1',
    expected: '/application/business-info/1',
  },
  { scenario: 'offer-ny-flex', path: '/disclosure', expected: '/disclosure', most: 6 },
]

/** The sandbox build's Lighthouse pages (links minted in-process, opened through the in-browser API). */
const SANDBOX_PAGES = [
  { page: 'landing', scenario: 'new-merchant', path: '/' },
  { page: '/application/business-info/1', scenario: 'new-merchant', path: '/application/business-info/1' },
  { page: '/disclosure', scenario: 'offer-ny-flex', path: '/disclosure' },
  { page: '/loan/credit-view', scenario: 'loan-flex-normal', path: '/loan/credit-view' },
]

/** HTTPS: all three servers speak HTTP/2 over TLS, like production. */
const origin = (port) => `https://127.0.0.1:${port}`
/** Chromium trusts the local self-signed certificate only with this. */
const CHROME_TLS_FLAGS = ['--ignore-certificate-errors']

/**
 * `vite build` of the app for production with the sandbox off, its API the HTTP sandbox (whose host
 * also serves the partner fonts), Datadog off. The build writes `_headers` (CSP with that API).
 */
export function buildProduction({
  outDir = APP_DIR,
  apiUrl = origin(SPEED_PORTS.api),
  sourcemap = false,
} = {}) {
  return withEnv(
    {
      VITE_APP_ENV: 'production',
      VITE_API_MOCKING: 'disabled',
      VITE_API_BASE_URL: apiUrl,
      VITE_PARTNER_FONT_ORIGINS: apiUrl,
      VITE_DATADOG_APPLICATION_ID: '',
      VITE_DATADOG_CLIENT_TOKEN: '',
    },
    () => buildChunks({ root: ROOT, mode: 'production', build: { outDir, emptyOutDir: true, sourcemap } }),
  )
}

/** The bare-stack floor (quality/baseline), its one GET aimed at the same API. */
export function buildFloor({ outDir = FLOOR_DIR, apiUrl = origin(SPEED_PORTS.api) } = {}) {
  return buildFloorChunks({ outDir, apiUrl })
}

/** Both builds; resolves to their first-page JavaScript (gzip kB). */
export async function buildBoth({ apiUrl = origin(SPEED_PORTS.api) } = {}) {
  const appKb = firstPageKb(await buildProduction({ apiUrl }))
  const baselineKb = firstPageKb(await buildFloor({ apiUrl }))
  return { appKb, baselineKb }
}

export function removeBuilds() {
  rmSync(APP_DIR, { recursive: true, force: true })
  rmSync(FLOOR_DIR, { recursive: true, force: true })
}

/**
 * The static hosts for both builds and the HTTP sandbox API (scripts/lib/sandbox-api.mjs), its CORS
 * open to both, all three over HTTPS with HTTP/2 (the local certificate). Resolves to
 * `{ api, app, floor, close() }`.
 */
export async function startSpeedServers({
  ports = SPEED_PORTS,
  appDir = APP_DIR,
  floorDir = FLOOR_DIR,
} = {}) {
  const { startSandboxApi } = await import('../lib/sandbox-api.mjs')
  const tls = devCertificate()
  const app = await startStaticServer({ root: appDir, port: ports.app, tls })
  const floor = await startStaticServer({ root: floorDir, port: ports.floor, tls })
  let api
  try {
    api = await startSandboxApi({
      port: ports.api,
      appUrl: app.url,
      allowedOrigins: [app.url, floor.url],
      tls,
    })
  } catch (error) {
    await app.close()
    await floor.close()
    throw error
  }
  return {
    api,
    app,
    floor,
    close: async () => {
      await api.close()
      await app.close()
      await floor.close()
    },
  }
}

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...CHROME_TLS_FLAGS],
  })
}

/** One Lighthouse run's figures. */
export function summarize(lhr) {
  const a = lhr.audits
  const requests = a['network-requests']?.details?.items ?? []
  let jsBytes = requests.length
    ? requests.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0)
    : null
  if (jsBytes === null) {
    const scripts = (a['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')
    jsBytes = scripts ? scripts.transferSize : null
  }
  const sandboxBoot = (a['bootup-time']?.details?.items ?? []).find((i) => /\/assets\/browser-/.test(i.url))
  // What the page and its calls went over (h2 expected), as Lighthouse recorded it.
  const protocols = [
    ...new Set(requests.filter((i) => /^https?:/.test(i.url ?? '')).map((i) => i.protocol || '?')),
  ]
  return {
    landedOn: lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : null,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: a['largest-contentful-paint']?.numericValue ?? null,
    tbt: a['total-blocking-time']?.numericValue ?? null,
    cls: a['cumulative-layout-shift']?.numericValue ?? null,
    fcp: a['first-contentful-paint']?.numericValue ?? null,
    jsKb: jsBytes === null ? null : jsBytes / 1024,
    sandboxMs: sandboxBoot ? sandboxBoot.total : null,
    protocols,
    error: lhr.runtimeError?.message ?? null,
  }
}

/**
 * What Lighthouse clears of the page's origin before each run: its defaults, and the stored session
 * too. Each run opens its link as a merchant's first visit would; with the previous page's session
 * still stored, a link for another shop opens the "another shop?" prompt at `/` instead of its
 * screen (spec §4, issue 35).
 */
const CLEAR_BEFORE_EACH_RUN = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
]

/**
 * One Lighthouse run's figures (`summarize`; performance only, mobile unless `desktop`), or
 * `{ error }`. `url` is called for every attempt, so each gets a fresh launch link and a fresh
 * origin (`CLEAR_BEFORE_EACH_RUN`). A trace occasionally fails to record (NO_NAVSTART): up to two
 * more tries.
 */
export async function lighthouseOnce(chromePort, url, { desktop = false } = {}) {
  let result
  let thrown = null
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      result = await lighthouse(
        await url(),
        {
          port: chromePort,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
          clearStorageTypes: CLEAR_BEFORE_EACH_RUN,
        },
        desktop ? desktopConfig : undefined,
      )
      thrown = null
    } catch (error) {
      thrown = error
    }
    if (result?.lhr && !result.lhr.runtimeError) break
  }
  if (result?.lhr) return summarize(result.lhr)
  return {
    error: thrown ? `Lighthouse failed: ${thrown.message.split('\n')[0]}` : 'Lighthouse returned no result',
  }
}

/** `once` run `times` times in a row, each result collected and handed to `after` as it lands. */
async function repeatRuns(times, once, after = () => {}) {
  const results = []
  for (let i = 0; i < times; i++) {
    results.push(await once())
    after(results.at(-1), i)
  }
  return results
}

/** The middle run once ordered by `value` (of an even number, the upper middle one). */
function medianBy(runs, value) {
  return [...runs].sort((a, b) => value(a) - value(b))[Math.floor(runs.length / 2)]
}

/**
 * The median run by score (errors count lowest: where it landed, what it transferred), with each
 * figure the median of that figure over the runs: a page's LCP is its runs' median LCP, not the LCP
 * of its median-scoring run (on two shared cores one run's LCP can be far from the others'), and
 * every run's score beside it.
 */
export function medianRun(runs) {
  const median = medianBy(runs, (r) => (r.error ? -1 : r.score))
  if (median.error) return { ...median, runScores: runs.map((r) => (r.error ? 'error' : r.score)) }
  const measured = runs.filter((r) => !r.error)
  const figure = (key) => medianBy(measured, (r) => r[key])[key]
  return {
    ...median,
    score: figure('score'),
    lcp: figure('lcp'),
    tbt: figure('tbt'),
    cls: figure('cls'),
    fcp: figure('fcp'),
    runScores: runs.map((r) => (r.error ? 'error' : r.score)),
  }
}

/**
 * Lighthouse mobile, `runs` times each, on the floor and the production pages. Every run of an app
 * page starts from a reset sandbox and a fresh launch link.
 */
export async function measureProduction({
  chromePort,
  servers,
  runs = LIGHTHOUSE_RUNS,
  pages = PRODUCTION_PAGES,
  withFloor = true,
  log = console.log,
}) {
  const { api, floor } = servers
  const measure = async (name, link, expected, url) => {
    const results = await repeatRuns(
      runs,
      () => lighthouseOnce(chromePort, url),
      (last, i) =>
        log(
          `  ${name} run ${i + 1}/${runs}: ${last.error ?? `score ${last.score}, LCP ${Math.round(last.lcp)} ms, TBT ${Math.round(last.tbt)} ms, CLS ${last.cls?.toFixed(3)}, JS ${last.jsKb?.toFixed(1)} kB, on ${last.landedOn} over ${last.protocols?.join('+') || '?'}`}`,
        ),
    )
    const median = medianRun(results)
    return { page: name, link, expected, ...median, landedAsExpected: median.landedOn === expected }
  }
  const floorRow = withFloor
    ? await measure('floor (bare app)', 'quality/baseline', '/', () => `${floor.url}/`)
    : null
  const rows = []
  for (const p of pages) {
    rows.push(
      await measure(p.page, `${p.scenario} ${p.path}`, p.expected, async () => {
        await api.reset()
        return api.launchUrl(p.scenario, { path: p.path })
      }),
    )
  }
  return { floor: floorRow, pages: rows }
}

/**
 * The round trips from each link to its landing, with the static host and the API both holding every
 * response (preflights included) back `latencyMs`. Each link is opened `repeats` times (a fresh
 * sandbox and link each time); the run with the median time is kept, every run's depth beside it.
 */
export async function measureChains({
  servers,
  landings = CHAIN_LANDINGS,
  latencyMs = CHAIN_LATENCY_MS,
  repeats = CHAIN_REPEATS,
  log = console.log,
}) {
  const { api, app } = servers
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', ...CHROME_TLS_FLAGS],
  })
  const results = []
  try {
    app.setLatency(latencyMs)
    for (const l of landings) {
      const landing = new RegExp(`^${l.expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      let runs
      try {
        runs = await repeatRuns(repeats, async () => {
          // reset() also puts the API's latency back to its starting value: set it after.
          await api.reset()
          await api.setLatency(latencyMs)
          const url = await api.launchUrl(l.scenario, { path: l.path })
          return measureChainDepth(browser, {
            url,
            latencyMs,
            landing,
            contextOptions: { ignoreHTTPSErrors: true },
          })
        })
      } catch (error) {
        // The first failing run ends the landing's runs.
        const failure = error.message.split('\n')[0]
        results.push({ ...l, error: failure })
        log(`  ${l.scenario} ${l.path}: ✖ ${failure}`)
        continue
      }
      const median = medianBy(runs, (r) => r.afterMainScriptMs)
      const lines = formatChain(median)
      results.push({
        ...l,
        ...median,
        runDepths: runs.map((r) => r.depth),
        landedAsExpected: median.landedOn === l.expected,
        lines,
      })
      log(
        `  ${l.scenario} ${l.path} → ${median.landedOn}: ${median.afterMainScriptMs} ms after the main script = ${median.depth} round trips at L = ${latencyMs} ms over ${median.protocols.join('+') || '?'} (runs: ${runs.map((r) => `${r.afterMainScriptMs} ms`).join(', ')}; deepest chain ${median.chainDepth})`,
      )
      for (const line of lines) log(`      ${line}`)
    }
  } finally {
    await api.setLatency(0)
    app.setLatency(0)
    await browser.close()
  }
  return results
}

/**
 * The sandbox build (`--mode e2e`, already served at `base`): Lighthouse mobile, one run a page,
 * links minted by the sandbox module loaded through Vite, exactly as the picker mints them.
 */
export async function measureSandboxBuild({ chromePort, base, log = console.log }) {
  const nodeEnv = process.env.NODE_ENV
  const vite = await createServer({
    root: ROOT,
    mode: 'e2e',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Only the sandbox module is loaded, on the server side: no browser dependency scan.
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  })
  let createSandbox
  let API
  try {
    ;({ createSandbox } = await vite.ssrLoadModule('/src/sandbox/sandbox.ts'))
    // The host of the sandbox build (.env.e2e: VITE_APP_ENV=development), from the app's own table.
    API = (await vite.ssrLoadModule('/src/config/build-env.ts')).API_BASE_URLS.development
  } finally {
    await vite.close()
    // Vite sets NODE_ENV when it is unset; a build later in the same process must not inherit it.
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const link = (scenario, path) => {
    const { token, shopId } = createSandbox({ baseUrl: API }).launch(scenario)
    return `${base}${path}?token=${encodeURIComponent(token)}&shopId=${encodeURIComponent(shopId)}`
  }
  const rows = []
  for (const p of SANDBOX_PAGES) {
    const figures = await lighthouseOnce(chromePort, () => link(p.scenario, p.path))
    rows.push({ page: p.page, formFactor: 'mobile', ...figures })
    log(`  sandbox build ${p.page}: ${JSON.stringify(rows.at(-1))}`)
  }
  return rows
}

/**
 * The production speed figures: servers up, Lighthouse on the floor and the pages, then the chains.
 * Assumes both builds exist (buildBoth).
 */
export async function measureSpeed({
  ports = SPEED_PORTS,
  runs = LIGHTHOUSE_RUNS,
  pages = PRODUCTION_PAGES,
  withFloor = true,
  lighthouseOn = true,
  chainOn = true,
  landings = CHAIN_LANDINGS,
  chainRepeats = CHAIN_REPEATS,
  chromePort = null,
  log = console.log,
} = {}) {
  const servers = await startSpeedServers({ ports })
  const { default: lighthousePkg } = await import('lighthouse/package.json', { with: { type: 'json' } })
  const out = {
    lighthouseVersion: lighthousePkg.version,
    runs,
    chainLatencyMs: CHAIN_LATENCY_MS,
    chainRepeats,
    /** How the servers were set up; what the browser really used is in each row's `protocols`. */
    transport: 'HTTPS, HTTP/2 (HTTP/1.1 offered as fallback), local self-signed certificate',
    floor: null,
    pages: [],
    chain: [],
  }
  let chrome = null
  try {
    if (lighthouseOn) {
      let port = chromePort
      if (port === null) {
        chrome = await launchChrome()
        port = chrome.port
      }
      Object.assign(out, await measureProduction({ chromePort: port, servers, runs, pages, withFloor, log }))
    }
    if (chainOn) out.chain = await measureChains({ servers, landings, repeats: chainRepeats, log })
  } finally {
    if (chrome) await chrome.kill()
    await servers.close()
  }
  return out
}

// On its own ---------------------------------------------------------------------------------------
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
      'chain-runs': { type: 'string', default: String(CHAIN_REPEATS) },
      only: { type: 'string' },
      port: { type: 'string', default: String(SPEED_PORTS.api) },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-chain': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  })
  process.chdir(ROOT)
  const base = Number(values.port)
  const ports = { api: base, app: base + 1, floor: base + 2 }
  const only = values.only?.split(',').map((s) => s.trim())
  const started = Date.now()
  let sizes = { appKb: null, baselineKb: null }
  if (!values['no-build']) {
    console.log('▶ Building the production app (sandbox off) and the bare-stack floor')
    sizes = await buildBoth({ apiUrl: origin(ports.api) })
    console.log(`  first-page JS: ${sizes.appKb.toFixed(1)} kB app, ${sizes.baselineKb.toFixed(1)} kB floor`)
  }
  try {
    console.log('▶ Speed: production build against the HTTP sandbox API')
    const speed = await measureSpeed({
      ports,
      runs: Number(values.runs),
      pages: only
        ? PRODUCTION_PAGES.filter((p) => only.includes(p.page) || only.includes(p.scenario))
        : undefined,
      withFloor: !only || only.includes('floor'),
      landings: only
        ? CHAIN_LANDINGS.filter((l) => only.includes(l.scenario) || only.includes(l.expected))
        : undefined,
      lighthouseOn: !values['no-lighthouse'],
      chainOn: !values['no-chain'],
      chainRepeats: Number(values['chain-runs']),
    })
    const results = join(ROOT, 'quality', '.results')
    mkdirSync(results, { recursive: true })
    writeFileSync(join(results, 'speed.json'), JSON.stringify({ ...sizes, speed }, null, 2))
    console.log(`\n${speedLines({ ...sizes, speed }).join('\n')}`)
    console.log(
      `Written to quality/.results/speed.json in ${((Date.now() - started) / 60000).toFixed(1)} min (${cpus().length} cores).`,
    )
  } finally {
    if (!values.keep && !values['no-build']) removeBuilds()
  }
}
