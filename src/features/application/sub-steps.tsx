import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { paths } from '@/config/paths'
import { Banking2Form, BankingChoice, ManualBankForm } from './components/banking'
import { BusinessInfo1Form, BusinessInfo2Form, type KnownMerchant } from './components/business-info'
import { PersonalInfo1Form, PersonalInfo2Form, PersonalInfo3Form } from './components/personal-info'
import { ReviewSubmit } from './components/review-submit'
import {
  banking2Schema,
  businessInfo1Schema,
  businessInfo2Schema,
  manualBankSchema,
  personalInfo1Schema,
  personalInfo2Schema,
  personalInfo3Schema,
} from './schemas/step-schemas'

/**
 * The application's sub-steps, one entry each (spec §2 "Application stepper", §3 "Stepper"). The
 * stepper, the routes' guards and copy, "next" navigation and the Edit links all derive from here.
 * Adding a sub-step: README.md, "Adding a sub-step".
 */

/** The four steps, in order; a sub-step's path is its step's path with its number. */
export const STEPS = [
  { id: 'businessInfo', title: msg`Business Info`, path: paths.businessInfo },
  { id: 'personalInfo', title: msg`Personal Info`, path: paths.personalInfo },
  { id: 'bankingDetails', title: msg`Banking Details`, path: paths.bankingDetails },
  { id: 'submit', title: msg`Submit`, path: (_subStep: number) => paths.submit },
] as const

export type StepId = (typeof STEPS)[number]['id']

/** What the route hands every sub-step's component; each takes what it needs. */
export interface SubStepContext {
  /** The ids of this step's sub-steps (for the step's completion flag). Plain strings here, so the
   * registry's entries can infer `SubStepId` without a circular type. */
  subStepIds: string[]
  /** Saved: on to the first incomplete sub-step. */
  onDone: () => void
  /** What the partner already told us about the merchant. */
  known: KnownMerchant | null
  shopId: string
  preOfferId: string | null
  applicationId: string | null
  plaidRequired: boolean
  /** On banking's manual-entry path (`…/1/user`). */
  manual: boolean
  onManual: () => void
  /** Where a sub-step is, for Edit links and for sending the merchant back after a 422. */
  pathOf: (id: string) => string
  onSubmitted: () => void
  onFieldErrors: (path: string) => void
}

/** A sub-step's copy: catalogue messages, shown in the language on screen (`stepDefinitions`). */
interface Copy {
  title: MessageDescriptor
  description?: MessageDescriptor
  hint?: MessageDescriptor
}

interface SubStepEntry<Id extends string> extends Copy {
  /** `<step id>.<number>`: the stepper's key, and the path `<step path>/<number>`. */
  id: Id
  /** The sub-step's form schema (or its factory, when it depends on earlier answers). */
  schema: unknown
  Component: ComponentType<SubStepContext>
  /** Copy on the manual-entry variant of this sub-step (`…/user`). */
  manualCopy?: Copy
  /** Shown only when this is true for the partner's settings (default: always). */
  when?: (settings: { additionalOwnersStep: boolean }) => boolean
}

const entry = <const Id extends `${StepId}.${number}`>(e: SubStepEntry<Id>) => e

function BankingStep1(ctx: SubStepContext) {
  return ctx.manual && !ctx.plaidRequired ? <ManualBankForm {...ctx} /> : <BankingChoice {...ctx} />
}

export const SUB_STEPS = [
  entry({
    id: 'businessInfo.1',
    title: msg`About your business`,
    description: msg`Tell us how your business is registered.`,
    hint: msg`About 5 minutes for the whole application.`,
    schema: businessInfo1Schema,
    Component: BusinessInfo1Form,
  }),
  entry({
    id: 'businessInfo.2',
    title: msg`Where your business is`,
    description: msg`Your business address and how we can reach you.`,
    schema: businessInfo2Schema,
    Component: BusinessInfo2Form,
  }),
  entry({
    id: 'personalInfo.1',
    title: msg`About you`,
    description: msg`The law requires us to verify the identity of everyone who applies for business financing.`,
    schema: personalInfo1Schema,
    Component: PersonalInfo1Form,
  }),
  entry({
    id: 'personalInfo.2',
    title: msg`Your contact details`,
    description: msg`Your home address, and your share of the business.`,
    schema: personalInfo2Schema,
    Component: PersonalInfo2Form,
  }),
  entry({
    id: 'personalInfo.3',
    title: msg`Other owners`,
    description: msg`Tell us about anyone else who owns part of the business.`,
    schema: personalInfo3Schema,
    Component: PersonalInfo3Form,
    // The partner's `additionalOwnersStep` flag: Personal Info has 3 sub-steps, else 2.
    when: (settings) => settings.additionalOwnersStep,
  }),
  entry({
    id: 'bankingDetails.1',
    title: msg`Your business bank account`,
    description: msg`Your funds go to this account, and repayments come from it.`,
    manualCopy: {
      title: msg`Enter your bank details`,
      description: msg`Use your business checking account.`,
      hint: msg`Find both numbers on a cheque or in your bank’s app.`,
    },
    schema: manualBankSchema,
    Component: BankingStep1,
  }),
  entry({
    id: 'bankingDetails.2',
    title: msg`About the funds`,
    description: msg`Two quick questions to finish.`,
    schema: banking2Schema,
    Component: Banking2Form,
  }),
  entry({
    id: 'submit.1',
    title: msg`Review and submit`,
    description: msg`Check your details, then send your application.`,
    schema: null,
    Component: ReviewSubmit,
  }),
]

export type SubStepId = (typeof SUB_STEPS)[number]['id']
