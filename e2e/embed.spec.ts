import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, type Frame, type Page, chromium } from '@playwright/test'
import { mintToken } from '../src/sandbox/tokens'
import { expect, test, watchCspViolations } from './fixtures'
import { CHROMIUM, PARTNER_BROWSER_ARGS } from './partner-browser'

/**
 * The app inside a partner's cross-site iframe (scripts/partner-site.mjs on localhost, the app on
 * 127.0.0.1: different sites), in real Chromium with third-party storage partitioned, and with
 * storage blocked. Each test starts its own browser: these settings are per browser.
 */
const PARTNER = 'http://localhost:4198'
const STRANGER = 'http://localhost:4197'
const ARGS = PARTNER_BROWSER_ARGS

interface PartnerEvent {
  source: string
  type: string
  payload: Record<string, unknown>
}

async function openBrowser(
  storage: 'partitioned' | 'blocked',
): Promise<{ context: BrowserContext; violations: string[] }> {
  let context: BrowserContext
  if (storage === 'blocked') {
    // "Block all site data" in Chromium's settings: storage, cookies and Service Workers refused.
    const profile = mkdtempSync(join(tmpdir(), 'cc-blocked-'))
    mkdirSync(join(profile, 'Default'))
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    )
    context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS })
  } else {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
    context = await browser.newContext({ serviceWorkers: 'allow' })
  }
  const violations = await watchCspViolations(context)
  return { context, violations }
}

async function partnerPage(context: BrowserContext, origin: string, launch: string) {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.setViewportSize({ width: 1280, height: 900 })
  // The bare protocol page (a partner without embed.js); e2e/embed-library.spec.ts covers the library.
  await page.goto(`${origin}/raw?launch=${launch}`)
  return page
}

/**
 * The partner page at `origin` framing the scenario, in a browser of its own with that storage, for
 * `body`; the browser is closed after. Answers the Content Security Policy violations it saw.
 */
async function onPartnerPage(
  storage: 'partitioned' | 'blocked',
  origin: string,
  launch: string,
  body: (page: Page) => Promise<void>,
): Promise<string[]> {
  const { context, violations } = await openBrowser(storage)
  try {
    await body(await partnerPage(context, origin, launch))
    return violations
  } finally {
    await context.close()
  }
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents)

/** Whether the partner page has received an event (of that path, for route changes). */
const received = async (page: Page, type: string, path?: string) =>
  (await events(page)).some((e) => e.type === type && (path === undefined || e.payload.path === path))

async function appFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('http://127.0.0.1'))).toBe(true)
  return page.frames().find((f) => f.url().startsWith('http://127.0.0.1'))!
}

test('partitioned storage: the app runs in the partner’s iframe, sized to its content, and tells the partner where it is', async () => {
  const violations = await onPartnerPage('partitioned', PARTNER, 'new-merchant', async (page) => {
    const app = page.frameLocator('#app')
    await expect(app.getByRole('heading', { level: 1, name: /Funding for Ana’s Tacos/ })).toBeVisible()
    await expect.poll(async () => received(page, 'route-changed', '/splash')).toBe(true)

    // Sized to its content: the iframe is exactly as tall as the app, which needs no scrollbar.
    const frame = await appFrame(page)
    await expect
      .poll(async () => {
        const iframe = await page.locator('#app').evaluate((el) => el.getBoundingClientRect().height)
        const content = await frame.evaluate(
          () => document.getElementById('root')!.getBoundingClientRect().height,
        )
        const scrolls = await frame.evaluate(
          () => document.documentElement.scrollHeight > window.innerHeight + 1,
        )
        return { fits: Math.abs(iframe - Math.ceil(content)) <= 1, scrolls }
      })
      .toEqual({ fits: true, scrolls: false })

    // Another screen: a route event, and the height follows.
    const before = (await events(page)).filter((e) => e.type === 'resize').length
    await app.getByRole('link', { name: 'FAQ' }).click()
    await expect(app.getByRole('heading', { level: 1, name: /questions/i })).toBeVisible()
    await expect.poll(async () => received(page, 'route-changed', '/faq')).toBe(true)
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === 'resize').length)
      .toBeGreaterThan(before)

    const all = await events(page)
    expect(all.map((e) => e.type)).toContain('ready')
    expect(all.every((e) => e.source === 'credit-connect')).toBe(true)
    // The token left the iframe's address bar; partitioned storage works for the session.
    expect(frame.url()).not.toContain('token=')
    expect(await frame.evaluate(() => localStorage.getItem('token'))).toMatch(/^eyJ/)
  })
  expect(violations).toEqual([])
})

