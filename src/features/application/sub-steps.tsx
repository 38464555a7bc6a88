import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ComponentType, ReactElement } from 'react'
import { retryAlertFor } from '@/components/ui/alert'
import { paths } from '@/config/paths'
import { type LazyPart, lazyPart } from '@/lib/lazy-part'
import { BusinessInfo1Form, BusinessInfo2Form, type KnownMerchant } from './components/business-info'
import type { StepId, SubStepId } from './model/step-ids'

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
] as const satisfies readonly { id: StepId; title: MessageDescriptor; path: (subStep: number) => string }[]

/**
 * What the route knows for the sub-steps. Each sub-step names the part it reads (`uses`) and its
 * component receives that part only.
 */
export interface SubStepContext {
  /** The ids of this step's sub-steps (for the step's completion flag). */
  subStepIds: SubStepId[]
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
  pathOf: (id: SubStepId) => string
  onSubmitted: () => void
  onFieldErrors: (path: string) => void
}

/** A sub-step's copy: catalogue messages, shown in the language on screen (`stepDefinitions`). */
interface Copy {
  title: MessageDescriptor
  description?: MessageDescriptor
  hint?: MessageDescriptor
}

interface EntryBase extends Copy {
  /** `<step id>.<number>`: the stepper's key, and the path `<step path>/<number>`. */
  id: SubStepId
  /** Copy on the manual-entry variant of this sub-step (`…/user`). */
  manualCopy?: Copy
  /** Shown only when this is true for the partner's settings (default: always). */
  when?: (settings: { additionalOwnersStep: boolean }) => boolean
}

/** A sub-step's form, typed to the part of the context it reads (a later step's can load ahead). */
type SubStepForm<K extends keyof SubStepContext> = ComponentType<Pick<SubStepContext, K>> & {
  preload?: () => Promise<void>
}

/** A registry entry: its copy, and its form drawn with only what it `uses` of the route's context. */
export interface SubStepEntry extends EntryBase {
  render: (context: SubStepContext) => ReactElement
  /** Loads a later sub-step's code ahead (`later`). */
  preload?: () => Promise<void>
}

function entry<K extends keyof SubStepContext>({
  Component,
  uses,
  ...e
}: EntryBase & { uses: readonly K[]; Component: SubStepForm<NoInfer<K>> }): SubStepEntry {
  const part = (context: SubStepContext) =>
    Object.fromEntries(uses.map((key) => [key, context[key]])) as Pick<SubStepContext, K>
  return {
    ...e,
    render: (context) => <Component {...part(context)} />,
    ...(Component.preload ? { preload: Component.preload } : {}),
  }
}

/**
 * A later sub-step's form: its code (and Plaid's, for banking) loads after the first step's, not on
 * the page a link opens (issue 15). `preloadLaterSubSteps` loads it once the first screen is up, so
 * moving on shows the next form at once. When it cannot load, the step says so and can try again.
 */
function later<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return lazyPart(load, { failed: retryAlertFor(<Trans>We couldn’t load this step</Trans>) })
}
const personalInfo = () => import('./components/personal-info')
const banking = () => import('./components/banking')

export const SUB_STEPS: readonly SubStepEntry[] = [
  entry({
    id: 'businessInfo.1',
    title: msg`About your business`,
    description: msg`Tell us how your business is registered.`,
    hint: msg`About 5 minutes for the whole application.`,
    uses: ['subStepIds', 'onDone', 'known'],
    Component: BusinessInfo1Form,
  }),
  entry({
    id: 'businessInfo.2',
    title: msg`Where your business is`,
    description: msg`Your business address and how we can reach you.`,
    uses: ['subStepIds', 'onDone', 'known'],
    Component: BusinessInfo2Form,
  }),
  entry({
    id: 'personalInfo.1',
    title: msg`About you`,
    description: msg`The law requires us to verify the identity of everyone who applies for business financing.`,
    uses: ['subStepIds', 'onDone'],
    Component: later(async () => (await personalInfo()).PersonalInfo1Form),
  }),
  entry({
    id: 'personalInfo.2',
    title: msg`Your contact details`,
    description: msg`Your home address, and your share of the business.`,
    uses: ['subStepIds', 'onDone'],
    Component: later(async () => (await personalInfo()).PersonalInfo2Form),
  }),
  entry({
    id: 'personalInfo.3',
    title: msg`Other owners`,
    description: msg`Tell us about anyone else who owns part of the business.`,
    uses: ['subStepIds', 'onDone'],
    Component: later(async () => (await personalInfo()).PersonalInfo3Form),
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
    uses: ['subStepIds', 'onDone', 'shopId', 'plaidRequired', 'manual', 'onManual'],
    Component: later(async () => (await banking()).BankingStep1),
  }),
  entry({
    id: 'bankingDetails.2',
    title: msg`About the funds`,
    description: msg`Two quick questions to finish.`,
    uses: ['subStepIds', 'onDone'],
    Component: later(async () => (await banking()).Banking2Form),
  }),
  entry({
    id: 'submit.1',
    title: msg`Review and submit`,
    description: msg`Check your details, then send your application.`,
    uses: ['shopId', 'preOfferId', 'applicationId', 'pathOf', 'onSubmitted', 'onFieldErrors'],
    Component: later(async () => (await import('./components/review-submit')).ReviewSubmit),
  }),
]

/** Loads every later sub-step's code, in the background: call once the first screen is up. */
export function preloadLaterSubSteps(): void {
  for (const { preload } of SUB_STEPS) void preload?.()
}
