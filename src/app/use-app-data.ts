import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useSessionStore } from '@/features/session/store/session-store'
import type { ApiError } from '@/lib/api-error'
import { useLocale } from '@/lib/i18n/runtime'
import { isActive, isClosed, isPendingFunding } from '@/lib/loan-status'
import { bootQueries } from './boot-queries'
import { type HomeInput, resolveHome } from './home-rules'
import { stageQueries } from './stage-queries'

export type AppDataFailure = 'session' | 'load' | 'config'

/**
 * Everything the shell needs (spec §2, §7): the boot queries (`boot-queries.ts`, already started by
 * `boot.ts` before the first render) and the stage query (pre-offer, application, offer or loan),
 * which follows the origination state.
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
  const shopId = session.shopId ?? ''

  const base = { signedIn, shopId, partnerId: session.partnerId }
  const shop = useQuery(bootQueries(base).shop)
  const queries = bootQueries({ ...base, merchantId: session.merchantId ?? shop.data?.merchantId })
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
  // A disabled query still returns what it cached in an earlier stage: only the current stage counts.
  const current = <T>(query: { data: T | undefined }, enabled: boolean): T | null =>
    enabled ? (query.data ?? null) : null
  const stagePreOffer = current(preOffer, stage.preOffer.enabled)
  const stageApplication = current(application, stage.application.enabled)
  const stageOffer = current(offer, stage.offer.enabled)
  const stageLoan = current(loan, stage.loan.enabled)

  // spec §8: these failing sends the merchant to /error. Renewals only feed a banner: they may fail.
  const required = [theme, settings, origination, shop, merchant, loans, preOffer, application, offer, loan]
  const error: ApiError | null = required.find((q) => q.isError)?.error ?? null
  // Before the session is known (a partner's login token being exchanged) the loader shows too, and,
  // before the first screen, while the partner's default language loads: that screen shows in the
  // language it will keep. A later switch (the footer's) keeps the screen, and what was typed in it.
  const locale = useLocale()
  const [shown, setShown] = useState(false)
  const loading =
    !session.initialized ||
    (signedIn && required.some((q) => q.isPending && q.fetchStatus !== 'idle')) ||
    (!shown && locale.wanted !== locale.active && !locale.failed)
  const stageLoaded =
    origination.isSuccess &&
    [preOffer, application, offer, loan].every((q) => !q.isPending || q.fetchStatus === 'idle')

  let failure: AppDataFailure | null = null
  if (session.initialized && !session.isAuthenticated) failure = 'session'
  // An empty partner config explains any other failure of that partner (its settings 404 too).
  else if (theme.isSuccess && theme.data === null) failure = 'config'
  else if (error) failure = error.status === 401 ? 'session' : 'load'

  const loanList = loans.data ?? []
  const stageName = origination.data?.state
  const hasActiveLoan = loanList.some((l) => isActive(l.state))
  const hasPastLoans = Boolean(shop.data?.hasPastLoans) || loanList.some((l) => isClosed(l.state))
  // An origination in progress: applying, an offer to decide on, or a loan still being funded. A
  // closed loan (paid off, charged off, cancelled, rejected) is not a pending offer.
  const hasPendingOffer =
    stageName === 'PRE_OFFER' ||
    stageName === 'APPLICATION' ||
    stageName === 'OFFER' ||
    (stageName === 'LOAN' && loan.data !== undefined && isPendingFunding(loan.data.state))

  // Once a screen has shown, later language switches never bring the loader back (React's
  // "adjust state while rendering": no extra commit with the loader).
  if (!loading && !shown) setShown(true)
  const ready =
    !loading &&
    failure === null &&
    theme.isSuccess &&
    settings.isSuccess &&
    stageLoaded &&
    shop.isSuccess &&
    loans.isSuccess
  const home =
    failure !== null
      ? '/error'
      : ready && origination.data
        ? resolveHome({
            failed: false,
            stage: origination.data.state,
            application: stageApplication
              ? {
                  state: stageApplication.state,
                  creditFreezeDetected: stageApplication.applicant.creditFreezeDetected,
                }
              : null,
            offer: stageOffer ? { id: stageOffer.id } : null,
            loan: stageLoan ? { state: stageLoan.state } : null,
            mode: theme.data?.config.mode.name ?? 'FULL_INTEGRATION',
            hasPastLoans,
          } satisfies HomeInput)
        : null

  return {
    loading,
    ready,
    failure,
    error,
    home,
    /** Refetch whatever failed (the error screen's "Try again"). */
    retry: () => Promise.all(required.filter((q) => q.isError).map((q) => q.refetch())),
    flags: { hasPendingOffer, hasActiveLoan, hasPastLoans },
    theme: theme.data ?? null,
    settings: settings.data ?? null,
    origination: origination.data ?? null,
    shop: shop.data ?? null,
    merchant: merchant.data ?? null,
    loans: loanList,
    renewals: renewals.data ?? [],
    preOffer: stagePreOffer,
    application: stageApplication,
    offer: stageOffer,
    loan: stageLoan,
  }
}

export type AppData = ReturnType<typeof useAppData>
