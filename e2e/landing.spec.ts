import { SCENARIOS } from '../src/sandbox/scenarios'
import type { Locator, Page } from '@playwright/test'
import { expect, fastForwardUntil, storedToken, test } from './fixtures'

const path = (url: URL) => url.pathname + url.search

// In a real browser: the Faults group whole (its answers retry with back-off, on the page's clock
// moved on faster than real time), and the first scenario of every other group. Every scenario's
// landing, through the whole app, is checked by src/app/scenario-landings.test.tsx. One test per
// group, each scenario a step in the same page: every link is a new launch, as a partner's would be.
test.describe('sandbox scenarios land on their screens', () => {
  for (const group of [...new Set(SCENARIOS.map((s) => s.group))]) {
    test(group, async ({ page, launch }) => {
      const inGroup = SCENARIOS.filter((s) => s.group === group)
      const scenarios = group === 'Faults' ? inGroup : inGroup.slice(0, 1)
      test.setTimeout(30_000 + scenarios.length * 20_000)
      await page.clock.install()
      for (const scenario of scenarios) {
        await test.step(`${scenario.id} → ${scenario.lands}`, async () => {
          await launch(scenario.id)
          await fastForwardUntil(page, () => expect(path(new URL(page.url()))).toBe(scenario.lands))
          await expect(page).toHaveURL(
            (url) => !url.search.includes('token=') && !url.search.includes('shopId='),
          )
        })
      }
    })
  }
})

test('with blocked storage (a partner iframe) the app still works, in memory', async ({ page, launch }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    }
  })
  await launch('loan-flex-normal')
  await expect(page).toHaveURL(/\/loan\/credit-view$/)
  await page.getByRole('link', { name: 'FAQ' }).click()
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
})

test('the partner’s primary colour and font reach the page', async ({ page, launch }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await launch('new-merchant')
  const start = page.getByRole('link', { name: 'Start my application' })
  await expect(start).toBeVisible()
  // Bistro Pay: primary #0f766e.
  await expect(start).toHaveCSS('background-color', 'rgb(15, 118, 110)')
  await expect(page.locator('body')).toHaveCSS('font-family', /DM Sans/)
  // Only the partner's font downloads: not the default one it replaces, even while loading (issue 15).
  expect(fonts.filter((font) => /dm-sans/i.test(font))).not.toEqual([])
  expect(fonts.filter((font) => /inter/i.test(font))).toEqual([])
  // Another partner, no rebuild: Acme's indigo.
  await launch('plaid-required')
  await expect(page.getByRole('link', { name: 'Start my application' })).toHaveCSS(
    'background-color',
    'rgb(79, 70, 229)',
  )
})

test('the Pending Offer tab returns to the last offer page; tabs follow the loans', async ({
  page,
  launch,
}) => {
  await launch('active-with-renewal')
  const tabs = page.getByRole('navigation', { name: 'Your financing' })
  await expect(tabs.getByRole('link')).toHaveText(['Summary', 'Past Loans', 'Support', 'FAQ'])
  await launch('new-merchant')
  await expect(tabs.getByRole('link')).toHaveText(['Pending Offer', 'FAQ'])
  await tabs.getByRole('link', { name: 'FAQ' }).click()
  await expect(tabs.getByRole('link', { name: 'Pending Offer' })).not.toHaveAttribute('aria-current', 'page')
  await tabs.getByRole('link', { name: 'Pending Offer' }).click()
  await expect(page).toHaveURL(/\/splash$/)
})

test('hideTabs on the link hides the tab bar', async ({ page }) => {
  await page.goto('/sandbox?launch=new-merchant&hideTabs=true')
  await expect(page).toHaveURL(/\/splash/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Your financing' })).toHaveCount(0)
})

test('a session that ends sends the merchant to the error screen, with no retry loop', async ({
  page,
  launch,
}) => {
  await launch('fault-401')
  await expect(page).toHaveURL(/\/error$/)
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible()
  expect(await storedToken(page)).toBeNull()
})

test('a load error offers Try again, which recovers once the server does', async ({ page, launch }) => {
  await page.clock.install()
  await launch('fault-recovers')
  const failed = page.getByRole('heading', { name: 'We couldn’t load your financing details' })
  await fastForwardUntil(page, async () => expect(await failed.isVisible()).toBe(true))
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/splash$/)
  await expect(page.getByRole('heading', { level: 1, name: /Funding for/ })).toBeVisible()
})

const SCREENS = [
  ['new-merchant', /Funding for/],
  ['renewal', /Welcome back/],
  ['no-offer', 'There’s no financing offer for you right now'],
  ['application-rejected', 'We can’t offer financing right now'],
  ['expired-token', 'Your session has ended'],
  ['empty-config', 'Financing isn’t available here yet'],
  ['fault-500', 'We couldn’t load your financing details'],
  // Status screens.
  ['application-under-review', 'Your application is being reviewed'],
  ['offer-full-integration', 'Your offer is ready in Acme POS'],
  ['loan-funding-failed', 'We couldn’t deposit your funds'],
] as const

/**
 * axe on each screen at the phone's width, then at the desktop's in the same page: the layout changes
 * with the width, the screen and its data do not, so one launch serves both scans.
 */
async function axeAtBothWidths(page: Page, axe: () => Promise<void>, heading: Locator) {
  await expect(heading).toBeVisible()
  await axe()
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(heading).toBeVisible()
  await axe()
}

test.describe('axe at 375 and 1280 px', () => {
  test.use({ viewport: { width: 375, height: 900 } })

  for (const [scenario, heading] of SCREENS) {
    test(`${scenario}: no serious or critical violations`, async ({ page, launch, axe }) => {
      await page.clock.install()
      await launch(scenario)
      const h1 = page.getByRole('heading', { level: 1, name: heading })
      await fastForwardUntil(page, async () => expect(await h1.isVisible()).toBe(true))
      await axeAtBothWidths(page, axe, h1)
    })
  }

  for (const [tab, heading] of [
    ['Support', 'Support'],
    ['FAQ', 'Frequently asked questions'],
  ] as const) {
    test(`${tab}: no serious or critical violations`, async ({ page, launch, axe }) => {
      await launch('active-with-renewal')
      await page.getByRole('navigation', { name: 'Your financing' }).getByRole('link', { name: tab }).click()
      await axeAtBothWidths(page, axe, page.getByRole('heading', { level: 1, name: heading }))
    })
  }

  test('consent timeout: no serious or critical violations', async ({ page, launch, axe }) => {
    await launch('consent-required')
    await page.goto('/consent/timeout')
    await axeAtBothWidths(
      page,
      axe,
      page.getByRole('heading', { level: 1, name: 'This took longer than expected' }),
    )
  })
})
