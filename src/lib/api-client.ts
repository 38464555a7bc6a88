import { msg, t } from '@lingui/core/macro'
import type { GenericSchema, InferOutput } from 'valibot'
import { env } from '@/config/env'
import { ApiError, apiErrorFromResponse } from './api-error'
import { isPdf } from './download'
import { loadOnce } from './load-once'
import { isSecureUrl } from './urls'

/** The `Authorization` header's scheme. */
const AUTH_SCHEME = 'Bearer'

/** No call waits longer than this (a fetch on its own would wait forever). */
export const REQUEST_TIMEOUT_MS = 20_000

/** The transport's one setting; tests shorten it. */
export const transport = { timeoutMs: REQUEST_TIMEOUT_MS }

type Method = 'GET' | 'POST' | 'PUT'

/**
 * What the client needs from the session, registered once at boot (`app/provider.tsx`) so that
 * `lib/` never imports a feature.
 */
export interface SessionHooks {
  /** The current bearer token, or null. */
  getToken(): string | null
  /** Runs before each call: lets the session refresh a token that is about to expire (single-flight). */
  ensureFreshToken?(): Promise<void>
  /**
   * A 401 came back for a call sent with `tokenUsed`. The session ends itself when that token is the
   * current one; it answers `true` when a newer token exists, so the call is retried once with it.
   */
  onUnauthorized(tokenUsed: string | null): boolean | Promise<boolean>
  /** With a session registered, calls without a token are refused locally instead of sent. */
  requiresToken?: boolean
}

const noSession: SessionHooks = { getToken: () => null, onUnauthorized: () => false }
let session: SessionHooks = noSession

/** Registers the session hooks; returns a function that unregisters them. */
export function configureApiClient(hooks: SessionHooks): () => void {
  session = hooks
  return () => {
    if (session === hooks) session = noSession
  }
}

export interface CallOptions {
  params?: Record<string, string | number | undefined>
  data?: unknown
  /** Required by the contract on accept-offer, one-time payment and application submit. */
  idempotencyKey?: string
  signal?: AbortSignal
  /** Skip the session hooks: for the token refresh call itself, which must never recurse. */
  withoutSession?: boolean
  /** Bearer token to use instead of the session's (token refresh). */
  token?: string
}

interface RawCall extends CallOptions {
  method: Method
  url: string
  responseType?: 'json' | 'blob'
  accept?: string
  /** A URL outside the API (with `withoutSession`): no cookies and no Referer either. */
  foreign?: boolean
}

/**
 * Query values as the API reads them: encoded, except the characters its `sort=date,desc` and ISO
 * dates use, which stay readable (as they were written before decision 0018).
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
}

/** The API's URL for `url` (a path, or an absolute URL left as it is) and its query values. */
function requestUrl(url: string, params: CallOptions['params']): string {
  const base = /^[a-z][a-z\d+.-]*:/i.test(url)
    ? url
    : `${env.apiBaseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
  const query = Object.entries(params ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeValue(key)}=${encodeValue(String(value))}`)
    .join('&')
  if (!query) return base
  return `${base}${base.includes('?') ? '&' : '?'}${query}`
}

/** The answer, read: JSON (or null for an empty body), or the file itself for a download. */
interface Answer {
  data: unknown
}

/**
 * One HTTP call with `fetch`: never longer than `transport.timeoutMs`, cancelled with the caller's
 * signal, and every way it can fail is an `ApiError` of its kind: `timeout`, `cancelled`, `network`
 * (no answer, or the answer broke off), `http` (any status outside 2xx, with the contract's body
 * when there is one) or `malformed` (a 2xx whose body is not JSON: truncated, or a proxy's page).
 */
async function request(call: RawCall, headers: Record<string, string>): Promise<Answer> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, transport.timeoutMs)
  const cancel = () => controller.abort()
  if (call.signal?.aborted) cancel()
  call.signal?.addEventListener('abort', cancel)
  const failed = (cause: unknown) =>
    new ApiError({ kind: timedOut ? 'timeout' : call.signal?.aborted ? 'cancelled' : 'network', cause })
  try {
    let response: Response
    let body: string | Blob
    try {
      response = await fetch(requestUrl(call.url, call.params), {
        method: call.method,
        headers,
        body: call.data === undefined ? undefined : JSON.stringify(call.data),
        signal: controller.signal,
        // The bearer header is the only credential: never cookies. Outside the API, no Referer either.
        credentials: 'omit',
        ...(call.foreign ? { referrerPolicy: 'no-referrer' as const } : {}),
      })
      const ok = response.status >= 200 && response.status < 300
      body = ok && call.responseType === 'blob' ? await response.blob() : await response.text()
    } catch (cause) {
      throw failed(cause)
    }
    if (response.status < 200 || response.status >= 300) {
      throw apiErrorFromResponse(response.status, parseJson(body), response.headers.get('retry-after'))
    }
    if (typeof body !== 'string') return { data: body }
    if (body === '') return { data: null }
    const data = parseJson(body)
    if (data === undefined) {
      throw new ApiError({
        kind: 'malformed',
        detail: `${call.method} ${stripQuery(call.url)}: not valid JSON`,
      })
    }
    return { data }
  } finally {
    clearTimeout(timer)
    call.signal?.removeEventListener('abort', cancel)
  }
}

