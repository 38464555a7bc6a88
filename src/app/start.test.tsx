import { screen } from '@testing-library/react'
import { recordRequests } from '@/testing/requests'
import { sandbox } from '@/testing/server'
import { browserRoot } from '@/testing/browser-root'
import { startApp } from './start'

/**
 * Issue 15: the session's requests leave as soon as the session is read, before React's first render,
 * exactly as main.tsx starts the app (no `act`, so React renders when it would in the browser: after
 * the current task). The router's loaders send them (loaders.ts); without them the shell's queries
 * would only start once the shell had rendered and subscribed.
 */
const LANDINGS = [
  { scenario: 'new-merchant', stage: /^GET \/v2\/pre-offers\/[^/]+$/ },
  { scenario: 'loan-flex-normal', stage: /^GET \/v2\/loans\/[^/]+$/ },
]

for (const landing of LANDINGS) {
  test(`${landing.scenario}: every shell request starts before the first render, the stage query before the shell shows`, async () => {
    const { root, close } = browserRoot()

    // Requests, the first render and the shell's first appearance, in the order they happened.
    const { requests: events, stop } = recordRequests({ pick: (r) => `${r.method} ${r.path}` })
    const observer = new MutationObserver(() => {
      if (!events.includes('first render')) events.push('first render')
      // The shell's tabs show only once its data and the theme are in (app-layout.tsx).
      if (root.querySelector('nav') && !events.includes('shell')) {
        events.push('shell')
        observer.disconnect()
      }
    })
    observer.observe(root, { childList: true, subtree: true })
    let app: Awaited<ReturnType<typeof startApp>> = null
    try {
      const launch = sandbox.launch(landing.scenario)
      app = await startApp(root, launch)
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
      const before = events.slice(0, events.indexOf('first render'))
      const shopId = launch.shopId
      // Everything the shell waits for (shell-queries.ts), all at once, with nothing rendered yet.
      expect(before).toEqual(
        expect.arrayContaining([
          'GET /v2/config',
          `GET /v2/originations/${shopId}/state`,
          `GET /v2/shops/${shopId}`,
          `GET /v2/shops/${shopId}/loans`,
          `GET /v2/shops/${shopId}/renewals`,
        ]),
      )
      // The stage query follows the origination state in the loader: before the shell has rendered
      // anything but the loader. The shell then shows with its data, not a loader a burst of answers
      // replaces. No shell request is sent twice (a screen may ask for the stage's record again under
      // React's StrictMode, which mounts everything twice in development: not counted here).
      const shell = events.indexOf('shell')
      expect(shell).toBeGreaterThan(-1)
      expect(events.slice(0, shell).some((e) => landing.stage.test(e))).toBe(true)
      for (const call of before.filter((e) => e.startsWith('GET ')))
        expect(events.filter((e) => e === call)).toHaveLength(1)
    } finally {
      observer.disconnect()
      stop()
      close(app)
    }
  })
}
