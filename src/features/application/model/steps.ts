/** The application stepper's steps (spec §2 "Application stepper", §3 "Stepper"), from the registry. */
import { type MessageDescriptor, i18n } from '@lingui/core'
import { STEPS, SUB_STEPS, type SubStepEntry } from '../sub-steps'
import type { StepId, SubStepId } from './step-ids'

export type { StepId, SubStepId }

/** A sub-step's title, description and hint, in the language on screen. */
export interface SubStepCopy {
  title: string
  description?: string | undefined
  hint?: string | undefined
}

export type SubStepDefinition = Omit<SubStepEntry, keyof SubStepCopy | 'manualCopy'> &
  SubStepCopy & {
    manualCopy?: SubStepCopy
    /** Its number within its step. */
    subStep: number
    path: string
  }

export interface StepDefinition {
  id: StepId
  step: number
  title: string
  subSteps: SubStepDefinition[]
}

const text = (message: MessageDescriptor | undefined) => (message ? i18n._(message) : undefined)

function copyOf(copy: {
  title: MessageDescriptor
  description?: MessageDescriptor
  hint?: MessageDescriptor
}): { title: string; description: string | undefined; hint: string | undefined } {
  return { title: i18n._(copy.title), description: text(copy.description), hint: text(copy.hint) }
}

/**
 * The four steps with the sub-steps the partner's settings include (`additionalOwnersStep`). Their
 * titles and copy are read from the catalogue when this is called (during a render): in the
 * language on screen (decision 0017).
 */
export function stepDefinitions(additionalOwnersStep: boolean): StepDefinition[] {
  return STEPS.map((step, index) => ({
    id: step.id,
    step: index + 1,
    title: i18n._(step.title),
    subSteps: SUB_STEPS.filter(
      (s) => s.id.startsWith(`${step.id}.`) && (s.when?.({ additionalOwnersStep }) ?? true),
    ).map(({ manualCopy, ...s }) => {
      const subStep = Number(s.id.slice(step.id.length + 1))
      return {
        ...s,
        ...copyOf(s),
        ...(manualCopy ? { manualCopy: copyOf(manualCopy) } : {}),
        subStep,
        path: step.path(subStep),
      }
    }),
  }))
}

/** Every sub-step in order. */
export function flatSubSteps(steps: StepDefinition[]) {
  return steps.flatMap((step) => step.subSteps.map((s) => ({ ...s, stepId: step.id })))
}

/** The sub-step a path shows (`/1/user` is banking's first sub-step, entered manually). */
export function subStepForPath(steps: StepDefinition[], pathname: string) {
  const normalized = pathname.replace(/\/user$/, '')
  return flatSubSteps(steps).find((s) => s.path === normalized) ?? null
}

/** A sub-step is reachable only when every one before it is complete. */
export function isReachable(
  steps: StepDefinition[],
  subStepId: SubStepId,
  completed: ReadonlySet<string>,
): boolean {
  for (const s of flatSubSteps(steps)) {
    if (s.id === subStepId) return true
    if (!completed.has(s.id)) return false
  }
  return false
}

/** Where to send someone who asks for a sub-step they can't reach yet: the first incomplete one. */
export function firstIncomplete(steps: StepDefinition[], completed: ReadonlySet<string>) {
  return flatSubSteps(steps).find((s) => !completed.has(s.id)) ?? flatSubSteps(steps).at(-1)!
}
