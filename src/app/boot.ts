import { type QueryClient, hashKey } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import type { Origination } from '@/features/application/api/schemas'
import type { Offer } from '@/features/offers/api/schemas'
import type { PartnerTheme } from '@/features/partners/api/schemas'
import { applyTheme, loadFont } from '@/features/partners/theme'
import { type SessionState, useSessionStore } from '@/features/session/store/session-store'
import { formatLocale, localeState, setPartnerDefault } from '@/lib/i18n/runtime'
import { prepareNumberFormats } from '@/lib/number-format'
import { bootQueries } from './boot-queries'
import { possibleHomes } from './home-rules'
import { screenQueries, showsAmounts, showsDocument } from './screen-data'
import { loadDocumentFonts } from './use-document-font'
import { stageQueries } from './stage-queries'

export interface BootOptions {
  queryClient: QueryClient
  /** Starts loading a screen's code without navigating (router.tsx `preloadRoute`). */
  preloadRoute: (path: string) => void
}

export interface Boot {
  /**
   * Resolves once the first screen has what it needs: nothing the boot asked for is still on its way
   * (answered or failed), the theme is on the page and the partner's language loaded. The first
   * render waits for it (start.tsx), so the screen renders once, in short pieces, instead of a loader
   * that a burst of answers then replaces in one long task.
   */
  firstScreen: Promise<void>
  /** Stops the boot. */
  stop: () => void
}

/**
 * Data, code and fonts in parallel from the first byte (issue 15). Called by start.tsx before the
 * first render, and kept running:
 * - the moment a session is known (the link's token, the stored session, a partner's login token or
 *   a hand-over in a frame), every boot query (`boot-queries.ts`) goes out: the origination state,
 *   theme and settings at once, the others in the next task;
 * - the moment the origination state arrives, its stage query goes out and, on a link to `/`, the
 *   code of every screen `/` can land on for that stage (`possibleHomes`) loads beside it; and when
 *   the screen is certain, its own data (`screen-data.ts`) goes out too, and what needs the stage's
 *   offer goes out when that arrives, and a document screen's fonts load once the theme is known;
 *   then, while the stage's answer travels, the browser's number data loads (`prepareNumberFormats`)
 *   where the screen may show an amount;
 * - the moment the shop arrives, the merchant follows (when the token did not name one);
 * - the moment the theme arrives, the partner's font starts loading (`font-display: swap`), its
 *   colours go on the page (`applyTheme`; once the first screen is ready, the shell applies a later
 *   theme), and its default language, if it names one, applies (unless the merchant chose one:
 *   lib/i18n/runtime.ts).
 * None of it waits for React to render. The shell's `useQuery` calls then find these requests in
 * flight, or answered, in the same cache: nothing is asked twice. Returns `firstScreen`, which the
 * first render waits for, and a way to stop it.
 */
/**
 * The boot queries that start chains, sent first: the stage's query follows the origination state,
 * the font and colours the theme.
 */
const FIRST_CALLS = new Set<string>(['origination', 'theme', 'settings'])

