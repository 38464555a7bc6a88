/**
 * The one shape of a shop id that comes from outside the app: a launch link, a partner's message,
 * a token's `shopId` claim, the login answer or storage. Letters, digits, `_` and `-`, at most 64:
 * `.`, `..`, `/`, `%` or a query never reach an API path (docs/decisions/0006). The session checks
 * it where a session starts (`sessionActions.started`); the partner bridge where a message arrives.
 */
export const SHOP_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

export function isShopId(value: unknown): value is string {
  return typeof value === 'string' && SHOP_ID_PATTERN.test(value)
}
