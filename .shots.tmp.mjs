import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
mkdirSync('/tmp/shots-i39', { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const shots = [
  ['new-merchant', '', 'card'],
  ['loan-pre-default', '&layout=banner', 'banner'],
  ['loan-default', '', 'card'],
  ['offer-tx-installment', '&layout=banner', 'banner'],
  ['application-under-review', '', 'card'],
]
for (const width of [375, 1280]) {
  for (const [scenario, extra, name] of shots) {
    const page = await browser.newPage({ viewport: { width, height: 800 } })
    await page.goto(`http://localhost:4198/?launch=${scenario}&view=promotion${extra}`)
    await page.frameLocator('#promotion iframe').locator('section button').waitFor()
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/shots-i39/${scenario}-${name}-${width}.png` })
    if (scenario === 'new-merchant') {
      await page.frameLocator('#promotion iframe').locator('section button').click()
      await page.getByRole('dialog').frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor()
      await page.waitForTimeout(800)
      await page.screenshot({ path: `/tmp/shots-i39/overlay-${width}.png` })
    }
    await page.close()
  }
}
await browser.close()
