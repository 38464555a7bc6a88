// What one page's Lighthouse figures are made of (issue 15, docs/decisions/0019). Lighthouse does not
// time the page on a slow phone: it records it on this machine, then simulates the slow network and
// CPU over the page's dependency graph ("Lantern"). This prints that simulation for one page of the
// production build against the HTTP sandbox:
// - LCP: every request and script task in the LCP graph, with its simulated start and end, and the
//   chain that ends last (the critical path), with what each of its tasks ran and the requests it
//   sent (in the simulation, a request sent from a task starts only when that task ends); each
//   request with its protocol, its connection and when it ran on this machine;
// - what shared the network with the first-page script while it loaded (a preflight does: 0019);
// - TBT: every task that the simulation makes longer than 50 ms, with what ran in it.
//
//   node scripts/quality/explain.mjs <scenario> [--path /loan/credit-view] [--floor] [--runs 1] [--no-build] [--deps]
//     [--preflights-in-place]
//
// --preflights-in-place also simulates the same recording with each CORS preflight where the browser
// sent it: from the task that made its call, the call after it (Lantern hangs them off the page's
// first byte instead: printSharing). A what-if for reading the figures, not a figure of its own.
//
// It reads Lighthouse's internal modules (lighthouse/core/computed/metrics): pinned by package.json;
// a Lighthouse upgrade may move them.
import { parseArgs } from 'node:util'
import { lanternInput, placePreflights, simulateWith } from './lantern-graph.mjs'
import { buildBoth, launchChrome, recordRun, startSpeedServers } from './speed.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', default: '/' },
    floor: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    deps: { type: 'boolean', default: false },
    'preflights-in-place': { type: 'boolean', default: false },
  },
})
const scenario = positionals[0] ?? 'new-merchant'
const ms = (n) => String(Math.round(n)).padStart(5)
const short = (url) =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*/, '')
    .slice(0, 72)

/** A node of Lantern's graph, in one line. */
function label(node) {
  if (node.type === 'network') {
    const kb = Math.round((node.request.transferSize ?? 0) / 1024)
    const r = node.request
    // The connection (Lantern gives an HTTP/2 connection to one request at a time: requests to one
    // origin queue) and when the request ran on this machine, from the page's first request.
    const observed = `${Math.round(r.networkRequestTime - firstRequestAt)}-${Math.round(r.networkEndTime - firstRequestAt)}`
    return `${r.resourceType ?? 'Other'} ${short(r.url)} ${kb} kB [${r.protocol} connection ${r.connectionId}, observed ${observed} ms]`
  }
  const scripts = [...new Set(node.getEvaluateScriptURLs())].map(short).join(', ')
  return `task ${Math.round(node.duration / 1000)} ms here${scripts ? ` (evaluates ${scripts})` : ''}${node.didPerformLayout() ? ' (layout)' : ''}`
}

/** What ran in a task, by the trace events inside it that took longest. */
function contents(node) {
  const time = new Map()
  for (const event of node.childEvents) {
    if (event === node.event || !event.dur) continue
    const data = event.args?.data
    const name =
      event.name === 'FunctionCall'
        ? `call ${data?.functionName || '(anonymous)'} ${short(data?.url ?? '')}`
        : event.name === 'EvaluateScript'
          ? `evaluate ${short(data?.url ?? '')}`
          : event.name
    time.set(name, (time.get(name) ?? 0) + event.dur / 1000)
  }
  return [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, t]) => `${name} ${Math.round(t)}`)
    .join(' | ')
}

/** When the page's first request went out, as observed (labels give observed times from it). */
let firstRequestAt = 0

function printLcp(estimate, showDeps) {
  firstRequestAt = Math.min(
    ...[...estimate.nodeTimings.keys()]
      .filter((n) => n.type === 'network')
      .map((n) => n.request.networkRequestTime),
  )
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime)
  console.log(`  LCP graph (${rows.length} nodes), simulated ms:`)
  for (const [node, t] of rows) {
    console.log(`    ${ms(t.startTime)} → ${ms(t.endTime)}  ${label(node)}`)
    if (showDeps)
      for (const dep of node.getDependencies())
        if (estimate.nodeTimings.has(dep)) console.log(`              after ${label(dep)}`)
  }
  let [node] = rows.reduce((last, row) => (row[1].endTime > last[1].endTime ? row : last))
  const path = []
  while (node) {
    path.unshift(node)
    node = node
      .getDependencies()
      .filter((dep) => estimate.nodeTimings.has(dep))
      .sort((a, b) => estimate.nodeTimings.get(b).endTime - estimate.nodeTimings.get(a).endTime)[0]
  }
  console.log('  critical path:')
  for (const step of path) {
    const t = estimate.nodeTimings.get(step)
    console.log(`    ${ms(t.startTime)} → ${ms(t.endTime)}  ${label(step)}`)
    if (step.type !== 'cpu') continue
    // A request sent from a task starts, in the simulation, only when the whole task has ended.
    const sends = step
      .getDependents()
      .filter((next) => next.type === 'network')
      .map((next) => short(next.request.url))
    console.log(`                    ran: ${contents(step)}`)
    if (sends.length) console.log(`                    sent: ${sends.join(', ')}`)
  }
}

