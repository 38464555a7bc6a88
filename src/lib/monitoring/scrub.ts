/**
 * Scrubbing for monitoring events (spec §9 "tokens in URLs are redacted", reliability §1.6, F27).
 * Pure and small: it runs in `beforeSend` on every RUM event. What goes: the session token and
 * shop id wherever they appear, any JWT-shaped text, the values of sensitive query parameters
 * (token, shopId, the contract link's `r`, codes and keys), and digit runs long enough to be a tax
 * id or an account number.
 */
export const REDACTED = '[redacted]'

/** Query parameters whose values never reach monitoring. */
const SENSITIVE_PARAMS =
  /^(token|shopid|shop_id|r|code|key|signature|publictoken|public_token|linktoken|link_token|access_token|id_token)$/i
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g
// 123-45-6789, 12-3456789, and any run of 9 or more digits (with optional spaces or dashes).
const TAX_ID = /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b/g
const LONG_NUMBER = /\b\d(?:[ -]?\d){8,}\b/g
const QUERY_PAIR = /([?&#;]|\b)([A-Za-z_]+)=([^&#\s"']*)/g

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Values worth a literal search: long enough not to erase ordinary words. */
function literals(secrets: readonly (string | null | undefined)[]): string[] {
  return secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4)
}

/** Redacts secrets, tokens, tax-id and account-like numbers and sensitive `name=value` pairs in text. */
export function scrubText(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let out = text
  for (const secret of literals(secrets)) {
    out = out.replace(new RegExp(escapeRegExp(secret), 'g'), REDACTED)
    const encoded = encodeURIComponent(secret)
    if (encoded !== secret) out = out.replace(new RegExp(escapeRegExp(encoded), 'g'), REDACTED)
  }
  out = out.replace(JWT, REDACTED)
  out = out.replace(QUERY_PAIR, (match, lead: string, name: string, value: string) =>
    SENSITIVE_PARAMS.test(name) && value !== REDACTED && value !== '' ? `${lead}${name}=${REDACTED}` : match,
  )
  out = out.replace(TAX_ID, REDACTED).replace(LONG_NUMBER, REDACTED)
  return out
}

/** Same as `scrubText`, for a URL: query values of sensitive parameters go whatever their shape. */
export function scrubUrl(url: string, secrets: readonly (string | null | undefined)[] = []): string {
  return scrubText(url, secrets)
}

/**
 * Scrubs every string in a RUM event in place (URLs, referrer, error message and stack, action
 * names, context), to a bounded depth. Returns the same object.
 */
export function scrubEvent<T extends object>(
  event: T,
  secrets: readonly (string | null | undefined)[] = [],
): T {
  const walk = (node: Record<string, unknown> | unknown[], depth: number) => {
    if (depth > 8) return
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((value, index) => [index, value])
      : Object.entries(node)
    for (const [key, value] of entries) {
      if (typeof value === 'string') {
        const clean = scrubText(value, secrets)
        if (clean !== value) (node as Record<string | number, unknown>)[key] = clean
      } else if (typeof value === 'object' && value !== null) {
        walk(value as Record<string, unknown>, depth + 1)
      }
    }
  }
  walk(event as Record<string, unknown>, 0)
  return event
}
