import { create } from 'zustand'
import type { AppEnvironment } from '@/config/env-schema'
import { env } from '@/config/env'
import { STORAGE_KEYS, local } from '@/lib/storage'
import { decodeToken, isTokenValid } from '../token'

/** The app config of spec §3: who is signed in, for which shop. */
export interface SessionState {
  token: string | null
  shopId: string | null
  merchantId: string | null
  partnerId: string | null
  initialized: boolean
  isAuthenticated: boolean
  environment: AppEnvironment
}

const signedOut = {
  token: null,
  shopId: null,
  merchantId: null,
  partnerId: null,
  isAuthenticated: false,
} as const

export const useSessionStore = create<SessionState>()(() => ({
  ...signedOut,
  initialized: false,
  environment: env.environment,
}))

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

export const sessionActions = {
  /**
   * Spec §4: the token and shop id come from the launch link or storage. Valid (decodes, expires more
   * than 5 s ahead): both are stored and the session is authenticated. Otherwise both are removed.
   */
  started(
    launch: { token: string | null; shopId: string | null },
    now = Date.now(),
  ): { replacedAnotherShop: boolean } {
    // A link for another shop: nothing of the previous session may survive (reliability A6). The
    // caller clears what it holds in memory too: listeners may not be registered yet at boot.
    const previousShop = local.get(STORAGE_KEYS.shopId)
    const replacedAnotherShop = Boolean(launch.token && previousShop && previousShop !== launch.shopId)
    if (replacedAnotherShop) purgeStoredValues()
    const token = launch.token ?? local.get(STORAGE_KEYS.token)
    const shopId = launch.shopId ?? local.get(STORAGE_KEYS.shopId)
    const claims = token ? decodeToken(token) : null
    if (token && shopId && isTokenValid(claims, now)) {
      local.set(STORAGE_KEYS.token, token)
      local.set(STORAGE_KEYS.shopId, shopId)
      useSessionStore.setState({
        token,
        shopId,
        merchantId: claims.merchantId,
        partnerId: claims.partnerId,
        initialized: true,
        isAuthenticated: true,
      })
      return { replacedAnotherShop }
    }
    local.remove(STORAGE_KEYS.token)
    local.remove(STORAGE_KEYS.shopId)
    useSessionStore.setState({ ...signedOut, initialized: true })
    return { replacedAnotherShop }
  },

  tokenRefreshed(token: string) {
    const claims = decodeToken(token)
    if (!claims) return sessionActions.ended()
    local.set(STORAGE_KEYS.token, token)
    useSessionStore.setState({ token, merchantId: claims.merchantId, partnerId: claims.partnerId })
  },

  /**
   * Refresh failure or a 401 for the current token: everything about the session goes (spec §4, §8),
   * exactly once.
   */
  ended() {
    const state = useSessionStore.getState()
    if (state.initialized && !state.isAuthenticated && state.token === null) return
    local.remove(STORAGE_KEYS.token)
    local.remove(STORAGE_KEYS.shopId)
    useSessionStore.setState({ ...signedOut, initialized: true })
    for (const listener of endListeners) listener()
  },
}
