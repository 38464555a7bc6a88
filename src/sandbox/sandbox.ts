import { SandboxDb, type SandboxState, emptyState } from './db'
import { createHandlers, sessionToken } from './handlers'
import { sandboxPartners } from './partners'
import { type Fault, SCENARIOS, findScenario, seedAll } from './scenarios'

export interface SandboxOptions {
  baseUrl: string
  /** A saved state to resume (browser reloads); a fresh catalogue otherwise. */
  state?: SandboxState | null
  now?: () => Date
  onChange?: (state: SandboxState) => void
  /**
   * The origin the partner font URLs point at: the page's own by default. The HTTP sandbox
   * (http-server.ts) passes its origin and serves the font files itself.
   */
  assetOrigin?: string
}

/** The sandbox lending API: one store, the msw handlers over it, and the scenario launch links. */
export function createSandbox(options: SandboxOptions) {
  const db = new SandboxDb(options.state ?? emptyState(), options.now)
  const fresh = () => {
    db.state = emptyState()
    db.state.partners = sandboxPartners({ assetOrigin: options.assetOrigin })
    seedAll(db)
  }
  if (!options.state) fresh()
  const network = { down: false }
  const monitoring: string[] = []
  let runtime: { fault: Fault; count: number }[] = []
  let latency = 0
  const handlers = createHandlers(db, {
    baseUrl: options.baseUrl,
    onChange: () => options.onChange?.(db.state),
    networkDown: () => network.down,
    runtimeFaults: () => runtime,
    latencyMs: () => latency,
    onMonitoring: (texts) => {
      monitoring.push(...texts)
      monitoring.splice(0, Math.max(0, monitoring.length - 2_000))
    },
  })
  return {
    db,
    handlers,
    /** Back to the seeded catalogue. */
    reset: () => {
      fresh()
      options.onChange?.(db.state)
    },
    /** A session token and shop id that open a scenario, as a partner's link would carry. */
    launch: (scenarioId: string, now = Date.now()) => {
      const scenario = findScenario(scenarioId)
      const shop = db.state.shops[`shop_${scenarioId}`]
      if (!scenario || !shop) throw new Error(`Unknown sandbox scenario: ${scenarioId}`)
      return { token: sessionToken(scenarioId, shop, now), shopId: shop.id }
    },
    scenarios: SCENARIOS,
    /** Cut or restore the network between the app and this API (the browser mirrors online/offline). */
    setNetworkDown: (down: boolean) => {
      network.down = down
    },
    /** Adds faults on top of the scenario's (`on`: `METHOD /path-prefix` or `*`; `times` to stop). */
    injectFaults: (faults: Fault[]) => {
      runtime = [...runtime, ...faults.map((fault) => ({ fault, count: 0 }))]
    },
    clearFaults: () => {
      runtime = []
    },
    /** How many faults `injectFaults` has added since the last `clearFaults` (the HTTP sandbox caps it). */
    injectedFaultCount: () => runtime.length,
    setLatency: (ms: number) => {
      latency = Math.max(0, ms)
    },
    /** The latency added to every API answer (the HTTP sandbox adds it to CORS preflights too). */
    latencyMs: () => latency,
    /** What the monitoring proxy received on this page, decoded: to inspect what would leave the browser. */
    monitoringInbox: (): readonly string[] => monitoring,
  }
}

export type Sandbox = ReturnType<typeof createSandbox>
