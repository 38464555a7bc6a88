import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Field, FieldLabel } from './field'
import { type Option, Select } from './select'
import { renderInI18n as render } from '@/testing/render'

// What our wrapper adds to Headless UI's Listbox: naming, the value shown, the form's hooks
// (onChange, one blur, the button handed over), the field's states. The keys are Headless UI's.

const STRUCTURES: Option[] = [
  { label: 'LLC', value: 'LLC' },
  { label: 'Partnership', value: 'PARTNERSHIP' },
  { label: 'Public corporation', value: 'PUBLIC_CORPORATION' },
  { label: 'Sole proprietorship', value: 'SOLE_PROPRIETORSHIP' },
]

/** A select in a labelled field holding its own value, as a form does, between two buttons. */
function renderSelect({
  value = null as string | null,
  error = undefined as string | undefined,
  disabled = false,
  name = undefined as string | undefined,
  user = userEvent.setup(),
} = {}) {
  const onChange = vi.fn()
  const onBlur = vi.fn()
  const controlRef = vi.fn()
  function Harness() {
    const [current, setCurrent] = useState(value)
    return (
      <form>
        <button type="button">Before</button>
        <Field error={error}>
          <FieldLabel>Business structure</FieldLabel>
          <Select
            options={STRUCTURES}
            value={current}
            name={name}
            disabled={disabled}
            placeholder="Choose a structure"
            controlRef={controlRef}
            onBlur={onBlur}
            onChange={(v) => {
              onChange(v)
              setCurrent(v)
            }}
          />
        </Field>
        <input aria-label="Legal name" />
      </form>
    )
  }
  const view = render(<Harness />)
  const button = screen.getByRole('button', { name: /^Business structure / })
  return { ...view, button, onChange, onBlur, controlRef, user }
}

const listbox = () => screen.queryByRole('listbox')
const activeOption = () => listbox()?.querySelector('[role="option"][data-focus]')?.textContent

describe('in a field', () => {
  test('the button is named by the label and the value it shows; the open list by the label', async () => {
    const { user } = renderSelect()
    const button = screen.getByRole('button', { name: 'Business structure Choose a structure' })
    await user.click(button)
    expect(screen.getByRole('listbox', { name: 'Business structure' })).toHaveFocus()
    await user.click(screen.getByRole('option', { name: 'Partnership' }))
    expect(screen.getByRole('button', { name: 'Business structure Partnership' })).toHaveFocus()
  })

  test('the field’s error marks the button invalid and describes it; aria-required stays off a button', () => {
    const { button } = renderSelect({ error: 'Choose your business structure.' })
    expect(button).toHaveAttribute('aria-invalid', 'true')
    expect(button).toHaveAccessibleDescription('Choose your business structure.')
    expect(button).not.toHaveAttribute('aria-required')
  })
})

test('named by aria-label, or by its own label, the value and a hint', async () => {
  const user = userEvent.setup()
  render(
    <>
      <Select aria-label="Structure" options={STRUCTURES} value={null} onChange={vi.fn()} />
      <Select
        label="View"
        valueHint="rows per page"
        options={[{ label: '10', value: '10' }]}
        value="10"
        onChange={vi.fn()}
      />
    </>,
  )
  expect(screen.getByRole('button', { name: 'View 10 rows per page' })).toHaveTextContent('10')
  await user.click(screen.getByRole('button', { name: 'Structure' }))
  expect(screen.getByRole('listbox', { name: 'Structure' })).toBeInTheDocument()
})

test('the closed select shows the chosen option, the placeholder, or “Choose…”', () => {
  const { button, unmount } = renderSelect({ value: 'PUBLIC_CORPORATION' })
  expect(button).toHaveTextContent('Public corporation')
  unmount()
  expect(renderSelect().button).toHaveAccessibleName('Business structure Choose a structure')
  render(<Select aria-label="Plain" options={STRUCTURES} value={null} onChange={vi.fn()} />)
  expect(screen.getByRole('button', { name: 'Plain' })).toHaveTextContent('Choose…')
})

