import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Button } from './button'
import { Checkbox } from './checkbox'
import { Field, FieldDescription, FieldLabel } from './field'
import { Input } from './input'
import { ConfirmModal } from './modal'
import { Select } from './select'
import { Autocomplete } from './autocomplete'
import { Avatar, initials } from './avatar'
import { chooseLocale } from '@/lib/i18n/runtime'
import { renderInI18n as render } from '@/testing/render'

/** The modal finishes some work on the next animation frames; let it happen inside act. */
const nextFrames = () =>
  act(async () => {
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
  })

test('a loading button keeps focus, says it is busy and ignores clicks', async () => {
  const onClick = vi.fn()
  const user = userEvent.setup()
  const { rerender } = render(<Button onClick={onClick}>Pay</Button>)
  await user.click(screen.getByRole('button', { name: 'Pay' }))
  expect(onClick).toHaveBeenCalledOnce()
  rerender(
    <Button onClick={onClick} loading>
      Pay
    </Button>,
  )
  const button = screen.getByRole('button', { name: 'Pay' })
  expect(button).toHaveAttribute('aria-busy', 'true')
  expect(button).toBeEnabled()
  await user.click(button)
  await user.keyboard('{Enter}')
  expect(onClick).toHaveBeenCalledOnce()
})

test('a field labels its control, describes it, and links its error', () => {
  const { rerender } = render(
    <Field description>
      <FieldLabel>EIN</FieldLabel>
      <FieldDescription>9 digits, from your IRS letter.</FieldDescription>
      <Input />
    </Field>,
  )
  const input = screen.getByLabelText('EIN')
  expect(input).not.toHaveAttribute('aria-invalid')
  expect(input).toHaveAccessibleDescription('9 digits, from your IRS letter.')
  expect(screen.getByRole('alert')).toBeEmptyDOMElement()

  rerender(
    <Field description error="Enter all 9 digits.">
      <FieldLabel>EIN</FieldLabel>
      <FieldDescription>9 digits, from your IRS letter.</FieldDescription>
      <Input />
    </Field>,
  )
  expect(input).toHaveAttribute('aria-invalid', 'true')
  expect(input).toHaveAccessibleDescription('9 digits, from your IRS letter. Enter all 9 digits.')
  expect(screen.getByRole('alert')).toHaveTextContent('Enter all 9 digits.')
})

test('checkbox: the label and Space toggle it', async () => {
  const user = userEvent.setup()
  function Harness() {
    const [checked, setChecked] = useState(false)
    return <Checkbox checked={checked} onChange={setChecked} label="I agree to a credit check" />
  }
  render(<Harness />)
  const box = screen.getByRole('checkbox', { name: 'I agree to a credit check' })
  await user.click(screen.getByText('I agree to a credit check'))
  expect(box).toBeChecked()
  act(() => box.focus())
  await user.keyboard(' ')
  expect(box).not.toBeChecked()
})

test('autocomplete filters by label and secondary label', async () => {
  const user = userEvent.setup()
  const onChange = vi.fn()
  render(
    <Autocomplete
      aria-label="State"
      items={[
        { id: 'CA', label: 'California', secondaryLabel: 'CA' },
        { id: 'NY', label: 'New York', secondaryLabel: 'NY' },
      ]}
      value={null}
      onChange={onChange}
    />,
  )
  await user.type(screen.getByRole('combobox', { name: 'State' }), 'york')
  const options = await screen.findAllByRole('option')
  expect(options.map((o) => o.textContent)).toEqual(['New YorkNY'])
  await user.keyboard('{ArrowDown}{Enter}')
  expect(onChange).toHaveBeenCalledWith({ id: 'NY', label: 'New York', secondaryLabel: 'NY' })
})

test('confirmation modal: focus moves in, Escape closes, focus returns', async () => {
  const user = userEvent.setup()
  const onConfirm = vi.fn()
  function Harness() {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>Make a payment</Button>
        <ConfirmModal
          open={open}
          onClose={() => setOpen(false)}
          onConfirm={onConfirm}
          title="Pay $500.00?"
          confirmLabel="Pay now"
        />
      </>
    )
  }
  render(<Harness />)
  const opener = screen.getByRole('button', { name: 'Make a payment' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Pay $500.00?' })
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i++) {
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  }
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(opener).toHaveFocus()

  await user.click(opener)
  await user.click(await screen.findByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await user.click(opener)
  await user.click(await screen.findByRole('button', { name: 'Pay now' }))
  expect(onConfirm).toHaveBeenCalledOnce()
})

test('avatar shows initials and is named', () => {
  expect(initials('Ana María Diaz')).toBe('AD')
  expect(initials('  ')).toBe('?')
  render(<Avatar name="Ana Diaz" />)
  expect(screen.getByRole('img', { name: 'Ana Diaz' })).toHaveTextContent('AD')
})

test('in Spanish: the modal’s Cancel and close, a select’s placeholder, an empty search and (optional)', async () => {
  await act(() => chooseLocale('es-US'))
  render(
    <>
      <Field label="Nombre del negocio" optional>
        <Input />
      </Field>
      <Select
        aria-label="Estado"
        options={[{ value: 'CA', label: 'California' }]}
        value={null}
        onChange={() => undefined}
      />
      <ConfirmModal
        open
        onClose={() => undefined}
        onConfirm={() => undefined}
        title="¿Pagar $500.00?"
        confirmLabel="Pagar"
      />
    </>,
  )
  await nextFrames()
  expect(screen.getByText('(opcional)')).toBeInTheDocument()
  expect(screen.getByText('Seleccione…')).toBeInTheDocument()
  const dialog = screen.getByRole('dialog')
  expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument()
})
