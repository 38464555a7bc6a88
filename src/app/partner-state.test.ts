import { LOAN_STATES } from '@/lib/domain'
import { partnerState } from './partner-state'

const base = {
  preOffer: null,
  application: null,
  offer: null,
  loan: null,
  hasPastLoans: false,
  route: '/splash',
}

test('pre-offer: pre-qualified up to the pre-offer maximum', () => {
  expect(partnerState({ ...base, stage: 'PRE_OFFER', preOffer: { maxAmount: 25000 } })).toEqual({
    stage: 'pre-offer',
    maxAmount: 25000,
    route: '/splash',
  })
})

test('an offer ready: its maximum; an offer no longer pending: nothing', () => {
  const offer = { state: 'PENDING', maxAmount: 30000 }
  expect(partnerState({ ...base, stage: 'OFFER', offer, route: '/loan/offer/amount' })).toEqual({
    stage: 'offer',
    maxAmount: 30000,
    route: '/loan/offer/amount',
  })
  expect(partnerState({ ...base, stage: 'OFFER', offer: { ...offer, state: 'EXPIRED' } })).toEqual({
    stage: 'none',
  })
})

test('an application in review or approved: where it stands; rejected or cancelled: nothing', () => {
  for (const state of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'ERROR'] as const)
    expect(partnerState({ ...base, stage: 'APPLICATION', application: { state } }).stage).toBe('application')
  for (const state of ['REJECTED', 'CANCELLED'] as const)
    expect(partnerState({ ...base, stage: 'APPLICATION', application: { state } })).toEqual({ stage: 'none' })
})

test('every loan state has one partner stage; active loans carry the balance and health', () => {
  const stages = Object.fromEntries(
    LOAN_STATES.map((state) => [
      state,
      partnerState({ ...base, stage: 'LOAN', loan: { state, outstandingBalance: 8100.25 } }),
    ]),
  )
  expect(stages.NORMAL).toEqual({ stage: 'loan', outstanding: 8100.25, health: 'NORMAL', route: '/splash' })
  expect(stages.PRE_DEFAULT).toMatchObject({ stage: 'loan', health: 'PRE_DEFAULT' })
  expect(stages.TECHNICAL_DEFAULT).toMatchObject({ stage: 'loan', health: 'DEFAULT' })
  expect(stages.PENDING_FUNDING?.stage).toBe('application')
  expect(stages.PAID_CLOSED?.stage).toBe('closed')
  expect(stages.CHARGE_OFF).toEqual({ stage: 'closed', route: '/splash' })
})

test('nothing pending: none, or closed when the shop has past loans', () => {
  expect(partnerState({ ...base, stage: 'NO_PENDING_ORIGINATION' })).toEqual({ stage: 'none' })
  expect(partnerState({ ...base, stage: 'NO_PENDING_ORIGINATION', hasPastLoans: true }).stage).toBe('closed')
})
