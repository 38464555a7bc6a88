import { screen, waitFor } from '@testing-library/react'
import { SUB_STEP_IDS } from '@/features/application/model/step-ids'
import { type Draft, draftActions } from '@/features/application/store/draft-store'
import { contractExamples } from './contract-examples'

type BusinessStep1 = Draft['businessInfo']['step1']
type Applicant = Draft['personalInfo']['step1']['applicant']

/** Business Info part 1 as its form saves it: canary EIN 123456789, unless `merchant` says otherwise. */
export const businessStep1 = (merchant: Partial<BusinessStep1['merchant']> = {}): BusinessStep1 => ({
  merchant: {
    businessStructureType: 'LLC',
    doingBusinessAs: '',
    legalName: 'Diaz Foods LLC',
    taxId: '123456789',
    ...merchant,
  },
  shop: { establishmentDate: '2019-04-01' },
})

/** Personal Info part 1 as its form saves it: canary SSN 123456780 and DOB 1985-02-14, unless overridden. */
export const personalStep1 = (applicant: Partial<Applicant> = {}): Pick<Draft['personalInfo'], 'step1'> => ({
  step1: {
    applicant: {
      firstName: 'Ana',
      middleName: null,
      lastName: 'Diaz',
      birthdayDate: '1985-02-14',
      taxId: '123456780',
      ...applicant,
    },
  },
})

const ORDER: readonly string[] = SUB_STEP_IDS
const ofStep = (step: string) => SUB_STEP_IDS.filter((id) => id.startsWith(`${step}.`))
const B = ofStep('businessInfo')
const P = ofStep('personalInfo')
const K = ofStep('bankingDetails')

/**
 * Saves every sub-step before `subStep` as its form would (`'submit.1'`: everything, with both
 * review consents). Canary personal data: EIN 123456789, SSN 123456780, DOB 1985-02-14.
 */
export function seedDraftUpTo(subStep: string, { owners = false }: { owners?: boolean } = {}) {
  const stop = ORDER.indexOf(subStep)
  const done = (id: string) => ORDER.indexOf(id) < stop
  if (done('businessInfo.1')) draftActions.businessInfoSaved(1, businessStep1(), B)
  if (done('businessInfo.2'))
    draftActions.businessInfoSaved(
      2,
      {
        merchant: {
          address: contractExamples.applicationBody.businessInfo.merchant.address,
          email: 'ana@example.com',
          phoneFixed: '5125550100',
        },
      },
      B,
    )
  if (done('personalInfo.1')) draftActions.personalInfoSaved(1, personalStep1(), P)
  if (done('personalInfo.2'))
    draftActions.personalInfoSaved(
      2,
      {
        step2: {
          applicant: {
            address: { street: '2 Oak', street2: null, city: 'Austin', state: 'TX', zip: '78702' },
            email: 'ana@example.com',
            phoneFixed: '5125550101',
            ownershipFraction: owners ? 0.6 : 1,
          },
        },
      },
      P,
    )
  if (done('personalInfo.3'))
    draftActions.personalInfoSaved(3, { hasAdditionalPartners: false, step3: { additionalOwners: [] } }, P)
  if (done('bankingDetails.1')) {
    draftActions.bankingMethodChosen(true)
    draftActions.bankingStep1Saved(
      {
        shop: { bankAccountNumber: '000123456789', bankAccountRoutingNumber: '011000015' },
        consents: [{ type: 'BANK_ACCESS', accepted: true, acceptedAt: '2026-11-21T00:00:00Z' }],
      },
      K,
    )
  }
  if (done('bankingDetails.2'))
    draftActions.bankingStep2Saved({ loanPurpose: 'INVENTORY', shop: { hasOtherDebts: false } }, K)
  if (subStep === 'submit.1') {
    for (const t of ['CREDIT_CHECK', 'BANKRUPTCIES', 'LIENS', 'FINANCIAL_CRIMES'] as const)
      draftActions.consentToggled(t, true)
  }
}

/**
 * Waits for an application sub-step: its heading, then its part below it (`shown`: by default, its
 * form). That part is loaded lazily, so it may still be on its way when the heading shows; a test
 * that went on at the heading would pass only after an earlier test had loaded it
 * (`vitest --sequence.shuffle` found six such tests in three files).
 */
export async function findSubStep(
  heading: string,
  {
    shown = () => document.querySelector('form'),
    timeout,
  }: { shown?: () => Element | null; timeout?: number } = {},
): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout })
  await waitFor(
    () => {
      if (!shown()) throw new Error(`“${heading}” shows only its heading so far`)
    },
    { timeout },
  )
}
