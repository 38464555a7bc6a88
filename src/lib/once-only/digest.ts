/**
 * What the merchant confirmed, as a digest that survives a reload (docs/decisions/0013). Storage
 * keeps only this SHA-256 hex, salted with the intent's own key: never the body, the typed name or
 * the amount in words, and the same content gives another digest under another intent.
 */

/** The same JSON for the same content, whatever the order of its object keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const fields = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`)
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value ?? null) ?? 'null'
}

/** SHA-256 (hex) of the intent key and the confirmed content (the Web Crypto API, as `randomUUID`). */
export async function digestOf(key: string, content: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${key}\n${canonicalJson(content)}`),
  )
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
}
