import { z } from '@/lib/zod'
import { applicationBodySchema } from '../api/schemas'
import { businessInfo1Schema, businessInfo2Schema, personalInfo1Schema } from '../schemas/step-schemas'
import { type Draft, emptyDraft } from '../store/draft-store'
import { buildApplicationBody, targetOfField } from './body'

function completeDraft(): Draft {
  const d = emptyDraft()
  // What the form saves: the values its step schema parsed (and trimmed).
  d.businessInfo.step1 = z.parse(businessInfo1Schema, {
    merchant: {
      businessStructureType: 'LLC',
      doingBusinessAs: ' Ana’s Tacos ',
      legalName: 'Diaz Foods LLC',
      taxId: '12-3456789',
    },
    shop: { establishmentDate: '2019-04-01' },
  })
  d.businessInfo.step2 = z.parse(businessInfo2Schema, {
    merchant: {
      address: { street: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
      email: 'ana@example.com',
      phoneFixed: '512-555-0100',
    },
  })
  d.personalInfo.step1 = z.parse(personalInfo1Schema, {
    applicant: {
      firstName: 'Ana',
      middleName: '',
      lastName: 'Diaz',
      birthdayDate: '1985-02-14',
      taxId: '123-45-6789',
    },
  })
  d.personalInfo.step2 = {
    applicant: {
      address: { street: '2 Oak Ave', street2: null, city: 'Austin', state: 'TX', zip: '78702' },
      email: 'ana@example.com',
      phoneFixed: '5125550101',
      ownershipFraction: 0.6,
    },
  }
  d.personalInfo.hasAdditionalPartners = true
  d.personalInfo.step3.additionalOwners = [
    {
      firstName: 'Luis',
      lastName: 'Diaz',
      ownershipFraction: 0.4,
      phoneFixed: '5125550102',
      email: 'luis@example.com',
    },
  ]
  d.bankingDetails = {
    isManually: true,
    providerName: 'USER',
    source: 'MANUALLY',
    step1: {
      shop: { bankAccountNumber: '000123456789', bankAccountRoutingNumber: '021000021' },
      consents: [{ type: 'BANK_ACCESS', accepted: true, acceptedAt: '2026-11-21T15:00:00Z' }],
    },
    step2: { loanPurpose: 'INVENTORY', shop: { hasOtherDebts: false } },
  }
  d.review.consents = [{ type: 'CREDIT_CHECK', accepted: true, acceptedAt: '2026-11-21T15:00:00Z' }]
  return d
}

test('a complete draft becomes a contract-valid body: digits only, nulls for empty optionals', () => {
  const body = buildApplicationBody(completeDraft())
  expect(z.safeParse(applicationBodySchema, body).success).toBe(true)
  expect(body?.businessInfo.merchant.taxId).toBe('123456789')
  expect(body?.businessInfo.merchant.doingBusinessAs).toBe('Ana’s Tacos')
  expect(body?.businessInfo.merchant.address.street2).toBeNull()
  expect(body?.personalInfo.applicant.middleName).toBeNull()
  expect(body?.consents.map((c) => c.type)).toEqual(['BANK_ACCESS', 'CREDIT_CHECK'])
})

test('with Plaid the shop is null; without additional partners the owners list is empty', () => {
  const d = completeDraft()
  d.bankingDetails.providerName = 'PLAID'
  d.bankingDetails.source = 'PLAID'
  d.personalInfo.hasAdditionalPartners = false
  const body = buildApplicationBody(d)
  expect(body?.bankingDetails.shop).toBeNull()
  expect(body?.personalInfo.additionalOwners).toEqual([])
})

test('an incomplete draft gives no body', () => {
  expect(buildApplicationBody(emptyDraft())).toBeNull()
  const d = completeDraft()
  d.bankingDetails.step1.shop.bankAccountNumber = ''
  expect(buildApplicationBody(d)).toBeNull()
})

test('422 field paths map to the sub-step that owns them', () => {
  expect(targetOfField('businessInfo.merchant.taxId').subStepId).toBe('businessInfo.1')
  expect(targetOfField('businessInfo.shop.establishmentDate').subStepId).toBe('businessInfo.1')
  expect(targetOfField('businessInfo.merchant.address.zip').subStepId).toBe('businessInfo.2')
  expect(targetOfField('businessInfo.merchant.phoneFixed').subStepId).toBe('businessInfo.2')
  expect(targetOfField('personalInfo.applicant.birthdayDate').subStepId).toBe('personalInfo.1')
  expect(targetOfField('personalInfo.applicant.ownershipFraction').subStepId).toBe('personalInfo.2')
  expect(targetOfField('personalInfo.additionalOwners.0.email').subStepId).toBe('personalInfo.3')
  expect(targetOfField('bankingDetails.shop.bankAccountRoutingNumber').subStepId).toBe('bankingDetails.1')
  expect(targetOfField('bankingDetails.provider').subStepId).toBe('bankingDetails.1')
  expect(targetOfField('bankingDetails.loanPurpose').subStepId).toBe('bankingDetails.2')
  expect(targetOfField('consents').subStepId).toBe('submit.1')
})
