import { screen } from '@testing-library/react'
import { act } from 'react'
import { type RecordedRequest, recordRequests } from '@/testing/requests'
import { sandbox } from '@/testing/server'
import { resetSession } from '@/testing/session'
import { startApp } from './start'

/**
 * Issue 15: how many API round trips, one after another, stand between the link and each landing
 * screen. The app is started exactly as main.tsx starts it, with every sandbox answer delayed by
 * `LATENCY_MS`; a call is one deeper than the deepest call that had answered before it started (the
 * rule `npm run quality` applies to the production build in Chromium, scripts/lib/chain-depth.mjs).
 * In production every call is cross-origin with a bearer token, so each is preceded by its own CORS
 * preflight: the round trips are twice the API depth. The target is at most 4 after the main script
 * for every landing from `/`; a direct link to the disclosure stays at 6, because the contract gives
 * its ids one from another (origination state → offer → disclosure).
 * (Route chunks load beside the calls, the router's `lazy`; their timing is measured in Chromium.)
 */
const LATENCY_MS = 120
const PREFLIGHT_PER_CALL = 2
const LANDINGS = [
  { scenario: 'new-merchant', link: '/', lands: '/splash', most: 4 },
  { scenario: 'application-under-review', link: '/', lands: '/loan/status', most: 4 },
  { scenario: 'offer-ca-flex', link: '/', lands: '/loan/offer/amount', most: 4 },
  { scenario: 'loan-flex-normal', link: '/', lands: '/loan/credit-view', most: 4 },
  { scenario: 'offer-ny-flex', link: '/disclosure', lands: '/disclosure', most: 6 },
]

interface Call {
  key: string
  start: number
  end: number | null
}

/** The recorded request itself, so its `end` fills in when the sandbox answers. */
const asCall = (request: RecordedRequest): Call =>
  Object.assign(request, { key: `${request.method} ${request.path}` })

/** 1 + the deepest call that had answered before this one started (5 ms of slack for timers). */
function depths(calls: Call[]): Map<Call, number> {
  const depth = new Map<Call, number>()
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const before = calls.filter((c) => c !== call && c.end !== null && c.end <= call.start + 5)
    depth.set(call, 1 + Math.max(0, ...before.map((c) => depth.get(c) ?? 0)))
  }
  return depth
}

for (const landing of LANDINGS) {
  test(`${landing.scenario}: at most ${landing.most} round trips, preflights counted, from ${landing.link} to ${landing.lands}`, async () => {
    const reactActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    window.history.replaceState(null, '', landing.link)
    resetSession()
    sandbox.setLatency(LATENCY_MS)
    const root = document.createElement('div')
    document.body.append(root)
    const recording = recordRequests<Call>({ pick: asCall })
    const calls = recording.requests
    let app: Awaited<ReturnType<typeof startApp>> = null
    try {
      app = await startApp(root, sandbox.launch(landing.scenario))
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
      expect(window.location.pathname).toBe(landing.lands)
      const landed = performance.now()
      const answered = calls.filter((c) => c.end !== null && c.end <= landed)
      const depth = depths(answered)
      const deepest = Math.max(...depth.values())
      const chain = [...depth].map(([c, d]) => `${d} ${c.key}`).sort()
      expect({ roundTrips: deepest * PREFLIGHT_PER_CALL, chain }).toEqual({
        roundTrips: expect.toSatisfy((n: number) => n <= landing.most) as number,
        chain,
      })
    } finally {
      sandbox.setLatency(0)
      recording.stop()
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', reactActEnvironment)
      act(() => app?.unmount())
      root.remove()
    }
  })
}
