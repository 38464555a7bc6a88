/**
 * A stable fingerprint of structured content: JSON with its object keys sorted at every depth (so
 * two equal values always print the same), hashed with SHA-256 (Web Crypto, in every browser and in
 * Node). Used where two copies must be told apart, or a change noticed, without keeping the content.
 */
export function canonicalJson(value: unknown): string {
  const json: string | undefined = JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
  return json ?? 'null'
}

/** The SHA-256 of a text (UTF-8), as 64 lower-case hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** `sha256Hex` of `canonicalJson(value)`. */
export const fingerprint = (value: unknown): Promise<string> => sha256Hex(canonicalJson(value))
