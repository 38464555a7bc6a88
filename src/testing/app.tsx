import { render } from '@testing-library/react'
import { App } from '@/app/app'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { sandbox } from './server'

/** A signed-out session store, as at boot. */
export function resetSession() {
  localStorage.clear()
  useSessionStore.setState({
    token: null,
    shopId: null,
    merchantId: null,
    partnerId: null,
    initialized: false,
    isAuthenticated: false,
  })
}

/** Opens the whole app at `path` as a sandbox scenario's merchant (or signed out), as main.tsx boots it. */
export function openApp(scenario: string | null, path = '/') {
  window.history.replaceState(null, '', path)
  resetSession()
  sessionActions.started(scenario ? sandbox.launch(scenario) : { token: null, shopId: null })
  return render(<App />)
}
