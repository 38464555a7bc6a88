import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form as HookForm, useSchemaForm } from '@/lib/forms'
import { z } from '@/lib/zod'
import { SelectField } from './form-fields'
import { renderInI18n as render } from '@/testing/render'

const STRUCTURES = [
  { label: 'LLC', value: 'LLC' },
  { label: 'Partnership', value: 'PARTNERSHIP' },
]

/** As the steps' schemas do: the select's value is required. */
const schema = z.object({
  structure: z.string().check(z.minLength(1, 'Choose your business structure.')),
})

/** A form with one required select, validated as the application's steps are (on touch, then change). */
function Form({ onValid }: { onValid: (values: { structure: string }) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { structure: '' } })
  return (
    <HookForm form={form} onValid={onValid}>
      <SelectField form={form} name="structure" label="Business structure" options={STRUCTURES} />
      <button type="submit">Continue</button>
    </HookForm>
  )
}

test('a select left empty: submitting puts focus on it with its error; choosing clears the error', async () => {
  const user = userEvent.setup()
  const onValid = vi.fn()
  render(<Form onValid={onValid} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  const select = screen.getByRole('button', { name: /^Business structure/ })
  expect(select).toHaveFocus()
  expect(select).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByText('Choose your business structure.')).toBeInTheDocument()
  expect(onValid).not.toHaveBeenCalled()
  await user.keyboard('{ArrowDown}{Enter}')
  expect(select).toHaveAccessibleName('Business structure LLC')
  expect(select).not.toHaveAttribute('aria-invalid')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(onValid).toHaveBeenCalledWith({ structure: 'LLC' })
})

test('leaving a select empty marks it touched: its error shows without a submit', async () => {
  const user = userEvent.setup()
  render(<Form onValid={vi.fn()} />)
  await user.click(screen.getByRole('button', { name: /^Business structure/ }))
  await user.keyboard('{Escape}')
  expect(screen.queryByText('Choose your business structure.')).toBeNull()
  await user.tab()
  expect(await screen.findByText('Choose your business structure.')).toBeInTheDocument()
})
