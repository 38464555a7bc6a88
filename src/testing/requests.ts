import { onTestFinished } from 'vitest'
import { server } from './server'

/** One request as it reached the sandbox (msw's `request:start`). */
export interface RecordedRequest {
  method: string
  /** The whole URL, query included. */
  url: string
  path: string
  /** `?…`, or '' */
  search: string
  headers: Headers
  /** `performance.now()` when the request started. */
  start: number
  /** `performance.now()` when the sandbox answered (`response:mocked`); null until then. */
  end: number | null
  /** With `{ body: true }`: the JSON body, null when empty. */
  body?: unknown
}

interface RecordOptions<T> {
  /** Record only the requests this accepts. */
  filter?: (request: Request) => boolean
  /** Read each request's JSON body into `body`; the request joins the list once its body is read. */
  body?: boolean
  /** What to keep of each request (default: the whole `RecordedRequest`); taken when it joins the list. */
  pick?: (request: RecordedRequest) => T
}

export interface RequestRecording<T> {
  /** Live: grows as requests start. */
  requests: T[]
  /** Stops recording (also done when the test finishes). */
  stop: () => void
}

/**
 * The one way tests watch the network: every request the sandbox receives from now until `stop()` or
 * the end of the test, in the order they started.
 */
export function recordRequests<T = RecordedRequest>(options: RecordOptions<T> = {}): RequestRecording<T> {
  const { filter, body = false, pick = (request: RecordedRequest) => request as T } = options
  const requests: T[] = []
  const byId = new Map<string, RecordedRequest>()
  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (filter && !filter(request)) return
    const url = new URL(request.url)
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      start: performance.now(),
      end: null,
    }
    byId.set(requestId, recorded)
    if (!body) return void requests.push(pick(recorded))
    void request
      .clone()
      .text()
      .then((text) => {
        recorded.body = JSON.parse(text || 'null') as unknown
        requests.push(pick(recorded))
      })
  }
  const onEnd = ({ requestId }: { requestId: string }) => {
    const recorded = byId.get(requestId)
    if (recorded) recorded.end = performance.now()
  }
  server.events.on('request:start', onStart)
  server.events.on('response:mocked', onEnd)
  const stop = () => {
    server.events.removeListener('request:start', onStart)
    server.events.removeListener('response:mocked', onEnd)
  }
  try {
    onTestFinished(stop)
  } catch {
    // Called outside a test: the caller stops it.
  }
  return { requests, stop }
}

/** POST requests whose URL contains `fragment` (a `filter` for `recordRequests`). */
export const postsTo = (fragment: string) => (request: Request) =>
  request.method === 'POST' && request.url.includes(fragment)

/** The Idempotency-Key of every request `matches` accepts, as it reached the sandbox (a live list). */
export function recordIdempotencyKeys(matches: (request: Request) => boolean): (string | null)[] {
  return recordRequests({ filter: matches, pick: (r) => r.headers.get('Idempotency-Key') }).requests
}
