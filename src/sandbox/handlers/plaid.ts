import { addDays } from '@/lib/dates'
import { http, HttpResponse } from 'msw'
import { PLAID_SCRIPT_URL, PLAID_STUB_SCRIPT } from '../plaid-stub'
import { plaidExchangeBodySchema } from '../validation'
import { fieldsOf, readJson, parseRequest, validationProblem } from './common'
import { answer } from './answers'
import type { Middleware } from './middleware'

/** Plaid: the Link script stub, the link token, the public-token exchange and the linked accounts. */
export function plaidHandlers({ db, api, authed, changed }: Middleware) {
  return [
    http.get(
      PLAID_SCRIPT_URL,
      () => new HttpResponse(PLAID_STUB_SCRIPT, { headers: { 'Content-Type': 'text/javascript' } }),
    ),
    http.post(
      api('/v1/banking-insights/plaid/connect/token/create'),
      authed(({ shop }) =>
        answer('plaidLinkToken', {
          linkToken: `link-sandbox-${shop.id}`,
          expiration: addDays(db.now(), 1).toISOString(),
        }),
      ),
    ),
    http.post(
      api('/v1/banking-insights/plaid/connect/token/exchange'),
      authed(async ({ request, shop }) => {
        const parsed = parseRequest(plaidExchangeBodySchema, fieldsOf(await readJson(request)))
        if (!parsed.success) {
          return validationProblem(parsed.error.issues, 'The bank link could not be completed.')
        }
        shop.plaidLinked = true
        changed()
        return answer('plaidExchange', { status: 'LINKED' })
      }),
    ),
    http.get(
      api('/v1/banking-insights/shops/:shopId/accounts'),
      authed(({ shop }) =>
        answer(
          'linkedAccounts',
          shop.plaidLinked
            ? [
                {
                  accountId: `acc_${shop.scenario}`,
                  name: 'Business Checking',
                  mask: '7781',
                  type: 'depository',
                  subtype: 'checking',
                },
              ]
            : [],
        ),
      ),
    ),
  ]
}
