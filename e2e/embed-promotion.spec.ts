import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openPartitionedBrowser } from './partner-browser'

/**
 * The promotion tile (issue 39) on a partner page of another site: scripts/partner-site.mjs with
 * `view=promotion` loads /embed.js from the app (port 4199) and mounts the tile in the partner's own
 * dashboard. Its words follow the merchant's state, which the partner also reads (`getState()`, the
 * `state` event); its call to action opens the whole app in embed.js's overlay, or the partner's
 * `onOpen`.
 */
const APP = 'http://127.0.0.1:4199'
const PARTNER = 'http://localhost:4198'
const JWT = /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/

interface PartnerState {
  stage: string
  maxAmount?: number
  outstanding?: number
  health?: string
  route?: string
}
interface PartnerEvent {
  type: string
  payload: Record<string, unknown>
}

const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value)
const getState = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as { creditConnect?: { getState(): PartnerState | null } }
      ).creditConnect?.getState() ?? null,
  )
const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents)
const tileHeight = (page: Page) =>
  page.locator('#promotion iframe').evaluate((el) => el.getBoundingClientRect().height)

/** What the tile must say for each sandbox scenario, from the state the partner reads. */
const STATES: {
  scenario: string
  stage: string
  words: (state: PartnerState) => (string | RegExp)[]
  action: string | null
}[] = [
  {
    scenario: 'new-merchant',
    stage: 'pre-offer',
    words: () => ['Pre-qualified for up to $25,000.00'],
    action: 'Apply',
  },
  {
    scenario: 'offer-tx-installment',
    stage: 'offer',
    words: (s) => [`Your offer is ready: up to ${money(s.maxAmount!)}`],
    action: 'Review',
  },
  {
    scenario: 'application-under-review',
    stage: 'application',
    words: () => ['Your application is in review'],
    action: 'View status',
  },
  {
    scenario: 'loan-flex-normal',
    stage: 'loan',
    words: (s) => [`${money(s.outstanding!)} outstanding`, 'In good standing'],
    action: 'Make a payment',
  },
  {
    scenario: 'loan-pre-default',
    stage: 'loan',
    words: (s) => [`${money(s.outstanding!)} outstanding`, "You're close to the end of this payment window"],
    action: 'Make a payment',
  },
  {
    scenario: 'loan-default',
    stage: 'loan',
    words: (s) => [`${money(s.outstanding!)} outstanding`, 'Your loan is in Default!'],
    action: 'Make a payment',
  },
  { scenario: 'no-offer', stage: 'none', words: () => [], action: null },
]

async function withBrowser(run: (context: BrowserContext, violations: string[]) => Promise<void>) {
  const { context, violations } = await openPartitionedBrowser()
  try {
    await run(context, violations)
  } finally {
    await context.close()
  }
}

