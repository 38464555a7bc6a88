import { type MessageDescriptor, i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isBlobLike } from './download'

/** How a call failed. `http` has a status; the others never reached a usable answer. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'cancelled'

export interface FieldError {
  /** Dotted path into the request body, e.g. `businessInfo.merchant.taxId`. */
  field: string
  message: string
}

/** The contract's error body: `{ status, code, message, fieldErrors? }`. */
export interface ErrorBody {
  status: number
  code: string
  message: string
  fieldErrors?: FieldError[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && isText(value.field) && isText(value.message)

/**
 * Is `body` the contract's error body? A whole-number `status`, non-empty `code` and `message`, and
 * `fieldErrors`, when present, an array of `{ field, message }` with non-empty texts. Extra fields
 * are ignored. Hand-written rather than a schema so that no first-page code needs zod (decision 0007).
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (!isRecord(body)) return false
  const { status, code, message, fieldErrors } = body
  return (
    Number.isSafeInteger(status) &&
    isText(code) &&
    isText(message) &&
    (fieldErrors === undefined || (Array.isArray(fieldErrors) && fieldErrors.every(isFieldError)))
  )
}

/** What the merchant is told, as catalogue messages (decision 0017): read in the language on screen. */
const GENERIC_MESSAGES: Record<ApiErrorKind, MessageDescriptor> = {
  http: msg`Something went wrong on our side. Please try again.`,
  network: msg`We couldn’t reach the server. Check your connection and try again.`,
  timeout: msg`The server took too long to answer. Please try again.`,
  malformed: msg`We received information we couldn’t read. Please try again in a moment.`,
  cancelled: msg`The request was cancelled.`,
}

/**
 * Our words in the language on screen. An error can happen before the first catalogue has arrived
 * (the data travels beside it at start-up): it then carries the message's source (its id in a
 * production build) until it is read again, with a language loaded.
 */
function inWords(message: MessageDescriptor): string {
  return i18n.locale ? i18n._(message) : (message.message ?? message.id)
}

/** Is the language on screen English (the API's own)? Before any catalogue has loaded, it counts as so. */
const speaksEnglish = () => !i18n.locale || i18n.locale.startsWith('en')

function messageForStatus(status: number): MessageDescriptor {
  if (status === 401)
    return msg`Your session has ended. Please open Credit Connect again from your dashboard.`
  if (status === 403)
    return msg`You don’t have access to this. Please open Credit Connect again from your dashboard.`
  if (status === 400 || status === 422)
    return msg`We couldn’t accept this. Please check what you entered and try again.`
  if (status === 404) return msg`We couldn’t find what you were looking for.`
  if (status === 409) return msg`This changed while you were looking at it. We’ve refreshed it for you.`
  if (status === 429) return msg`Too many requests right now. Please wait a moment and try again.`
  if (status >= 500) return msg`Our service is having trouble right now. Please try again in a moment.`
  return GENERIC_MESSAGES.http
}

interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number | null
  code?: string
  /** The server's own words (a string), or ours (a catalogue message, read in the language on screen). */
  message?: string | MessageDescriptor
  fieldErrors?: FieldError[]
  retryAfterMs?: number | null
  /** The answer carried the contract's error body (`{ status, code, message }`): the server itself spoke. */
  hasErrorBody?: boolean
  /** For malformed responses: which call and which fields; never the payload itself. */
  detail?: string
  cause?: unknown
}

/** The one error type every API call rejects with. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly code: string
  readonly fieldErrors: FieldError[]
  readonly retryAfterMs: number | null
  readonly detail: string | null
  /** True only when the server answered with the contract's error body (not a proxy page, not nothing). */
  readonly hasErrorBody: boolean

  constructor(init: ApiErrorInit) {
    const status = init.status ?? null
    const ours =
      init.kind === 'http' && status !== null ? messageForStatus(status) : GENERIC_MESSAGES[init.kind]
    const message = init.message ?? ours
    super(typeof message === 'string' ? message : inWords(message), { cause: init.cause })
    // Our own words follow the language on screen whenever they are read (a switch after the error).
    if (typeof message !== 'string')
      Object.defineProperty(this, 'message', { get: () => inWords(message), configurable: true })
    // The API writes its messages in English: in another language the merchant reads ours instead.
    else if (init.hasErrorBody)
      Object.defineProperty(this, 'message', {
        get: () => (speaksEnglish() ? message : inWords(ours)),
        configurable: true,
      })
    this.kind = init.kind
    this.status = status
    this.code = init.code ?? (init.kind === 'http' ? `HTTP_${status ?? 'ERROR'}` : init.kind.toUpperCase())
    this.fieldErrors = init.fieldErrors ?? []
    this.retryAfterMs = init.retryAfterMs ?? null
    this.detail = init.detail ?? null
    this.hasErrorBody = init.hasErrorBody ?? false
  }

  /** Network trouble, timeouts, 5xx and 429 may succeed later; 4xx and malformed answers will not. */
  get isRetryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true
    return this.kind === 'http' && this.status !== null && (this.status >= 500 || this.status === 429)
  }

  get isUnauthorized(): boolean {
    return this.status === 401
  }

  get isConflict(): boolean {
    return this.status === 409
  }
}

/** Builds the error for a non-2xx answer from whatever body came back (JSON error, HTML page, nothing). */
export function apiErrorFromResponse(
  status: number,
  body: unknown,
  retryAfterHeader?: string | null,
): ApiError {
  const retryAfterMs = parseRetryAfter(retryAfterHeader)
  if (isErrorBody(body)) {
    return new ApiError({
      kind: 'http',
      status,
      code: body.code,
      message: body.message,
      // Only the two contract fields of each entry (anything else in the body is ignored).
      fieldErrors: (body.fieldErrors ?? []).map(({ field, message }) => ({ field, message })),
      retryAfterMs,
      hasErrorBody: true,
    })
  }
  return new ApiError({ kind: 'http', status, retryAfterMs })
}

/**
 * The JSON in a failed call's body, or undefined when it is not JSON (an HTML error page, nothing).
 * A JSON body arrives parsed; one that did not parse arrives as its text; a download's as a blob.
 */
export async function readErrorBody(data: unknown): Promise<unknown> {
  if (isBlobLike(data)) return parseJson(await data.text().catch(() => ''))
  return typeof data === 'string' ? parseJson(data) : data
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** `Retry-After` is seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
