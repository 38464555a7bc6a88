import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { type LoaderFunction, redirect } from 'react-router-dom'
import { paths } from '@/config/paths'
import { creditViewQueries } from '@/features/loans/api/loans-api'
import { offerQueries } from '@/features/offers/api/offers-api'
import type { PartnerTheme } from '@/features/partners/api/schemas'
import { applyTheme } from '@/features/partners/theme'
import { type SessionState, useSessionStore } from '@/features/session/store/session-store'
import type { ApiError } from '@/lib/api-error'
import { setPartnerDefault } from '@/lib/i18n/runtime'
import { possibleHomes } from './home-rules'
import { shellQueries } from './shell-queries'
import { type Seen, type ShellSeen, shellView } from './shell-view'
import { stageQueries } from './stage-queries'
import { loadDocumentFonts } from './use-document-font'

/**
 * The router's loaders (React Router's data APIs with TanStack Query, as their authors document
 * them): each primes the query cache from the same `queryOptions` the screens read with `useQuery`,
 * and the router loads a screen's code (`lazy`) beside them.
 * - The shell's loader: the session's calls (`shell-queries.ts`) all leave at once; the stage query
 *   the moment the origination state arrives (`stage-queries.ts`); the merchant once the shop names
 *   it (when the token did not); the partner's colours, font and default language the moment the
 *   theme arrives. The first screen renders with all of it in the cache.
 * - `/`: the home rules (`home-rules.ts`) on what the shell loaded, as a redirect; the code of every
 *   screen the stage can land on, and their own data, load while the stage's answer travels.
 * - A screen whose own data follows the shell's (the summary, the disclosure): that data, the moment
 *   what it needs has arrived, without holding the screen back (it shows its own loading and errors).
 * A loader's failed call never throws: the shell shows it (/error, spec §8). The session is read when
 * the loaders run: `followSession` runs them again when it changes.
 */
export interface Loaders {
  shell: LoaderFunction
  home: LoaderFunction
  /** The loaders of the screens whose own data follows the shell's, by path. */
  screens: Partial<Record<string, () => Promise<null>>>
}

/** A query option as the factories make them, with the `enabled` flag the shell's queries carry. */
type Loadable<T, K extends QueryKey> = EnsureQueryDataOptions<T, ApiError, T, K> & { enabled?: boolean }

/**
 * A query's data once it has arrived (asked for now unless the cache has it), or undefined if it is
 * off or failed. A failure already in the cache is not asked again here: the shell shows it, and its
 * "Try again" asks again.
 */
function load<T, K extends QueryKey>(client: QueryClient, options: Loadable<T, K>): Promise<T | undefined> {
  if (options.enabled === false) return Promise.resolve(undefined)
  const state = client.getQueryState(options.queryKey)
  if (state?.status === 'error' && state.data === undefined && state.fetchStatus === 'idle')
    return Promise.resolve(undefined)
  return client.ensureQueryData(options).catch(() => undefined)
}

/** Which session the loaders loaded for: another one runs them again (`followSession`). */
export function sessionKey(
  s: Pick<SessionState, 'initialized' | 'isAuthenticated' | 'shopId' | 'partnerId' | 'merchantId'>,
) {
  return [s.initialized, s.isAuthenticated, s.shopId, s.partnerId, s.merchantId].join('|')
}

/**
 * Primes everything the shell reads, for the session as it is now, and resolves once all of it has
 * answered (or failed): nothing when the session is not known yet (a hand-over, a login token being
 * exchanged) or signed out.
 */
async function loadShell(client: QueryClient): Promise<void> {
  const session = useSessionStore.getState()
  const queries = shellQueries(session)
  if (!session.initialized || !queries.origination.enabled) return
  const theme = load(client, queries.theme).then(showTheme)
  const stage = load(client, queries.origination).then((origination) => {
    const stage = stageQueries(origination)
    return Promise.all([
      load(client, stage.preOffer),
      load(client, stage.application),
      load(client, stage.offer),
      load(client, stage.loan),
    ])
  })
  const shop = load(client, queries.shop)
  // The merchant is the token's, or else the one the shop names.
  const merchant = queries.merchant.enabled
    ? load(client, queries.merchant)
    : shop.then((s) => s && load(client, shellQueries(session, s).merchant))
  await Promise.all([
    theme,
    stage,
    shop,
    merchant,
    load(client, queries.settings),
    load(client, queries.loans),
    load(client, queries.renewals),
  ])
}

