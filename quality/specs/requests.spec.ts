import { expect, test } from '@playwright/test'
import { API_BASE as API, launchScenario, record } from '../../e2e/fixtures'

const LATENCY_MS = 300

/**
 * From opening the link to the landing screen, with 300 ms added to every API answer: how many
 * requests, how many duplicates, and how many sequential round trips (a request that starts only
 * after another has answered is one round trip deeper).
 */
const LANDINGS = [
  { scenario: 'new-merchant', stage: '/v2/pre-offers/', path: /\/splash/ },
  { scenario: 'application-under-review', stage: '/v2/applications/', path: /\/loan\/status/ },
  { scenario: 'offer-ca-flex', stage: '/v2/offers/', path: /\/loan\/offer\/amount/ },
  { scenario: 'loan-flex-normal', stage: '/v2/loans/loan', path: /\/loan\/credit-view/ },
]

for (const landing of LANDINGS) {
  test(`requests to land: ${landing.scenario}`, async ({ page }) => {
    const seen: { key: string; start: number; end: number | null }[] = []
    const byRequest = new Map<object, (typeof seen)[number]>()
    page.on('request', (r) => {
      if (!r.url().startsWith(API) || r.url().includes('/dd?')) return
      const entry = { key: `${r.method()} ${r.url().slice(API.length)}`, start: Date.now(), end: null }
      seen.push(entry)
      byRequest.set(r, entry)
    })
    const done = (r: object) => {
      const entry = byRequest.get(r)
      if (entry) entry.end = Date.now()
    }
    page.on('requestfinished', done)
    page.on('requestfailed', done)

    await launchScenario(page, landing.scenario, `&sandboxLatency=${LATENCY_MS}`)
    await expect(page).toHaveURL(landing.path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForTimeout(1_000)

    // Depth: 1 + the deepest request that had answered before this one started.
    const depth = new Map<(typeof seen)[number], number>()
    for (const r of [...seen].sort((a, b) => a.start - b.start)) {
      const before = seen.filter((q) => q.end !== null && q.end <= r.start + 5)
      depth.set(r, 1 + Math.max(0, ...before.map((q) => depth.get(q) ?? 0)))
    }
    const counts = new Map<string, number>()
    for (const r of seen) counts.set(r.key, (counts.get(r.key) ?? 0) + 1)
    const stage = seen.find((r) => r.key.startsWith(`GET ${landing.stage}`))
    const result = {
      scenario: landing.scenario,
      requests: seen.length,
      duplicates: [...counts.values()].reduce((n, c) => n + Math.max(0, c - 1), 0),
      duplicated: [...counts.entries()].filter(([, c]) => c > 1).map(([k]) => k),
      roundTrips: Math.max(0, ...depth.values()),
      roundTripsBeforeStage: stage ? (depth.get(stage) ?? 1) - 1 : null,
      calls: seen.map((r) => `${depth.get(r)} ${r.key}`),
    }
    record('requests', landing.scenario, result)
  })
}
