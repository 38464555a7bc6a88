import { businessStep1, personalStep1, seedDraftUpTo } from '@/testing/application-draft'
import { stepDefinitions } from '../model/steps'
import {
  DRAFT_STORAGE_KEY,
  completedSubSteps,
  draftActions,
  draftSecrets,
  persistable,
  useDraftStore,
  wasRestoredWithoutSensitiveData,
} from './draft-store'

const ids = (stepIndex: number) => stepDefinitions(true)[stepIndex]!.subSteps.map((s) => s.id)
beforeEach(() => draftActions.cleared())

test('all flags start false; saving a sub-step completes it, and the step when all its sub-steps are', () => {
  expect(completedSubSteps(useDraftStore.getState()).size).toBe(0)
  draftActions.businessInfoSaved(1, businessStep1(), ids(0))
  expect(useDraftStore.getState().stepper.businessInfo).toEqual({
    isComplete: false,
    subSteps: { 'businessInfo.1': { isComplete: true } },
  })
  draftActions.businessInfoSaved(
    2,
    {
      merchant: {
        address: { street: 'a', street2: null, city: 'b', state: 'TX', zip: '78701', country: 'US' },
        email: 'a@b.example',
        phoneFixed: '5125550100',
      },
    },
    ids(0),
  )
  expect(useDraftStore.getState().stepper.businessInfo?.isComplete).toBe(true)
})

test('what is stored has no tax id, birth date or bank numbers, and those sub-steps must be redone', () => {
  draftActions.businessInfoSaved(1, businessStep1({ taxId: '987654321' }), ids(0))
  draftActions.personalInfoSaved(1, personalStep1(), ids(1))
  draftActions.bankingMethodChosen(true)
  draftActions.bankingStep1Saved(
    {
      shop: { bankAccountNumber: '000111222333', bankAccountRoutingNumber: '021000021' },
      consents: [{ type: 'BANK_ACCESS', accepted: true, acceptedAt: '2026-11-24T10:00:00Z' }],
    },
    ids(2),
  )
  const raw = sessionStorage.getItem(DRAFT_STORAGE_KEY)!
  for (const secret of ['987654321', '123456780', '1985-02-14', '000111222333', '021000021'])
    expect(raw).not.toContain(secret)
  expect(raw).toContain('Diaz Foods LLC')
  const restored = JSON.parse(raw) as ReturnType<typeof persistable>
  expect(completedSubSteps(restored).has('businessInfo.1')).toBe(false)
  expect(completedSubSteps(restored).has('personalInfo.1')).toBe(false)
  expect(completedSubSteps(restored).has('bankingDetails.1')).toBe(false)
  expect(wasRestoredWithoutSensitiveData(restored, 'businessInfo.1')).toBe(true)
  expect(wasRestoredWithoutSensitiveData(restored, 'bankingDetails.1')).toBe(true)
})

test('choosing manual entry for the first time is not a reload: nothing to re-enter is claimed', () => {
  draftActions.bankingMethodChosen(true)
  expect(wasRestoredWithoutSensitiveData(useDraftStore.getState(), 'bankingDetails.1')).toBe(false)
})

test('a Plaid-linked bank stays complete after a reload (the server holds the account)', () => {
  draftActions.bankingMethodChosen(false)
  draftActions.bankingStep1Saved(
    { shop: { bankAccountNumber: '', bankAccountRoutingNumber: '' }, consents: [] },
    ids(2),
  )
  expect(completedSubSteps(persistable(useDraftStore.getState())).has('bankingDetails.1')).toBe(true)
})

test('switching to manual entry from Plaid clears step 1', () => {
  draftActions.bankingMethodChosen(false)
  draftActions.bankingStep1Saved(
    {
      shop: { bankAccountNumber: 'x', bankAccountRoutingNumber: 'y' },
      consents: [{ type: 'BANK_ACCESS', accepted: true, acceptedAt: 'now' }],
    },
    ids(2),
  )
  draftActions.bankingMethodChosen(true)
  const k = useDraftStore.getState().bankingDetails
  expect(k.step1.shop).toEqual({ bankAccountNumber: '', bankAccountRoutingNumber: '' })
  expect(k.step1.consents).toEqual([])
  expect(k).toMatchObject({ isManually: true, providerName: 'USER', source: 'MANUALLY' })
})

test('consents can be added and removed; clearing forgets everything', () => {
  draftActions.consentToggled('CREDIT_CHECK', true, 't')
  draftActions.consentToggled('LIENS', true, 't')
  draftActions.consentToggled('CREDIT_CHECK', false)
  expect(useDraftStore.getState().review.consents.map((c) => c.type)).toEqual(['LIENS'])
  draftActions.cleared()
  expect(useDraftStore.getState().review.consents).toEqual([])
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
})

test('draftSecrets: every entered personal value while in memory, nothing once cleared', () => {
  expect(draftSecrets()).toEqual([])
  seedDraftUpTo('submit.1')
  const secrets = draftSecrets()
  for (const value of [
    'Diaz Foods LLC',
    '123456789',
    '1 Main St',
    '78701',
    'ana@example.com',
    '5125550100',
    'Ana',
    'Diaz',
    '1985-02-14',
    '123456780',
    '2 Oak',
    '78702',
    '5125550101',
    '000123456789',
    '011000015',
  ])
    expect(secrets).toContain(value)
  // Cities, states and empty fields are not secrets.
  expect(secrets).not.toContain('Austin')
  expect(secrets).not.toContain('TX')
  expect(secrets).not.toContain('')
  draftActions.cleared()
  expect(draftSecrets()).toEqual([])
})
