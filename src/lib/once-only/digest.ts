import { canonicalJson, sha256Hex } from '../digest'

/**
 * What the merchant confirmed, as a digest that survives a reload (docs/decisions/0013). Storage
 * keeps only this SHA-256 hex, salted with the intent's own key: never the body, the typed name or
 * the amount in words, and the same content gives another digest under another intent.
 */
export function digestOf(key: string, content: unknown): Promise<string> {
  return sha256Hex(`${key}\n${canonicalJson(content)}`)
}