/**
 * What shared the network with the first-page script. The simulation divides the throughput evenly
 * between the requests in flight, whatever they carry (`updateNetworkCapacity` in Lantern's
 * Simulator): a CORS preflight of 0 kB opening the API's connection halves the script's share while
 * it lasts. Lantern cannot tell which call a preflight belongs to (both have its URL), so it hangs
 * every preflight off the page's first byte, beside the script, although the browser sent it only
 * after the script had run (docs/decisions/0019).
 */
function printSharing(estimate) {
  const rows = [...estimate.nodeTimings.entries()].filter(([node]) => node.type === 'network')
  const scripts = rows.filter(([node]) => node.request.resourceType === 'Script')
  if (!scripts.length) return
  const [script, at] = scripts.reduce((first, row) => (row[1].startTime < first[1].startTime ? row : first))
  const beside = rows.filter(
    ([node, t]) =>
      node !== script && t.startTime < at.endTime && t.endTime > at.startTime && t.endTime > t.startTime,
  )
  console.log(
    `  the first-page script (${Math.round((script.request.transferSize ?? 0) / 1024)} kB) loads ${ms(at.startTime)} → ${ms(at.endTime)}; in flight beside it, sharing the throughput:${beside.length ? '' : ' nothing'}`,
  )
  for (const [node, t] of beside) console.log(`    ${ms(t.startTime)} → ${ms(t.endTime)}  ${label(node)}`)
}

function printTbt(estimate) {
  console.log('  tasks over 50 ms once simulated (TBT counts the part over 50 ms after the first paint):')
  for (const [node, t] of [...estimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  )) {
    const duration = t.endTime - t.startTime
    if (node.type !== 'cpu' || duration <= 50) continue
    console.log(
      `    ${ms(t.startTime)} ${ms(duration)} ms (${Math.round(node.duration / 1000)} ms here): ${contents(node)}`,
    )
  }
}

if (!values['no-build']) await buildBoth()
const servers = await startSpeedServers()
const chrome = await launchChrome()
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const recorded = await recordRun(chrome.port, async () => {
      servers.api.reset()
      return values.floor ? `${servers.floor.url}/` : servers.api.launchUrl(scenario, { path: values.path })
    })
    const { artifacts, lhr } = recorded
    if (!artifacts?.Trace)
      throw new Error(`Lighthouse recorded no trace: ${recorded.error ?? lhr?.runtimeError?.message}`)
    const data = lanternInput(artifacts, lhr.configSettings)
    const { lcp, tbt } = await simulateWith(data)
    const landed = new URL(lhr.finalDisplayedUrl).pathname
    console.log(
      `run ${run + 1} at ${landed}: score ${Math.round(lhr.categories.performance.score * 100)}, LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)}), TBT ${Math.round(tbt.timing)} ms`,
    )
    printLcp(lcp.pessimisticEstimate, values.deps)
    printSharing(lcp.pessimisticEstimate)
    printTbt(tbt.pessimisticEstimate)
    if (values['preflights-in-place']) {
      // The same recording again, on the graph with its preflights moved.
      let moved = 0
      const { lcp: lcpIf, tbt: tbtIf } = await simulateWith(data, (nodes) => {
        moved = placePreflights(nodes)
      })
      console.log(
        `  what if the ${moved} preflights were where the browser sent them: LCP ${Math.round(lcpIf.timing)} ms (instead of ${Math.round(lcp.timing)}), TBT ${Math.round(tbtIf.timing)} ms`,
      )
      printSharing(lcpIf.pessimisticEstimate)
    }
  }
} finally {
  await chrome.kill()
  await servers.close()
}
