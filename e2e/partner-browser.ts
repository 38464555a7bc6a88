import { type BrowserContext, chromium } from '@playwright/test'
import { watchCspViolations } from './fixtures'

/**
 * A browser for the partner-page tests (e2e/embed.spec.ts, e2e/embed-library.spec.ts): the app in a
 * cross-site iframe (the partner page on localhost, the app on 127.0.0.1), with third-party storage
 * partitioned as in Chrome. Each test starts its own: these settings are per browser.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Playwright turns third-party storage partitioning off (playwright #32701). Its own
// --disable-features list, without ThirdPartyStoragePartitioning: the last switch wins.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]
export const PARTNER_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`,
]

/** A partitioned-storage browser, and the CSP violations any of its pages or frames report. */
export async function openPartitionedBrowser(): Promise<{ context: BrowserContext; violations: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: PARTNER_BROWSER_ARGS })
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  const violations = await watchCspViolations(context)
  return { context, violations }
}
