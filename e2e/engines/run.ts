import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Driver } from './driver'
import { firefox } from './firefox'
import { JOURNEYS, clearStorage, land, landingsByTarget } from './journeys'
import { webkit } from './webkit'

/**
 * The Firefox and WebKit run of `npm test` (scripts/test-engines.mjs loads this file through Vite):
 * per engine one browser, the landing of every home rule, then the journeys, each timed. Nothing is
 * retried: a failure names the engine, the landing or journey, and the step.
 */

export const ENGINES = { firefox, webkit } as const
export type EngineName = keyof typeof ENGINES

export interface Outcome {
  name: string
  ok: boolean
  seconds: number
  error?: string
}

export interface EngineReport {
  engine: string
  outcomes: Outcome[]
  seconds: number
  /** A failure outside any landing or journey: the browser would not start, or close. */
  error?: string
}

/** Where a failure leaves its screenshot (ignored by git, as Playwright's are). */
export const FAILURES = join(import.meta.dirname, '..', '..', 'test-results', 'engines')

/** The longest a landing or journey may take before it counts as hung. */
const LIMIT_MS = 90_000

function withinLimit<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${LIMIT_MS / 1000} s`)), LIMIT_MS)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

/** What the page showed when a step failed, and where its screenshot is. */
async function evidence(driver: Driver, what: string): Promise<string> {
  try {
    const shows = await driver.shows()
    mkdirSync(FAILURES, { recursive: true })
    const file = join(FAILURES, `${driver.engine}-${what}`.replace(/[^\w.-]+/g, '_').slice(0, 120) + '.png')
    writeFileSync(file, await driver.screenshot())
    return ` — ${shows} — screenshot: ${file}`
  } catch {
    return ''
  }
}

/** One engine, against the sandbox build served at `origin`; `log` gets a line per result. */
export async function runEngine(
  name: EngineName,
  origin: string,
  log: (line: string) => void,
): Promise<EngineReport> {
  const t0 = Date.now()
  const outcomes: Outcome[] = []
  let driver: Driver | null = null
  const label = name === 'firefox' ? 'Firefox' : 'WebKit'
  const attempt = async (what: string, body: (d: Driver) => Promise<void>) => {
    const started = Date.now()
    let error: string | undefined
    try {
      await withinLimit(what, body(driver!))
    } catch (e) {
      error = message(e)
      if (driver) error += await evidence(driver, what)
    }
    const seconds = (Date.now() - started) / 1000
    outcomes.push({ name: what, ok: error === undefined, seconds, error })
    log(
      error === undefined
        ? `  ✔ ${what} (${seconds.toFixed(1)} s)`
        : `  ✖ ${what} (${seconds.toFixed(1)} s)\n      ${driver?.engine ?? label} › ${what}: ${error}`,
    )
  }
  try {
    driver = await ENGINES[name](origin)
    log(`${driver.engine}: started in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    await driver.resize(1280)
    // One session for every landing: storage emptied between them, as a new merchant's browser.
    let first = true
    for (const landing of landingsByTarget()) {
      await attempt(`landing ${landing.scenario} → ${landing.lands} (1280 px)`, async (d) => {
        if (!first) await clearStorage(d)
        first = false
        await land(d, landing)
      })
    }
    for (const journey of JOURNEYS) {
      await attempt(`journey “${journey.name}” (${journey.width} px)`, async (d) => {
        await clearStorage(d)
        await d.resize(journey.width)
        await journey.run(d, async (step, body) => {
          try {
            await body()
          } catch (e) {
            throw new Error(`${step}: ${message(e)}`)
          }
        })
      })
    }
  } catch (e) {
    return {
      engine: driver?.engine ?? label,
      outcomes,
      seconds: (Date.now() - t0) / 1000,
      error: message(e),
    }
  } finally {
    await driver?.close().catch((e: unknown) => log(`  ${label}: closing failed: ${message(e)}`))
  }
  return { engine: driver.engine, outcomes, seconds: (Date.now() - t0) / 1000 }
}
