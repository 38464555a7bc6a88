/**
 * The HTTP sandbox's (http-server.ts) side of Node's HTTP: reading a request's body and writing an
 * answer, gzipped when the request accepts it, over HTTP/1.1 or HTTP/2 alike. Node only, like the
 * server itself (tsconfig.app.json leaves both out).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { CONNECTION_HEADERS } from '@/config/security-headers'
import { BadRequest } from './http-server-controls'
import { type HeaderMap, acceptsGzip } from './http-server-parts'

const gzipAsync = promisify(gzip)

/** A request and its response, over HTTP/1.1 or HTTP/2 (Node's compatibility API: the same shape). */
export type Req = IncomingMessage | Http2ServerRequest
export type Res = ServerResponse | Http2ServerResponse

export async function readBody(req: Req, limit = 10 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new BadRequest('The request body is too large.')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export async function readJsonBody(req: Req): Promise<unknown> {
  const text = (await readBody(req)).toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BadRequest('The body is not valid JSON.')
  }
}

export function sendJson(req: Req, res: Res, status: number, headers: HeaderMap, body: unknown) {
  return send(req, res, status, { ...headers, 'Content-Type': 'application/json' }, JSON.stringify(body))
}

/** Writes the answer; text and JSON are gzipped when the request accepts it, as a real API does. */
export async function send(
  req: Req,
  res: Res,
  status: number,
  headers: HeaderMap,
  body?: string | Buffer,
): Promise<number> {
  let bytes = typeof body === 'string' ? Buffer.from(body) : body
  const vary = new Set<string>()
  const rest: HeaderMap = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (lower === 'vary') {
      for (const v of [value].flat().flatMap((v) => v.split(','))) if (v.trim()) vary.add(v.trim())
    } else if (!CONNECTION_HEADERS.has(lower)) rest[name] = value
  }
  const type = String(Object.entries(rest).find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '')
  if (bytes && bytes.length > 0 && /json|^text\/|javascript/.test(type)) {
    vary.add('Accept-Encoding')
    if (acceptsGzip(req.headers['accept-encoding'])) {
      bytes = await gzipAsync(bytes)
      rest['Content-Encoding'] = 'gzip'
    }
  }
  if (vary.size > 0) rest.Vary = [...vary].join(', ')
  if (status !== 204 && status !== 304) rest['Content-Length'] = String(bytes?.length ?? 0)
  res.writeHead(status, rest)
  if (status === 204 || status === 304 || !bytes) res.end()
  else res.end(bytes)
  return status
}
