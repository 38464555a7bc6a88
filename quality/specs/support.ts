import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { wcagScan } from '../../e2e/axe'

export const RESULTS = join(import.meta.dirname, '..', '.results')

export function record(kind: string, name: string, data: unknown) {
  const dir = join(RESULTS, kind)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify(data, null, 2))
}

export async function launch(page: Page, scenario: string, extra = '') {
  await page.goto(`/sandbox?launch=${scenario}${extra}`)
  await page.waitForURL((url) => url.pathname !== '/sandbox')
}

export interface AxeCounts {
  critical: number
  serious: number
  moderate: number
  minor: number
  rules: string[]
}

/** axe with the WCAG 2.2 A/AA tags and Label in Name (the e2e scan): violations by impact, and which rules. */
export async function axeCounts(page: Page): Promise<AxeCounts> {
  const results = await wcagScan(page).analyze()
  const counts: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0, rules: [] }
  for (const v of results.violations) {
    const impact = (v.impact ?? 'minor') as keyof Omit<AxeCounts, 'rules'>
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
