import { apiGet, apiSend, path, schemaLoader } from '@/lib/api-client'
import { queryFactory } from '@/lib/query-factory'
import type { ApplicationBody } from './schemas'

/** This feature's response schemas, loaded beside the first call's data (decision 0007). */
const schema = schemaLoader(() => import('./schemas'))

export function fetchOrigination(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/originations/${shopId}/state`, schema('originationSchema'), { signal })
}

export function fetchPreOffer(preOfferId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/pre-offers/${preOfferId}`, schema('preOfferSchema'), { signal })
}

export function fetchApplication(applicationId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/applications/${applicationId}`, schema('applicationSchema'), { signal })
}

/** First submission: creates the application from the pre-offer. */
export function submitApplication(preOfferId: string, body: ApplicationBody, idempotencyKey: string) {
  return apiSend('POST', path`/v2/pre-offers/${preOfferId}/application`, schema('applicationSchema'), {
    data: body,
    idempotencyKey,
  })
}

/** Later submissions: a new revision of the existing application. */
export function resubmitApplication(applicationId: string, body: ApplicationBody, idempotencyKey: string) {
  return apiSend('PUT', path`/v2/applications/${applicationId}`, schema('applicationSchema'), {
    data: body,
    idempotencyKey,
  })
}

export function refreshCreditFreeze(applicationId: string) {
  return apiSend(
    'POST',
    path`/v2/applications/${applicationId}/refresh-credit-freeze`,
    schema('applicationSchema'),
  )
}

export function createPlaidLinkToken(shopId: string) {
  return apiSend('POST', '/v1/banking-insights/plaid/connect/token/create', schema('plaidLinkTokenSchema'), {
    data: { shopId, products: ['auth', 'transactions'] },
  })
}

export function exchangePlaidPublicToken(shopId: string, publicToken: string) {
  return apiSend('POST', '/v1/banking-insights/plaid/connect/token/exchange', schema('plaidExchangeSchema'), {
    data: { shopId, publicToken },
  })
}

export function fetchLinkedAccounts(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v1/banking-insights/shops/${shopId}/accounts`, schema('linkedAccountsSchema'), {
    signal,
  })
}

const queries = queryFactory('application')

export const applicationQueries = {
  all: queries.all,
  origination: queries.query('origination', fetchOrigination),
  preOffer: queries.query('pre-offer', fetchPreOffer),
  detail: queries.query('detail', fetchApplication),
  linkedAccounts: queries.query('linked-accounts', fetchLinkedAccounts),
}
