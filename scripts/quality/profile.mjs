#!/usr/bin/env node
// What a page's main thread runs while it loads, by function, at 4× CPU slowdown (issue 15,
// docs/decisions/0019): a CPU profile of the production build (sandbox off, source maps on) against
// the HTTP sandbox API, mapped back to our sources and the packages'. It prints, per run on average,
// the functions that took the most time themselves ("self") and with what they called ("inclusive").
// Lighthouse's TBT counts the tasks these make; explain.mjs shows which tasks those are.
//
//   node scripts/quality/profile.mjs <scenario> [--path /application/business-info/1] [--runs 3]
//     [--no-build] [--top 30]
//
// The app sends Cross-Origin-Opener-Policy, so its document opens in a new renderer process, where a
// profiler started beforehand sees nothing. The first-page script is therefore held back 700 ms (an
// intercepted request) while the profiler attaches to the new process: the profile misses only the
// HTML's own inline script. Times are at 4× slowdown, like Lighthouse's mobile CPU.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'
import { CHROMIUM, ROOT, buildProduction, startSpeedServers } from './speed.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
  },
})
const scenario = positionals[0] ?? 'new-merchant'
const runs = Number(values.runs)
const APP_DIR = join(ROOT, 'dist-profile')
const HOLD_MS = 700

if (!values['no-build']) await buildProduction({ outDir: APP_DIR, sourcemap: true })

const maps = new Map()
/** A profile frame as `function source:line`, through the chunk's source map when there is one. */
function where(frame) {
  const file = String(frame.url).replace(/.*\//, '')
  const mapFile = join(APP_DIR, 'assets', `${file}.map`)
  if (file && existsSync(mapFile)) {
    if (!maps.has(file)) maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))))
    const original = maps
      .get(file)
      .originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    if (original.source) {
      const source = original.source.replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/')
      return `${original.name ?? (frame.functionName || '(anonymous)')} ${source}:${original.line}`
    }
  }
  return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`
}

const self = new Map()
const inclusive = new Map()
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms)

const servers = await startSpeedServers({ appDir: APP_DIR })
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--ignore-certificate-errors'] })
try {
  for (let run = 0; run < runs; run++) {
    servers.api.reset()
    const url = await servers.api.launchUrl(scenario, { path: values.path })
    const page = await browser.newPage()
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) =>
      setTimeout(() => void route.continue(), HOLD_MS),
    )
    await page.goto(url, { waitUntil: 'commit' })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.waitForTimeout(HOLD_MS + 3500)
    const { profile } = await cdp.send('Profiler.stop')
    // Each node's name, worked out once (a source-map lookup), not once per sample up its stack.
    const nameOf = new Map(profile.nodes.map((node) => [node.id, where(node.callFrame)]))
    const parentOf = new Map()
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000
      add(self, nameOf.get(id), ms)
      const seen = new Set()
      for (let at = id; at !== undefined; at = parentOf.get(at)) {
        const key = nameOf.get(at)
        if (!seen.has(key)) add(inclusive, key, ms)
        seen.add(key)
      }
    })
    await page.close()
  }
} finally {
  await browser.close()
  await servers.close()
}

const idle = /^\((idle|root|program)\)/
const print = (title, map) => {
  console.log(`\n${title} (ms per run, 4× CPU, ${runs} runs of ${scenario} ${values.path}):`)
  for (const [key, ms] of [...map]
    .filter(([key]) => !idle.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top)))
    console.log(`  ${String(Math.round(ms / runs)).padStart(5)}  ${key}`)
}
print('Self time', self)
print('Inclusive time', inclusive)
