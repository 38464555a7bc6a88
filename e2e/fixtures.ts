import AxeBuilder from '@axe-core/playwright'
import { type Page, expect, test as base } from '@playwright/test'

export const API_BASE = 'https://api.dev.credit-connect.example'

export const test = base.extend<{ launch: (scenarioId: string) => Promise<void>; axe: () => Promise<void> }>({
  /** Opens the app as a partner link would, through the sandbox's launch link. */
  launch: async ({ page }, use) => {
    await use(async (scenarioId: string) => {
      await page.goto(`/sandbox?launch=${scenarioId}`)
      await page.waitForURL((url) => url.pathname !== '/sandbox')
    })
  },
  /** WCAG 2.2 A/AA scan: no serious or critical violations. */
  axe: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze()
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
    })
  },
})

export { expect }

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('token'))
}
