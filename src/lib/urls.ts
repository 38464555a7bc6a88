/**
 * The URL rule, without a schema library: first-page code (the API client, the offer review store) and the build's
 * configuration check use it; `secureUrlSchema` (src/lib/schemas.ts) applies it to responses.
 */

/** Hosts where plain `http:` is allowed, so the sandbox and local servers work. */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

export const SECURE_URL_RULE = 'must be an https:// URL (http:// only on localhost or 127.0.0.1)'

/**
 * The one rule for every URL that comes in (contract URLs, partner fonts, partner origins, the API
 * host): `https:`, or `http:` on a loopback host. Never `javascript:`, `data:`, `file:` and the
 * like, and never a URL carrying a user name or password.
 */
export function isSecureUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.username || url.password || url.hostname === '') return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)
}
