import { screen } from '@testing-library/react'
import { recordRequests } from '@/testing/requests'
import { sandbox } from '@/testing/server'
import { browserRoot } from '@/testing/browser-root'
import type * as NumberFormat from '@/lib/number-format'
import { prepareNumberFormats } from '@/lib/number-format'
import { startApp } from './start'

vi.mock('@/lib/number-format', async (importOriginal) => {
  const original = await importOriginal<typeof NumberFormat>()
  return { ...original, prepareNumberFormats: vi.fn(original.prepareNumberFormats) }
})
const { prepareNumberFormats: actualPrepare } =
  await vi.importActual<typeof NumberFormat>('@/lib/number-format')

/**
 * Issue 15: the boot requests leave before React's first render, exactly as main.tsx starts the app
 * (no `act`, so React renders when it would in the browser: after the current task). Without
 * `startBoot` the shell's queries would only start once the shell had rendered and subscribed.
 */
const LANDINGS = [
  { scenario: 'new-merchant', stage: /^GET \/v2\/pre-offers\/[^/]+$/ },
  { scenario: 'loan-flex-normal', stage: /^GET \/v2\/loans\/[^/]+$/ },
]

for (const landing of LANDINGS) {
  test(`${landing.scenario}: every boot request, then the stage query, starts before the first render`, async () => {
    const { root, close } = browserRoot()

    // Requests and the first render, in the order they happened.
    const { requests: events, stop } = recordRequests({ pick: (r) => `${r.method} ${r.path}` })
    let firstRenderShowed: { shell: boolean } | null = null
    const prepared = vi.mocked(prepareNumberFormats)
    prepared.mockClear()
    prepared.mockImplementationOnce((locale) => {
      events.push('number formats')
      actualPrepare(locale)
    })
    const firstRender = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        events.push('first render')
        // The shell's tabs show only once its data and the theme are in (app-layout.tsx).
        firstRenderShowed = { shell: root.querySelector('nav') !== null }
        observer.disconnect()
        resolve()
      })
      observer.observe(root, { childList: true, subtree: true })
    })
    let app: Awaited<ReturnType<typeof startApp>> = null
    try {
      const launch = sandbox.launch(landing.scenario)
      app = await startApp(root, launch)
      await firstRender
      const rendered = events.indexOf('first render')
      const before = events.slice(0, rendered)
      const shopId = launch.shopId
      // Everything the shell waits for (boot-queries.ts), all at once, with nothing rendered yet.
      expect(before).toEqual(
        expect.arrayContaining([
          'GET /v2/config',
          `GET /v2/originations/${shopId}/state`,
          `GET /v2/shops/${shopId}`,
          `GET /v2/shops/${shopId}/loans`,
          `GET /v2/shops/${shopId}/renewals`,
        ]),
      )
      // The stage query follows the origination state without waiting for the shell (boot.ts), and
      // no boot request is sent twice. (A screen may ask for the stage's record again under React's
      // StrictMode, which mounts everything twice in development: not counted here.)
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
      expect(events.some((e) => landing.stage.test(e))).toBe(true)
      // The first render waited for the first screen's data and theme (boot.ts `firstScreen`): it
      // is the shell with its data, not the shell's loader that a burst of answers then replaces.
      expect(before.some((e) => landing.stage.test(e))).toBe(true)
      expect(firstRenderShowed).toEqual({ shell: true })
      // The browser's number data was loaded while the stage's answer travelled: after its call
      // left (not holding back the origination state's answer), before the first render.
      const formats = events.indexOf('number formats')
      expect(formats).toBeGreaterThan(events.findIndex((e) => landing.stage.test(e)))
      expect(formats).toBeLessThan(rendered)
      expect(prepared).toHaveBeenCalledTimes(1)
      const boot = before.filter((e) => e.startsWith('GET '))
      for (const call of boot) expect(events.filter((e) => e === call)).toHaveLength(1)
    } finally {
      stop()
      close(app)
    }
  })
}

test('a link to an application step prepares no number formats: its screens show no amount', async () => {
  const { root, close } = browserRoot()
  const prepared = vi.mocked(prepareNumberFormats)
  prepared.mockClear()
  window.history.replaceState(null, '', '/application/business-info/1')
  let app: Awaited<ReturnType<typeof startApp>> = null
  try {
    app = await startApp(root, sandbox.launch('new-merchant'))
    expect(await screen.findByLabelText(/^Legal business name/, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(prepared).not.toHaveBeenCalled()
  } finally {
    close(app)
    window.history.replaceState(null, '', '/')
  }
})
