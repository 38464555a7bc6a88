import { applicationQueries } from '@/features/application/api/application-api'
import { loanQueries } from '@/features/loans/api/loans-api'
import { partnerQueries } from '@/features/partners/api/partners-api'
import { sessionQueries } from '@/features/session/api/session-api'
import type { SessionState } from '@/features/session/store/session-store'

/** The part of the session the shell's queries are built from. */
export type ShellSession = Pick<SessionState, 'isAuthenticated' | 'shopId' | 'partnerId' | 'merchantId'>

/**
 * The one list of what every merchant screen needs (spec §2, §7): the partner's theme and settings,
 * the origination state, shop, merchant, loans and renewals, as complete `useQuery` options. The
 * shell's loader primes them (`loaders.ts`) and the shell reads them (`use-app-data.ts`), both from
 * here. The merchant is the token's, or else the shop's once the shop has loaded (`shop`). The stage
 * query follows the origination state (`stage-queries.ts`).
 *
 * `retryOnMount: false`: a call that failed before the shell first reads it (in the loader) is
 * shown as it failed, and the error screen's "Try again" asks again, rather than the shell quietly
 * sending it again as it mounts.
 */
export function shellQueries(session: ShellSession, shop?: { merchantId: string }) {
  const signedIn = session.isAuthenticated && session.shopId !== null
  const shopId = session.shopId ?? ''
  const merchantId = session.merchantId ?? shop?.merchantId ?? ''
  const on = { enabled: signedIn, retryOnMount: false } as const
  return {
    theme: { ...partnerQueries.theme(session.partnerId), ...on },
    settings: { ...partnerQueries.settings(session.partnerId), ...on },
    origination: { ...applicationQueries.origination(shopId), ...on },
    shop: { ...sessionQueries.shop(shopId), ...on },
    merchant: { ...sessionQueries.merchant(merchantId), ...on, enabled: signedIn && merchantId !== '' },
    loans: { ...loanQueries.list(shopId), ...on },
    renewals: { ...loanQueries.renewals(shopId), ...on },
  }
}
