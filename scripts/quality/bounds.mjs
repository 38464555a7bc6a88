// What would move each page's LCP in Lighthouse's simulation, and what would not (issue 15,
// docs/decisions/0019). Each Lighthouse run is recorded once; its simulation ("Lantern") then runs
// again on the same recording after one change to the page's dependency graph: a kind of request
// made smaller or free, the script's tasks made shorter, requests moved. Run-to-run noise (±150 ms
// of LCP on these two cores) does not enter: each change is compared with the same recording as
// measured. What it cannot say is how the browser's own timing would change with the code.
//
//   node scripts/quality/bounds.mjs [--runs 3] [--no-build] [--only <page or scenario>…]
//
// The production build against the HTTP sandbox, as `npm run quality` measures it (speed.mjs). It
// prints, for each page, each change's LCP in every run and their median, and the median's ratio
// to the floor's median as recorded.
import { parseArgs } from 'node:util'
import { lanternInput, placePreflights, simulateWith } from './lantern-graph.mjs'
import {
  LIGHTHOUSE_RUNS,
  PRODUCTION_PAGES,
  buildBoth,
  launchChrome,
  medianBy,
  recordRun,
  startSpeedServers,
} from './speed.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
  },
})

const network = (nodes) => nodes.filter((node) => node.type === 'network')
/** The entry script: the first script the page asked for. */
const firstPageScript = (nodes) =>
  network(nodes)
    .filter((n) => n.request.resourceType === 'Script')
    .reduce((first, n) => (n.request.networkRequestTime < first.request.networkRequestTime ? n : first))
/** Every script after the entry script: the screens' code, the kit, the schemas, the catalogues. */
const laterCode = (nodes) => {
  const first = firstPageScript(nodes)
  return network(nodes).filter((n) => n.request.resourceType === 'Script' && n !== first)
}
const fonts = (nodes) => network(nodes).filter((n) => n.request.resourceType === 'Font')

/** Each request `pick` chooses, `factor` times its size (0: free on a warm connection). */
const resize = (pick, factor) => (nodes) => {
  for (const node of pick(nodes)) node.request.transferSize = Math.round(node.request.transferSize * factor)
}

/** Every task that started after the entry script had arrived, `factor` times as long. */
const shortenTasks = (factor) => (nodes) => {
  const after = firstPageScript(nodes).endTime
  const undo = []
  for (const node of nodes.filter((n) => n.type === 'cpu' && n.startTime >= after)) {
    const { event, correctedEndTs } = node
    const dur = event.dur
    event.dur = Math.round(dur * factor)
    if (correctedEndTs) node.correctedEndTs = event.ts + (correctedEndTs - event.ts) * factor
    undo.push(() => {
      event.dur = dur
      node.correctedEndTs = correctedEndTs
    })
  }
  return () => undo.forEach((restore) => restore())
}

/** The requests `pick` chooses, asked for by the HTML (as `<link rel="modulepreload">` would). */
const withTheHtml = (pick) => (nodes) => {
  const html = network(nodes).find((n) => n.request.resourceType === 'Document')
  for (const node of pick(nodes)) {
    for (const dep of node.getDependencies()) node.removeDependency(dep)
    node.addDependency(html)
  }
}

const CHANGES = [
  ['as recorded', () => {}],
  ['code after the first page -25%', resize(laterCode, 0.75)],
  ['code after the first page free', resize(laterCode, 0)],
  ['fonts free', resize(fonts, 0)],
  ['code after the first page and fonts free', resize((nodes) => [...laterCode(nodes), ...fonts(nodes)], 0)],
  ['first-page script -10%', resize((nodes) => [firstPageScript(nodes)], 0.9)],
  ['tasks after the first-page script halved', shortenTasks(0.5)],
  ['tasks after the first-page script free', shortenTasks(0)],
  ['preflights where the browser sent them', placePreflights],
  ['code after the first page asked for by the HTML', withTheHtml(laterCode)],
]

const median = (list) => medianBy(list, (lcp) => lcp)
const only = values.only ?? []
const pages = [
  { page: 'floor', floor: true },
  ...PRODUCTION_PAGES.filter((p) => !only.length || only.includes(p.page) || only.includes(p.scenario)),
]

if (!values['no-build']) await buildBoth()
const servers = await startSpeedServers()
const chrome = await launchChrome()
/** page → change → LCP of each run */
const results = new Map()
try {
  for (const p of pages) {
    const byChange = new Map(CHANGES.map(([name]) => [name, []]))
    results.set(p.page, byChange)
    for (let run = 0; run < Number(values.runs); run++) {
      const { artifacts, lhr, error } = await recordRun(chrome.port, async () => {
        servers.api.reset()
        return p.floor ? `${servers.floor.url}/` : servers.api.launchUrl(p.scenario, { path: p.path })
      })
      const landed = lhr && new URL(lhr.finalDisplayedUrl).pathname
      if (!artifacts?.Trace || (p.expected && landed !== p.expected)) {
        console.log(`${p.page}, run ${run + 1}: discarded (${error ?? `landed on ${landed}`})`)
        continue
      }
      const input = lanternInput(artifacts, lhr.configSettings)
      for (const [name, change] of p.floor ? CHANGES.slice(0, 1) : CHANGES)
        byChange.get(name).push((await simulateWith(input, change, { tbt: false })).lcp.timing)
      console.log(
        `${p.page}, run ${run + 1}: LCP ${Math.round(byChange.get('as recorded').at(-1))} ms as recorded`,
      )
    }
  }
} finally {
  await chrome.kill()
  await servers.close()
}

const floorRuns = results.get('floor').get('as recorded')
if (!floorRuns.length) throw new Error('No run of the floor was recorded: no ratio to print.')
const floor = median(floorRuns)
console.log(
  `\nLCP in Lighthouse's simulation, ms (each run; median; ÷ the floor's median, ${Math.round(floor)} ms)`,
)
for (const [page, byChange] of results) {
  if (page === 'floor') continue
  console.log(`\n${page}`)
  for (const [name, lcps] of byChange) {
    if (!lcps.length) continue
    const m = median(lcps)
    console.log(
      `  ${name.padEnd(48)} ${lcps.map((v) => String(Math.round(v)).padStart(5)).join(' ')}   ${String(Math.round(m)).padStart(5)}  ×${(m / floor).toFixed(2)}`,
    )
  }
}
