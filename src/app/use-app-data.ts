import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useSessionStore } from '@/features/session/store/session-store'
import { bankDisplayName, partnerDisplayName } from '@/lib/copy'
import { useLocale } from '@/lib/i18n/runtime'
import { shellQueries } from './shell-queries'
import { REQUIRED, shellView } from './shell-view'
import { stageQueries } from './stage-queries'

/**
 * Everything the shell needs (spec §2, §7), read with `useQuery`: the shell's queries
 * (`shell-queries.ts`) and the stage query (pre-offer, application, offer or loan), which follows the
 * origination state. The router's loaders have primed them (`loaders.ts`): on a first visit the
 * shell renders with them in the cache.
 */
export function useAppData() {
  const session = useSessionStore(
    useShallow((s) => ({
      initialized: s.initialized,
      isAuthenticated: s.isAuthenticated,
      shopId: s.shopId,
      merchantId: s.merchantId,
      partnerId: s.partnerId,
    })),
  )
  const signedIn = session.isAuthenticated && session.shopId !== null

  const shop = useQuery(shellQueries(session).shop)
  const queries = shellQueries(session, shop.data)
  const theme = useQuery(queries.theme)
  const settings = useQuery(queries.settings)
  const origination = useQuery(queries.origination)
  const merchant = useQuery(queries.merchant)
  const loans = useQuery(queries.loans)
  const renewals = useQuery(queries.renewals)

  const stage = stageQueries(origination.data)
  const preOffer = useQuery(stage.preOffer)
  const application = useQuery(stage.application)
  const offer = useQuery(stage.offer)
  const loan = useQuery(stage.loan)

  const seen = {
    theme,
    settings,
    origination,
    shop,
    merchant,
    loans,
    renewals,
    preOffer,
    application,
    offer,
    loan,
  }
  const view = shellView(session, seen, {
    preOffer: stage.preOffer.enabled,
    application: stage.application.enabled,
    offer: stage.offer.enabled,
    loan: stage.loan.enabled,
  })
  const required = REQUIRED.map((name) => seen[name])

  // Before the session is known (a partner's login token being exchanged) the loader shows too, and,
  // before the first screen, while the partner's default language loads: that screen shows in the
  // language it will keep. A later switch (the footer's) keeps the screen, and what was typed in it.
  const locale = useLocale()
  const [shown, setShown] = useState(false)
  const loading =
    !session.initialized ||
    (signedIn && required.some((q) => q.isPending && q.fetchStatus !== 'idle')) ||
    (!shown && locale.wanted !== locale.active && !locale.failed)
  // Once a screen has shown, later language switches never bring the loader back (React's
  // "adjust state while rendering": no extra commit with the loader).
  if (!loading && !shown) setShown(true)
  const ready = !loading && view.loaded

  return {
    loading,
    ready,
    failure: view.failure,
    error: view.error,
    home: view.failure ? view.home : ready ? view.home : null,
    /** Refetch whatever failed (the error screen's "Try again"). */
    retry: () => Promise.all(required.filter((q) => q.isError).map((q) => q.refetch())),
    flags: view.flags,
    /**
     * The copy values every screen fills its templates with (`fillCopy`): the partner's and the
     * bank's display names, or their one fallback each (src/lib/copy.ts), in the language on screen.
     */
    copy: {
      partnerName: partnerDisplayName(theme.data?.partnerName),
      bankName: bankDisplayName(settings.data?.bankName),
    },
    theme: theme.data ?? null,
    settings: settings.data ?? null,
    origination: origination.data ?? null,
    shop: shop.data ?? null,
    merchant: merchant.data ?? null,
    loans: loans.data ?? [],
    renewals: renewals.data ?? [],
    preOffer: view.preOffer,
    application: view.application,
    offer: view.offer,
    loan: view.loan,
  }
}

export type AppData = ReturnType<typeof useAppData>
