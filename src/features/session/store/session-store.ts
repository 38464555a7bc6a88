import { create } from 'zustand'
import type { AppEnvironment } from '@/config/env-schema'
import { env } from '@/config/env'
import { STORAGE_KEYS, local } from '@/lib/storage'
import { isShopId } from '@/lib/shop-id'
import { type TokenClaims, decodeToken, estimateClockSkew, isTokenValid, looksLikeJwt } from '../token'

/** The app config of spec §3: who is signed in, for which shop. */
export interface SessionState {
  token: string | null
  shopId: string | null
  merchantId: string | null
  partnerId: string | null
  initialized: boolean
  isAuthenticated: boolean
  environment: AppEnvironment
  /**
   * A launch link for another shop arrived while this device holds a valid session for
   * `signedInShopId`: nothing of either starts until the merchant answers (`linkAnswered`).
   */
  linkToConfirm: LinkToConfirm | null
}

/** Whose financing a link is about to open, as far as is known without loading anything of it. */
export interface LinkToConfirm {
  /** The link's shop (its `shopId`, or its token's claim, or the login answer's). */
  shopId: string
  /** The shop of the session this device holds. */
  signedInShopId: string
}

const signedOut = {
  token: null,
  shopId: null,
  merchantId: null,
  partnerId: null,
  isAuthenticated: false,
  linkToConfirm: null,
} as const

export const useSessionStore = create<SessionState>()(() => ({
  ...signedOut,
  initialized: false,
  environment: env.environment,
}))

/** The generation an end started (`ended`): nothing has started since while it is the current one. */
let endedGeneration = -1
/**
 * Is the session state an end that happened on this page (nothing started since)? Lets code that
 * starts late (the partner-page bridge, loaded only in a frame) tell the partner about an end that
 * happened before it was listening, and not about one a later start (a wait for the partner's
 * token, a link) has already moved past.
 */
export function sessionHasEnded(): boolean {
  return endedGeneration === generation
}

type EndListener = () => void
const endListeners = new Set<EndListener>()

/** Called when a session ends or is replaced by another shop's: caches and drafts are purged. */
export function onSessionEnded(listener: EndListener): () => void {
  endListeners.add(listener)
  return () => endListeners.delete(listener)
}

function purgeStoredValues() {
  for (const key of Object.values(STORAGE_KEYS)) local.remove(key)
  for (const listener of endListeners) listener()
}

// --- Generations -------------------------------------------------------------------------------
// Every start, end or replacement of the session is a new generation. Anything that was begun for
// an earlier generation (a refresh, a login exchange, a call that answers 401) changes nothing when
// it answers (docs/decisions/0006, revision 2026-11-23).

let generation = 0
/** The tokens this generation has used: a 401 for one of them (not the current) is a stale 401. */
const generationTokens = new Set<string>()

/** When the current token expires, on this device's clock corrected for the API's (see token.ts). */
export interface TokenTiming {
  token: string
  generation: number
  /** Local-clock ms at which the token expires on the API's clock. */
  expiresAt: number
  /** Local-clock ms at which it arrived. */
  receivedAt: number
  /** It is the answer to this tab's own refresh call (a refresh that answers inside the margin is not repeated). */
  fromRefresh: boolean
}
let timing: TokenTiming | null = null

/**
 * The token of a link waiting for the merchant's answer (`linkToConfirm`), in memory only, for the
 * generation that asked. Any other change of session drops it.
 */
let pendingLink: { token: string; shopId: string; generation: number } | null = null

function nextGeneration() {
  generation += 1
  generationTokens.clear()
  timing = null
  pendingLink = null
}

function adopt(token: string, claims: TokenClaims, now: number, fresh: boolean, fromRefresh: boolean) {
  const skew = estimateClockSkew(claims, now, fresh)
  generationTokens.add(token)
  timing = { token, generation, expiresAt: claims.exp * 1000 - skew, receivedAt: now, fromRefresh }
}

/** The current session's generation. */
export function currentGeneration(): number {
  return generation
}

/** Was `token` used by the current session (now or before a refresh)? */
export function isCurrentSessionToken(token: string): boolean {
  return generationTokens.has(token)
}

/** Expiry timing of the current token; null without one. */
export function tokenTiming(now = Date.now()): TokenTiming | null {
  const { token } = useSessionStore.getState()
  if (!token) return null
  if (timing?.token === token && timing.generation === generation) return timing
  // The store was set from outside the actions (tests): time the token as if read from storage.
  const claims = decodeToken(token)
  if (!claims) return null
  adopt(token, claims, now, false, false)
  return timing
}

/**
 * Does the stored session belong to another merchant than `merchantId`? Unknown on either side
 * (no stored token, or no `merchantId` claim): not another merchant.
 */
function storedMerchantDiffers(merchantId: string | null): boolean {
  const stored = local.get(STORAGE_KEYS.token)
  if (merchantId === null || stored === null || !looksLikeJwt(stored)) return false
  const claims = decodeToken(stored)
  return claims?.merchantId != null && claims.merchantId !== merchantId
}

