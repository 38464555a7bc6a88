import { jwtDecode } from 'jwt-decode'

/** A token is valid only if it decodes and expires more than 5 s ahead (spec §4, §5, §9). */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000

/**
 * The largest clock difference between this device and the API that the app corrects for. A token
 * whose `iat` is further off than this is taken to be old, not the clock wrong (docs/decisions/0006).
 */
export const MAX_CLOCK_SKEW_MS = 60 * 60_000

export interface TokenClaims {
  exp: number
  /** Issued-at (seconds), when the issuer sets it: how the device's clock is compared with the API's. */
  iat: number | null
  merchantId: string | null
  partnerId: string | null
  shopId: string | null
}

/** `header.payload.signature`, base64url: the shape of a JWT, checked without decoding or logging. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]*$/

/**
 * Is this a session JWT rather than a partner's one-time login token? Only the shape is checked, so
 * a login token is never run through the decoder (which would log "Error decoding token" for it).
 */
export function looksLikeJwt(token: string): boolean {
  return JWT_SHAPE.test(token)
}

/** Decodes the claims the app reads; a decode failure is logged (spec §8) and counts as no token. */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const claims = jwtDecode<Record<string, unknown>>(token)
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw new Error('no exp claim')
    return {
      exp: claims.exp,
      iat: typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat : null,
      merchantId: typeof claims.merchantId === 'string' ? claims.merchantId : null,
      partnerId: typeof claims.partnerId === 'string' ? claims.partnerId : null,
      shopId: typeof claims.shopId === 'string' ? claims.shopId : null,
    }
  } catch {
    console.warn('Error decoding token')
    return null
  }
}

/**
 * How far the API's clock is ahead of this device's (ms; negative: behind), estimated from the
 * token's `iat` against the local clock when the token arrived. A token that has just been issued
 * (`fresh`: a launch link, a login exchange, a refresh answer, a partner's hand-over, another tab's
 * refresh) dates the API's "now" exactly. A token read back from storage may be old: its age would
 * look like the device being ahead, so only an API clock ahead of ours is taken from it: a stored
 * token's expiry can only come sooner, never later, than this device's clock says (spec §4: a stored
 * token this clock calls expired is removed, never sent). No `iat`, or a difference beyond
 * MAX_CLOCK_SKEW_MS: no correction.
 */
export function estimateClockSkew(claims: TokenClaims, receivedAt: number, fresh: boolean): number {
  if (claims.iat === null) return 0
  const offset = claims.iat * 1000 - receivedAt
  if (Math.abs(offset) > MAX_CLOCK_SKEW_MS) return 0
  return fresh ? offset : Math.max(0, offset)
}

/** Milliseconds until expiry, on the API's clock (the local clock plus `skewMs`). */
export function msUntilExpiry(claims: TokenClaims, now = Date.now(), skewMs = 0): number {
  return claims.exp * 1000 - (now + skewMs)
}

export function isTokenValid(
  claims: TokenClaims | null,
  now = Date.now(),
  skewMs = 0,
): claims is TokenClaims {
  return claims !== null && msUntilExpiry(claims, now, skewMs) > TOKEN_EXPIRY_MARGIN_MS
}
