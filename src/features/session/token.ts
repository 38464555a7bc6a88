import { jwtDecode } from 'jwt-decode'

/** A token is valid only if it decodes and expires more than 5 s ahead (spec §4, §5, §9). */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000

export interface TokenClaims {
  exp: number
  merchantId: string | null
  partnerId: string | null
  shopId: string | null
}

/** Decodes the claims the app reads; a decode failure is logged (spec §8) and counts as no token. */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const claims = jwtDecode<Record<string, unknown>>(token)
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) throw new Error('no exp claim')
    return {
      exp: claims.exp,
      merchantId: typeof claims.merchantId === 'string' ? claims.merchantId : null,
      partnerId: typeof claims.partnerId === 'string' ? claims.partnerId : null,
      shopId: typeof claims.shopId === 'string' ? claims.shopId : null,
    }
  } catch {
    console.warn('Error decoding token')
    return null
  }
}

export function msUntilExpiry(claims: TokenClaims, now = Date.now()): number {
  return claims.exp * 1000 - now
}

export function isTokenValid(claims: TokenClaims | null, now = Date.now()): claims is TokenClaims {
  return claims !== null && msUntilExpiry(claims, now) > TOKEN_EXPIRY_MARGIN_MS
}
