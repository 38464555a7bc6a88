import fc from 'fast-check'
import { APPLICATION_STATES, INTEGRATION_MODES, LOAN_STATES, ORIGINATION_STAGES } from '@/lib/domain'
import { ACTIVE_STATES, CLOSED_STATES, PENDING_FUNDING_STATES } from '@/lib/loan-status'
import { HOME_TARGETS } from '@/testing/home-targets'
import { type HomeInput, possibleHomes, resolveHome } from './home-rules'

const base: HomeInput = {
  failed: false,
  stage: 'PRE_OFFER',
  application: null,
  offer: null,
  loan: null,
  mode: 'FULL_INTEGRATION',
  hasPastLoans: false,
}
const at = (over: Partial<HomeInput>) => resolveHome({ ...base, ...over })

test('rule 1: a failure goes to /error, before anything else', () => {
  expect(
    at({
      failed: true,
      stage: 'NO_PENDING_ORIGINATION',
      application: { state: 'REJECTED', creditFreezeDetected: true },
    }),
  ).toBe('/error')
})

test('rule 2: nothing pending goes to /no-offer', () => {
  expect(at({ stage: 'NO_PENDING_ORIGINATION', hasPastLoans: true })).toBe('/no-offer')
})

test('rules 3–5: rejected, error, credit freeze, in that order', () => {
  expect(at({ stage: 'APPLICATION', application: { state: 'REJECTED', creditFreezeDetected: true } })).toBe(
    '/ineligible',
  )
  expect(at({ stage: 'APPLICATION', application: { state: 'ERROR', creditFreezeDetected: true } })).toBe(
    '/application/errors',
  )
  expect(
    at({ stage: 'APPLICATION', application: { state: 'UNDER_REVIEW', creditFreezeDetected: true } }),
  ).toBe('/application/credit-freeze')
})

test('rule 6: an active loan goes to the credit view', () => {
  for (const state of ACTIVE_STATES) expect(at({ stage: 'LOAN', loan: { state } })).toBe('/loan/credit-view')
})

test('rule 7: an application, an offer outside offer-integration, or a status-type loan goes to /loan/status', () => {
  for (const state of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'CANCELLED'] as const) {
    expect(at({ stage: 'APPLICATION', application: { state, creditFreezeDetected: false } })).toBe(
      '/loan/status',
    )
  }
  expect(at({ stage: 'OFFER', offer: { id: 'o' }, mode: 'FULL_INTEGRATION' })).toBe('/loan/status')
  expect(at({ stage: 'OFFER', offer: { id: 'o' }, mode: 'WITH_CONSENT' })).toBe('/loan/status')
  for (const state of [...PENDING_FUNDING_STATES, ...CLOSED_STATES])
    expect(at({ stage: 'LOAN', loan: { state } })).toBe('/loan/status')
})

test('rule 8: an offer under offer-integration goes to the amount', () => {
  expect(at({ stage: 'OFFER', offer: { id: 'o' }, mode: 'OFFER_INTEGRATION' })).toBe('/loan/offer/amount')
})

test('rule 9: otherwise the splash, with isRenewal when there are past loans', () => {
  expect(at({})).toBe('/splash')
  expect(at({ hasPastLoans: true })).toBe('/splash?isRenewal=true')
})

test('property: the answer is always one of the rule targets, and a failure always wins', () => {
  const input = fc.record({
    failed: fc.boolean(),
    stage: fc.constantFrom(...ORIGINATION_STAGES),
    application: fc.option(
      fc.record({ state: fc.constantFrom(...APPLICATION_STATES), creditFreezeDetected: fc.boolean() }),
      { nil: null },
    ),
    offer: fc.option(fc.record({ id: fc.string() }), { nil: null }),
    loan: fc.option(fc.record({ state: fc.constantFrom(...LOAN_STATES) }), { nil: null }),
    mode: fc.constantFrom(...INTEGRATION_MODES),
    hasPastLoans: fc.boolean(),
  })
  fc.assert(
    fc.property(input, (i) => {
      const to = resolveHome(i)
      expect(HOME_TARGETS).toContain(to)
      if (i.failed) expect(to).toBe('/error')
      else if (i.stage === 'NO_PENDING_ORIGINATION') expect(to).toBe('/no-offer')
    }),
  )
})

describe('possibleHomes: the screens whose code the `/` loader starts beside the stage query', () => {
  test('each stage names the screens its records can lead to', () => {
    expect(possibleHomes('PRE_OFFER', 'FULL_INTEGRATION')).toEqual(['/splash'])
    expect(possibleHomes('NO_PENDING_ORIGINATION', null)).toEqual(['/no-offer'])
    expect(possibleHomes('OFFER', 'OFFER_INTEGRATION')).toEqual(['/loan/offer/amount'])
    expect(possibleHomes('OFFER', 'FULL_INTEGRATION')).toEqual(['/loan/status'])
    expect(possibleHomes('OFFER', null).sort()).toEqual(['/loan/offer/amount', '/loan/status'])
    expect(possibleHomes('APPLICATION', null).sort()).toEqual([
      '/application/credit-freeze',
      '/application/errors',
      '/ineligible',
      '/loan/status',
    ])
    expect(possibleHomes('LOAN', null)).toEqual(expect.arrayContaining(['/loan/credit-view', '/loan/status']))
  })

  test('property: wherever resolveHome sends a merchant, the `/` loader had started that screen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORIGINATION_STAGES),
        fc.constantFrom(...APPLICATION_STATES),
        fc.boolean(),
        fc.constantFrom(...LOAN_STATES),
        fc.constantFrom(...INTEGRATION_MODES),
        fc.boolean(),
        fc.boolean(),
        (stage, appState, freeze, loanState, mode, hasPastLoans, modeKnown) => {
          // Only the current stage's record is loaded (stage-queries.ts).
          const input: HomeInput = {
            failed: false,
            stage,
            application: stage === 'APPLICATION' ? { state: appState, creditFreezeDetected: freeze } : null,
            offer: stage === 'OFFER' ? { id: 'offer_1' } : null,
            loan: stage === 'LOAN' ? { state: loanState } : null,
            mode,
            hasPastLoans,
          }
          const home = resolveHome(input).split('?')[0]
          expect(possibleHomes(stage, modeKnown ? mode : null)).toContain(home)
        },
      ),
    )
  })
})
