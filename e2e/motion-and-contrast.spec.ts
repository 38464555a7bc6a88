import type { Page } from '@playwright/test'
import { type Launch, expect, test } from './fixtures'
import { startApplication } from './journeys'

/**
 * `prefers-reduced-motion: reduce` and `forced-colors: active` (Windows High Contrast), emulated in
 * Chromium (docs/accessibility.md). Screenshots of each state go to the test's output folder
 * (test-results/…) to be looked at.
 */

/** Elements that would move: a transition or an animation still set, and animations running. */
function moving(page: Page) {
  return page.evaluate(() => {
    const set = [...document.querySelectorAll('*')].filter((el) => {
      const style = getComputedStyle(el)
      const transition = style.transitionDuration.split(',').some((d) => parseFloat(d) > 0)
      return transition || style.animationName !== 'none'
    })
    return {
      styled: set.map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 60)}`),
      running: document.getAnimations().filter((a) => a.playState === 'running').length,
    }
  })
}

test.use({ viewport: { width: 1280, height: 900 } })

/** The new merchant's splash, with `media` emulated. */
async function splash(page: Page, launch: Launch, media: Parameters<Page['emulateMedia']>[0]) {
  await page.emulateMedia(media)
  await launch('new-merchant')
  await expect(page.getByRole('heading', { level: 1, name: /Funding for Ana’s Tacos/ })).toBeVisible()
}

test('reduced motion: no transition or animation anywhere, on the landing, the application and the FAQ', async ({
  page,
  launch,
}, testInfo) => {
  await splash(page, launch, { reducedMotion: 'reduce' })
  expect(await moving(page)).toEqual({ styled: [], running: 0 })

  await page.getByRole('link', { name: 'FAQ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /questions/i })).toBeVisible()
  // The FAQ's chevron turns with a transition when motion is welcome.
  await page.locator('summary').first().click()
  expect(await moving(page)).toEqual({ styled: [], running: 0 })

  await page.getByRole('link', { name: 'Pending Offer' }).click()
  await startApplication(page)
  expect(await moving(page)).toEqual({ styled: [], running: 0 })
  await page.screenshot({ path: testInfo.outputPath('reduced-motion-application.png'), fullPage: true })
})

test('without the preference the kit does animate (the check above can fail)', async ({ page, launch }) => {
  await splash(page, launch, { reducedMotion: 'no-preference' })
  expect((await moving(page)).styled.length).toBeGreaterThan(0)
})

test('forced colours: focus, the current tab and the current step stay visible', async ({
  page,
  launch,
}, testInfo) => {
  await splash(page, launch, { forcedColors: 'active' })

  const outline = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el)
        return { style: style.outlineStyle, width: style.outlineWidth }
      })

  // Keyboard focus: an outline (forced colours drop the kit's box-shadow rings).
  await page.keyboard.press('Tab')
  const focused = await page.evaluate(() => {
    const el = document.activeElement!
    const style = getComputedStyle(el)
    return { tag: el.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(focused.tag).not.toBe('BODY')
  expect(focused.style).toBe('solid')
  expect(focused.width).toBeGreaterThanOrEqual(2)
  await page.screenshot({ path: testInfo.outputPath('forced-colors-focus.png') })

  // The current tab is marked by more than a colour.
  expect(await outline('[aria-current="page"]')).toEqual({ style: 'solid', width: '2px' })

  await startApplication(page)
  expect(await outline('[aria-current="step"]')).toEqual({ style: 'solid', width: '2px' })
  // The current sub-step's marker keeps a visible ring in a system colour.
  expect(await outline('[data-slot="sub-step"][data-state="active"] > span')).toEqual({
    style: 'solid',
    width: '2px',
  })
  await page.screenshot({ path: testInfo.outputPath('forced-colors-stepper.png'), fullPage: true })
})
