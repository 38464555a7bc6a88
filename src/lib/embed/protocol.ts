/**
 * The messages between Credit Connect in a partner's iframe and the partner page (docs/embedding.md).
 * Pure: no window here, so every rule is unit-tested.
 */

import {
  APP_SOURCE,
  type AppEventType,
  type AppEvents,
  type AppMessage,
  HOST_SOURCE,
  PROTOCOL_VERSION,
} from '@credit-connect/embed'
import { isShopId } from '@/lib/shop-id'

// One protocol for both sides: the partner library (packages/embed) defines the messages and their
// version; the app sends and reads exactly those.
export { APP_SOURCE, HOST_SOURCE, PROTOCOL_VERSION }
export type { AppEventType, AppEvents, AppMessage }

export function appMessage<T extends AppEventType>(type: T, payload: AppEvents[T]): AppMessage<T> {
  return { source: APP_SOURCE, version: PROTOCOL_VERSION, type, payload }
}

/**
 * The one message the app accepts: a fresh session token, or a partner's one-time login token to
 * exchange (and optionally the shop it is for).
 */
export interface SetTokenMessage {
  type: 'set-token'
  token: string
  shopId: string | null
}

const JWT_SHAPE = /^[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*$/
/** A one-time login token: an opaque, URL-safe code (the app exchanges it; docs/decisions/0006). */
const LOGIN_TOKEN_SHAPE = /^[A-Za-z0-9_.~-]{8,512}$/
const MAX_TOKEN_LENGTH = 8_192

/**
 * Reads a partner page's message. Anything but `{ source: 'credit-connect-host', type: 'set-token',
 * token: <JWT-shaped string or login token>, shopId?: <id> }` is null: it is ignored, never half-applied.
 */
export function parseHostMessage(data: unknown): SetTokenMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const message = data as Record<string, unknown>
  if (message.source !== HOST_SOURCE || message.type !== 'set-token') return null
  // Versioned both ways: another version is ignored; none at all is read as version 1.
  if (message.version !== undefined && message.version !== PROTOCOL_VERSION) return null
  const { token, shopId } = message
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null
  if (!JWT_SHAPE.test(token) && !LOGIN_TOKEN_SHAPE.test(token)) return null
  if (shopId !== undefined && shopId !== null && !isShopId(shopId)) {
    return null
  }
  return { type: 'set-token', token, shopId: typeof shopId === 'string' ? shopId : null }
}

/**
 * The origins the app talks to: the signed-in partner's when it is known, otherwise every
 * configured partner's (a message to an origin that is not the parent's is dropped by the browser,
 * so this never reaches anyone else). Never `'*'`.
 */
export function targetOrigins(
  partnerOrigins: Readonly<Record<string, readonly string[]>>,
  partnerId: string | null,
): string[] {
  if (partnerId !== null) return [...(partnerOrigins[partnerId] ?? [])]
  return [...new Set(Object.values(partnerOrigins).flat())]
}

/**
 * Exact match only: `https://pos.acme.example` does not admit `https://pos.acme.example.evil.test`,
 * `http://pos.acme.example`, `https://pos.acme.example:444`, `https://xpos.acme.example` or `null`.
 */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && origin !== '*' && allowed.includes(origin)
}

/** Which partner ids a given origin belongs to. */
export function partnersForOrigin(
  partnerOrigins: Readonly<Record<string, readonly string[]>>,
  origin: string,
): string[] {
  return Object.entries(partnerOrigins)
    .filter(([, origins]) => isAllowedOrigin(origin, origins))
    .map(([partnerId]) => partnerId)
}