for (const width of [375, 1280]) {
  test(`${width} px: the tile says what each state calls for, and the partner reads the same state`, async () => {
    test.setTimeout(120_000)
    await withBrowser(async (context, violations) => {
      for (const { scenario, stage, words, action } of STATES) {
        const page = await context.newPage()
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${PARTNER}/?launch=${scenario}&view=promotion`)
        const iframe = page.locator('#promotion iframe')
        await expect(iframe).toHaveAttribute('src', `${APP}/promotion?embed=1`)
        await expect.poll(() => getState(page), { message: scenario }).toMatchObject({ stage })
        const state = (await getState(page))!
        // The same state came as a `state` event, for partners who listen.
        expect((await events(page)).filter((e) => e.type === 'state').at(-1)?.payload).toEqual(state)
        const tile = page.frameLocator('#promotion iframe')
        if (action === null) {
          expect(state).toEqual({ stage: 'none' })
          // Nothing to offer: nothing at all, not even a frame's worth of room.
          await expect.poll(() => tileHeight(page)).toBe(0)
          await expect(tile.locator('section')).toHaveCount(0)
        } else {
          expect(state.route).toMatch(/^\//)
          for (const text of words(state)) await expect(tile.getByText(text, { exact: true })).toBeVisible()
          await expect(tile.getByRole('button', { name: action })).toBeVisible()
          // No tabs, no footer: the card only, and the frame exactly as tall as it.
          await expect(tile.getByRole('navigation')).toHaveCount(0)
          await expect(tile.getByRole('contentinfo')).toHaveCount(0)
          const card = await tile.locator('section').evaluate((el) => el.getBoundingClientRect().height)
          await expect.poll(() => tileHeight(page)).toBe(Math.ceil(card))
          expect(card).toBeLessThan(width < 640 ? 260 : 220)
        }
        await page.close()
      }
      expect(violations).toEqual([])
    })
  })

  test(`${width} px: the call to action opens the whole app in an overlay that traps focus, closes on Esc and gives focus back`, async () => {
    test.setTimeout(90_000)
    await withBrowser(async (context) => {
      const navigations: string[] = []
      context.on('request', (r) => void (r.isNavigationRequest() && navigations.push(r.url())))
      const page = await context.newPage()
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${PARTNER}/?launch=new-merchant&view=promotion`)
      const tile = page.frameLocator('#promotion iframe')
      await tile.getByRole('button', { name: 'Apply' }).click()

      const dialog = page.getByRole('dialog', { name: 'Credit Connect financing' })
      await expect(dialog).toBeVisible()
      const box = (await dialog.boundingBox())!
      if (width < 640) expect(box).toEqual({ x: 0, y: 0, width, height: 800 })
      else {
        // A dialog on a desktop: centred, with the partner's page around it.
        expect(box.width).toBeLessThanOrEqual(960)
        expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1)
        expect(box.height).toBeLessThan(800)
      }
      const close = dialog.getByRole('button', { name: 'Close' })
      await expect(close).toBeFocused()
      // The whole app, for the same merchant: the session handed over by message, never in an address.
      const app = dialog.frameLocator('iframe')
      await expect(app.getByRole('heading', { level: 1, name: /Funding for Ana’s Tacos/ })).toBeVisible()
      expect(await dialog.locator('iframe').getAttribute('src')).toBe(`${APP}/?embed=1`)
      expect(navigations.filter((u) => JWT.test(u) || u.includes('login-'))).toEqual([])
      // The partner's page behind is out of reach.
      const behind = () => page.locator('#partner-button').evaluate((el) => el.closest('[inert]') !== null)
      expect(await behind()).toBe(true)

      // Focus stays in the dialog, however far the merchant tabs, forwards or back.
      const inDialog = () =>
        page.evaluate(() => {
          const dialogElement = document.querySelector('[role="dialog"]')
          return Boolean(dialogElement?.contains(document.activeElement))
        })
      // Focus crosses into the app's frame (another origin, another process) a moment after the key:
      // meanwhile the partner's page reports its body as focused, so each step waits for it to land.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        await expect.poll(inDialog, { message: `Tab ${i + 1}` }).toBe(true)
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab')
        await expect.poll(inDialog, { message: `Shift+Tab ${i + 1}` }).toBe(true)
      }

      // Esc from inside the app closes it, and focus goes back to the tile.
      await app.getByRole('heading', { level: 1 }).click()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      expect(await page.evaluate(() => document.activeElement?.closest('#promotion') !== null)).toBe(true)
      expect(await behind()).toBe(false)

      // Again, closed from the dialog itself with Esc on its button, then with the button.
      await tile.getByRole('button', { name: 'Apply' }).click()
      await expect(close).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await tile.getByRole('button', { name: 'Apply' }).click()
      await close.click()
      await expect(dialog).toHaveCount(0)

      const types = (await events(page)).map((e) => e.type)
      expect(types.filter((t) => t === 'open')).toHaveLength(3)
      expect(await getState(page)).toMatchObject({ stage: 'pre-offer', maxAmount: 25000 })
    })
  })
}

test('with onOpen the partner opens the app where it likes: no overlay', async () => {
  await withBrowser(async (context) => {
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${PARTNER}/?launch=loan-flex-normal&view=promotion&layout=banner&onOpen=inline`)
    await expect(page.locator('#promotion iframe')).toHaveAttribute(
      'src',
      `${APP}/promotion?embed=1&layout=banner`,
    )
    const tile = page.frameLocator('#promotion iframe')
    await tile.getByRole('button', { name: 'Make a payment' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const opened = await page.evaluate(
      () => (window as unknown as { openRequests: { route: string; state: PartnerState }[] }).openRequests,
    )
    expect(opened).toEqual([
      {
        route: '/loan/credit-view',
        state: expect.objectContaining({ stage: 'loan', route: '/loan/credit-view' }),
      },
    ])
    // The partner's own mount, below the tile: the whole app, on the loan.
    await expect(page.frameLocator('#financing iframe').getByRole('heading', { level: 1 })).toBeVisible()
    await expect
      .poll(async () =>
        (await events(page)).filter((e) => e.type === 'route-changed').map((e) => e.payload.path),
      )
      .toContain('/loan/credit-view')
  })
})
