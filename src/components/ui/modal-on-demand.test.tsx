import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmModalTrigger } from '@/testing/confirm-modal-trigger'
import { renderInI18n as render } from '@/testing/render'

// The dialog's code fails to load the first time it is asked for (a dropped connection), then loads.
const dialogCode = vi.hoisted(() => ({ attempts: 0 }))
vi.mock('./modal-dialog', async (original) => {
  dialogCode.attempts += 1
  if (dialogCode.attempts === 1) throw new Error('Failed to fetch dynamically imported module')
  return original()
})

/**
 * Opened before the first screen was painted (so before its code was preloaded): the code loads
 * then. If it cannot, an alert says so in its place, with Try again and Cancel, and nothing stays
 * behind once cancelled. When the dialog closes, focus goes back to what opened it.
 */
test('a dialog whose code loads only when it opens: a failed load can be tried again or cancelled, and focus comes back', async () => {
  render(<ConfirmModalTrigger />)
  const opener = screen.getByRole('button', { name: 'Review payment' })

  await userEvent.click(opener)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('We couldn’t open this. Check your connection and try again.')
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()

  await userEvent.click(opener)
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('dialog', { name: 'Pay $100.00 now?' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await waitFor(() => expect(opener).toHaveFocus())
})
