import { apiGet, apiSend, path, schemaLoader } from '@/lib/api-client'
import { queryFactory } from '@/lib/query-factory'
import { currentGeneration, sessionActions } from '../store/session-store'

/** This feature's response schemas, loaded beside the first call's data (decision 0007). */
const schema = schemaLoader(() => import('./schemas'))

/**
 * Token refresh: the current token in the body, a new one back. It bypasses the session hooks, so a
 * failing refresh can never trigger another refresh (reliability §1.3).
 */
export async function refreshToken(current: string): Promise<string> {
  const body = await apiSend('POST', '/v2/users/token/refresh', schema('tokenResponseSchema'), {
    data: { token: current },
    withoutSession: true,
    token: current,
  })
  return body.token
}

/** Login by token: exchanges a partner's one-time login token for a session token and shop id. */
export function loginByToken(loginToken: string, signal?: AbortSignal) {
  return apiGet('/v2/users/login', schema('loginResponseSchema'), {
    params: { token: loginToken },
    withoutSession: true,
    signal,
  })
}

export function fetchMerchant(merchantId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/merchants/${merchantId}`, schema('merchantSchema'), { signal })
}

/**
 * The session's shop. It must be the token's merchant's (`sessionActions.shopLoaded`): another
 * merchant's ends the session, and its answer never reaches the cache or the screen.
 */
export async function fetchShop(shopId: string, signal?: AbortSignal) {
  const sentFor = currentGeneration()
  const shop = await apiGet(path`/v2/shops/${shopId}`, schema('shopSchema'), { signal })
  if (!sessionActions.shopLoaded(shop, sentFor)) throw new Error('The shop is not the signed-in merchant’s')
  return shop
}

const queries = queryFactory('session')

export const sessionQueries = {
  all: queries.all,
  merchant: queries.query('merchant', fetchMerchant),
  shop: queries.query('shop', fetchShop),
}
