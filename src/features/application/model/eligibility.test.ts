import fc from 'fast-check'
import { APPLICATION_STATES, ORIGINATION_STAGES } from '@/lib/domain'
import { canApply, isPlaidRequired, submitTarget } from './eligibility'

const stage = fc.constantFrom(...ORIGINATION_STAGES)
const applicationState = fc.option(
  fc.constantFrom(...APPLICATION_STATES).map((state) => ({ state })),
  { nil: null },
)

test('a pre-offer may apply, whatever an earlier application says', () => {
  fc.assert(
    fc.property(applicationState, (application) => {
      expect(canApply({ state: 'PRE_OFFER' }, application)).toBe(true)
    }),
  )
})

test('an application may be applied for again only when the server put it in ERROR', () => {
  for (const state of APPLICATION_STATES)
    expect(canApply({ state: 'APPLICATION' }, { state })).toBe(state === 'ERROR')
  expect(canApply({ state: 'APPLICATION' }, null)).toBe(false)
})

test('at any other stage, or with no origination yet, no one may apply', () => {
  fc.assert(
    fc.property(stage, applicationState, (state, application) => {
      fc.pre(state !== 'PRE_OFFER' && state !== 'APPLICATION')
      expect(canApply({ state }, application)).toBe(false)
      expect(canApply(null, application)).toBe(false)
    }),
  )
})

test('Plaid is required when either the pre-offer or the application asks for it', () => {
  const record = fc.option(
    fc.boolean().map((plaidRequired) => ({ plaidRequired })),
    { nil: null },
  )
  fc.assert(
    fc.property(record, record, (preOffer, application) => {
      expect(isPlaidRequired(preOffer, application)).toBe(
        preOffer?.plaidRequired === true || application?.plaidRequired === true,
      )
    }),
  )
  expect(isPlaidRequired(null, null)).toBe(false)
})

test('an application goes to the pre-offer at PRE_OFFER, and to the application only at APPLICATION', () => {
  const ids = { preOfferId: 'pre_1', applicationId: 'app_earlier' }
  expect(submitTarget({ state: 'PRE_OFFER', ...ids })).toEqual({ preOfferId: 'pre_1', applicationId: null })
  expect(submitTarget({ state: 'APPLICATION', ...ids })).toEqual({
    preOfferId: null,
    applicationId: 'app_earlier',
  })
})
