import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { openPartitionedBrowser } from './partner-browser'

/**
 * The partner library (embed.js, packages/embed) on a partner page of another site: the demo page of
 * scripts/partner-site.mjs loads /embed.js from the app (port 4199) and calls CreditConnect.mount,
 * nothing else. 4198 is a configured partner origin, 4197 is not.
 */
const APP = 'http://127.0.0.1:4199'
const PARTNER = 'http://localhost:4198'
const STRANGER = 'http://localhost:4197'
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/

interface PartnerEvent {
  source: string
  version: number
  type: string
  payload: Record<string, unknown>
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents)
const tokenRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { tokenRequests: number }).tokenRequests)
const received = async (page: Page, type: string, path?: string) =>
  (await events(page)).some((e) => e.type === type && (path === undefined || e.payload.path === path))

async function appFrame(page: Page) {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(APP))).toBe(true)
  return page.frames().find((f) => f.url().startsWith(APP))!
}

/** The iframe is exactly as tall as the app's content, and the app never scrolls inside it. */
async function fitsContent(page: Page) {
  const frame = await appFrame(page)
  const iframe = await page.locator('#financing iframe').evaluate((el) => el.getBoundingClientRect().height)
  const content = await frame.evaluate(() => document.getElementById('root')!.getBoundingClientRect().height)
  const scrolls = await frame.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1)
  return { fits: Math.abs(iframe - Math.ceil(content)) <= 1, scrolls }
}

for (const width of [375, 1280]) {
  test(`${width} px: embed.js mounts the app with no token in the iframe’s address, sized to its content`, async () => {
    const { context, violations } = await openPartitionedBrowser()
    const requests: Request[] = []
    context.on('request', (r) => void requests.push(r))
    try {
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${PARTNER}/?launch=new-merchant`)
      const app = page.frameLocator('#financing iframe')
      await expect(app.getByRole('heading', { level: 1, name: /Funding for Ana’s Tacos/ })).toBeVisible()

      // One iframe, created by the library: titled, and its address carries only the embed flag.
      const iframe = page.locator('#financing iframe')
      await expect(iframe).toHaveCount(1)
      await expect(iframe).toHaveAttribute('title', 'Credit Connect financing')
      await expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer')
      expect(await iframe.getAttribute('sandbox')).toBeNull()
      expect(await iframe.getAttribute('src')).toBe(`${APP}/?embed=1`)
      const frame = await appFrame(page)
      expect(frame.url()).not.toMatch(/token|login-/)
      // No address the browser loaded held the session or the login token; the one-time login token
      // travels only to the lending API's exchange (GET /v2/users/login), as the contract has it.
      const navigations = requests.filter((r) => r.isNavigationRequest()).map((r) => r.url())
      expect(navigations.filter((u) => JWT.test(u) || u.includes('login-'))).toEqual([])
      const carriers = requests
        .map((r) => r.url())
        .filter((u) => JWT.test(u) || (u.includes('login-new-merchant') && !u.includes('/v2/users/login?')))
      expect(carriers).toEqual([])

      // Versioned events reach onEvent: ready (signed out: it waited for the hand-over), the route.
      await expect.poll(async () => received(page, 'route-changed', '/splash')).toBe(true)
      const all = await events(page)
      expect(all.find((e) => e.type === 'ready')?.payload).toMatchObject({ signedIn: false })
      expect(all.every((e) => e.source === 'credit-connect' && e.version === 1)).toBe(true)

      await expect.poll(() => fitsContent(page)).toEqual({ fits: true, scrolls: false })
      // Another screen: new heights arrive and the iframe follows.
      const resizes = (await events(page)).filter((e) => e.type === 'resize').length
      await app.getByRole('link', { name: 'FAQ' }).click()
      await expect(app.getByRole('heading', { level: 1, name: /questions/i })).toBeVisible()
      await expect
        .poll(async () => (await events(page)).filter((e) => e.type === 'resize').length)
        .toBeGreaterThan(resizes)
      await expect.poll(() => fitsContent(page)).toEqual({ fits: true, scrolls: false })
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })
}

test('session-expired: embed.js asks the partner’s getToken, hands the new token over, and the merchant carries on', async () => {
  const { context, violations } = await openPartitionedBrowser()
  try {
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    // The first session is refused by the API (401); the partner's next token is for new-merchant.
    await page.goto(`${PARTNER}/?launch=fault-401&then=new-merchant`)
    const app = page.frameLocator('#financing iframe')
    await expect.poll(async () => received(page, 'session-expired')).toBe(true)
    await expect.poll(() => tokenRequests(page)).toBe(2)
    await expect(app.getByRole('heading', { level: 1, name: /Funding for Ana’s Tacos/ })).toBeVisible()
    await expect.poll(async () => received(page, 'route-changed', '/splash')).toBe(true)
    const types = (await events(page)).map((e) => e.type)
    expect(types.indexOf('session-expired')).toBeLessThan(types.lastIndexOf('route-changed'))
    expect(violations).toEqual([])
  } finally {
    await context.close()
  }
})

test('a page that is not a configured partner gets nothing: no app, no events, no token handed over', async () => {
  const { context } = await openPartitionedBrowser()
  const requests: string[] = []
  context.on('request', (r) => void requests.push(r.url()))
  try {
    const page = await context.newPage()
    await page.goto(`${STRANGER}/?launch=new-merchant`)
    // The library loads and mounts, but the browser refuses to show the app there (frame-ancestors).
    await expect(page.locator('#financing iframe')).toHaveCount(1)
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(true)
    await page.waitForTimeout(1000)
    expect(await events(page)).toEqual([])
    expect(await tokenRequests(page)).toBe(1)
    expect(requests.filter((u) => u.includes('/v2/users/login'))).toEqual([])
  } finally {
    await context.close()
  }
})
