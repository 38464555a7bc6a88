import { msg, t } from '@lingui/core/macro'
import axios, { AxiosError, AxiosHeaders, type AxiosResponse, type RawAxiosHeaders } from 'axios'
import { env } from '@/config/env'
import { ApiError, apiErrorFromResponse, readErrorBody } from './api-error'
import {
  type GetUri,
  type QueryValues,
  type Target,
  assertSendable,
  resolveTarget,
  stripQuery,
} from './api-target'
import { isBlobLike, isPdf } from './download'
import { loadOnce } from './load-once'
import type { ZodMiniType as Schema, output as Output } from './zod'

/** The `Authorization` header's scheme. */
const AUTH_SCHEME = 'Bearer'

/** No call waits longer than this (axios on its own would wait forever: its `timeout` is 0). */
export const REQUEST_TIMEOUT_MS = 20_000

/** The transport's one setting; tests shorten it. */
export const transport = { timeoutMs: REQUEST_TIMEOUT_MS }

/**
 * The one HTTP client (conventions §2, the design card's axios). Its settings:
 * - `adapter: 'fetch'`: the same adapter in every browser we support (Safari included) and in the
 *   tests, where msw intercepts `fetch`; only a `fetch` request can carry `credentials: 'omit'` and
 *   its own `referrerPolicy` (an XHR sends cookies to its own origin and follows the page's policy).
 * - `withCredentials: false`, which the fetch adapter sends as `credentials: 'omit'`: the bearer
 *   header is the only credential, never a cookie, on the API or off it.
 * - `referrerPolicy: 'no-referrer'`: no call says which page sent it (the page's own policy, too).
 * - `responseType: 'json'` with `silentJSONParsing: false`: a body that is not JSON fails as
 *   `ERR_BAD_RESPONSE` instead of arriving as a string (reliability §1.5).
 * - No `User-Agent: axios/…`: the fetch adapter adds one, which Firefox sends, and which the API's
 *   CORS preflight does not allow (axios #10903: `false` keeps the browser's own).
 * No interceptors: `send` below is the whole request path, `response.data` is never unwrapped on
 * the way, and every answer is parsed by its schema.
 */
const http = axios.create({
  baseURL: env.apiBaseUrl,
  adapter: 'fetch',
  withCredentials: false,
  fetchOptions: { referrerPolicy: 'no-referrer' },
  responseType: 'json',
  transitional: { silentJSONParsing: false },
  headers: { 'User-Agent': false },
})

/** The instance's own URL rules, for `resolveTarget` (./api-target: where a call goes). */
const getUri: GetUri = (config) => http.getUri(config)

type Method = 'GET' | 'POST' | 'PUT'

export { path } from './api-target'

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
  params?: QueryValues
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
}

/** The answer, read: JSON (or null for an empty body), or the file itself for a download. */
interface Answer {
  data: unknown
  /** Where the call went. */
  target: Target
}

/**
 * One HTTP call through the instance: never longer than `transport.timeoutMs`, cancelled with the
 * caller's signal, and every way it can fail is an `ApiError` of its kind (`failure` below).
 */
async function request(call: RawCall, target: Target, headers: Record<string, string>): Promise<Answer> {
  let response: AxiosResponse<unknown>
  try {
    response = await http.request<unknown>({
      method: call.method,
      url: target.href,
      headers,
      data: call.data,
      signal: call.signal,
      timeout: transport.timeoutMs,
      responseType: call.responseType ?? 'json',
    })
  } catch (error) {
    throw await failure(error, call)
  }
  // A 2xx with an empty body: null, so a call that needs data fails its schema as `malformed`.
  return { data: response.data === '' ? null : response.data, target }
}

/**
 * The `ApiError` for a call that failed: `timeout`, `cancelled`, `network` (no answer, or the answer
 * broke off), `http` (any status outside 2xx, with the contract's body when there is one, also
 * inside a failed download's blob) or `malformed` (a 2xx whose body is not JSON: truncated, or a
 * proxy's page).
 */
async function failure(error: unknown, call: RawCall): Promise<ApiError> {
  if (axios.isCancel(error)) return new ApiError({ kind: 'cancelled', cause: error })
  if (!axios.isAxiosError(error)) return new ApiError({ kind: 'network', cause: error })
  // The fetch adapter's timeout (its signal aborts with this code).
  if (error.code === AxiosError.ETIMEDOUT) return new ApiError({ kind: 'timeout', cause: error })
  const { response } = error
  if (!response) return new ApiError({ kind: 'network', cause: error })
  if (response.status >= 200 && response.status < 300) {
    return new ApiError({
      kind: 'malformed',
      detail: `${call.method} ${stripQuery(call.url)}: not valid JSON`,
      cause: error,
    })
  }
  const retryAfter = AxiosHeaders.from(response.headers as RawAxiosHeaders).get('retry-after')
  return apiErrorFromResponse(
    response.status,
    await readErrorBody(response.data),
    typeof retryAfter === 'string' ? retryAfter : null,
  )
}

