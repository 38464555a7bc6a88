import type { IntegrationMode, OriginationStage } from '@/lib/domain'
import { session } from '@/lib/storage'

/**
 * What is known of a WITH_CONSENT merchant's data-sharing consent (issue 16). The contract has no
 * call that reads it back, so the app keeps what it learned this session: the shop ids whose
 * consent was granted. Kept in sessionStorage (no personal data: shop ids only), so a reload
 * remembers it; a new session starts from the server's stage again.
 */
export const CONSENT_STORAGE_KEY = 'cc.data-consent.v1'

function grantedShops(): string[] {
  try {
    const saved: unknown = JSON.parse(session.get(CONSENT_STORAGE_KEY) ?? '[]')
    return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

export const consentMemory = {
  granted(shopId: string) {
    const shops = grantedShops()
    if (!shops.includes(shopId)) session.set(CONSENT_STORAGE_KEY, JSON.stringify([...shops, shopId]))
  },
  isGranted: (shopId: string) => grantedShops().includes(shopId),
  /** The session ended: nothing of it is kept. */
  cleared() {
    session.remove(CONSENT_STORAGE_KEY)
  },
}

/**
 * Must the merchant give the data-sharing consent before the application form? Only a WITH_CONSENT
 * partner's merchant starting a new application (the pre-offer stage) whose consent this session has
 * not seen. Correcting an application in ERROR needs none: it was given before that application.
 */
export function needsDataConsent(input: {
  mode: IntegrationMode | null
  stage: OriginationStage | null
  shopId: string | null
}): boolean {
  if (input.mode !== 'WITH_CONSENT' || input.stage !== 'PRE_OFFER' || !input.shopId) return false
  return !consentMemory.isGranted(input.shopId)
}
