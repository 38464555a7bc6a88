import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { appendFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import type * as CnModule from '@/lib/cn'
import { resetLocaleForTests, startLocale } from '@/lib/i18n/runtime'
import { resetOnceOnly } from '@/lib/once-only'
import { type CatalogueArea, catalogueAreas, loadAreas } from '@/locales/areas'
import { sandbox, server } from './server'

// `npm run quality` counts every property test: runs, failures and seeds, one line each.
const propertyLog = process.env.QUALITY_PROPERTY_LOG
if (propertyLog) {
  fc.configureGlobal({
    reporter: (details) => {
      const { testPath, currentTestName } = expect.getState()
      const line = {
        file: (testPath ?? '').replace(/^.*?\/src\//, 'src/'),
        test: currentTestName ?? '',
        runs: details.numRuns,
        failed: details.failed,
        seed: details.seed,
      }
      appendFileSync(propertyLog, `${JSON.stringify(line)}\n`)
      if (details.failed) throw new Error(fc.defaultReportMessage(details))
    },
  })
}

// Every class list the app builds is checked: no utility may override another (src/lib/cn.ts).
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof CnModule>()
  const { checkedClasses } = await import('./class-conflicts')
  return { cn: (...inputs: Parameters<typeof cn>) => checkedClasses(cn(...inputs)) }
})

// Routes load lazily; the first import of a route can take over a second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks what Headless UI's anchoring, transitions and type-ahead use (node-environment tests skip this).
if (typeof Element !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
  if (!('scrollIntoView' in Element.prototype))
    Object.assign(Element.prototype, { scrollIntoView: () => undefined })
  if (!('getAnimations' in Element.prototype)) Object.assign(Element.prototype, { getAnimations: () => [] })
  if (!('innerText' in HTMLElement.prototype)) {
    Object.defineProperty(HTMLElement.prototype, 'innerText', {
      get(this: HTMLElement) {
        return this.textContent ?? ''
      },
    })
  }
}

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      if (request.url.startsWith('data:')) return // react-pdf's WASM loads from a data: URL
      print.error()
    },
  }),
)

// Every area's catalogue before a test file's own `beforeAll` too: a fixed-language instance made
// there (`i18nFor`) holds only the catalogues added so far, and with the tests in another order
// (`vitest --sequence.shuffle`) no test's `beforeEach` would have added them yet.
beforeAll(() => loadAreas(Object.keys(catalogueAreas) as CatalogueArea[]))

beforeEach(async () => {
  // Every test starts as a new tab would: nothing stored by the last one (a session, a consent given).
  // (Test files that run in node have no storage.)
  if (typeof window !== 'undefined') {
    localStorage.clear()
    sessionStorage.clear()
  }
  // Every test starts in English (the browser's language in jsdom), whatever the last one chose.
  resetLocaleForTests()
  await startLocale(null)
  // Every area's copy, as if each screen had loaded: tests render features without their routes.
  // Which screen loads which area is src/app/screen-catalogues.test.ts's concern.
  await loadAreas(Object.keys(catalogueAreas) as CatalogueArea[])
  sandbox.reset()
  sandbox.clearFaults()
  // Module-level once-only state (intents, latches) must not leak from one test to the next.
  resetOnceOnly()
  // A console.error is a bug: fail the test that caused it. One exception, which is the test
  // harness's and not the app's: react-hook-form publishes a form's state when its (async) zod
  // resolver settles, and on a loaded machine that can land after user-event's act() has returned.
  // React then warns "not wrapped in act(...)"; the merchant's screen is the same either way.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act(')) return
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  server.resetHandlers()
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

afterAll(() => server.close())
