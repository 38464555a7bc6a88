import { z } from '@/lib/zod'
import { launchLink } from './launch-link'
import { type SandboxLaunchOptions, launchOptions } from './http-server-parts'
import type { Sandbox } from './sandbox'
import { type Fault, findScenario } from './scenarios'
import { faultListSchema, latencyBodySchema } from './validation'

/**
 * The HTTP sandbox's controls, apart from Node's HTTP (http-server.ts): launch links, reset, and the
 * admin endpoints (`/__sandbox/…`), whose bodies are validated with zod (./validation.ts).
 */

export class BadRequest extends Error {}
export class NotFound extends Error {}

function readFaults(value: unknown): Fault[] {
  const parsed = z.safeParse(faultListSchema, value)
  if (!parsed.success)
    throw new BadRequest('Send a JSON array of faults: [{ "on": "GET /v2/loans", "kind": "500" }].')
  return parsed.data
}

export function sandboxControls(sandbox: Sandbox, appOrigin: string, startLatency: number) {
  function applySandboxParams(params: URLSearchParams) {
    const latency = params.get('sandboxLatency')
    const faults = params.get('sandboxFaults')
    params.delete('sandboxLatency')
    params.delete('sandboxFaults')
    if (latency !== null) sandbox.setLatency(Number(latency) || 0)
    if (faults !== null) {
      let parsed: unknown
      try {
        parsed = JSON.parse(faults)
      } catch {
        throw new BadRequest('sandboxFaults is not valid JSON.')
      }
      sandbox.injectFaults(readFaults(parsed))
    }
  }

  function launch(scenarioId: string, { path = '/', login = false, params = {} }: SandboxLaunchOptions = {}) {
    if (!findScenario(scenarioId)) throw new BadRequest(`Unknown sandbox scenario: ${scenarioId}`)
    if (!/^\/(?![/\\])/.test(path))
      throw new BadRequest('path must be an app path such as /loan/credit-view.')
    const extra = new URLSearchParams(params instanceof URLSearchParams ? params : Object.entries(params))
    applySandboxParams(extra)
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
        if (!body.success) throw new BadRequest('Send { "ms": <a number ≥ 0> }.')
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
