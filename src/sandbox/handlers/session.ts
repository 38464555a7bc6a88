import { z } from '@/lib/zod'
import { http } from 'msw'
import type { ShopRecord } from '../db'
import { findScenario } from '../scenarios'
import { mintToken, readToken } from '../tokens'
import { loginQuerySchema, refreshBodySchema } from '../validation'
import { notFound, problem, readJson } from './common'
import { answer } from './answers'
import type { Middleware } from './middleware'

/** A session token for a scenario's shop, with the scenario's lifetime. */
export function sessionToken(scenarioId: string, shop: ShopRecord, now = Date.now()): string {
  const scenario = findScenario(scenarioId)
  return mintToken(
    {
      sub: `user_${scenarioId}`,
      shopId: shop.id,
      merchantId: shop.merchantId,
      ...(scenario?.partnerlessToken ? {} : { partnerId: shop.partnerId }),
      scenario: scenarioId,
    },
    scenario?.tokenTtlSeconds ?? 8 * 3600,
    now,
  )
}

/** Session: token refresh, login by a partner's token, the merchant and the shop. */
export function sessionHandlers({ db, api, authed }: Middleware) {
  const notRefreshable = () =>
    problem(401, 'TOKEN_NOT_REFRESHABLE', 'This session can no longer be refreshed.')
  return [
    http.post(api('/v2/users/token/refresh'), async ({ request }) => {
      const body = z.safeParse(refreshBodySchema, await readJson(request))
      const claims = body.success ? readToken(body.data.token) : null
      if (!claims || claims.exp * 1000 <= db.now().getTime()) return notRefreshable()
      if (findScenario(claims.scenario)?.refreshFails) return notRefreshable()
      const { iat, exp, jti: _jti, ...rest } = claims
      return answer('token', { token: mintToken(rest, exp - iat, db.now().getTime()) })
    }),
    http.get(api('/v2/users/login'), ({ request }) => {
      const query = z.safeParse(loginQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
      const scenario = query.success ? findScenario(query.data.token.slice('login-'.length)) : undefined
      const shop = scenario ? db.state.shops[`shop_${scenario.id}`] : undefined
      if (!scenario || !shop) return problem(401, 'INVALID_LOGIN_TOKEN', 'This sign-in link is not valid.')
      return answer('login', {
        token: sessionToken(scenario.id, shop, db.now().getTime()),
        shopId: shop.id,
      })
    }),
    http.get(
      api('/v2/merchants/:merchantId'),
      authed(({ params, shop }) => {
        const merchant = db.state.merchants[String(params.merchantId)]
        if (!merchant || merchant.id !== shop.merchantId) return notFound('Merchant')
        return answer('merchant', merchant)
      }),
    ),
    http.get(
      api('/v2/shops/:shopId'),
      authed(({ shop }) => {
        const hasPastLoans = Object.values(db.state.loans).some(
          (l) => l.shopId === shop.id && l.closedAt !== null,
        )
        return answer('shop', {
          id: shop.id,
          merchantId: shop.merchantId,
          name: shop.name,
          establishmentDate: shop.establishmentDate,
          hasPastLoans,
        })
      }),
    ),
  ]
}
