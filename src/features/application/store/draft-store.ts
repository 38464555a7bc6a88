import type { CheckType } from '@/lib/domain'
import {
  bankingProviderSchema,
  bankingSourceSchema,
  checkTypeSchema,
  entityTypeSchema,
  loanPurposeSchema,
} from '@/lib/schemas'
import { SESSION_STORE_KEYS, sessionStore } from '@/lib/session-store'
import { z } from '@/lib/zod'
import type { StepId, SubStepId } from '../model/step-ids'

/**
 * The client-held application data of spec §3, one step at a time, as a schema: it is the draft's
 * type, its empty state (every field's default) and what a kept draft must be to come back after a
 * reload (`sessionStore`). A field missing from a kept draft (one kept before the field was added)
 * takes its default, as in a new draft, and the rest comes back; a field of another type, an unknown
 * enum value or a broken shape drops the whole draft (src/lib/storage.ts `restoreStored`).
 */
const text = () => z._default(z.string(), '')
const flag = () => z._default(z.boolean(), false)
const orNull = <T extends z.core.SomeType>(schema: T) => z._default(z.nullable(schema), null)
const listOf = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), () => [])
/**
 * A group of fields: missing, it is all defaults (`prefault` parses `{}` through the group; TypeScript
 * cannot see that every field of a generic shape has one, hence the cast).
 */
const group = <S extends z.core.$ZodLooseShape>(shape: S) => {
  const schema = z.object(shape)
  return z.prefault(schema, {} as z.input<typeof schema>)
}

const addressSchema = z.object({
  street: text(),
  street2: orNull(z.string()),
  city: text(),
  state: text(),
  zip: text(),
})
const consentSchema = z.object({ type: checkTypeSchema, accepted: z.boolean(), acceptedAt: z.string() })
const ownerSchema = z.object({
  firstName: text(),
  lastName: text(),
  ownershipFraction: z.number(),
  phoneFixed: text(),
  email: text(),
})
const completion = group({ isComplete: flag() })

export const draftSchema = group({
  businessInfo: group({
    step1: group({
      merchant: group({
        businessStructureType: orNull(entityTypeSchema),
        doingBusinessAs: text(),
        legalName: text(),
        taxId: text(),
      }),
      shop: group({ establishmentDate: text() }),
    }),
    step2: group({
      merchant: group({
        address: z.prefault(z.extend(addressSchema, { country: z._default(z.string(), 'US') }), {}),
        email: text(),
        phoneFixed: text(),
      }),
    }),
  }),
  personalInfo: group({
    step1: group({
      applicant: group({
        birthdayDate: text(),
        firstName: text(),
        lastName: text(),
        middleName: orNull(z.string()),
        taxId: text(),
      }),
    }),
    step2: group({
      applicant: group({
        address: z.prefault(addressSchema, {}),
        email: text(),
        ownershipFraction: orNull(z.number()),
        phoneFixed: text(),
      }),
    }),
    step3: group({ additionalOwners: listOf(ownerSchema) }),
    hasAdditionalPartners: flag(),
  }),
  bankingDetails: group({
    isManually: flag(),
    step1: group({
      shop: group({ bankAccountNumber: text(), bankAccountRoutingNumber: text() }),
      consents: listOf(consentSchema),
    }),
    step2: group({
      loanPurpose: orNull(loanPurposeSchema),
      shop: group({ hasOtherDebts: orNull(z.boolean()) }),
    }),
    providerName: orNull(bankingProviderSchema),
    source: orNull(bankingSourceSchema),
  }),
  review: group({ consents: listOf(consentSchema) }),
  /** Steps keyed by id, each with isComplete and sub-steps keyed by id (spec §3). All start false. */
  stepper: z._default(
    z.record(
      z.string(),
      z.object({ isComplete: flag(), subSteps: z._default(z.record(z.string(), completion), () => ({})) }),
    ),
    () => ({}),
  ),
})

export type Draft = z.output<typeof draftSchema>
export type Address = z.output<typeof addressSchema>
export type ConsentEntry = z.output<typeof consentSchema>
export type Owner = z.output<typeof ownerSchema>

