import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BrowserContext, type Page, expect, test as base } from '@playwright/test'
import { API_BASE_URLS } from '../src/config/build-env'
import { wcagScan } from './axe'
import { scenarioLink } from './launch-links'
import { type Say, sayIn, speaks, wordsOf } from './words'

/**
 * The one set of Playwright helpers, for the e2e suite (its `test`, with the guard around every test)
 * and for `npm run quality`'s specs (quality/specs, which take the helpers but not the guard).
 */

/** The sandbox build's API host (.env.e2e: VITE_APP_ENV=development), from the app's own table. */
export const API_BASE = API_BASE_URLS.development

/** A JWT anywhere in a string. */
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/

interface SeenRequest {
  method: string
  url: string
  referer: string | null
  navigation: boolean
  body: string | null
}

/** Collects Content Security Policy violations from every page and frame of a browser context. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__ccCspViolation', (_source, text: string) => void violations.push(text))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __ccCspViolation?: (t: string) => void }).__ccCspViolation
      report?.(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  return violations
}

/**
 * Opens the app as a partner's link would: the scenario's launch link with a fresh session token
 * (e2e/launch-links.ts). `extra`: more `&…` link parameters; `login=1` carries the one-time login
 * token instead.
 */
export async function launchScenario(page: Page, scenarioId: string, extra = '') {
  const link = scenarioLink(scenarioId, extra)
  // A link for another shop than the page's live session asks first (docs/decisions/0006): journeys
  // that open one scenario after another answer Continue, as the merchant would.
  const signedInShop = await liveSessionShop(page)
  await page.goto(link.path)
  if (signedInShop !== null && signedInShop !== link.shopId)
    await page.getByRole('button', { name: wordsOf(page)('Continue'), exact: true }).click()
}

/** The shop of the session the page's origin holds, if its token is still valid (spec §4); else null. */
async function liveSessionShop(page: Page): Promise<string | null> {
  if (!page.url().startsWith('http')) return null
  return page
    .evaluate(() => {
      const token = localStorage.getItem('token')
      const shopId = localStorage.getItem('shopId')
      const payload = token?.split('.')[1]
      if (!payload || !shopId) return null
      const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }
      return exp * 1000 > Date.now() + 5_000 ? shopId : null
    })
    .catch(() => null)
}

/** The `launch` fixture: opens a sandbox scenario as its partner's link would. */
export type Launch = (scenarioId: string) => Promise<void>

export const test = base.extend<{
  launch: Launch
  axe: () => Promise<void>
  /** The app's words in the browser's language (`test.use({ locale: 'es-US' })`): e2e/words.ts. */
  say: Say
  /** Runs around every test: no CSP violation, and no token in any request URL, Referer or monitoring upload. */
  guard: void
}>({
  /** The page speaks the browser's language: the shared journeys (e2e/journeys.ts) read their words from it. */
  page: async ({ page, locale }, use) => {
    speaks(page, locale === 'es-US' ? 'es-US' : 'en-US')
    await use(page)
  },
  say: async ({ locale }, use) => {
    await use(sayIn(locale === 'es-US' ? 'es-US' : 'en-US'))
  },
  /** Opens the app as a partner link would, through the sandbox's launch link. */
  launch: async ({ page }, use) => {
    await use((scenarioId: string) => launchScenario(page, scenarioId))
  },
  /** WCAG 2.2 A/AA scan, Label in Name included: no serious or critical violations. */
  axe: async ({ page }, use) => {
    await use(async () => {
      const results = await wcagScan(page).analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    })
  },
  guard: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context)
      const requests: SeenRequest[] = []
      context.on('request', (request) => {
        const isUpload = request.url().includes('/dd?')
        requests.push({
          method: request.method(),
          url: request.url(),
          referer: request.headers().referer || null,
          navigation: request.isNavigationRequest(),
          body: isUpload ? (request.postData() ?? null) : null,
        })
      })
      await use()

      // The partner's launch link carries the token by design (the first navigation); nothing else may.
      const isLaunch = (r: SeenRequest) => r.navigation && new URL(r.url).searchParams.has('token')
      const tokens = new Set(
        requests.filter(isLaunch).map((r) => new URL(r.url).searchParams.get('token') ?? ''),
      )
      const carries = (text: string | null) =>
        text !== null && (JWT.test(text) || [...tokens].some((t) => t.length > 0 && text.includes(t)))
      // By contract, the one-time login token is exchanged in its URL: GET /v2/users/login, nothing else.
      const isLoginExchange = (r: SeenRequest) =>
        r.method === 'GET' && r.url.startsWith(`${API_BASE}/v2/users/login?`)
      const leaks = requests
        .filter((r) => !isLaunch(r))
        .filter((r) => carries(isLoginExchange(r) ? null : r.url) || carries(r.referer) || carries(r.body))
        .map((r) => r.url.slice(0, 120))
      expect(violations, 'Content Security Policy violations').toEqual([])
      expect(leaks, 'requests carrying the session token').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The journeys of a spec once per width, each in a `describe` named `at <width> px` whose pages are
 * that wide (900 px tall): the phone and the desktop unless `widths` says otherwise.
 */
export function atWidths(body: (width: number) => void, widths = [375, 1280]) {
  for (const width of widths) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } })
      body(width)
    })
  }
}

