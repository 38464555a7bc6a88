import type { Page } from '@playwright/test'
import { atWidths, expect, launchScenario, test } from './fixtures'
import { applyToReview, startApplication, submit } from './journeys'

/** Issue 16: every rule as written, no dead ends, and the phone as the first screen. */

/** Every path the app's history passes through, pushState and replaceState included. */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __ccPaths: string[] }).__ccPaths = seen
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        original(state, unused, url)
        seen.push(location.pathname)
      }
    }
  })
  return () => page.evaluate(() => (window as unknown as { __ccPaths: string[] }).__ccPaths.slice())
}

atWidths((width) => {
  test('closed loans say what happened and what to do next', async ({ page, launch, axe }) => {
    await launch('loan-paid-closed')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your loan is paid off. Thank you!' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'You can get more funding' })).toBeVisible()
    await axe()
    await page.getByRole('link', { name: 'See Past Loans' }).click()
    await expect(page).toHaveURL(/\/past-loans$/)

    for (const [scenario, title] of [
      ['loan-charge-off', 'This loan has been closed with a balance'],
      ['loan-canceled', 'This loan was cancelled'],
      ['loan-rejected', 'This loan couldn’t be completed'],
    ] as const) {
      await launch(scenario)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page).toHaveURL(/\/loan\/status$/)
      const talk = page.getByRole('region', { name: 'Talk to us' })
      await expect(talk.getByRole('link', { name: 'capital-support@acme.example' })).toBeVisible()
      await expect(page.getByText('There’s nothing in progress')).toHaveCount(0)
      await axe()
    }
  })

  test('the compact stepper header reads “Step 1/4” as written', async ({ page, launch }) => {
    await launch('new-merchant-full')
    await startApplication(page)
    const header = page.locator('[data-slot="compact-step-header"]')
    if (width < 1024) {
      // innerText is the rendered text: a CSS text-transform would show here.
      expect(await header.innerText()).toContain('Step 1/4')
    } else {
      await expect(header).toBeHidden()
    }
  })

  test('the Pending Offer tab brings a renewing merchant back to the renewal splash', async ({
    page,
    launch,
  }) => {
    await launch('renewal')
    await expect(page).toHaveURL(/\/splash\?isRenewal=true$/)
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Your financing' })
    await tabs.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await tabs.getByRole('link', { name: 'Pending Offer' }).click()
    await expect(page).toHaveURL(/\/splash\?isRenewal=true$/)
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible()
  })
})

test('a token without a partner lands with the default theme and makes no invented partner call', async ({
  page,
  launch,
}) => {
  const calls: string[] = []
  page.on('request', (request) => calls.push(request.url()))
  await launch('no-partner')
  await expect(page.getByRole('link', { name: 'Start my application' })).toBeVisible()
  expect(calls.filter((url) => url.includes('/v1/partners/'))).toEqual([])
  const config = calls.filter((url) => new URL(url).pathname.endsWith('/v2/config'))
  expect(config.length).toBeGreaterThan(0)
  for (const url of config) expect(new URL(url).searchParams.has('partner-id')).toBe(false)
  // The default theme's primary colour.
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cc-primary')),
  ).toBe('#1f4fd1')
})

test('WITH_CONSENT: the application waits for the consent; a consent call that times out has a way back', async ({
  page,
  launch,
}) => {
  // The page's clock, so the client's 20 s timeout (REQUEST_TIMEOUT_MS) passes at once.
  await page.clock.install()
  await launch('consent-required')
  await page.goto('/application/business-info/1')
  await expect(page).toHaveURL(/\/consent\/data-transfer$/)
  await page.evaluate(() =>
    window.ccSandbox?.injectFaults([{ on: 'POST /v2/shops/', kind: 'timeout', times: 1 }]),
  )
  const consentSent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/v2/shops/'))
  await page.getByRole('button', { name: 'Agree and continue' }).click()
  await consentSent
  // The sandbox holds the answer for 21 s: the client gives up first.
  await page.clock.fastForward(20_000)
  await expect(page.getByRole('heading', { level: 1, name: 'This took longer than expected' })).toBeVisible()
  await expect(page).toHaveURL(/\/consent\/timeout$/)
  await page.getByRole('link', { name: 'Try again' }).click()
  await page.getByRole('button', { name: 'Agree and continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
  // Remembered for the session: a reload goes straight back to the form.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
})

test('after Submit the merchant goes straight to /loan/status, never through an empty form (3 runs)', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // It is a race: three fresh merchants at once, each in its own browser context (the sandbox keeps
  // its state per tab, so the same shop would already have applied).
  const run = async (n: number) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 900 },
      baseURL: test.info().project.use.baseURL,
    })
    try {
      const page = await context.newPage()
      const paths = await recordPaths(page)
      await launchScenario(page, 'new-merchant')
      await applyToReview(page)
      const before = (await paths()).length
      await submit(page)
      await expect(page).toHaveURL(/\/loan\/status$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'We’ve received your application' }),
      ).toBeVisible()
      const after = (await paths()).slice(before)
      expect(after, `run ${n}: every path after Submit`).toEqual(['/loan/status'])
    } finally {
      await context.close()
    }
  }
  await Promise.all([1, 2, 3].map(run))
})

for (const width of [320, 375]) {
  test(`tables at ${width} px: each row's date, type, status and amount inside the screen`, async ({
    page,
    launch,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await launch('loan-installment-normal')
    await expect(page.getByRole('heading', { level: 1, name: 'Your term loan' })).toBeVisible()
    for (const [tab, name] of [
      ['History', 'Payment history'],
      ['Scheduled', 'Scheduled payments'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click()
      const table = page.getByRole('table', { name })
      await expect(table).toBeVisible()
      // Every row's text and its cells' boxes, read in one go (null: a cell not shown, as boundingBox says).
      const rows = await table.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          text: tr.textContent ?? '',
          boxes: [...tr.querySelectorAll('td')].map((td) => {
            if (td.getClientRects().length === 0) return null
            const { x, width } = td.getBoundingClientRect()
            return { x, width }
          }),
        })),
      )
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        for (const box of row.boxes) {
          expect(box, `a ${name} cell`).not.toBeNull()
          expect(box!.x).toBeGreaterThanOrEqual(0)
          expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5)
        }
        expect(row.text).toMatch(/\$[\d,]+\.\d{2}/)
        expect(row.text).toMatch(/\d{2}\/\d{2}\/\d{4}/)
      }
    }
    // No sideways scrolling anywhere on the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
