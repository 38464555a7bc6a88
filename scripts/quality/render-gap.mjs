#!/usr/bin/env node
// Compares production builds on what a slow phone's main thread adds after the data (issue 15,
// docs/decisions/0019): each page opened at 4× CPU slowdown (no network throttling), against the
// HTTP sandbox API, alternating builds run by run. It prints, per build and page, the median time
// from the last API answer to the largest paint ("gap": the render and what the screen still waited
// for), the largest paint itself, and the blocking time of the long tasks after the first paint. Observed in the browser, not simulated: it sees main-thread work
// that Lighthouse's simulation places off the critical path.
//
//   node scripts/quality/render-gap.mjs --builds /tmp/before,/tmp/after [--runs 5]
//     [--page "offer-ny-flex /disclosure"]… [--network]
//
// --network adds Lighthouse's mobile network, throttled by the browser itself (150 ms round trips,
// 1.6 Mbit/s): slower, closer to a phone, noisier.
//
// Each build is a directory made by `buildProduction({ outDir })` of ./speed.mjs (production mode,
// sandbox off, the API at the speed ports).
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM, startSpeedServers } from './speed.mjs'

const { values } = parseArgs({
  options: {
    builds: { type: 'string' },
    runs: { type: 'string', default: '5' },
    page: { type: 'string', multiple: true },
    network: { type: 'boolean', default: false },
  },
})
if (!values.builds) {
  console.error('usage: render-gap.mjs --builds dirA,dirB [--runs 5] [--page "scenario /path"]…')
  process.exit(2)
}
const builds = values.builds.split(',')
const pages = (
  values.page ?? ['offer-ny-flex /disclosure', 'loan-flex-normal /loan/credit-view', 'offer-ca-flex /']
).map((spec) => {
  const [scenario, path = '/'] = spec.split(' ')
  return { scenario, path }
})

/** Before the page's scripts: keeps its long tasks (they are not buffered for a later observer). */
function recordLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
  })
}

/**
 * In the page, once its largest paint is known: that paint, its distance from the last API answer,
 * and the blocking time of the long tasks after the first paint (as Lighthouse's TBT, but observed).
 */
function paintAfterData() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const lcp = list.getEntries().at(-1).startTime
      const answers = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'fetch')
      const lastAnswer = Math.max(...answers.map((e) => e.responseEnd))
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const tbt = window.__longTasks
        .filter((t) => t.startTime >= fcp)
        .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
      resolve({ lcp: Math.round(lcp), gap: Math.round(lcp - lastAnswer), tbt: Math.round(tbt) })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1]
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--ignore-certificate-errors'],
})
const results = new Map()
try {
  for (let run = 0; run < Number(values.runs); run++)
    for (const build of builds) {
      const servers = await startSpeedServers({ appDir: build })
      try {
        for (const { scenario, path } of pages) {
          const page = await browser.newPage({
            viewport: { width: 375, height: 700 },
            ignoreHTTPSErrors: true,
          })
          const cdp = await page.context().newCDPSession(page)
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
          if (values.network) {
            // Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up), applied
            // by the browser to each request rather than simulated.
            await cdp.send('Network.enable')
            await cdp.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: 150,
              downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
              uploadThroughput: (750 * 1024 * 0.9) / 8,
            })
          }
          await page.addInitScript(recordLongTasks)
          await page.goto(servers.api.launchUrl(scenario, { path }))
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
          // Time for the last paints of the screen to be reported.
          await page.waitForTimeout(1500)
          const figures = await page.evaluate(paintAfterData)
          const key = `${build} ${path}`
          results.set(key, [...(results.get(key) ?? []), figures])
          await page.close()
        }
      } finally {
        await servers.close()
      }
    }
} finally {
  await browser.close()
}
for (const [key, runs] of results) {
  const list = (name) => [...runs.map((r) => r[name])].sort((a, b) => a - b)
  console.log(
    `${key}: gap ${median(list('gap'))} ms (${list('gap').join(', ')}), largest paint ${median(list('lcp'))} ms, blocking ${median(list('tbt'))} ms (${list('tbt').join(', ')})`,
  )
}
