import { configureApiClient } from '@/lib/api-client'
import { sandbox } from './server'

/** Signs the API client in as a sandbox scenario's merchant (a real demo token). */
export function signInAs(scenarioId: string) {
  const launch = sandbox.launch(scenarioId)
  const unregister = configureApiClient({ getToken: () => launch.token, onUnauthorized: () => false })
  return { ...launch, unregister }
}

export { mintToken as mintTestToken } from '@/sandbox/tokens'
