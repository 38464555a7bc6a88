import { msg, t } from '@lingui/core/macro'
import axios, { type AxiosRequestConfig, type AxiosResponse, type Method } from 'axios'
import type { $ZodType, output } from 'zod/v4/core'
import { env } from '@/config/env'
import { ApiError, apiErrorFromResponse } from './api-error'
import { isPdf } from './download'
import { isSecureUrl } from './urls'

/** The `Authorization` header's scheme. */
const AUTH_SCHEME = 'Bearer'

/** No call waits longer than this (axios' default is to wait forever). */
export const REQUEST_TIMEOUT_MS = 20_000

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

export const http = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  responseType: 'json',
  // Without this, a truncated or HTML body resolves as a string instead of failing (reliability §1.5).
  transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
  headers: { Accept: 'application/json' },
  // fetch everywhere: the same code path in browsers and in node tests (msw intercepts both).
  adapter: 'fetch',
})

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

async function send(call: RawCall, retried = false): Promise<AxiosResponse> {
  if (!call.withoutSession && !retried) await session.ensureFreshToken?.()
  const token = call.token ?? (call.withoutSession ? null : session.getToken())
  if (!call.withoutSession && call.token === undefined && !token && session.requiresToken) {
    // The session has ended: nothing more is sent (reliability C12).
    throw new ApiError({ kind: 'http', status: 401, code: 'SESSION_ENDED' })
  }
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `${AUTH_SCHEME} ${token}`
  if (call.responseType !== 'blob') headers['Content-Type'] = 'application/json'
  if (call.accept) headers.Accept = call.accept
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey
  const config: AxiosRequestConfig = {
    method: call.method,
    url: call.url,
    params: call.params,
    data: call.data,
    headers,
    signal: call.signal,
    responseType: call.responseType ?? 'json',
    ...(call.foreign
      ? { withCredentials: false, fetchOptions: { credentials: 'omit', referrerPolicy: 'no-referrer' } }
      : {}),
  }
  try {
    return await http.request(config)
  } catch (cause) {
    const error = await toApiError(cause)
    if (error.status === 401 && !call.withoutSession && call.token === undefined) {
      const retry = await session.onUnauthorized(token)
      const current = session.getToken()
      // Retry once, and only with a different token: a stale 401 (the call left before a refresh).
      if (retry && !retried && current && current !== token) return send(call, true)
    }
    throw error
  }
}

/** Maps anything axios throws to an `ApiError`; never loses the status of an HTTP answer. */
export async function toApiError(cause: unknown): Promise<ApiError> {
  if (cause instanceof ApiError) return cause
  if (axios.isCancel(cause)) return new ApiError({ kind: 'cancelled', cause })
  if (!axios.isAxiosError(cause)) return new ApiError({ kind: 'network', cause, detail: String(cause) })
  const response = cause.response
  if (response && (response.status < 200 || response.status >= 300)) {
    const body = await readBody(response.data)
    const retryAfter = response.headers?.['retry-after'] as string | undefined
    return apiErrorFromResponse(response.status, body, retryAfter)
  }
  if (cause.code === 'ECONNABORTED' || cause.code === 'ETIMEDOUT')
    return new ApiError({ kind: 'timeout', cause })
  if (cause.code === 'ERR_BAD_RESPONSE' || response) {
    // A 2xx whose body is not JSON (truncated, HTML from a proxy).
    return new ApiError({
      kind: 'malformed',
      cause,
      detail: `${cause.config?.url ?? 'response'}: not valid JSON`,
    })
  }
  return new ApiError({ kind: 'network', cause })
}

async function readBody(data: unknown): Promise<unknown> {
  if (isBlobLike(data)) {
    try {
      return JSON.parse(await data.text()) as unknown
    } catch {
      return null
    }
  }
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as unknown
    } catch {
      return null
    }
  }
  return data
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
 * it. The rule (docs/decisions/0007-zod-mini-on-the-first-page.md): every fetcher in a feature's
 * `api/*-api.ts` passes a loader, made from that feature's one `schemaLoader(() => import('./schemas'))`,
 * and imports its schemas module only for types (lint enforces both). A schema object is for code
 * outside the feature API modules (tests, tools) that has zod loaded anyway.
 */
export type SchemaSource<S extends $ZodType> = S | (() => Promise<S>)

/** The exports of a schemas module that are schemas. */
type SchemaNames<M> = { [K in keyof M]: M[K] extends $ZodType ? K : never }[keyof M]

/**
 * One feature's schemas module, loaded when a call needs it:
 * `const schema = schemaLoader(() => import('./schemas'))`, then `apiGet(url, schema('offerSchema'))`.
 * The bundler puts the module (and zod) in a chunk of its own, which loads beside the first call's
 * data; later calls find it loaded.
 */
export function schemaLoader<M>(load: () => Promise<M>) {
  return <K extends SchemaNames<M>>(name: K) =>
    (): Promise<M[K]> =>
      load().then((module) => module[name])
}

function isLoader<S extends $ZodType>(source: SchemaSource<S>): source is () => Promise<S> {
  return typeof source === 'function'
}

/**
 * The schema and the parse half of the client (./parse-response: zod's safeParse, configured
 * jitless), both loaded on demand: neither is first-page code.
 */
async function loadParser<S extends $ZodType>(source: SchemaSource<S>) {
  const [{ parseResponse }, schema] = await Promise.all([
    import('./parse-response'),
    isLoader(source) ? source() : source,
  ])
  return (data: unknown, what: string): output<S> => {
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
async function parsedCall<S extends $ZodType>(
  call: RawCall,
  source: SchemaSource<S>,
  what: string,
): Promise<output<S>> {
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
export function apiGet<S extends $ZodType>(
  url: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<output<S>> {
  return parsedCall({ ...options, method: 'GET', url }, schema, `GET ${stripQuery(url)}`)
}

export function apiSend<S extends $ZodType>(
  method: 'POST' | 'PUT',
  url: string,
  schema: SchemaSource<S>,
  options: CallOptions = {},
): Promise<output<S>> {
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

/** Path segments built from ids are always encoded. */
export function path(strings: TemplateStringsArray, ...ids: string[]): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < ids.length ? encodeURIComponent(ids[i] ?? '') : ''),
    '',
  )
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
    const error = await toApiError(cause)
    const ms = Math.round(performance.now() - started)
    const { status } = error
    if (error.kind === 'http' || error.kind === 'malformed')
      return { reachable: true, status, ms, message: status === null ? t`Answered` : t`Answered ${status}` }
    return { reachable: false, status: null, ms, message: error.message }
  }
}
