import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every axe scan in e2e and `npm run quality`. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The one axe configuration. WCAG 2.5.3 Label in Name (`label-content-name-mismatch`) carries only
 * the `wcag21a` tag, which the scans used to leave out, and older axe-core releases shipped it
 * off as experimental: so it is switched on by name as well as by tag. `options()` must come
 * before `withTags()`, because it replaces the whole options object, tags included.
 */
export function wcagScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
}
