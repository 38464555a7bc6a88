import { devices } from '@playwright/test'
import { expect, test } from './fixtures'

for (const width of [375, 1280]) {
  test(`the component gallery at ${width} px passes axe and works by keyboard`, async ({ page, axe }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/system')
    await expect(page.getByRole('heading', { name: 'Component gallery' })).toBeVisible()
    await expect(page.getByText('Reachable')).toBeVisible()
    await axe()

    // Keyboard: open the confirmation, Escape closes it, focus returns.
    const opener = page.getByRole('button', { name: 'Open confirmation' })
    await opener.focus()
    await page.keyboard.press('Enter')
    // The dialog element itself has no box (its panel is fixed-position): check its heading.
    await expect(page.getByRole('dialog', { name: 'Pay $500.00 now?' }).getByRole('heading')).toBeVisible()
    await axe()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
    // Back from the keyboard, the button wears the kit's focus ring (focus-ring.ts).
    await expect(opener).toHaveCSS('outline-style', 'solid')
    await expect(opener).toHaveCSS('outline-width', '2px')

    // The select: the keyboard opens it, the open list is named by its field and passes axe,
    // Escape closes it and focus returns.
    const select = page.getByRole('button', { name: 'Business structure' })
    await select.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('listbox', { name: 'Business structure' })).toBeFocused()
    await axe()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await expect(select).toBeFocused()

    // The in-page tabs: arrows move and show, and the focused tab wears the 2 px ring.
    await page.getByRole('tab', { name: 'Payments' }).focus()
    await page.keyboard.press('ArrowLeft')
    const documents = page.getByRole('tab', { name: 'Documents' })
    await expect(documents).toBeFocused()
    await expect(documents).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Documents' })).toHaveText('Your contract.')
    await expect(documents).toHaveCSS('outline-style', 'solid')
    await expect(documents).toHaveCSS('outline-width', '2px')

    // A notification appears, is announced, and leaves on its own after 5 s.
    await page.getByRole('button', { name: 'Show a notification' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Payment sent' })).toBeVisible()
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0, { timeout: 7000 })
  })
}

test('list type-ahead: letters typed within 350 ms search together, then it starts over', async ({
  page,
}) => {
  await page.goto('/system')
  const select = page.getByRole('button', { name: 'Business structure' })
  await select.focus()
  await page.keyboard.press('ArrowDown')
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  const active = listbox.locator('[role="option"][data-focus]')
  // "pu" typed together → Public corporation.
  await page.keyboard.type('pu')
  await expect(active).toHaveText('Public corporation')
  // After more than 350 ms the search starts over: "l" → LLC.
  await page.waitForTimeout(500)
  await page.keyboard.type('l')
  await expect(active).toHaveText('LLC')
  await page.keyboard.press('Enter')
  await expect(select).toContainText('LLC')
})

test('the data table sorts and pages in the browser', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/system')
  const table = page.getByRole('table', { name: 'Sample payments' })
  await expect(page.getByText('1-10 of 37')).toBeVisible()
  await page.getByRole('button', { name: 'Page 2' }).click()
  await expect(page.getByText('11-20 of 37')).toBeVisible()
  await table.getByRole('button', { name: 'Amount' }).click()
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending')
  await page.setViewportSize({ width: 375, height: 900 })
  await expect(page.getByText(/of 37/)).toBeHidden()
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Page \d+$/ }),
  ).toHaveCount(3)

  // The page-size list opens over the table's clipped box, not cut off inside it: its options take
  // a real tap (Playwright refuses to click what is hidden or covered).
  await page.getByRole('button', { name: /rows per page/ }).click()
  const sizes = page.getByRole('listbox')
  await expect(sizes).toBeInViewport({ ratio: 1 })
  await sizes.getByRole('option', { name: '20' }).click()
  await expect(page.getByRole('button', { name: /rows per page/ })).toContainText('20')
  await expect(table.getByRole('row')).toHaveCount(21)
})

test('a mouse resting on the list does not scroll it; keys do', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/system')
  const select = page.getByRole('button', { name: 'Business structure' })
  await select.click()
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  const box = (await listbox.boundingBox())!
  // The pointer rests on the last option, cut by the list's bottom edge.
  await page.mouse.move(box.x + 40, box.y + box.height - 6)
  await page.mouse.move(box.x + 41, box.y + box.height - 6)
  await expect(listbox.locator('[data-focus]')).toHaveCount(1)
  expect(await listbox.evaluate((el) => el.scrollTop)).toBe(0)
  // Keys move and bring the active option into view.
  await page.keyboard.press('End')
  await expect(listbox.locator('[data-focus]')).toBeInViewport({ ratio: 1 })
  expect(await listbox.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
  // The wheel (the pointer still resting on the list) scrolls it away from the active option, and
  // it stays where it was scrolled.
  await page.mouse.wheel(0, -1000)
  await expect.poll(() => listbox.evaluate((el) => el.scrollTop)).toBe(0)
  await page.waitForTimeout(200)
  expect(await listbox.evaluate((el) => el.scrollTop)).toBe(0)
})

test('the select on a touch phone: it opens where it fits, shows the chosen option, and a tap outside closes it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 320, height: 640 },
    hasTouch: true,
    isMobile: true,
    // A phone says so: Headless UI takes a tap outside from the touch events on iOS and Android only.
    userAgent: devices['Pixel 7'].userAgent,
  })
  const page = await context.newPage()
  try {
    await page.goto('/system')
    const select = page.getByRole('button', { name: 'Business structure' })
    // Near the bottom of the screen, the list opens above the button, inside the screen.
    await select.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8),
    )
    await select.tap()
    const listbox = page.getByRole('listbox', { name: 'Business structure' })
    await expect(listbox).toBeVisible()
    const [list, button] = [await listbox.boundingBox(), await select.boundingBox()]
    expect(list!.y + list!.height).toBeLessThanOrEqual(button!.y)
    expect(list!.y).toBeGreaterThanOrEqual(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    // Every option is a 44 px touch target.
    for (const box of await listbox
      .getByRole('option')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44)
    await listbox.getByRole('option', { name: 'Partnership' }).tap()
    await expect(listbox).toHaveCount(0)
    await expect(select).toContainText('Partnership')
    // Open again: the chosen option is the active one and in view; a tap on plain text closes it.
    await select.tap()
    const chosen = listbox.getByRole('option', { name: 'Partnership' })
    await expect(chosen).toHaveAttribute('aria-selected', 'true')
    await expect(chosen).toHaveAttribute('data-focus', '')
    await expect(chosen).toBeInViewport()
    await page.getByRole('heading', { name: 'Component gallery' }).tap()
    await expect(listbox).toHaveCount(0)
    await expect(select).toContainText('Partnership')
  } finally {
    await context.close()
  }
})
