/**
 * Demo session tokens: real JWT structure (header.payload.signature, base64url) with a real `exp`,
 * signed with a fixed marker the sandbox checks. The app only decodes tokens, as with the real API.
 */
export interface SandboxClaims {
  sub: string
  /**
   * Optional, as in the contract: a token without it speaks for its merchant (the sandbox's
   * middleware then acts for the merchant's shop).
   */
  shopId?: string
  merchantId: string
  /** Absent for a partner the token does not name (the `no-partner` scenario). */
  partnerId?: string
  scenario: string
  iat: number
  exp: number
}

const SIGNATURE = 'c2FuZGJveC1ub3QtYS1yZWFsLXNpZ25hdHVyZQ'

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=')
  const binary = atob(padded)
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

export function mintToken(
  claims: Omit<SandboxClaims, 'iat' | 'exp'>,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000)
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  // A unique id per token, as real issuers add: a refresh never returns the same string.
  const jti = crypto.randomUUID()
  const payload = base64UrlEncode(JSON.stringify({ ...claims, jti, iat, exp: iat + ttlSeconds }))
  return `${header}.${payload}.${SIGNATURE}`
}

/** The claims of a token this sandbox minted, or null for anything else. Does not check `exp`. */
export function readToken(token: string): (SandboxClaims & { jti?: string }) | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[2] !== SIGNATURE) return null
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1] ?? '')) as Partial<SandboxClaims>
    if (
      typeof claims.exp !== 'number' ||
      (claims.shopId !== undefined && typeof claims.shopId !== 'string') ||
      typeof claims.merchantId !== 'string' ||
      typeof claims.scenario !== 'string'
    ) {
      return null
    }
    return claims as SandboxClaims
  } catch {
    return null
  }
}
