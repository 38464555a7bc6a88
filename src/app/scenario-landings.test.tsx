import { waitFor } from '@testing-library/react'
import { SCENARIO_GROUPS, SCENARIOS } from '@/sandbox/scenarios'
import { openApp } from '@/testing/app'
import { sandbox } from '@/testing/server'

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

/**
 * Every read the shell waits for, failing once (the network drops, then the retry answers): the
 * merchant still lands, on the same screen. The `/` loader decides where only once every one of them
 * has answered: deciding while one was still retrying left the page on its loader for good.
 */
describe('a shell read that fails once is retried, and the merchant lands', () => {
  const READS = [
    'GET /v2/config',
    'GET /v1/partners/',
    'GET /v2/originations/',
    'GET /v2/shops/shop_loan-flex-normal',
    'GET /v2/merchants/',
    'GET /v2/shops/shop_loan-flex-normal/loans',
    'GET /v2/loans/loan_3g',
  ]
  for (const on of READS) {
    test(on, async () => {
      sandbox.injectFaults([{ on, kind: 'network', times: 1 }])
      const { unmount } = openApp('loan-flex-normal')
      await waitFor(() => expect(path()).toBe('/loan/credit-view'), { timeout: 10_000 })
      unmount()
    })
  }
})
