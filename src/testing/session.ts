import { useSessionStore } from '@/features/session/store/session-store'
import { configureApiClient } from '@/lib/api-client'
import { sandbox } from './server'

/** Signs the API client in as a sandbox scenario's merchant (a real demo token). */
export function signInAs(scenarioId: string) {
  const launch = sandbox.launch(scenarioId)
  const unregister = configureApiClient({ getToken: () => launch.token, onUnauthorized: () => false })
  return { ...launch, unregister }
}

export { mintToken as mintTestToken } from '@/sandbox/tokens'

/** A signed-out session store and no stored session, as at boot. */
export function resetSession() {
  localStorage.clear()
  useSessionStore.setState({
    token: null,
    shopId: null,
    merchantId: null,
    partnerId: null,
    initialized: false,
    isAuthenticated: false,
    linkToConfirm: null,
  })
}
