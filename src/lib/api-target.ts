import { env } from '@/config/env'
import { ApiError } from './api-error'
import { isSecureUrl } from './urls'

/**
 * Where an API call goes, and so what it may carry there: the URL policy of the one HTTP client
 * (src/lib/api-client.ts). A call is resolved once; the bearer goes only to the API's own origin,
 * and off it a call goes only over https (http on a loopback host), with no credentials at all.
 */

/** A call's query values; undefined ones are left out. */
export type QueryValues = Record<string, string | number | undefined>

/** A call's URL, resolved once: what is sent, and whether it is the API's (the bearer's only place). */
export interface Target {
  /** The absolute URL, query included. */
  href: string
  onApi: boolean
}

/** The client's own URL builder (axios' `getUri`): the base joined to the path, values encoded. */
export type GetUri = (config: { url: string; baseURL?: string; params?: QueryValues }) => string

const API_ORIGIN = new URL(env.apiBaseUrl).origin

/** A URL with a scheme (`https:`, and also `javascript:` or `data:`), which stands on its own. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i

/**
 * Resolves `url` (a path under the API base, or an absolute URL) and its query values once, by the
 * instance's own rules (axios' `getUri`: the base joined to the path, values encoded with
 * `sort=date,desc` and ISO dates left readable, undefined ones left out). The call is sent to
 * exactly this URL, and the bearer goes with it only when this URL is on the API's origin. A URL
 * with a scheme is read by the URL parser first: axios' own test for "absolute" (`//` after the
 * scheme) would join `javascript:…` or `https:host` to the API base, on the API's origin.
 */
export function resolveTarget(getUri: GetUri, url: string, params?: QueryValues): Target {
  try {
    const absolute = HAS_SCHEME.test(url) ? { url: new URL(url).href, baseURL: '' } : { url }
    const href = getUri({ ...absolute, params })
    return { href, onApi: new URL(href).origin === API_ORIGIN }
  } catch {
    // Not a URL at all: nothing is sent there (`assertSendable` refuses what is neither the API nor https).
    return { href: url, onApi: false }
  }
}

/** Off the API, only https (http on a loopback host): never `javascript:`, `data:` or `file:`. */
export function assertSendable(target: Target): void {
  if (!target.onApi && !isSecureUrl(target.href)) {
    throw new ApiError({ kind: 'malformed', code: 'UNSAFE_URL', detail: 'URL is not https' })
  }
}

/** A URL without its query: what a log names (query values may be tokens). */
export function stripQuery(url: string): string {
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
