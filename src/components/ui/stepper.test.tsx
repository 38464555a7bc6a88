import { act, screen } from '@testing-library/react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { CompactStepHeader, StepLayout, StepList, type StepView, stepTone, subStepState } from './stepper'
import { renderInI18n as render } from '@/testing/render'

/** A step whose sub-steps are `<prefix>1…<prefix>N`, each complete as `done` says; the step when all are. */
const step = (id: string, number: number, title: string, prefix: string, done: boolean[]): StepView => ({
  id,
  number,
  title,
  isComplete: done.every(Boolean),
  subSteps: done.map((isComplete, i) => ({ id: `${prefix}${i + 1}`, number: i + 1, isComplete })),
})

const steps = [
  step('business', 1, 'Business Info', 'b', [true, true]),
  step('personal', 2, 'Personal Info', 'p', [true, false, false]),
  step('banking', 3, 'Banking Details', 'k', [false, false]),
  step('submit', 4, 'Submit', 's', [false]),
]

test('step colours: complete and not active = success; active = primary; otherwise neutral', () => {
  expect(stepTone({ isComplete: true }, false)).toBe('success')
  expect(stepTone({ isComplete: true }, true)).toBe('primary')
  expect(stepTone({ isComplete: false }, true)).toBe('primary')
  expect(stepTone({ isComplete: false }, false)).toBe('neutral')
})

test('sub-steps: complete (check), active (ringed dot), pending (dot)', () => {
  expect(subStepState({ isComplete: true }, false)).toBe('complete')
  expect(subStepState({ isComplete: true }, true)).toBe('active')
  expect(subStepState({ isComplete: false }, false)).toBe('pending')
})

test('the compact header shows Step N/total, the title and the sub-step dots', () => {
  render(<CompactStepHeader steps={steps} activeStepId="personal" activeSubStepId="p2" />)
  expect(screen.getByText('Step 2/4')).toBeInTheDocument()
  expect(screen.getByText('Personal Info')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Part 1: completed' })).toHaveAttribute('data-state', 'complete')
  expect(screen.getByRole('img', { name: 'Part 2: current' })).toHaveAttribute('data-state', 'active')
  expect(screen.getByRole('img', { name: 'Part 3: not started' })).toHaveAttribute('data-state', 'pending')
})

test('in Spanish: Paso N/total, and each part and step says where it stands', async () => {
  await act(() => chooseLocale('es-US'))
  const { unmount } = render(<CompactStepHeader steps={steps} activeStepId="personal" activeSubStepId="p2" />)
  expect(screen.getByText('Paso 2/4')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Parte 1: completada' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Parte 2: actual' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Parte 3: sin empezar' })).toBeInTheDocument()
  unmount()
  render(<StepList steps={steps} activeStepId="personal" activeSubStepId="p2" />)
  expect(screen.getByRole('navigation', { name: 'Pasos de la solicitud' })).toBeInTheDocument()
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Business Info (completado)')
  expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Personal Info (paso actual)')
  expect(screen.getByRole('img', { name: 'Personal Info, parte 2: actual' })).toBeInTheDocument()
})

test('the vertical list marks the current step and colours each', () => {
  const { container } = render(<StepList steps={steps} activeStepId="personal" activeSubStepId="p2" />)
  expect(screen.getByRole('navigation', { name: 'Application steps' })).toBeInTheDocument()
  const items = screen.getAllByRole('listitem')
  expect(items[1]).toHaveAttribute('aria-current', 'step')
  expect([...container.querySelectorAll('[data-tone]')].map((e) => e.getAttribute('data-tone'))).toEqual([
    'success',
    'primary',
    'neutral',
    'neutral',
  ])
})

test('a step layout has title, subtitle, description and an italic hint; the submit step drops side padding', () => {
  const { rerender, container } = render(
    <StepLayout
      title="About your business"
      subtitle="Part 1 of 2"
      description="As registered with the IRS."
      hint="It takes about 2 minutes."
    >
      <p>form</p>
    </StepLayout>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument()
  expect(screen.getByText('It takes about 2 minutes.')).toHaveClass('italic')
  expect(container.firstChild).toHaveClass('px-5')
  rerender(
    <StepLayout title="Review and submit" isSubmitStep>
      <p>form</p>
    </StepLayout>,
  )
  expect(container.firstChild).toHaveClass('px-0')
  expect(container.firstChild).not.toHaveClass('px-5')
})