/**
 * The partner's theme, the moment it arrives: its colours go on the page (contrast-guarded) with its
 * font (`applyTheme`; the shell then counts it as applied from its first render), and its default
 * language, if it names one, loads (unless the merchant chose one: lib/i18n/runtime.ts). Neither
 * failing stops the screen: the default theme stays legible, and the language on screen stays.
 */
async function showTheme(theme: PartnerTheme | null | undefined): Promise<void> {
  await Promise.all([
    theme ? applyTheme(theme).catch(() => undefined) : undefined,
    setPartnerDefault(theme?.config.defaultLocale ?? null).catch(() => undefined),
  ])
}

/** The shell's queries and the stage query as the cache has them now (`Seen`). */
function seenInCache(client: QueryClient, session: SessionState) {
  const queries = shellQueries(session)
  const seen = <T>(options: { queryKey: QueryKey }): Seen<T> => {
    const state = client.getQueryState<T, ApiError>(options.queryKey)
    return state
      ? { status: state.status, fetchStatus: state.fetchStatus, data: state.data, error: state.error }
      : { status: 'pending', fetchStatus: 'idle', data: undefined, error: null }
  }
  const shop = seen<NonNullable<ShellSeen['shop']['data']>>(queries.shop)
  const origination = seen<NonNullable<ShellSeen['origination']['data']>>(queries.origination)
  const stage = stageQueries(origination.data)
  const all: ShellSeen = {
    theme: seen(queries.theme),
    settings: seen(queries.settings),
    origination,
    shop,
    merchant: seen(shellQueries(session, shop.data).merchant),
    loans: seen(queries.loans),
    renewals: seen(queries.renewals),
    preOffer: seen(stage.preOffer),
    application: seen(stage.application),
    offer: seen(stage.offer),
    loan: seen(stage.loan),
  }
  return shellView(session, all, {
    preOffer: stage.preOffer.enabled,
    application: stage.application.enabled,
    offer: stage.offer.enabled,
    loan: stage.loan.enabled,
  })
}

/**
 * The loaders, for `client`'s cache; `preloadRoute` starts a screen's code without showing it.
 * A link to `/` starts, while the stage's answer travels, the code of every screen the stage can land
 * on and the data of those that have their own (what React Router calls prefetching a route: its
 * module and its loader's data).
 */
export function createLoaders(client: QueryClient, preloadRoute: (path: string) => void): Loaders {
  const queries = () => shellQueries(useSessionStore.getState())
  /** The origination state once it has arrived (the shell's loader asks for it, or has). */
  const origination = () => load(client, queries().origination)
  /** A document screen's fonts load with its data, once the theme is known. */
  const documentFonts = () => void load(client, queries().theme).then((t) => t && loadDocumentFonts(t))
  const screens: Loaders['screens'] = {
    /** The summary: the loan, its payments and the shop's bank accounts (the screen shows its own loading). */
    [paths.creditView]: async () => {
      const o = await origination()
      if (o?.state === 'LOAN' && o.loanId) {
        const screen = creditViewQueries(o.loanId, useSessionStore.getState().shopId ?? '')
        void client.prefetchQuery(screen.loan)
        void client.prefetchQuery(screen.payments)
        void client.prefetchQuery(screen.accounts)
      }
      return null
    },
    /** The disclosure of the terms it shows, the moment the offer arrives. */
    [paths.disclosure]: async () => {
      documentFonts()
      const o = await origination()
      const offer = o?.state === 'OFFER' && o.offerId ? await load(client, stageQueries(o).offer) : undefined
      if (!offer) return null
      // The merchant's chosen terms live in the session's offer review (code that loads with the screen).
      const { termsToDisclose, useOfferReview } = await import('@/features/offers/store/review-store')
      const termsId = termsToDisclose(useOfferReview.getState(), offer)
      if (termsId) void client.prefetchQuery(offerQueries.disclosure(termsId))
      return null
    },
    [paths.offerSubmit]: () => {
      documentFonts()
      return Promise.resolve(null)
    },
  }
  return {
    shell: async () => {
      await loadShell(client)
      return { session: sessionKey(useSessionStore.getState()) }
    },
    home: async () => {
      void origination().then((o) => {
        if (!o) return
        const theme = client.getQueryData<PartnerTheme | null>(queries().theme.queryKey)
        for (const path of possibleHomes(o.state, theme?.config.mode.name ?? null)) {
          preloadRoute(path)
          void screens[path]?.()
        }
      })
      await loadShell(client)
      const { home } = seenInCache(client, useSessionStore.getState())
      return home ? redirect(home) : null
    },
    screens,
  }
}
