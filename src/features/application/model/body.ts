import type { ApplicationBody } from '../api/schemas'
import type { Draft } from '../store/draft-store'
import type { StepId, SubStepId } from './step-ids'

/**
 * The contract's application body from the draft. Null while something required is missing (the
 * submit step then sends the merchant to the first incomplete sub-step). The draft holds the values
 * the step schemas parsed (trimmed, digits only, `null` for an empty optional line, ownership as a
 * fraction): they go into the body as they are.
 */
export function buildApplicationBody(draft: Draft): ApplicationBody | null {
  const b = draft.businessInfo
  const p = draft.personalInfo
  const k = draft.bankingDetails
  const structure = b.step1.merchant.businessStructureType
  const purpose = k.step2.loanPurpose
  const ownership = p.step2.applicant.ownershipFraction
  if (
    !structure ||
    !purpose ||
    ownership === null ||
    k.step2.shop.hasOtherDebts === null ||
    !k.providerName ||
    !k.source
  )
    return null
  const manual = k.providerName === 'USER'
  if (manual && (!k.step1.shop.bankAccountNumber || !k.step1.shop.bankAccountRoutingNumber)) return null
  return {
    businessInfo: {
      merchant: {
        businessStructureType: structure,
        doingBusinessAs: b.step1.merchant.doingBusinessAs,
        legalName: b.step1.merchant.legalName,
        taxId: b.step1.merchant.taxId,
        ...b.step2.merchant,
      },
      shop: { establishmentDate: b.step1.shop.establishmentDate },
    },
    personalInfo: {
      applicant: {
        firstName: p.step1.applicant.firstName,
        middleName: p.step1.applicant.middleName,
        lastName: p.step1.applicant.lastName,
        birthdayDate: p.step1.applicant.birthdayDate,
        taxId: p.step1.applicant.taxId,
        ...p.step2.applicant,
        ownershipFraction: ownership,
      },
      hasAdditionalPartners: p.hasAdditionalPartners,
      additionalOwners: p.hasAdditionalPartners ? p.step3.additionalOwners : [],
    },
    bankingDetails: {
      provider: k.providerName,
      source: k.source,
      shop: manual
        ? {
            bankAccountNumber: k.step1.shop.bankAccountNumber,
            bankAccountRoutingNumber: k.step1.shop.bankAccountRoutingNumber,
          }
        : null,
      loanPurpose: purpose,
      hasOtherDebts: k.step2.shop.hasOtherDebts,
    },
    consents: [...k.step1.consents, ...draft.review.consents],
  }
}

export interface FieldErrorTarget {
  stepId: StepId
  subStepId: SubStepId
  /** The form field name on that sub-step (the body's dotted path below the step). */
  field: string
}

const BUSINESS_STEP2 = [
  'businessInfo.merchant.address',
  'businessInfo.merchant.email',
  'businessInfo.merchant.phoneFixed',
]
const PERSONAL_STEP2 = [
  'personalInfo.applicant.address',
  'personalInfo.applicant.email',
  'personalInfo.applicant.phoneFixed',
  'personalInfo.applicant.ownershipFraction',
]

/** Which sub-step and field a 422 `fieldErrors` path belongs to (contract: dotted paths of the body). */
export function targetOfField(path: string): FieldErrorTarget {
  const starts = (prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}.`))
  if (path.startsWith('businessInfo.')) {
    return starts(BUSINESS_STEP2)
      ? { stepId: 'businessInfo', subStepId: 'businessInfo.2', field: path }
      : { stepId: 'businessInfo', subStepId: 'businessInfo.1', field: path }
  }
  if (path.startsWith('personalInfo.')) {
    if (path.startsWith('personalInfo.additionalOwners') || path === 'personalInfo.hasAdditionalPartners') {
      return { stepId: 'personalInfo', subStepId: 'personalInfo.3', field: path }
    }
    return starts(PERSONAL_STEP2)
      ? { stepId: 'personalInfo', subStepId: 'personalInfo.2', field: path }
      : { stepId: 'personalInfo', subStepId: 'personalInfo.1', field: path }
  }
  if (path.startsWith('bankingDetails.')) {
    return starts(['bankingDetails.loanPurpose', 'bankingDetails.hasOtherDebts'])
      ? { stepId: 'bankingDetails', subStepId: 'bankingDetails.2', field: path }
      : { stepId: 'bankingDetails', subStepId: 'bankingDetails.1', field: path }
  }
  return { stepId: 'submit', subStepId: 'submit.1', field: path }
}
