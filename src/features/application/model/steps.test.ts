import { chooseLocale } from '@/lib/i18n/runtime'
import { SUB_STEPS } from '../sub-steps'
import { STEP_IDS, SUB_STEP_IDS } from './step-ids'
import { firstIncomplete, flatSubSteps, isReachable, stepDefinitions, subStepForPath } from './steps'

test('4 steps with 2, 3 (or 2), 2 and 1 sub-steps and the spec titles', () => {
  const long = stepDefinitions(true)
  expect(long.map((s) => [s.title, s.subSteps.length])).toEqual([
    ['Business Info', 2],
    ['Personal Info', 3],
    ['Banking Details', 2],
    ['Submit', 1],
  ])
  expect(stepDefinitions(false)[1]?.subSteps).toHaveLength(2)
  expect(flatSubSteps(long)).toHaveLength(8)
})

test('paths map to sub-steps, including manual banking entry', () => {
  const steps = stepDefinitions(true)
  expect(subStepForPath(steps, '/application/personal-info/3')?.id).toBe('personalInfo.3')
  expect(subStepForPath(steps, '/application/banking-details/1/user')?.id).toBe('bankingDetails.1')
  expect(subStepForPath(stepDefinitions(false), '/application/personal-info/3')).toBeNull()
})

test('a sub-step is reachable only when all before it are complete', () => {
  const steps = stepDefinitions(true)
  const done = new Set(['businessInfo.1', 'businessInfo.2'])
  expect(isReachable(steps, 'businessInfo.1', new Set())).toBe(true)
  expect(isReachable(steps, 'businessInfo.2', new Set())).toBe(false)
  expect(isReachable(steps, 'personalInfo.1', done)).toBe(true)
  expect(isReachable(steps, 'personalInfo.2', done)).toBe(false)
  expect(firstIncomplete(steps, done).id).toBe('personalInfo.1')
})

test('step and sub-step titles are read in the language on screen', async () => {
  await chooseLocale('es-US')
  const steps = stepDefinitions(true)
  expect(steps.map((s) => s.title)).toEqual([
    'Datos del negocio',
    'Datos personales',
    'Datos bancarios',
    'Enviar',
  ])
  const banking = subStepForPath(steps, '/application/banking-details/1/user')
  expect(banking?.title).toBe('La cuenta bancaria de su negocio')
  expect(banking?.manualCopy).toEqual({
    title: 'Ingrese sus datos bancarios',
    description: 'Use la cuenta de cheques de su negocio.',
    hint: 'Encontrará ambos números en un cheque o en la aplicación de su banco.',
  })
})

test('the registry has one entry per sub-step id, in their order', () => {
  expect(SUB_STEPS.map((s) => s.id)).toEqual(SUB_STEP_IDS)
  expect(stepDefinitions(true).map((s) => s.id)).toEqual(STEP_IDS)
})
