import { waitFor } from '@testing-library/react'
import { SCENARIO_GROUPS, SCENARIOS } from '@/sandbox/scenarios'
import { openApp } from '@/testing/app'

/**
 * Every sandbox scenario lands on its screen, through the whole app with real providers (the home
 * rules, the loaders, the stage queries). The Faults group, whose answers retry with real back-off,
 * and a sample of each group in a real browser with the token leaving the address bar, are in
 * e2e/landing.spec.ts.
 */
const path = () => window.location.pathname + window.location.search

for (const group of SCENARIO_GROUPS.filter((g) => g !== 'Faults')) {
  describe(group, () => {
    for (const scenario of SCENARIOS.filter((s) => s.group === group)) {
      test(`${scenario.id} → ${scenario.lands}`, async () => {
        const { unmount } = openApp(scenario.id)
        await waitFor(() => expect(path()).toBe(scenario.lands), { timeout: 10_000 })
        unmount()
      })
    }
  })
}