/** The JSON in a body, or undefined when it is not JSON (an HTML error page, a truncated answer). */
function parseJson(body: string | Blob): unknown {
  if (typeof body !== 'string') return undefined
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}

async function send(call: RawCall, retried = false): Promise<Answer> {
  if (!call.withoutSession && !retried) await session.ensureFreshToken?.()
  const token = call.token ?? (call.withoutSession ? null : session.getToken())
  if (!call.withoutSession && call.token === undefined && !token && session.requiresToken) {
    // The session has ended: nothing more is sent (reliability C12).
    throw new ApiError({ kind: 'http', status: 401, code: 'SESSION_ENDED' })
  }
  const headers: Record<string, string> = { Accept: call.accept ?? 'application/json' }
  if (token) headers.Authorization = `${AUTH_SCHEME} ${token}`
  if (call.responseType !== 'blob') headers['Content-Type'] = 'application/json'
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey
  try {
    return await request(call, headers)
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      !call.withoutSession &&
      call.token === undefined
    ) {
      const retry = await session.onUnauthorized(token)
      const current = session.getToken()
      // Retry once, and only with a different token: a stale 401 (the call left before a refresh).
      if (retry && !retried && current && current !== token) return send(call, true)
    }
    throw error
  }
}

/** Blobs may come from another realm (node's fetch under jsdom), so no `instanceof`. */
function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).text === 'function'
  )
}

/**
 * What a fetcher passes to `apiGet` / `apiSend`: the response schema itself, or a loader that imports
 * it. The rule (docs/decisions/0007-response-schemas-beside-their-data.md): every fetcher in a feature's
 * `api/*-api.ts` passes a loader, made from that feature's one `schemaLoader(() => import('./schemas'))`,
 * and imports its schemas module only for types (lint enforces both). A schema object is for code
 * outside the feature API modules (tests, tools) that has valibot loaded anyway.
 */
export type SchemaSource<S extends GenericSchema> = S | (() => Promise<S>)

/** The exports of a schemas module that are schemas. */
type SchemaNames<M> = { [K in keyof M]: M[K] extends GenericSchema ? K : never }[keyof M]

/**
 * One feature's schemas module, loaded when a call needs it:
 * `const schema = schemaLoader(() => import('./schemas'))`, then `apiGet(url, schema('offerSchema'))`.
 * The bundler puts the module (and valibot) in a chunk of its own, which loads beside the first call's
 * data; later calls find it loaded.
 */
export function schemaLoader<M>(load: () => Promise<M>) {
  const loadModule = loadOnce(load)
  return <K extends SchemaNames<M>>(name: K) =>
    (): Promise<M[K]> =>
      loadModule().then((module) => module[name])
}

// One import for all calls (the boot sends several at once), not one per call.
const loadParseResponse = loadOnce(() => import('./parse-response'))

function isLoader<S extends GenericSchema>(source: SchemaSource<S>): source is () => Promise<S> {
  return typeof source === 'function'
}

/**
 * The schema and the parse half of the client (./parse-response: valibot's safeParse), both loaded
 * on demand: neither is first-page code.
 */
async function loadParser<S extends GenericSchema>(source: SchemaSource<S>) {
  const [{ parseResponse }, schema] = await Promise.all([
    loadParseResponse(),
    isLoader(source) ? source() : source,
  ])
  return (data: unknown, what: string): InferOutput<S> => {
    // Every answer goes through its schema: a missing field, wrong type or unknown enum is a load error.
    const result = parseResponse(schema, data)
    if (result.ok) return result.data
    throw new ApiError({ kind: 'malformed', detail: `${what}: ${result.issues}` })
  }
}

/**
 * Sends the call and loads its schema together (never one after the other: the schema's chunk adds
 * no round trip), then parses. The call's own failure wins; when only the schema could not load
 * (a chunk that failed to download), the answer cannot be checked and the call fails as `network`:
 * a connectivity problem, retried like one (queries) and an unknown outcome for a money call
 * (decision 0013: the request itself may have taken effect).
 */