test('by pointer: the list opens on a press, marks the chosen option, and an option press picks it', async () => {
  const { button, user, onChange } = renderSelect({ value: 'LLC' })
  await user.click(button)
  const list = screen.getByRole('listbox')
  expect(within(list).getByRole('option', { name: 'LLC' })).toHaveAttribute('aria-selected', 'true')
  await user.click(within(list).getByRole('option', { name: 'Sole proprietorship' }))
  expect(onChange).toHaveBeenCalledExactlyOnceWith('SOLE_PROPRIETORSHIP')
  expect(listbox()).toBeNull()
  expect(button).toHaveTextContent('Sole proprietorship')
  expect(button).toHaveFocus()
})

test('by keyboard: the down arrow opens the list on the first option, Space picks, Escape closes', async () => {
  const { button, user, onChange } = renderSelect()
  act(() => button.focus())
  await user.keyboard('{ArrowDown}')
  expect(screen.getByRole('listbox')).toHaveFocus()
  expect(activeOption()).toBe('LLC')
  await user.keyboard('{ArrowDown} ')
  expect(onChange).toHaveBeenCalledExactlyOnceWith('PARTNERSHIP')
  expect(button).toHaveFocus()
  await user.keyboard('{ArrowDown}{ArrowDown}{Escape}')
  expect(listbox()).toBeNull()
  expect(button).toHaveFocus()
  expect(button).toHaveTextContent('Partnership')
  expect(onChange).toHaveBeenCalledOnce()
})

test('picking the option already chosen calls no onChange', async () => {
  const { button, user, onChange } = renderSelect({ value: 'LLC' })
  await user.click(button)
  await user.click(screen.getByRole('option', { name: 'LLC' }))
  expect(listbox()).toBeNull()
  expect(onChange).not.toHaveBeenCalled()
})

test('type-ahead: letters typed together search together; after 350 ms it starts over (spec §9)', async () => {
  const { button, user } = renderSelect()
  await user.click(button)
  await user.keyboard('pu')
  expect(activeOption()).toBe('Public corporation')
  await new Promise((resolve) => setTimeout(resolve, 400))
  await user.keyboard('l')
  expect(activeOption()).toBe('LLC')
})

test('a disabled select is a disabled button that does not open', async () => {
  const { button, user } = renderSelect({ disabled: true })
  expect(button).toBeDisabled()
  await user.click(button)
  expect(listbox()).toBeNull()
})

describe('the form hears of it', () => {
  test('the button is handed over (to be focused when in error)', () => {
    const { button, controlRef } = renderSelect()
    expect(controlRef).toHaveBeenCalledWith(button)
  })

  test('one blur when focus leaves the whole select, none while it moves between button and list', async () => {
    const { button, user, onBlur } = renderSelect()
    await user.click(button)
    await user.keyboard('{ArrowDown}{Enter}')
    await user.click(button)
    await user.keyboard('{Escape}')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onBlur).not.toHaveBeenCalled()
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveFocus()
    await vi.waitFor(() => expect(onBlur).toHaveBeenCalledOnce())
  })

  test('Tab from the open list goes on to the next control, and is one blur', async () => {
    const { button, user, onBlur } = renderSelect()
    await user.click(button)
    await user.keyboard('{Tab}')
    expect(listbox()).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveFocus()
    await vi.waitFor(() => expect(onBlur).toHaveBeenCalledOnce())
  })

  test('a press on another control closes the list, lands there, and is one blur', async () => {
    const { button, user, onBlur, onChange } = renderSelect()
    await user.click(button)
    const other = screen.getByRole('textbox', { name: 'Legal name' })
    await user.click(other)
    expect(listbox()).toBeNull()
    expect(other).toHaveFocus()
    await vi.waitFor(() => expect(onBlur).toHaveBeenCalledOnce())
    expect(onChange).not.toHaveBeenCalled()
  })

  test('a press on plain text closes the list and gives focus back to the button: no blur yet', async () => {
    const { button, user, onBlur } = renderSelect()
    await user.click(button)
    await user.click(screen.getByText('Business structure'))
    expect(listbox()).toBeNull()
    expect(button).toHaveFocus()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(onBlur).not.toHaveBeenCalled()
  })

  test('with a name, the chosen value goes with the form', async () => {
    const { container, button, user } = renderSelect({ name: 'entityType' })
    await user.click(button)
    await user.click(screen.getByRole('option', { name: 'LLC' }))
    const form = container.querySelector('form')!
    expect(new FormData(form).get('entityType')).toBe('LLC')
  })
})
