/**
 * Sandbox launch links, built in one place for the browser scenario picker (`/sandbox`) and the HTTP
 * sandbox (`npm run sandbox:api`, src/sandbox/http-server.ts). Pure: no `window`, no Node.
 */

/** The partner's one-time login token for a scenario, which the sandbox's `GET /v2/users/login` exchanges. */
export const loginToken = (scenarioId: string) => `login-${scenarioId}`

/** Link options the launch itself reads: never passed on to the app as such. */
const LAUNCH_KEYS = new Set(['launch', 'login', 'token', 'shopId'])

export interface LaunchLinkInput {
  /** Where the app is served, for example `http://127.0.0.1:5173`. */
  appOrigin: string
  /** The app path to open (`/` lets the home rules pick the screen). */
  path?: string
  scenarioId: string
  /** A session token minted for the scenario (`sandbox.launch`). */
  token: string
  shopId: string
  /** Other link options for the app (for example `hideTabs=true`). */
  extra?: Iterable<[string, string]> | Record<string, string>
  /** Carry the partner's one-time login token instead of a session token. */
  login?: boolean
}

/**
 * A launch link exactly as a partner would send it: the app path with any other link options, then
 * `token` (a session token, or with `login` the one-time login token `login-<scenario>`) and `shopId`.
 */
export function launchLink({
  appOrigin,
  path = '/',
  scenarioId,
  token,
  shopId,
  extra,
  login = false,
}: LaunchLinkInput): string {
  const url = new URL(path, appOrigin)
  if (url.origin !== new URL(appOrigin).origin) throw new Error(`Not an app path: ${path}`)
  const entries = extra === undefined ? [] : Symbol.iterator in extra ? [...extra] : Object.entries(extra)
  for (const [key, value] of entries) if (!LAUNCH_KEYS.has(key)) url.searchParams.set(key, value)
  url.searchParams.set('token', login ? loginToken(scenarioId) : token)
  url.searchParams.set('shopId', shopId)
  return url.href
}
