import { apiSendNoContent, path } from '@/lib/api-client'
import type { CheckType } from '@/lib/domain'

export interface ConsentGrant {
  type: CheckType
  accepted: boolean
  acceptedAt: string
}

/** WITH_CONSENT partners: the merchant's data-sharing consent, before the application. Answers 204. */
export function grantDataConsent(shopId: string, consents: ConsentGrant[]) {
  return apiSendNoContent('POST', path`/v2/shops/${shopId}/grant-data-consent`, { data: { consents } })
}
