/**
 * The application's step and sub-step ids (spec §3 "Stepper"), on their own below everything that
 * names them: the registry (`../sub-steps.tsx`) gives each sub-step its copy and form, and the draft,
 * the forms, the body and the server's field errors name a sub-step by its id without importing the
 * forms through the registry.
 */

/** The four steps, in order. */
export const STEP_IDS = ['businessInfo', 'personalInfo', 'bankingDetails', 'submit'] as const
export type StepId = (typeof STEP_IDS)[number]

/** Every sub-step, in order: `<step id>.<number>`, the stepper's key and the path `<step path>/<number>`. */
export const SUB_STEP_IDS = [
  'businessInfo.1',
  'businessInfo.2',
  'personalInfo.1',
  'personalInfo.2',
  'personalInfo.3',
  'bankingDetails.1',
  'bankingDetails.2',
  'submit.1',
] as const satisfies readonly `${StepId}.${number}`[]
export type SubStepId = (typeof SUB_STEP_IDS)[number]