/** A new draft: every field's default. */
export const emptyDraft = (): Draft => draftSchema.parse({})

/** Sub-steps holding personal data that is never stored: after a reload they must be entered again. */
export const SENSITIVE_SUB_STEPS = [
  'businessInfo.1',
  'personalInfo.1',
  'bankingDetails.1',
] as const satisfies readonly SubStepId[]

/**
 * What may be kept across a reload (reliability §1.2): everything but tax ids, the birth date and the
 * bank account and routing numbers. A sub-step that held them is marked incomplete again, unless
 * banking was linked with Plaid (the server holds that account).
 */
export function persistable(draft: Draft): Draft {
  const copy = structuredClone(draft)
  copy.businessInfo.step1.merchant.taxId = ''
  copy.personalInfo.step1.applicant.taxId = ''
  copy.personalInfo.step1.applicant.birthdayDate = ''
  copy.bankingDetails.step1.shop = { bankAccountNumber: '', bankAccountRoutingNumber: '' }
  for (const id of SENSITIVE_SUB_STEPS) {
    if (id === 'bankingDetails.1' && copy.bankingDetails.source === 'PLAID') continue
    const [step] = id.split('.') as [string]
    const entry = copy.stepper[step]
    if (entry?.subSteps[id]) {
      entry.subSteps[id].isComplete = false
      entry.isComplete = false
    }
  }
  return copy
}

export const DRAFT_STORAGE_KEY = SESSION_STORE_KEYS.applicationDraft

// Every change is kept, without personal data, so a reload or an accidental close loses nothing else.
const stored = sessionStore<Draft>({
  key: DRAFT_STORAGE_KEY,
  empty: emptyDraft,
  schema: draftSchema,
  persist: persistable,
  secrets: (draft) => draftSecrets(draft),
})

export const useDraftStore = stored.useStore

/** Whether the bank step holds the merchant's bank-access consent (kept when the step is stored). */
export function hasBankAccessConsent(step1: Draft['bankingDetails']['step1']): boolean {
  return step1.consents.some((c) => c.type === 'BANK_ACCESS')
}

/** Whether this sub-step's personal data was lost in a reload (the screen says why it must be re-entered). */
export function wasRestoredWithoutSensitiveData(
  draft: Draft,
  subStepId: (typeof SENSITIVE_SUB_STEPS)[number],
): boolean {
  switch (subStepId) {
    case 'businessInfo.1':
      return (
        draft.businessInfo.step1.merchant.legalName !== '' && draft.businessInfo.step1.merchant.taxId === ''
      )
    case 'personalInfo.1':
      return (
        draft.personalInfo.step1.applicant.firstName !== '' && draft.personalInfo.step1.applicant.taxId === ''
      )
    case 'bankingDetails.1':
      // Both bank numbers are blanked when stored; the bank-access consent is kept, and a manual
      // step is saved only with it. Without it the step was never saved: a first visit, not a reload.
      return (
        draft.bankingDetails.isManually &&
        draft.bankingDetails.step1.shop.bankAccountNumber === '' &&
        hasBankAccessConsent(draft.bankingDetails.step1)
      )
  }
}

const set = (recipe: (draft: Draft) => void) => {
  const next = structuredClone(useDraftStore.getState())
  recipe(next)
  useDraftStore.setState(next, true)
}

function markComplete(draft: Draft, stepId: StepId, subStepId: SubStepId, stepSubStepIds: string[]) {
  const step = (draft.stepper[stepId] ??= { isComplete: false, subSteps: {} })
  step.subSteps[subStepId] = { isComplete: true }
  step.isComplete = stepSubStepIds.every((id) => step.subSteps[id]?.isComplete)
}