test('after the session ends, the partner hands over a fresh token and the merchant carries on', async () => {
  const violations = await onPartnerPage('partitioned', PARTNER, 'fault-401', async (page) => {
    const app = page.frameLocator('#app')
    await expect.poll(async () => received(page, 'session-expired')).toBe(true)
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible()
    const errorHeading = await app.getByRole('heading', { level: 1 }).textContent()

    const send = (token: unknown, shopId = 'shop_expired-token') =>
      page.evaluate(
        ([t, s]) => (window as unknown as { sendToken(t: unknown, s: string): void }).sendToken(t, s),
        [token, shopId] as const,
      )
    const claims = {
      sub: 'user_partner',
      shopId: 'shop_expired-token',
      merchantId: 'mer_expired-token',
      scenario: 'expired-token',
    }
    // Ignored: not a token, a partner this origin is not configured for, an expired token.
    await send('not-a-token')
    await send(mintToken({ ...claims, partnerId: 'partner_elsewhere' }, 3600))
    await send(mintToken({ ...claims, partnerId: 'partner_acme' }, -60))
    await page.waitForTimeout(500)
    await expect(app.getByRole('heading', { level: 1 })).toHaveText(errorHeading ?? '')

    // A valid token for this partner: the app signs in and the home rules pick the screen.
    await send(mintToken({ ...claims, partnerId: 'partner_acme' }, 3600))
    await expect(app.getByRole('heading', { level: 1, name: /built into Acme POS/ })).toBeVisible()
    await expect.poll(async () => received(page, 'route-changed', '/splash')).toBe(true)
  })
  expect(violations).toEqual([])
})

test('blocked storage: the app still runs in the iframe, keeping everything in memory', async () => {
  const violations = await onPartnerPage('blocked', PARTNER, 'new-merchant', async (page) => {
    const app = page.frameLocator('#app')
    await expect(app.getByRole('heading', { level: 1, name: /Funding for Ana’s Tacos/ })).toBeVisible()
    const frame = await appFrame(page)
    // Chromium really refuses storage here: no cookies can be set, and Web Storage threw (an own,
    // in-memory stand-in replaced it).
    expect(
      await frame.evaluate(() => {
        document.cookie = 'probe=1; SameSite=None; Secure; Partitioned'
        return {
          cookie: document.cookie,
          replaced: Object.getOwnPropertyDescriptor(window, 'localStorage') !== undefined,
        }
      }),
    ).toEqual({ cookie: '', replaced: true })

    await app.getByRole('link', { name: 'Start my application' }).click()
    await expect(app.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
    await app.getByLabel('Legal business name').fill('Diaz Foods LLC')
    await app.getByRole('link', { name: 'FAQ' }).click()
    await app.getByRole('link', { name: 'Pending Offer' }).click()
    await expect(app.getByLabel('Legal business name')).toHaveValue('Diaz Foods LLC')
    expect(await received(page, 'resize')).toBe(true)
  })
  expect(violations).toEqual([])
})

test('a page that is not a configured partner cannot frame the app (frame-ancestors)', async () => {
  await onPartnerPage('partitioned', STRANGER, 'new-merchant', async (page) => {
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true)
    await page.waitForTimeout(500)
    expect(await events(page)).toEqual([])
  })
})