async function parsedCall<S extends GenericSchema>(
  call: RawCall,
  source: SchemaSource<S>,
  what: string,
): Promise<InferOutput<S>> {
  const [answer, parser] = await Promise.allSettled([send(call), loadParser(source)])
  if (answer.status === 'rejected') throw answer.reason
  if (parser.status === 'rejected') {
    throw new ApiError({
      kind: 'network',
      code: 'SCHEMA_NOT_LOADED',
      detail: `${what}: the code that checks the answer did not load`,
      cause: parser.reason,
    })
  }
  return parser.value(answer.value.data, what)
}

/** A GET whose answer must pass `schema` (or fails as `malformed`): the only way data is read. */
export function apiGet<S extends GenericSchema>(
  url: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<InferOutput<S>> {
  return parsedCall({ ...options, method: 'GET', url }, schema, `GET ${stripQuery(url)}`)
}

export function apiSend<S extends GenericSchema>(
  method: 'POST' | 'PUT',
  url: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<InferOutput<S>> {
  return parsedCall({ ...options, method, url }, schema, `${method} ${stripQuery(url)}`)
}

/** For calls answered with 204 and no body. */
export async function apiSendNoContent(method: 'POST' | 'PUT', url: string, options: CallOptions = {}) {
  await send({ ...options, method, url })
}

/**
 * A PDF download (the contract), as a blob. On the API's own origin it carries the bearer header.
 * A URL anywhere else (spec §7: "GET as a blob") is fetched with no credentials at all: no bearer
 * header, no cookies, no Referer; and only over https (http on a loopback host). Either way the
 * file must start with `%PDF-`, or nothing is returned to be saved.
 */
export async function apiDownload(url: string, options: Pick<CallOptions, 'signal'> = {}): Promise<Blob> {
  const foreign = !isApiOrigin(url)
  if (foreign && !isSecureUrl(url)) {
    throw new ApiError({ kind: 'malformed', code: 'UNSAFE_URL', detail: 'download URL is not https' })
  }
  const response = await send({
    ...options,
    method: 'GET',
    url,
    responseType: 'blob',
    accept: 'application/pdf',
    // Outside the API: no session at all (no bearer header, and a 401 there never ends ours).
    foreign,
    withoutSession: foreign,
  })
  const blob: unknown = response.data
  // For developers (monitoring), never shown: which call.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a log detail, not copy
  const what = `GET ${foreign ? 'external file' : stripQuery(url)}`
  if (!isBlobLike(blob) || blob.size === 0) {
    throw new ApiError({
      kind: 'malformed',
      code: 'NOT_A_PDF',
      message: NOT_A_PDF,
      detail: `${what}: empty file`,
    })
  }
  if (!(await isPdf(blob))) {
    throw new ApiError({
      kind: 'malformed',
      code: 'NOT_A_PDF',
      message: NOT_A_PDF,
      detail: `${what}: not a PDF`,
    })
  }
  return blob
}

/** Shown after "We couldn't download the contract." when the file is empty or not a PDF. */
const NOT_A_PDF = msg`Please try again.`

/** Is `url` on the API's own origin (the only place the bearer token is ever sent)? */
export function isApiOrigin(url: string): boolean {
  try {
    const target = new URL(url, env.apiBaseUrl)
    return target.origin === new URL(env.apiBaseUrl).origin
  } catch {
    return false
  }
}

function stripQuery(url: string): string {
  return url.split('?')[0] ?? url
}

/**
 * Path segments built from ids are always encoded, and an id is never a dot segment: `.` and `..`
 * survive encoding and would move the call to another path (`/v2/shops/..` is `/v2/`).
 */
export function path(strings: TemplateStringsArray, ...ids: string[]): string {
  return strings.reduce((out, part, i) => {
    if (i >= ids.length) return out + part
    const id = ids[i] ?? ''
    if (id === '.' || id === '..') throw new Error('An id in an API path cannot be "." or ".."')
    return out + part + encodeURIComponent(id)
  }, '')
}

export interface ApiProbe {
  reachable: boolean
  status: number | null
  ms: number
  message: string
}

/**
 * Is the API there? Any HTTP answer (even 401) means reachable; a network error or timeout means
 * not. Used by /system, which must work when every other call fails: it never throws.
 */
export async function probeApi(): Promise<ApiProbe> {
  const started = performance.now()
  try {
    await send({
      method: 'GET',
      url: '/v2/config',
      params: { 'app-name': 'connect-v2' },
      withoutSession: true,
      token: session.getToken() ?? undefined,
    })
    return { reachable: true, status: 200, ms: Math.round(performance.now() - started), message: t`Answered` }
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError({ kind: 'network', cause })
    const ms = Math.round(performance.now() - started)
    const { status } = error
    if (error.kind === 'http' || error.kind === 'malformed')
      return { reachable: true, status, ms, message: status === null ? t`Answered` : t`Answered ${status}` }
    return { reachable: false, status: null, ms, message: error.message }
  }
}
