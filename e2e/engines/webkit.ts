import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver'
import {
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
  WEBKIT_LOCALE,
  XVFB_RUN_PATH,
} from '../../scripts/lib/browsers.mjs'
import { type Driver, type Engine, FIND, UNTIL_STILL, type WireTarget, driverFor, until } from './driver'

/**
 * WebKit, Safari's engine: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (classic
 * WebDriver, selenium-webdriver), on an Xvfb display since MiniBrowser has no headless mode. One
 * session per driver at a time, so it is always quit.
 *
 * MiniBrowser's toolbar keeps its window at least 447 px wide: a GTK stylesheet for its own widgets
 * (never the page, which GTK does not style) lets the window, and so the page, be a 375 px phone.
 */
const TOOLBAR_CSS =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    // xvfb-run, Xvfb and WebKitWebDriver: the whole group it leads.
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      resolve()
    }
  })
}

export async function webkit(origin: string): Promise<Driver> {
  const config = mkdtempSync(join(tmpdir(), 'cc-webkit-'))
  mkdirSync(join(config, 'gtk-3.0'))
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), TOOLBAR_CSS)
  const port = await freePort()
  const output: string[] = []
  const child = spawn(XVFB_RUN_PATH, ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    env: { ...process.env, LANG: WEBKIT_LOCALE, LC_ALL: WEBKIT_LOCALE, XDG_CONFIG_HOME: config },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  let driver: WebDriver | null = null
  const cleanUp = async () => {
    try {
      await driver?.quit()
    } finally {
      await stop(child)
      rmSync(config, { recursive: true, force: true })
    }
  }
  try {
    await until(
      () => `WebKitWebDriver did not start on port ${port}: ${output.join('').trim() || 'no output'}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${output.join('').trim()}`)
        return fetch(`http://127.0.0.1:${port}/status`).then(
          (response) => response.ok,
          () => false,
        )
      },
      20_000,
    )
    driver = new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      })
      .build()
    const session = driver
    const version = (await session.getCapabilities()).get('browserVersion') ?? ''
    const engine: Engine<WebElement> = {
      engine: `WebKit ${version}`.trim(),
      async open(url) {
        await session.get(new URL(url, origin).href)
      },
      async resize(width) {
        // The window's size, less what MiniBrowser's own frame takes, is the page's. GTK applies a new
        // size a moment later: read the page's size once it has stopped changing.
        const window = session.manage().window()
        const innerSize = async () => {
          let last = ''
          for (let i = 0; i < 40; i++) {
            const size = await session.executeScript<[number, number]>('return [innerWidth, innerHeight]')
            if (size.join('x') === last) return size
            last = size.join('x')
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
          return last.split('x').map(Number) as [number, number]
        }
        await window.setRect({ width, height: 900 })
        const [innerWidth, innerHeight] = await innerSize()
        if (innerWidth !== width || innerHeight !== 900) {
          const rect = await window.getRect()
          await window.setRect({
            width: rect.width + width - innerWidth,
            height: rect.height + 900 - innerHeight,
          })
        }
        const [w, h] = await innerSize()
        if (w !== width || h !== 900)
          throw new Error(
            `MiniBrowser's page is ${w} × ${h} px, not ${width} × 900: its window would not resize`,
          )
      },
      url: () => session.getCurrentUrl(),
      evaluate: <T>(body: string, element?: WebElement) =>
        session.executeScript<T>(`const element = arguments[0];\n${body}`, element ?? null),
      find: (target: WireTarget) =>
        session.executeScript<WebElement | null>(`return (${FIND})(arguments[0])`, target),
      async click(element) {
        // Wait until it stops moving, as a person would (driver.ts).
        await session.executeAsyncScript(`(${UNTIL_STILL})(...arguments)`, element)
        await element.click()
      },
      async type(element, text) {
        await element.click()
        // Three calls: in one, WebKitWebDriver drops the text typed after the chord.
        await element.sendKeys(Key.chord(Key.CONTROL, 'a'))
        await element.sendKeys(Key.BACK_SPACE)
        await element.sendKeys(text)
      },
      screenshot: async () => Buffer.from(await session.takeScreenshot(), 'base64'),
      // Selenium's elements are plain references: nothing to let go of.
      release: () => Promise.resolve(),
      close: cleanUp,
    }
    return driverFor(engine)
  } catch (error) {
    await cleanUp()
    throw error
  }
}
