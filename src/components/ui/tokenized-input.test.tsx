import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { useState } from 'react'
import { TokenizedInput, TokenizedValue, sanitizeNumeric } from './tokenized-input'
import { renderInI18n as render } from '@/testing/render'

function Harness({ maxLength, maskOnMaxLength }: { maxLength?: number; maskOnMaxLength?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="acct">Account number</label>
      <TokenizedInput
        id="acct"
        value={value}
        onChange={setValue}
        maxLength={maxLength}
        maskOnMaxLength={maskOnMaxLength}
      />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  )
}

const input = () => screen.getByLabelText<HTMLInputElement>('Account number')
const value = () => screen.getByTestId('value').textContent

/** The field on screen, with `text` typed into it (userEvent's key syntax); returns the user. */
async function typeInto(text: string, props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  await user.type(input(), text)
  return user
}

test('accepts only digits and one decimal point', async () => {
  await typeInto('12a3.4.5-6')
  expect(value()).toBe('123.456')
})

test('Enter masks to the last 4, padded with asterisks to 9', async () => {
  await typeInto('000123456789{Enter}')
  expect(input()).toHaveValue('*****6789')
  expect(value()).toBe('000123456789')
})

test('blur masks too', async () => {
  const user = await typeInto('7781')
  await user.click(screen.getByRole('button', { name: 'elsewhere' }))
  expect(input()).toHaveValue('*****7781')
})

test.each([
  ['Backspace', 8],
  ['Delete', 46],
])('%s (key code %i) clears the mask and the value', async (key, keyCode) => {
  const user = await typeInto('123456789{Enter}')
  fireEvent.keyDown(input(), { key, keyCode, which: keyCode })
  expect(input()).toHaveValue('')
  expect(value()).toBe('')
  await user.type(input(), '42')
  expect(input()).toHaveValue('42')
})

test('a key code alone (older browsers) clears too', async () => {
  await typeInto('123456789{Enter}')
  fireEvent.keyDown(input(), { keyCode: 46 })
  expect(value()).toBe('')
})

test('the remove button clears the mask', async () => {
  const user = await typeInto('123456789{Enter}')
  await user.click(screen.getByRole('button', { name: 'Remove and re-enter' }))
  expect(input()).toHaveValue('')
  expect(screen.queryByRole('button', { name: 'Remove and re-enter' })).toBeNull()
})

test('with maskOnMaxLength it masks only once the max length is reached', async () => {
  const user = await typeInto('12345', { maxLength: 9, maskOnMaxLength: true })
  await user.click(screen.getByRole('button', { name: 'elsewhere' }))
  expect(input()).toHaveValue('12345')
  await user.type(input(), '6789')
  expect(input()).toHaveValue('*****6789')
})

test('display rule: only tok values show, masked', () => {
  const { rerender, container } = render(<TokenizedValue value="tok_8f2kq1x9a7781" />)
  expect(container).toHaveTextContent('*****7781')
  rerender(<TokenizedValue value="****7781" />)
  expect(container).toBeEmptyDOMElement()
})

test('property: the sanitised value has only digits and at most one point, in order', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 30 }), (text) => {
      const out = sanitizeNumeric(text)
      expect(out).toMatch(/^\d*\.?\d*$/)
      expect(out.length).toBeLessThanOrEqual(text.length)
      expect(out.replace('.', '')).toBe(text.replace(/\D/g, ''))
    }),
  )
})