/** The shop of the session stored on this device, if its token is still valid (spec §4). */
function validStoredShop(now: number): string | null {
  const token = local.get(STORAGE_KEYS.token)
  const shopId = local.get(STORAGE_KEYS.shopId)
  if (token === null || shopId === null || !looksLikeJwt(token)) return null
  const claims = decodeToken(token)
  return claims && isTokenValid(claims, now, estimateClockSkew(claims, now, false)) ? shopId : null
}

export type StartOutcome = {
  /**
   * Another shop's (or another merchant's) session was in storage and has been purged: in-memory
   * drafts must go too.
   */
  replacedAnotherShop: boolean
  /** The link's shop id is not the token's `shopId` claim: refused, nothing stored, no call made. */
  refused: boolean
}

/** How a change made by another tab or frame sharing storage was taken here. */
export type OtherTabOutcome = 'adopted' | 'ended' | 'ignored'

export const sessionActions = {
  /**
   * Spec §4: the token and shop id come from the launch link or storage. Valid (decodes, expires more
   * than 5 s ahead on the API's clock): both are stored and the session is authenticated. Otherwise
   * both are removed. Refused (`refused`): a token whose `shopId` claim names another shop than the
   * link, a link without a token naming another shop than the stored one, a shop id of another shape.
   * `askFirst` (a launch link): when this device holds a valid session for another shop, nothing
   * starts until the merchant answers (`linkToConfirm`, `linkAnswered`).
   */
  started(
    launch: { token: string | null; shopId: string | null },
    now = Date.now(),
    options: { askFirst?: boolean } = {},
  ): StartOutcome {
    nextGeneration()
    const fromLink = launch.token !== null
    const previousShop = local.get(STORAGE_KEYS.shopId)
    // A link without a token may only name the stored shop: it never pairs the stored token (which
    // may carry no `shopId` claim) with another shop. Anything else is refused, and nothing is sent.
    if (!fromLink && launch.shopId !== null && launch.shopId !== previousShop) return sessionActions.refused()
    const token = launch.token ?? local.get(STORAGE_KEYS.token)
    const claims = token ? decodeToken(token) : null
    // A link's token goes with the link's shop (or its own claim), never with a stored shop id.
    const shopId = launch.shopId ?? (fromLink ? (claims?.shopId ?? null) : previousShop)

    // Wherever it came from (link, message, login answer, claim, storage), a shop id of another shape
    // never reaches a path: refused.
    if (shopId !== null && !isShopId(shopId)) return sessionActions.refused()
    // One shop's token over another shop's id: nothing of either survives, and nothing is sent.
    if (claims?.shopId && shopId && claims.shopId !== shopId) return sessionActions.refused()
    // Spec §4, exactly: valid only if it decodes and expires more than 5 s ahead; otherwise both keys
    // go and the token is never sent, not even to the refresh call. A fresh token (the link's) dates
    // the API's clock by its `iat`; a stored one can only make the check stricter (token.ts).
    const skew = claims ? estimateClockSkew(claims, now, fromLink) : 0
    const valid = token !== null && shopId !== null && isTokenValid(claims, now, skew)
    // A link for another shop while this device holds a valid session: ask first (`askFirst`, a
    // link's start). Nothing is stored, sent or purged before the answer.
    const signedInShop = options.askFirst && fromLink && valid ? validStoredShop(now) : null
    if (token !== null && shopId !== null && signedInShop !== null && signedInShop !== shopId) {
      pendingLink = { token, shopId, generation }
      useSessionStore.setState({
        ...signedOut,
        initialized: false,
        linkToConfirm: { shopId, signedInShopId: signedInShop },
      })
      return { replacedAnotherShop: false, refused: false }
    }
    // A link for another shop, or the same shop's link for another merchant: nothing of the previous
    // session may survive (reliability A6). The caller clears what it holds in memory too: listeners
    // may not be registered yet at boot.
    const replacedAnotherShop =
      fromLink &&
      previousShop !== null &&
      (previousShop !== shopId || storedMerchantDiffers(claims?.merchantId ?? null))
    if (replacedAnotherShop) purgeStoredValues()
    if (valid && token && shopId && claims) {
      local.set(STORAGE_KEYS.token, token)
      local.set(STORAGE_KEYS.shopId, shopId)
      adopt(token, claims, now, fromLink, false)
      useSessionStore.setState({
        token,
        shopId,
        merchantId: claims.merchantId,
        partnerId: claims.partnerId,
        initialized: true,
        isAuthenticated: true,
        linkToConfirm: null,
      })
      return { replacedAnotherShop, refused: false }
    }
    local.remove(STORAGE_KEYS.token)
    local.remove(STORAGE_KEYS.shopId)
    useSessionStore.setState({ ...signedOut, initialized: true })
    return { replacedAnotherShop, refused: false }
  },

  /**
   * A launch that must not open (a link whose shop is not its token's, a login token that could not
   * be exchanged): a clean end of whatever was stored, and the session error screen.
   */
  refused(): StartOutcome {
    nextGeneration()
    const previousShop = local.get(STORAGE_KEYS.shopId)
    purgeStoredValues()
    useSessionStore.setState({ ...signedOut, initialized: true })
    return { replacedAnotherShop: previousShop !== null, refused: true }
  },

  /**
   * The merchant's answer to a link for another shop (`linkToConfirm`). `continue`: a clean start for
   * the link (the stored session and everything of it goes first); `stay`: the stored session goes
   * on, and the link's token is dropped, never stored. Either is a new generation. Null when nothing
   * is waiting for an answer (already answered, or the session changed meanwhile).
   */
  linkAnswered(answer: 'continue' | 'stay', now = Date.now()): StartOutcome | null {
    const link = pendingLink
    if (link === null || link.generation !== generation) return null
    if (answer === 'stay') return sessionActions.started({ token: null, shopId: null }, now)
    return sessionActions.started({ token: link.token, shopId: link.shopId }, now)
  },

  /**
   * A partner's one-time login token is being exchanged: a new generation with no session yet
   * (`initialized: false`, the app's loader). Returns the generation the exchange belongs to.
   */
  exchanging(): number {
    nextGeneration()
    useSessionStore.setState({ ...signedOut, initialized: false })
    return generation
  },

  /**
   * A fresher token for the session in place: from this tab's refresh (`source: 'refresh'`), the
   * partner's page or another tab. Taken only for the given generation (when given), while signed in,
   * and when it decodes and names no other shop and no other merchant. Returns whether it was taken.
   */
  tokenRefreshed(
    token: string,
    options: { generation?: number; source?: 'refresh' | 'host' | 'other-tab'; now?: number } = {},
  ): boolean {
    if (options.generation !== undefined && options.generation !== generation) return false
    const state = useSessionStore.getState()
    if (!state.isAuthenticated || !state.shopId) return false
    const claims = decodeToken(token)
    if (!claims) return false
    if (claims.shopId !== null && claims.shopId !== state.shopId) return false
    // Another merchant is another identity, never a fresher token for this one.
    if (claims.merchantId !== null && state.merchantId !== null && claims.merchantId !== state.merchantId)
      return false
    if (options.source !== 'other-tab') local.set(STORAGE_KEYS.token, token)
    adopt(token, claims, options.now ?? Date.now(), true, options.source === 'refresh')
    useSessionStore.setState({ token, merchantId: claims.merchantId, partnerId: claims.partnerId })
    return true
  },

  /**
   * Refresh refused, expiry, a 401 for the current token, a failed login exchange: everything about
   * the session goes (spec §4, §8), exactly once. With `generation`, only if that session is still the
   * current one. `keepStorage`: another tab owns what is stored now (it ended or started another
   * shop), so this tab forgets its session without touching it. Returns whether it ended here.
   */
  ended(options: { generation?: number; keepStorage?: boolean } = {}): boolean {
    if (options.generation !== undefined && options.generation !== generation) return false
    const state = useSessionStore.getState()
    if (state.initialized && !state.isAuthenticated && state.token === null) return false
    nextGeneration()
    endedGeneration = generation
    if (!options.keepStorage) {
      local.remove(STORAGE_KEYS.token)
      local.remove(STORAGE_KEYS.shopId)
    }
    useSessionStore.setState({ ...signedOut, initialized: true })
    for (const listener of endListeners) listener()
    return true
  },

  /**
   * The session's shop has loaded (`GET /v2/shops/{shopId}`, sent for `generation`): it must be the
   * token's merchant's. Another merchant's shop ends the session cleanly (the session error screen)
   * before anything of it shows. A token without a `merchantId` claim has nothing to compare; an
   * answer for an earlier session is not this one's to judge. Returns whether the session stands.
   */
  shopLoaded(shop: { merchantId: string }, sentFor: number): boolean {
    if (sentFor !== generation) return true
    const { isAuthenticated, merchantId } = useSessionStore.getState()
    if (!isAuthenticated || merchantId === null || shop.merchantId === merchantId) return true
    sessionActions.ended({ generation })
    return false
  },

  /**
   * Another tab or frame sharing storage changed the token or shop id. The same shop's new token is
   * taken quietly; a removed session, another shop's, or a token that is not this shop's ends the
   * session here cleanly: a form is never switched to another shop underneath the merchant.
   */
  otherTabChanged(now = Date.now()): OtherTabOutcome {
    const state = useSessionStore.getState()
    if (!state.isAuthenticated) return 'ignored'
    const token = local.get(STORAGE_KEYS.token)
    const shopId = local.get(STORAGE_KEYS.shopId)
    if (token === state.token && shopId === state.shopId) return 'ignored'
    const claims = token && shopId === state.shopId ? decodeToken(token) : null
    const sameSession =
      token !== null &&
      claims !== null &&
      (claims.partnerId ?? null) === state.partnerId &&
      isTokenValid(claims, now, estimateClockSkew(claims, now, true)) &&
      sessionActions.tokenRefreshed(token, { source: 'other-tab', now })
    if (sameSession) return 'adopted'
    sessionActions.ended({ keepStorage: true })
    return 'ended'
  },
}