async function send(call: RawCall, retried = false): Promise<Answer> {
  const target = resolveTarget(getUri, call.url, call.params)
  assertSendable(target)
  // Off the API (a contract on another host): no session at all, so no bearer, and a 401 there never
  // ends ours.
  const withSession = target.onApi && !call.withoutSession
  if (withSession && !retried) await session.ensureFreshToken?.()
  const token = !target.onApi ? null : (call.token ?? (withSession ? session.getToken() : null))
  if (withSession && call.token === undefined && !token && session.requiresToken) {
    // The session has ended: nothing more is sent (reliability C12).
    throw new ApiError({ kind: 'http', status: 401, code: 'SESSION_ENDED' })
  }
  const headers: Record<string, string> = { Accept: call.accept ?? 'application/json' }
  if (token) headers.Authorization = `${AUTH_SCHEME} ${token}`
  if (call.responseType !== 'blob') headers['Content-Type'] = 'application/json'
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey
  try {
    return await request(call, target, headers)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && withSession && call.token === undefined) {
      const retry = await session.onUnauthorized(token)
      const current = session.getToken()
      // Retry once, and only with a different token: a stale 401 (the call left before a refresh).
      if (retry && !retried && current && current !== token) return send(call, true)
    }
    throw error
  }
}

/**
 * What a fetcher passes to `apiGet` / `apiSend`: the response schema itself, or a loader that imports
 * it. The rule (docs/decisions/0007-response-schemas-beside-their-data.md): every fetcher in a feature's
 * `api/*-api.ts` passes a loader, made from that feature's one `schemaLoader(() => import('./schemas'))`,
 * and imports its schemas module only for types (lint enforces both). A schema object is for code
 * outside the feature API modules (tests, tools) that has zod loaded anyway.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>)

/** The exports of a schemas module that are schemas. */
type SchemaNames<M> = { [K in keyof M]: M[K] extends Schema ? K : never }[keyof M]

/**
 * One feature's schemas module, loaded when a call needs it:
 * `const schema = schemaLoader(() => import('./schemas'))`, then `apiGet(url, schema('offerSchema'))`.
 * The bundler puts the module (and zod) in a chunk of its own, which loads beside the first call's
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

function isLoader<S extends Schema>(source: SchemaSource<S>): source is () => Promise<S> {
  return typeof source === 'function'
}

/**
 * The schema and the parse half of the client (./parse-response: zod's safeParse), both loaded
 * on demand: neither is first-page code.
 */
async function loadParser<S extends Schema>(source: SchemaSource<S>) {
  const [{ parseResponse }, schema] = await Promise.all([
    loadParseResponse(),
    isLoader(source) ? source() : source,
  ])
  return (data: unknown, what: string): Output<S> => {
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
async function parsedCall<S extends Schema>(
  call: RawCall,
  source: SchemaSource<S>,
  what: string,
): Promise<Output<S>> {
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
export function apiGet<S extends Schema>(
  url: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<Output<S>> {
  return parsedCall({ ...options, method: 'GET', url }, schema, `GET ${stripQuery(url)}`)
}

export function apiSend<S extends Schema>(
  method: 'POST' | 'PUT',
  url: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<Output<S>> {
  return parsedCall({ ...options, method, url }, schema, `${method} ${stripQuery(url)}`)
}

/** For calls answered with 204 and no body. */
export async function apiSendNoContent(method: 'POST' | 'PUT', url: string, options: CallOptions = {}) {
  await send({ ...options, method, url })
}

/**
 * A PDF download (the contract, the disclosure), as a blob through the same instance. On the API's
 * own origin it carries the bearer header. A URL anywhere else (spec §7: "GET as a blob") is fetched
 * with no credentials at all: no bearer header, no cookies, no Referer; and only over https (http on
 * a loopback host). Either way the file must start with `%PDF-`, or nothing is returned to be saved.
 */
export async function apiDownload(url: string, options: Pick<CallOptions, 'signal'> = {}): Promise<Blob> {
  const response = await send({
    ...options,
    method: 'GET',
    url,
    responseType: 'blob',
    accept: 'application/pdf',
  })
  const blob: unknown = response.data
  // For developers (monitoring), never shown: which call.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a log detail, not copy
  const what = `GET ${response.target.onApi ? stripQuery(url) : 'external file'}`
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

/**
 * Any other file (a partner's document font for the PDF), as bytes through the same instance and
 * by the same rules as a download: off the API's origin with no credentials at all, only over https.
 */
export async function apiFileBytes(
  url: string,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<Uint8Array> {
  const response = await send({ ...options, method: 'GET', url, responseType: 'blob', accept: '*/*' })
  const blob: unknown = response.data
  if (!isBlobLike(blob)) throw new ApiError({ kind: 'malformed', detail: 'file: not a blob' })
  return new Uint8Array(await blob.arrayBuffer())
}

/** Shown after "We couldn't download the contract." when the file is empty or not a PDF. */
const NOT_A_PDF = msg`Please try again.`

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
