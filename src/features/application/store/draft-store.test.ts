// @vitest-environment jsdom
import { businessStep1, personalStep1, seedDraftUpTo } from '@/testing/application-draft'
import { stepDefinitions } from '../model/steps'
import {
  DRAFT_STORAGE_KEY,
  type Draft,
  completedSubSteps,
  draftActions,
  draftSecrets,
  emptyDraft,
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

/** The draft a new page (a reload) reads back from what sessionStorage keeps. */
async function reloadedWith(kept: string) {
  sessionStorage.setItem(DRAFT_STORAGE_KEY, kept)
  vi.resetModules()
  const fresh = await import('./draft-store')
  return fresh.useDraftStore.getState()
}

/** What is kept now of a draft filled up to the submit step, with additional owners. */
function keptDraft(): Draft {
  seedDraftUpTo('submit.1', { owners: true })
  const owner = { firstName: 'Luis', lastName: 'Diaz', ownershipFraction: 0.2, email: 'luis@example.com' }
  draftActions.personalInfoSaved(
    3,
    {
      hasAdditionalPartners: true,
      step3: {
        additionalOwners: [
          { ...owner, phoneFixed: '5125550102' },
          { ...owner, firstName: 'Eva', phoneFixed: '5125550103' },
        ],
      },
    },
    ids(1),
  )
  return JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY)!) as Draft
}

test('a reload restores the kept draft as it was kept', async () => {
  const kept = keptDraft()
  expect(kept.personalInfo.step3.additionalOwners.length).toBeGreaterThan(0)
  expect(await reloadedWith(JSON.stringify(kept))).toEqual(kept)
  expect(await reloadedWith(JSON.stringify(kept))).toEqual(persistable(useDraftStore.getState()))
})

test('a kept draft that does not parse is dropped whole, and removed from storage', async () => {
  const kept = keptDraft()
  const wrongType = structuredClone(kept) as unknown as { businessInfo: { step1: { merchant: object } } }
  wrongType.businessInfo.step1.merchant = { ...wrongType.businessInfo.step1.merchant, legalName: 42 }
  const unknownEnum = structuredClone(kept) as unknown as { bankingDetails: { step2: object } }
  unknownEnum.bankingDetails.step2 = { ...unknownEnum.bankingDetails.step2, loanPurpose: 'VACATION' }
  const badConsent = structuredClone(kept) as unknown as { review: { consents: object[] } }
  badConsent.review.consents = [{ type: 'CREDIT_CHECK', accepted: 'yes', acceptedAt: 't' }]
  for (const broken of [
    JSON.stringify(wrongType),
    JSON.stringify(unknownEnum),
    JSON.stringify(badConsent),
    JSON.stringify({ ...kept, stepper: [] }),
    '{"businessInfo":',
    '"a draft"',
  ]) {
    expect(await reloadedWith(broken)).toEqual(emptyDraft())
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  }
})

/** Deletes the field at a dotted path (`a.b.0.c`) of a plain JSON value. */
function drop(value: unknown, path: string) {
  const keys = path.split('.')
  const parent = keys.slice(0, -1).reduce((at, key) => (at as Record<string, unknown>)[key], value)
  delete (parent as Record<string, unknown>)[keys.at(-1)!]
}

test('a draft kept before a field existed comes back with that field empty, the rest as kept', async () => {
  const kept = keptDraft()
  // As an older build kept it: no country on the business address, no additional-partners answer,
  // an owner without a phone, no bank step 2, no review consents…
  const older = structuredClone(kept)
  for (const path of [
    'businessInfo.step2.merchant.address.country',
    'personalInfo.hasAdditionalPartners',
    'personalInfo.step3.additionalOwners.0.phoneFixed',
    'bankingDetails.step2',
    'review.consents',
  ])
    drop(older, path)
  // …and a field this build no longer knows: it is not carried on.
  Object.assign(older.businessInfo, { retired: 'something' })

  const restored = await reloadedWith(JSON.stringify(older))
  const empty = emptyDraft()
  expect(restored).toEqual({
    ...kept,
    businessInfo: {
      ...kept.businessInfo,
      step2: {
        merchant: {
          ...kept.businessInfo.step2.merchant,
          address: { ...kept.businessInfo.step2.merchant.address, country: 'US' },
        },
      },
    },
    personalInfo: {
      ...kept.personalInfo,
      hasAdditionalPartners: false,
      step3: {
        additionalOwners: kept.personalInfo.step3.additionalOwners.map((owner, index) =>
          index === 0 ? { ...owner, phoneFixed: '' } : owner,
        ),
      },
    },
    bankingDetails: { ...kept.bankingDetails, step2: empty.bankingDetails.step2 },
    review: empty.review,
  })
  // An older draft is not dropped: storage holds it until the next change writes the whole draft.
  expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBe(JSON.stringify(older))
})

test('a new draft is every field’s default, each a fresh object', () => {
  const first = emptyDraft()
  first.personalInfo.step3.additionalOwners.push({
    firstName: 'A',
    lastName: 'B',
    ownershipFraction: 0.1,
    phoneFixed: '',
    email: '',
  })
  first.stepper.businessInfo = { isComplete: true, subSteps: {} }
  const second = emptyDraft()
  expect(second.personalInfo.step3.additionalOwners).toEqual([])
  expect(second.stepper).toEqual({})
  expect(second.businessInfo.step2.merchant.address.country).toBe('US')
  expect(second.bankingDetails).toEqual({
    isManually: false,
    step1: { shop: { bankAccountNumber: '', bankAccountRoutingNumber: '' }, consents: [] },
    step2: { loanPurpose: null, shop: { hasOtherDebts: null } },
    providerName: null,
    source: null,
  })
})
