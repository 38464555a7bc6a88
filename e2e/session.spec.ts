import type { Page } from '@playwright/test'
import { API_BASE, type Launch, atWidths, expect, storedToken, test } from './fixtures'
import { scenarioLink } from './launch-links'

const ENDED = { level: 1, name: 'Your session has ended' } as const
const SPLASH = { level: 1, name: 'Funding for Ana’s Tacos, built into Bistro Pay' } as const

test.describe('launch links', () => {
  atWidths(() => {
    test('a login-token link lands, and the login token is never sent again (not even on reload)', async ({
      page,
    }) => {
      const logins: string[] = []
      page.on('request', (request) => {
        if (request.url().startsWith(`${API_BASE}/v2/users/login`)) logins.push(request.url())
      })
      // The sandbox's partner link carrying `token=login-new-merchant` instead of a session JWT.
      await page.goto('/sandbox?launch=new-merchant&login=1')
      await expect(page).toHaveURL(/\/splash$/)
      await expect(page.getByRole('heading', SPLASH)).toBeVisible()
      expect(logins).toHaveLength(1)
      expect(new URL(logins[0]!).searchParams.get('token')).toBe('login-new-merchant')
      expect(page.url()).not.toContain('login-new-merchant')
      expect(await storedToken(page)).toMatch(/^eyJ/)

      await page.reload()
      await expect(page.getByRole('heading', SPLASH)).toBeVisible()
      expect(logins).toHaveLength(1)
    })

    test('a link whose shop id is not its token’s is refused, with no call for either shop', async ({
      page,
      launch,
    }) => {
      await launch('new-merchant')
      await expect(page).toHaveURL(/\/splash$/)
      const token = await storedToken(page)
      const calls: string[] = []
      page.on('request', (request) => {
        const url = request.url()
        if (url.startsWith(API_BASE) && !url.includes('/dd?')) calls.push(new URL(url).pathname)
      })
      await page.goto(`/?token=${token}&shopId=shop_no-offer`)
      await expect(page.getByRole('heading', ENDED)).toBeVisible()
      await expect(page).toHaveURL((url) => !url.search.includes('token='))
      expect(calls).toEqual([])
      expect(await storedToken(page)).toBeNull()
    })
  })
})

test.describe('a link for another shop while signed in', () => {
  const PROMPT = { level: 1, name: 'Open another shop’s financing?' } as const
  const NO_OFFER = { level: 1, name: 'There’s no financing offer for you right now' } as const

  atWidths(() => {
    test('asks first with nothing of the new shop loaded; Stay keeps the session, Continue opens the link’s shop', async ({
      page,
      launch,
      axe,
    }) => {
      await launch('new-merchant')
      await expect(page.getByRole('heading', SPLASH)).toBeVisible()
      const first = await storedToken(page)
      const calls: string[] = []
      page.on('request', (request) => {
        const url = request.url()
        if (url.startsWith(API_BASE) && !url.includes('/dd?')) calls.push(new URL(url).pathname)
      })

      await page.goto(scenarioLink('no-offer').path)
      await expect(page.getByRole('heading', PROMPT)).toBeVisible()
      await expect(page.getByRole('main')).toContainText('shop_no-offer')
      await expect(page).toHaveURL((url) => !url.search.includes('token='))
      await axe()
      expect(calls).toEqual([])
      expect(await storedToken(page)).toBe(first)

      // Stay, by keyboard: the session in place goes on, and nothing of the link's shop is asked for.
      await page.getByRole('button', { name: 'Stay', exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', SPLASH)).toBeVisible()
      expect(await storedToken(page)).toBe(first)
      expect(calls.filter((path) => path.includes('shop_no-offer'))).toEqual([])

      // The same link again: Continue starts a clean session for its shop.
      await page.goto(scenarioLink('no-offer').path)
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(page.getByRole('heading', NO_OFFER)).toBeVisible()
      expect(await storedToken(page)).not.toBe(first)
      expect(await page.evaluate(() => localStorage.getItem('shopId'))).toBe('shop_no-offer')
    })
  })
})

test.describe('two tabs sharing storage', () => {
  /** A new merchant's splash in `page`, then a second tab of the same browser on the FAQ. */
  async function twoTabs(page: Page, launch: Launch) {
    await launch('new-merchant')
    await expect(page).toHaveURL(/\/splash$/)
    const other = await page.context().newPage()
    await other.goto('/faq')
    await expect(other.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
    return other
  }

  test('the session ending in one tab ends it in the other, without a reload', async ({ page, launch }) => {
    const other = await twoTabs(page, launch)
    // Tab 1: the server refuses this session now (a 401 for the current token), so it ends there…
    const faults = JSON.stringify([{ on: 'GET /v2/shops/', kind: '401' }])
    await page.goto(`/?sandboxFaults=${encodeURIComponent(faults)}`)
    await expect(page.getByRole('heading', ENDED)).toBeVisible()
    // …and in tab 2, through the storage event.
    await expect(other.getByRole('heading', ENDED)).toBeVisible()
    expect(await storedToken(other)).toBeNull()
  })

  test('another shop opened in one tab ends the other tab’s session instead of switching it', async ({
    page,
    launch,
  }) => {
    const other = await twoTabs(page, launch)
    await launch('no-offer')
    await expect(page).toHaveURL(/\/no-offer$/)
    await expect(other.getByRole('heading', ENDED)).toBeVisible()
    // The new shop's session, owned by tab 1, is left alone.
    expect(await other.evaluate(() => localStorage.getItem('shopId'))).toBe('shop_no-offer')
  })
})