/**
 * Waits for `check` (a quick assertion that does not wait itself, like `isVisible()`) while the page's
 * clock jumps half a second every tenth of a second or so: retries, back-off and slow answers pass
 * three to five times faster than in real time, and a request still has seconds of real time before
 * the client's own timeout. Install the page's clock (`page.clock.install()`) before it loads.
 */
export async function fastForwardUntil(page: Page, check: () => unknown, timeout = 20_000) {
  await expect(async () => {
    await page.clock.fastForward(500)
    await check()
  }).toPass({ timeout, intervals: [100] })
}

/**
 * The Idempotency-Key of every POST the page sends to a URL `matches` accepts ('' for one sent
 * without): a list that grows as the page sends them.
 */
export function postedKeys(page: Page, matches: (url: string) => boolean): string[] {
  const keys: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && matches(request.url()))
      keys.push(request.headers()['idempotency-key'] ?? '')
  })
  return keys
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'))
}

/**
 * Every place a page could have written data: local and session storage, cookies and every
 * IndexedDB database, as one string to search.
 */
export async function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dumps: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
    ]
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(new Error(String(open.error)))
      })
      for (const store of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(new Error(String(request.error)))
        })
        dumps.push(JSON.stringify(all))
      }
      db.close()
    }
    return dumps.join('\n')
  })
}

/**
 * What monitoring sent from this page, decoded by the sandbox's /dd proxy (RUM batches and replay
 * segments). Hides the page first, as a merchant switching tabs would, so the SDK flushes.
 */
export async function monitoringPayloads(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    const event = Object.assign(new Event('visibilitychange'), { __ddIsTrusted: true })
    document.dispatchEvent(event)
  })
  await page.waitForTimeout(1_500)
  return page.evaluate(() => [...(window.ccSandbox?.monitoringInbox() ?? [])])
}

/** Where `npm run quality`'s specs leave their figures for the report (scripts/quality/run.mjs). */
export const RESULTS = join(import.meta.dirname, '..', 'quality', '.results')

/** Saves one quality figure set as `quality/.results/<kind>/<name>.json`. */
export function record(kind: string, name: string, data: unknown) {
  const dir = join(RESULTS, kind)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(data, null, 2))
}

export interface AxeCounts {
  critical: number
  serious: number
  moderate: number
  minor: number
  rules: string[]
}

/** The `axe` fixture's scan, counted instead of asserted: violations by impact, and which rules. */
export async function axeCounts(page: Page): Promise<AxeCounts> {
  const results = await wcagScan(page).analyze()
  const counts: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0, rules: [] }
  for (const v of results.violations) {
    const impact = v.impact ?? 'minor'
    counts[impact] += v.nodes.length
    counts.rules.push(`${v.id} (${v.impact})`)
  }
  return counts
}

/** What a screen shows that must never be shown: raw values of broken data. */
export async function garbageOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return ['NaN', 'undefined', 'null', '[object Object]', 'Infinity'].filter((word) =>
    new RegExp(`(^|[^\\w])${escape(word)}([^\\w]|$)`).test(text),
  )
}
