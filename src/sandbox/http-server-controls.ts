import { z } from '@/lib/zod'
import { launchLink } from './launch-link'
import { type SandboxLaunchOptions, launchOptions } from './http-server-parts'
import type { Sandbox } from './sandbox'
import { type Fault, findScenario } from './scenarios'
import { MAX_LATENCY_MS, faultListSchema, latencyBodySchema } from './validation'

/**
 * The HTTP sandbox's controls, apart from Node's HTTP (http-server.ts): launch links, reset, and the
 * admin endpoints (`/__sandbox/…`), whose bodies are validated with zod (./validation.ts).
 */

export class BadRequest extends Error {}
export class NotFound extends Error {}
/** A control this request may not use (latency and faults come only from this machine). */
export class Forbidden extends Error {}

/** The most injected faults the server holds at once. */
export const MAX_FAULTS = 50

/** Whether a request may set latency or inject faults: from a loopback address and page (http-server-guard.ts). */
export type RequestSource = 'loopback' | 'elsewhere'

function readLatency(value: unknown): number {
  const parsed = z.safeParse(latencyBodySchema, { ms: value })
  if (!parsed.success)
    throw new BadRequest(`Latency is a number of milliseconds from 0 to ${MAX_LATENCY_MS}.`)
  return parsed.data.ms
}

export function sandboxControls(sandbox: Sandbox, appOrigin: string, startLatency: number) {
  function readFaults(value: unknown): Fault[] {
    const parsed = z.safeParse(faultListSchema, value)
    if (!parsed.success)
      throw new BadRequest('Send a JSON array of faults: [{ "on": "GET /v2/loans", "kind": "500" }].')
    const faults = parsed.data
    if (faults.some((fault) => (fault.delayMs ?? 0) > MAX_LATENCY_MS))
      throw new BadRequest(`A fault's delayMs is at most ${MAX_LATENCY_MS} ms.`)
    if (sandbox.injectedFaultCount() + faults.length > MAX_FAULTS)
      throw new BadRequest(
        `The sandbox holds at most ${MAX_FAULTS} injected faults: DELETE /__sandbox/faults (or reset) first.`,
      )
    return faults
  }

  function applySandboxParams(params: URLSearchParams, source: RequestSource) {
    const latency = params.get('sandboxLatency')
    const faults = params.get('sandboxFaults')
    params.delete('sandboxLatency')
    params.delete('sandboxFaults')
    if ((latency !== null || faults !== null) && source !== 'loopback')
      throw new Forbidden('sandboxLatency and sandboxFaults are taken only from this machine (loopback).')
    // Both are checked before either applies: a refused link changes nothing.
    const ms = latency === null ? null : readLatency(latency.trim() === '' ? NaN : Number(latency))
    let injected: Fault[] | null = null
    if (faults !== null) {
      let parsed: unknown
      try {
        parsed = JSON.parse(faults)
      } catch {
        throw new BadRequest('sandboxFaults is not valid JSON.')
      }
      injected = readFaults(parsed)
    }
    if (ms !== null) sandbox.setLatency(ms)
    if (injected) sandbox.injectFaults(injected)
  }

  /** A launch link for a scenario; `source` is where the request came from (Node's own calls: loopback). */
  function launch(
    scenarioId: string,
    { path = '/', login = false, params = {} }: SandboxLaunchOptions = {},
    source: RequestSource = 'loopback',
  ) {
    if (!findScenario(scenarioId)) throw new BadRequest(`Unknown sandbox scenario: ${scenarioId}`)
    if (!/^\/(?![/\\])/.test(path))
      throw new BadRequest('path must be an app path such as /loan/credit-view.')
    const extra = new URLSearchParams(params instanceof URLSearchParams ? params : Object.entries(params))
    applySandboxParams(extra, source)
    const { token, shopId } = sandbox.launch(scenarioId)
    return { url: launchLink({ appOrigin, path, scenarioId, token, shopId, extra, login }), token, shopId }
  }

  const reset = () => {
    sandbox.reset()
    sandbox.clearFaults()
    sandbox.setLatency(startLatency)
  }

  async function admin(method: string, url: URL, readJson: () => Promise<unknown>): Promise<unknown> {
    const route = `${method} ${url.pathname.replace(/\/$/, '')}`
    switch (route) {
      case 'POST /__sandbox/faults':
        sandbox.injectFaults(readFaults(await readJson()))
        return undefined
      case 'DELETE /__sandbox/faults':
        sandbox.clearFaults()
        return undefined
      case 'POST /__sandbox/latency': {
        const body = z.safeParse(latencyBodySchema, await readJson())
        if (!body.success) throw new BadRequest(`Send { "ms": <a number from 0 to ${MAX_LATENCY_MS}> }.`)
        sandbox.setLatency(body.data.ms)
        return undefined
      }
      case 'POST /__sandbox/reset':
        reset()
        return undefined
      case 'GET /__sandbox/monitoring':
        return sandbox.monitoringInbox()
    }
    const launchRoute = /^GET \/__sandbox\/launch\/([^/]+)$/.exec(route)
    if (launchRoute) return launch(decodeURIComponent(launchRoute[1] ?? ''), launchOptions(url.searchParams))
    throw new NotFound()
  }

  return { launch, reset, admin }
}
