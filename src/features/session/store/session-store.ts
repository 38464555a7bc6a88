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

export const sessionActions = {
  /**
   * Spec §4: the token and shop id come from the launch link or storage. Valid (decodes, expires more
   * than 5 s ahead): both are stored and the session is authenticated. Otherwise both are removed.
   */
  started(launch: { token: string | null; shopId: string | null }, now = Date.now()) {
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
      return
    }
    local.remove(STORAGE_KEYS.token)
    local.remove(STORAGE_KEYS.shopId)
    useSessionStore.setState({ ...signedOut, initialized: true })
  },

  tokenRefreshed(token: string) {
    const claims = decodeToken(token)
    if (!claims) return sessionActions.ended()
    local.set(STORAGE_KEYS.token, token)
    useSessionStore.setState({ token, merchantId: claims.merchantId, partnerId: claims.partnerId })
  },

  /** Refresh failure or a 401 for the current token: everything about the session goes (spec §4, §8). */
  ended() {
    local.remove(STORAGE_KEYS.token)
    local.remove(STORAGE_KEYS.shopId)
    useSessionStore.setState({ ...signedOut, initialized: true })
  },
}
