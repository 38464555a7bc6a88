import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { markFirstScreen } from '@/lib/first-screen'
import { ConfirmModalTrigger } from '@/testing/confirm-modal-trigger'
import { renderInI18n as render } from '@/testing/render'

// The dialog's code (Headless UI), recorded when it is imported.
const dialogCode = vi.hoisted(() => ({ loaded: vi.fn() }))
vi.mock('./modal-dialog', async (original) => {
  dialogCode.loaded()
  return original()
})

/**
 * Issue 15: a screen with a dialog (the loan summary's payment) does not load the dialog's code with
 * its own. The code loads once the screen is painted, so it is there when the merchant opens it.
 * (One test: which code has loaded, and whether the first screen was painted, is per page.)
 */
test('a closed dialog loads its code only once the first screen is painted, then opens at once', async () => {
  render(<ConfirmModalTrigger />)
  expect(screen.getByRole('button', { name: 'Review payment' })).toBeInTheDocument()
  expect(dialogCode.loaded).not.toHaveBeenCalled()

  act(() => markFirstScreen())
  await waitFor(() => expect(dialogCode.loaded).toHaveBeenCalledTimes(1), { timeout: 3_000 })

  await userEvent.click(screen.getByRole('button', { name: 'Review payment' }))
  expect(await screen.findByRole('dialog', { name: 'Pay $100.00 now?' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})
