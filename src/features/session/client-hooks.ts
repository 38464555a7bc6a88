import type { SessionHooks } from '@/lib/api-client'
import { ensureFreshToken } from './refresh'
import { isCurrentSessionToken, sessionActions, useSessionStore } from './store/session-store'

/**
 * How the API client and the session meet (reliability §1.3): fresh token before each call; a 401
 * for the current token ends the session once; a 401 for an older token of this same session (a
 * refresh happened while the call was in flight) is retried once with the new token; a 401 for a
 * call sent by an earlier session (it ended, or the partner handed over another) changes nothing.
 */
export const sessionClientHooks: SessionHooks = {
  getToken: () => useSessionStore.getState().token,
  ensureFreshToken: () => ensureFreshToken(),
  requiresToken: true,
  onUnauthorized: (tokenUsed) => {
    const current = useSessionStore.getState().token
    if (!current || !tokenUsed) return false
    if (tokenUsed === current) {
      sessionActions.ended()
      return false
    }
    return isCurrentSessionToken(tokenUsed)
  },
}
