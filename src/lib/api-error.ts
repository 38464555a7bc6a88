import { z } from 'zod/mini'

/** How a call failed. `http` has a status; the others never reached a usable answer. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'cancelled'

export interface FieldError {
  /** Dotted path into the request body, e.g. `businessInfo.merchant.taxId`. */
  field: string
  message: string
}

/** The contract's error body: `{ status, code, message, fieldErrors? }`. */
const text = z.string().check(z.minLength(1))
export const errorBodySchema = z.object({
  status: z.int(),
  code: text,
  message: text,
  fieldErrors: z.optional(z.array(z.object({ field: text, message: text }))),
})

const GENERIC_MESSAGES: Record<ApiErrorKind, string> = {
  http: 'Something went wrong on our side. Please try again.',
  network: 'We couldn’t reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  malformed: 'We received information we couldn’t read. Please try again in a moment.',
  cancelled: 'The request was cancelled.',
}

function messageForStatus(status: number): string {
  if (status === 401) return 'Your session has ended. Please open Credit Connect again from your dashboard.'
  if (status === 403)
    return 'You don’t have access to this. Please open Credit Connect again from your dashboard.'
  if (status === 404) return 'We couldn’t find what you were looking for.'
  if (status === 409) return 'This changed while you were looking at it. We’ve refreshed it for you.'
  if (status === 429) return 'Too many requests right now. Please wait a moment and try again.'
  if (status >= 500) return 'Our service is having trouble right now. Please try again in a moment.'
  return GENERIC_MESSAGES.http
}

interface ApiErrorInit {
  kind: ApiErrorKind
  status?: number | null
  code?: string
  message?: string
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
    const message =
      init.message ??
      (init.kind === 'http' && status !== null ? messageForStatus(status) : GENERIC_MESSAGES[init.kind])
    super(message, { cause: init.cause })
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
  const parsed = errorBodySchema.safeParse(body)
  const retryAfterMs = parseRetryAfter(retryAfterHeader)
  if (parsed.success) {
    return new ApiError({
      kind: 'http',
      status,
      code: parsed.data.code,
      message: parsed.data.message,
      fieldErrors: parsed.data.fieldErrors ?? [],
      retryAfterMs,
      hasErrorBody: true,
    })
  }
  return new ApiError({ kind: 'http', status, retryAfterMs })
}

/** `Retry-After` is seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
