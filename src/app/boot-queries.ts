import { applicationQueries } from '@/features/application/api/application-api'
import { loanQueries } from '@/features/loans/api/loans-api'
import { partnerQueries } from '@/features/partners/api/partners-api'
import { sessionQueries } from '@/features/session/api/session-api'

/** Who is signed in, as far as the shell's queries care. */
export interface BootSession {
  signedIn: boolean
  shopId: string
  partnerId: string | null
  /** From the token, or else from the shop once it has loaded (unknown until then). */
  merchantId?: string | null
}

/**
 * The one list of what every screen needs (spec §2, §7): partner theme and settings, origination
 * state, shop, merchant, loans and renewals, as complete `useQuery` options. The shell reads them
 * (`use-app-data.ts`) and the boot starts them before the first render (`boot.ts`), so the two can
 * never ask for different things. The stage query follows the origination state (`stage-queries.ts`).
 */
export function bootQueries({ signedIn, shopId, partnerId, merchantId }: BootSession) {
  const merchant = merchantId ?? ''
  return {
    theme: bootLoad(partnerQueries.theme(partnerId), signedIn),
    settings: bootLoad(partnerQueries.settings(partnerId), signedIn),
    origination: bootLoad(applicationQueries.origination(shopId), signedIn),
    shop: bootLoad(sessionQueries.shop(shopId), signedIn),
    merchant: bootLoad(sessionQueries.merchant(merchant), signedIn && merchant !== ''),
    loans: bootLoad(loanQueries.list(shopId), signedIn),
    renewals: bootLoad(loanQueries.renewals(shopId), signedIn),
  }
}

/**
 * A query the boot starts before the first render (`boot.ts`), as the shell reads it:
 * - nothing a render does cancels it: its call gets a signal that never aborts, so a screen that
 *   unmounts while it is on its way (React's StrictMode does so on purpose) does not send it twice.
 *   Only the session's end drops it (`removeQueries`, provider.tsx);
 * - it may already have failed, after its retries, when the shell first reads it: the shell then
 *   shows that failure, whose "Try again" asks again, instead of quietly sending it again on mount.
 */
export function bootLoad<T extends { queryFn?: unknown }>(
  options: T,
  enabled: boolean,
): T & { enabled: boolean; retryOnMount: false } {
  const queryFn = options.queryFn
  if (typeof queryFn !== 'function') return { ...options, enabled, retryOnMount: false }
  return {
    ...options,
    enabled,
    retryOnMount: false,
    queryFn: (context: { client: unknown; queryKey: unknown; meta: unknown }) =>
      (queryFn as (c: object) => unknown)({
        client: context.client,
        queryKey: context.queryKey,
        meta: context.meta,
        signal: new AbortController().signal,
      }),
  }
}
