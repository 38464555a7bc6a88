import puppeteer, { type ElementHandle, type JSHandle } from 'puppeteer-core'
import { FIREFOX_PATH } from '../../scripts/lib/browsers.mjs'
import { type Driver, type Engine, FIND, UNTIL_STILL, type WireTarget, driverFor } from './driver'

/**
 * Firefox ESR (Debian's) over WebDriver BiDi, through puppeteer-core: no geckodriver, no download.
 * One browser, one page, reused by every landing and journey.
 */
export async function firefox(origin: string): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The app's language, whatever the machine's.
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US' },
  })
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage())
    const version = (await browser.version()).replace(/^firefox\//i, '')
    const engine: Engine<ElementHandle> = {
      engine: `Firefox ${version}`,
      async open(url) {
        await page.goto(new URL(url, origin).href, { waitUntil: 'load' })
      },
      async resize(width) {
        await page.setViewport({ width, height: 900 })
      },
      url: () => Promise.resolve(page.url()),
      async evaluate<T>(body: string, element?: ElementHandle) {
        // A function made from the body (the page scripts are text, as WebDriver takes them): puppeteer
        // sends its source to the page, with the element as its argument.
        // eslint-disable-next-line @typescript-eslint/no-implied-eval
        const fn = new Function('element', body) as (element: unknown) => T
        return (element ? element.evaluate(fn) : page.evaluate(fn, null)) as Promise<T>
      },
      async find(target: WireTarget) {
        const handle: JSHandle = await page.evaluateHandle(`(${FIND})(${JSON.stringify(target)})`)
        const element = handle.asElement() as ElementHandle | null
        if (!element) await handle.dispose()
        return element
      },
      async click(element) {
        // Wait until it stops moving, as a person would (driver.ts).
        const untilStill = await page.evaluateHandle(`(${UNTIL_STILL})`)
        await page.evaluate(
          (wait, el) => new Promise<void>((done) => (wait as (e: Element, d: () => void) => void)(el, done)),
          untilStill,
          element,
        )
        await untilStill.dispose()
        await element.click()
      },
      async type(element, text) {
        await element.click()
        await page.keyboard.down('Control')
        await page.keyboard.press('KeyA')
        await page.keyboard.up('Control')
        await page.keyboard.press('Backspace')
        await page.keyboard.type(text)
      },
      screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
      async release(element) {
        await element.dispose()
      },
      async close() {
        await browser.close()
      },
    }
    return driverFor(engine)
  } catch (error) {
    await browser.close()
    throw error
  }
}