export function startBoot({ queryClient, preloadRoute }: BootOptions): Boot {
  let stopped = false
  // A stopped boot asks for nothing more, not even what it had started working out (a screen's data).
  const prefetch = (options: { enabled: boolean; queryKey: readonly unknown[] }) => {
    if (options.enabled && !stopped) void queryClient.prefetchQuery(options)
  }
  // Work the query cache cannot see yet: a screen's data being worked out, the theme being applied,
  // the partner's language loading.
  let working = 0
  let settled = false
  let firstScreenReady = () => {}
  const firstScreen = new Promise<void>((resolve) => (firstScreenReady = resolve))
  // Once the calls that follow an answer have gone out (the same task), is anything still on its way?
  // (Only until the first screen is ready: after that, nothing waits for it.)
  const checkSettled = () => {
    if (settled) return
    setTimeout(() => {
      if (settled || working > 0 || queryClient.isFetching() > 0) return
      settled = true
      firstScreenReady()
    }, 0)
  }
  const track = (work: Promise<unknown>) => {
    working++
    void work
      .catch(() => undefined)
      .finally(() => {
        working--
        checkSettled()
      })
  }
  const queriesFor = (s: SessionState) =>
    bootQueries({
      signedIn: s.isAuthenticated && s.shopId !== null,
      shopId: s.shopId ?? '',
      partnerId: s.partnerId,
      merchantId: s.merchantId,
    })
  // The calls that start chains go first (the origination state leads to the stage's, the theme to
  // its font and colours); the others in the next task. Each call costs a phone a few milliseconds
  // (the client, the cache, the request): seven in one task made one long task (issue 15: TBT).
  // The others are worked out when they leave, from the session then: one that ended or changed in
  // between asks for nothing of the previous one (the later `prime` sends its own).
  let primes = 0
  const calls = (s: SessionState, first: boolean) =>
    Object.entries(queriesFor(s))
      .filter(([name]) => FIRST_CALLS.has(name) === first)
      .map(([, options]) => options)
  const prime = (s: SessionState) => {
    calls(s, true).forEach(prefetch)
    const call = ++primes
    track(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          if (call === primes) calls(useSessionStore.getState(), false).forEach(prefetch)
          resolve()
        }, 0),
      ),
    )
  }

  prime(useSessionStore.getState())
  const stopSession = useSessionStore.subscribe((s, previous) => {
    const changed =
      s.isAuthenticated !== previous.isAuthenticated ||
      s.shopId !== previous.shopId ||
      s.partnerId !== previous.partnerId ||
      s.merchantId !== previous.merchantId
    if (!changed) return
    // Another session: the screen it lands on is known again once its origination state arrives.
    screen = null
    prime(s)
  })

  /** The screen's own data (app/screen-data.ts), once it is certain which screen shows. */
  let screen: { path: string; origination: Origination; offerHash: string } | null = null
  /** A document screen's fonts, once the screen and the theme are both known. */
  const loadScreenFonts = (theme: PartnerTheme | null | undefined) => {
    if (screen && theme && showsDocument(screen.path)) void loadDocumentFonts(theme)
  }
  const prefetchScreenData = (offer?: Offer) => {
    if (!screen) return
    const shopId = useSessionStore.getState().shopId ?? ''
    track(
      screenQueries(screen.path, { origination: screen.origination, shopId, offer }).then((list) =>
        list.forEach(prefetch),
      ),
    )
  }

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    // A query removed while on its way (cancelled) only says `removed`.
    if (event.type === 'updated' || event.type === 'removed') checkSettled()
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const session = useSessionStore.getState()
    const queries = queriesFor(session)
    if (!queries.origination.enabled) return
    const hash = event.query.queryHash
    if (hash === hashKey(queries.origination.queryKey)) {
      const origination = event.action.data as Origination
      const stage = stageQueries(origination)
      for (const options of Object.values(stage)) prefetch(options)
      // A link to `/` lands wherever the home rules say: those screens' code loads now. A link to a
      // screen already loads that screen's code (start.tsx preloads it).
      const { pathname } = window.location
      const theme = queryClient.getQueryData<PartnerTheme | null>(queries.theme.queryKey)
      const screens =
        pathname === paths.home
          ? possibleHomes(origination.state, theme?.config.mode.name ?? null)
          : [pathname]
      // Once the stage query has gone out (its call leaves as this task ends): the data is the
      // longer chain, and preparing a dozen chunk loads first would hold its call back.
      if (pathname === paths.home)
        setTimeout(() => {
          if (!stopped) screens.forEach(preloadRoute)
        }, 0)
      // Then, in a task of its own while the stage's answer travels, the browser's number data:
      // the first amount on screen would otherwise load it in the middle of the first render
      // (lib/number-format.ts). Not earlier: it would hold back the origination state's own answer.
      // Not at all for a screen with no amount (an application step): it would be a task for nothing.
      if (screens.some(showsAmounts))
        setTimeout(() => {
          if (!stopped) prepareNumberFormats(formatLocale(localeState().wanted))
        }, 0)
      // The screen's own data too, once it is certain which screen shows (app/screen-data.ts): what
      // the origination state names now, what needs the stage's offer when that arrives.
      screen =
        screens.length === 1
          ? { path: screens[0]!, origination, offerHash: hashKey(stage.offer.queryKey) }
          : null
      prefetchScreenData()
      loadScreenFonts(theme)
    } else if (screen && hash === screen.offerHash) {
      prefetchScreenData(event.action.data as Offer)
    } else if (hash === hashKey(queries.shop.queryKey) && !session.merchantId) {
      const shop = event.action.data as { merchantId: string }
      prefetch(
        bootQueries({ ...session, signedIn: true, shopId: session.shopId ?? '', merchantId: shop.merchantId })
          .merchant,
      )
    } else if (hash === hashKey(queries.theme.queryKey)) {
      const theme = event.action.data as PartnerTheme | null
      // The font starts at once; the colours go on the page as soon as the contrast guard is here.
      if (theme) void loadFont(theme.fonts.primary.fontFamily, theme.fonts.primary.url)
      if (theme && !settled) track(applyTheme(theme))
      loadScreenFonts(theme)
      // A catalogue that fails to load keeps the language on screen; the switcher can try again.
      track(setPartnerDefault(theme?.config.defaultLocale ?? null))
    }
  })
  checkSettled()

  return {
    firstScreen,
    stop: () => {
      stopped = true
      stopSession()
      stopCache()
    },
  }
}
