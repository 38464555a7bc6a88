import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { RadioGroup } from './radio-group'

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

function Chosen({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return <RadioGroup name="q" options={OPTIONS} value={value} onChange={(e) => setValue(e.target.value)} />
}

test('the chosen value checks its radio; nothing chosen checks none; a click chooses', async () => {
  const user = userEvent.setup()
  render(<Chosen initial="" />)
  expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked()
  expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked()
  await user.click(screen.getByRole('radio', { name: 'No' }))
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked()
  // Each radio keeps its own value, whatever is chosen.
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('value', 'yes')
})

test('without a value the group is left to the browser (uncontrolled)', async () => {
  const user = userEvent.setup()
  render(<RadioGroup name="q" options={OPTIONS} />)
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked()
})
