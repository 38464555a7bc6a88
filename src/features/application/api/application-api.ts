import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiSend, path } from '@/lib/api-client'
import {
  type ApplicationBody,
  applicationSchema,
  linkedAccountsSchema,
  originationSchema,
  plaidExchangeSchema,
  plaidLinkTokenSchema,
  preOfferSchema,
} from './schemas'

export function fetchOrigination(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/originations/${shopId}/state`, originationSchema, { signal })
}

export function fetchPreOffer(preOfferId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/pre-offers/${preOfferId}`, preOfferSchema, { signal })
}

export function fetchApplication(applicationId: string, signal?: AbortSignal) {
  return apiGet(path`/v2/applications/${applicationId}`, applicationSchema, { signal })
}

/** First submission: creates the application from the pre-offer. */
export function submitApplication(preOfferId: string, body: ApplicationBody, idempotencyKey: string) {
  return apiSend('POST', path`/v2/pre-offers/${preOfferId}/application`, applicationSchema, {
    data: body,
    idempotencyKey,
  })
}

/** Later submissions: a new revision of the existing application. */
export function resubmitApplication(applicationId: string, body: ApplicationBody, idempotencyKey: string) {
  return apiSend('PUT', path`/v2/applications/${applicationId}`, applicationSchema, {
    data: body,
    idempotencyKey,
  })
}

export function refreshCreditFreeze(applicationId: string) {
  return apiSend('POST', path`/v2/applications/${applicationId}/refresh-credit-freeze`, applicationSchema)
}

export function createPlaidLinkToken(shopId: string) {
  return apiSend('POST', '/v1/banking-insights/plaid/connect/token/create', plaidLinkTokenSchema, {
    data: { shopId, products: ['auth', 'transactions'] },
  })
}

export function exchangePlaidPublicToken(shopId: string, publicToken: string) {
  return apiSend('POST', '/v1/banking-insights/plaid/connect/token/exchange', plaidExchangeSchema, {
    data: { shopId, publicToken },
  })
}

export function fetchLinkedAccounts(shopId: string, signal?: AbortSignal) {
  return apiGet(path`/v1/banking-insights/shops/${shopId}/accounts`, linkedAccountsSchema, { signal })
}

export const applicationQueries = {
  all: () => ['application'] as const,
  origination: (shopId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'origination', shopId],
      queryFn: ({ signal }) => fetchOrigination(shopId, signal),
    }),
  preOffer: (preOfferId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'pre-offer', preOfferId],
      queryFn: ({ signal }) => fetchPreOffer(preOfferId, signal),
    }),
  detail: (applicationId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'detail', applicationId],
      queryFn: ({ signal }) => fetchApplication(applicationId, signal),
    }),
  linkedAccounts: (shopId: string) =>
    queryOptions({
      queryKey: [...applicationQueries.all(), 'linked-accounts', shopId],
      queryFn: ({ signal }) => fetchLinkedAccounts(shopId, signal),
    }),
}
