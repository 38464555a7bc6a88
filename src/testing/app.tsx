import { render } from '@testing-library/react'
import { App } from '@/app/app'
import { sessionActions } from '@/features/session/store/session-store'
import { sandbox } from './server'
import { resetSession } from './session'

/** Opens the whole app at `path` as a sandbox scenario's merchant (or signed out), as main.tsx boots it. */
export function openApp(scenario: string | null, path = '/') {
  window.history.replaceState(null, '', path)
  resetSession()
  sessionActions.started(scenario ? sandbox.launch(scenario) : { token: null, shopId: null })
  return render(<App />)
}
