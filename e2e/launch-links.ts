import { SandboxDb, emptyState } from '../src/sandbox/db'
import { sessionToken } from '../src/sandbox/handlers/session'
import { launchLink } from '../src/sandbox/launch-link'
import { seedAll } from '../src/sandbox/scenarios'

/**
 * Sandbox launch links minted here as the scenario picker mints them in the page, for every browser
 * run: Playwright's fixtures (e2e/fixtures.ts) and the Firefox and WebKit runs (e2e/engines).
 * No Playwright here: the engines load this file in plain Node.
 */

/** The sandbox's seeded shops. */
const seeded = new SandboxDb(emptyState())
seedAll(seeded)

/**
 * The app path and query a partner's link opens for a scenario, with a fresh session token, and the
 * shop it opens: straight to the app (`/sandbox?launch=<id>`, the picker's way, loads the app once
 * more first). `extra`: more `&…` link parameters; `login=1` carries the one-time login token instead.
 */
export function scenarioLink(scenarioId: string, extra = ''): { path: string; shopId: string } {
  const shop = seeded.state.shops[`shop_${scenarioId}`]
  if (!shop) throw new Error(`Unknown sandbox scenario: ${scenarioId}`)
  const params = new URLSearchParams(extra)
  const link = launchLink({
    appOrigin: 'http://app.invalid',
    scenarioId,
    token: sessionToken(scenarioId, shop),
    shopId: shop.id,
    extra: params,
    login: params.get('login') === '1',
  })
  return { path: link.slice('http://app.invalid'.length), shopId: shop.id }
}

/** `scenarioLink`'s path alone. */
export const launchPath = (scenarioId: string, extra = ''): string => scenarioLink(scenarioId, extra).path

/** A scenario's session token as the sandbox would have signed it at `issuedAt` (ms), e.g. long expired. */
export function scenarioToken(scenarioId: string, issuedAt: number): string {
  const shop = seeded.state.shops[`shop_${scenarioId}`]
  if (!shop) throw new Error(`Unknown sandbox scenario: ${scenarioId}`)
  return sessionToken(scenarioId, shop, issuedAt)
}
