/** The application stepper's steps (spec §2 "Application stepper", §3 "Stepper"), from the registry. */
import { STEPS, SUB_STEPS, type StepId, type SubStepId } from '../sub-steps'

export type { StepId, SubStepId }

export type SubStepDefinition = (typeof SUB_STEPS)[number] & {
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

/** The four steps with the sub-steps the partner's settings include (`additionalOwnersStep`). */
export function stepDefinitions(additionalOwnersStep: boolean): StepDefinition[] {
  return STEPS.map((step, index) => ({
    id: step.id,
    step: index + 1,
    title: step.title,
    subSteps: SUB_STEPS.filter(
      (s) => s.id.startsWith(`${step.id}.`) && (s.when?.({ additionalOwnersStep }) ?? true),
    ).map((s) => {
      const subStep = Number(s.id.slice(step.id.length + 1))
      return { ...s, subStep, path: step.path(subStep) }
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
