/** The application stepper's steps (spec §2 "Application stepper", §3 "Stepper"). */

export type StepId = 'businessInfo' | 'personalInfo' | 'bankingDetails' | 'submit'

export interface SubStepDefinition {
  id: string
  subStep: number
  path: string
}

export interface StepDefinition {
  id: StepId
  step: number
  title: string
  subSteps: SubStepDefinition[]
}

const sub = (id: string, subStep: number, path: string): SubStepDefinition => ({ id, subStep, path })

/**
 * The four steps. Personal Info has 3 sub-steps (the third: additional owners) when the partner's
 * `additionalOwnersStep` flag is set, else 2.
 */
export function stepDefinitions(additionalOwnersStep: boolean): StepDefinition[] {
  return [
    {
      id: 'businessInfo',
      step: 1,
      title: 'Business Info',
      subSteps: [
        sub('businessInfo.1', 1, '/application/business-info/1'),
        sub('businessInfo.2', 2, '/application/business-info/2'),
      ],
    },
    {
      id: 'personalInfo',
      step: 2,
      title: 'Personal Info',
      subSteps: [
        sub('personalInfo.1', 1, '/application/personal-info/1'),
        sub('personalInfo.2', 2, '/application/personal-info/2'),
        ...(additionalOwnersStep ? [sub('personalInfo.3', 3, '/application/personal-info/3')] : []),
      ],
    },
    {
      id: 'bankingDetails',
      step: 3,
      title: 'Banking Details',
      subSteps: [
        sub('bankingDetails.1', 1, '/application/banking-details/1'),
        sub('bankingDetails.2', 2, '/application/banking-details/2'),
      ],
    },
    { id: 'submit', step: 4, title: 'Submit', subSteps: [sub('submit.1', 1, '/application/submit/1')] },
  ]
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
  subStepId: string,
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

/** The sub-step after this one, or null after the last. */
export function nextSubStep(steps: StepDefinition[], subStepId: string) {
  const all = flatSubSteps(steps)
  const index = all.findIndex((s) => s.id === subStepId)
  return index >= 0 ? (all[index + 1] ?? null) : null
}