/** Events, not setters (docs conventions §7). */
export const draftActions = {
  businessInfoSaved(
    subStep: 1 | 2,
    values: Draft['businessInfo']['step1'] | Draft['businessInfo']['step2'],
    subStepIds: string[],
  ) {
    set((d) => {
      if (subStep === 1) d.businessInfo.step1 = values as Draft['businessInfo']['step1']
      else d.businessInfo.step2 = values as Draft['businessInfo']['step2']
      markComplete(d, 'businessInfo', `businessInfo.${subStep}`, subStepIds)
    })
  },
  personalInfoSaved(subStep: 1 | 2 | 3, values: Partial<Draft['personalInfo']>, subStepIds: string[]) {
    set((d) => {
      Object.assign(d.personalInfo, values)
      markComplete(d, 'personalInfo', `personalInfo.${subStep}`, subStepIds)
    })
  },
  /** Spec §3: switching to manual from non-manual clears step 1, its consents included. */
  bankingMethodChosen(manual: boolean) {
    set((d) => {
      if (manual && !d.bankingDetails.isManually)
        d.bankingDetails.step1 = {
          shop: { bankAccountNumber: '', bankAccountRoutingNumber: '' },
          consents: [],
        }
      d.bankingDetails.isManually = manual
      d.bankingDetails.providerName = manual ? 'USER' : 'PLAID'
      d.bankingDetails.source = manual ? 'MANUALLY' : 'PLAID'
    })
  },
  bankingStep1Saved(values: Draft['bankingDetails']['step1'], subStepIds: string[]) {
    set((d) => {
      d.bankingDetails.step1 = values
      markComplete(d, 'bankingDetails', 'bankingDetails.1', subStepIds)
    })
  },
  bankingStep2Saved(values: Draft['bankingDetails']['step2'], subStepIds: string[]) {
    set((d) => {
      d.bankingDetails.step2 = values
      markComplete(d, 'bankingDetails', 'bankingDetails.2', subStepIds)
    })
  },
  consentToggled(type: CheckType, accepted: boolean, at = new Date().toISOString()) {
    set((d) => {
      d.review.consents = d.review.consents.filter((c) => c.type !== type)
      if (accepted) d.review.consents.push({ type, accepted: true, acceptedAt: at })
    })
  },
  /** A server error names a field on this sub-step: it is no longer complete. */
  subStepInvalidated(stepId: StepId, subStepId: SubStepId) {
    set((d) => {
      const step = d.stepper[stepId]
      if (step?.subSteps[subStepId]) {
        step.subSteps[subStepId].isComplete = false
        step.isComplete = false
      }
    })
  },
  /** After submit, and when the session ends: nothing of the application stays. */
  cleared() {
    stored.clear()
  },
}

/** The ids of every complete sub-step. */
export function completedSubSteps(draft: Draft): Set<string> {
  const done = new Set<string>()
  for (const step of Object.values(draft.stepper))
    for (const [id, s] of Object.entries(step.subSteps)) if (s.isComplete) done.add(id)
  return done
}

/**
 * The applicant's entered values while they are in memory: names, e-mails, phones, tax ids, the birth
 * date, street addresses and zip codes, bank account and routing numbers (not cities or states, which
 * are ordinary words). Monitoring redacts each of them from every event (`src/main.tsx`).
 */
export function draftSecrets(draft: Draft = useDraftStore.getState()): string[] {
  const merchant = draft.businessInfo.step1.merchant
  const business = draft.businessInfo.step2.merchant
  const applicant = { ...draft.personalInfo.step1.applicant, ...draft.personalInfo.step2.applicant }
  const bank = draft.bankingDetails.step1.shop
  const address = (a: Address) => [a.street, a.street2, a.zip]
  const values = [
    merchant.legalName,
    merchant.doingBusinessAs,
    merchant.taxId,
    ...address(business.address),
    business.email,
    business.phoneFixed,
    applicant.firstName,
    applicant.middleName,
    applicant.lastName,
    applicant.taxId,
    applicant.birthdayDate,
    ...address(applicant.address),
    applicant.email,
    applicant.phoneFixed,
    ...draft.personalInfo.step3.additionalOwners.flatMap((o) => [
      o.firstName,
      o.lastName,
      o.email,
      o.phoneFixed,
    ]),
    bank.bankAccountNumber,
    bank.bankAccountRoutingNumber,
  ]
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
}
