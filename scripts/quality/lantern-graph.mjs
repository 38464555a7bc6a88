// Lighthouse's simulation ("Lantern") run again on one recorded page load, after a change to the
// page's dependency graph: what LCP would have been had a request been smaller, a task shorter or a
// request elsewhere in the graph. Used by explain.mjs (--preflights-in-place) and bounds.mjs.
//
// It reads Lighthouse's internal modules (lighthouse/core/computed/…): pinned by package.json; a
// Lighthouse upgrade may move them.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js'

/** What Lighthouse's computed metrics read, from one run's artifacts and its settings. */
export function lanternInput(artifacts, settings) {
  return {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    HostDPR: artifacts.HostDPR,
    simulator: null,
  }
}

/**
 * Lantern's LCP and TBT (`tbt: false`: LCP only) for a recording after `change(nodes)` has edited a fresh copy of its graph:
 * the requests are parsed again from the log each time, so a change to a request's size does not
 * outlive its call. A change to a task's trace event does: `change` may return a function that
 * undoes it, called once the simulation has run.
 */
export async function simulateWith(input, change = () => {}, { tbt = true } = {}) {
  const context = { computedCache: new Map(), settings: input.settings, options: {} }
  const graph = await PageDependencyGraph.request({ ...input, fromTrace: false }, context)
  const nodes = []
  graph.traverse((node) => nodes.push(node))
  const undo = change(nodes)
  try {
    // The edited graph stands in for the one Lighthouse would compute; everything else afresh.
    const whatIf = {
      ...context,
      computedCache: new Map([['PageDependencyGraph', context.computedCache.get('PageDependencyGraph')]]),
    }
    const lcp = await LanternLargestContentfulPaint.request(input, whatIf)
    // TBT simulates the page a second time (to interactive): only when asked for.
    return { lcp, tbt: tbt ? await LanternTotalBlockingTime.request(input, whatIf) : null }
  } finally {
    if (typeof undo === 'function') undo()
  }
}

/**
 * Moves each CORS preflight in Lantern's graph to where the browser sent it: it follows what its
 * call follows (the task that made the call), and the call follows it. Lantern cannot tell a
 * preflight from its call (both have the call's URL), so it hangs every preflight off the page's
 * first byte (docs/decisions/0019). Returns how many moved.
 */
export function placePreflights(nodes) {
  const network = nodes.filter((node) => node.type === 'network')
  let moved = 0
  for (const preflight of network.filter((n) => n.request.resourceType === 'Preflight')) {
    const call = network.find(
      (n) =>
        n !== preflight &&
        n.request.url === preflight.request.url &&
        n.request.resourceType !== 'Preflight' &&
        n.request.rendererStartTime <= preflight.request.rendererStartTime + 0.001,
    )
    if (!call) continue
    for (const dep of preflight.getDependencies()) preflight.removeDependency(dep)
    for (const dep of call.getDependencies()) preflight.addDependency(dep)
    call.addDependency(preflight)
    moved++
  }
  return moved
}
