import { act, fireEvent, screen } from '@testing-library/react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { TOAST_DURATION_MS, Toaster, toast } from './toast'
import { renderInI18n as render } from '@/testing/render'

beforeEach(() => {
  vi.useFakeTimers()
  toast.clear()
})

/** The toaster on screen, showing what `show` adds. */
function renderShowing(show: () => void) {
  render(<Toaster />)
  act(show)
}

const after = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

test('a toast is announced and closes itself after 5000 ms', () => {
  renderShowing(() => toast.success('Payment sent', 'It can take 1–2 business days to arrive.'))
  expect(screen.getByRole('status')).toHaveTextContent('Payment sent')
  after(TOAST_DURATION_MS - 1)
  expect(screen.getByText('Payment sent')).toBeInTheDocument()
  after(1)
  expect(screen.queryByText('Payment sent')).toBeNull()
})

test('errors go to the assertive region', () => {
  renderShowing(() => toast.error('We couldn’t send your payment'))
  expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t send your payment')
})

test('hovering pauses the countdown; leaving resumes it with the time left', () => {
  renderShowing(() => toast.info('Saved'))
  const item = screen.getByText('Saved').closest('[data-slot="toast"]')!
  after(3000)
  fireEvent.mouseEnter(item)
  after(10_000)
  expect(screen.getByText('Saved')).toBeInTheDocument()
  fireEvent.mouseLeave(item)
  after(1999)
  expect(screen.getByText('Saved')).toBeInTheDocument()
  after(1)
  expect(screen.queryByText('Saved')).toBeNull()
})

test('the dismiss button closes it at once', () => {
  renderShowing(() => toast.info('Saved'))
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(screen.queryByText('Saved')).toBeNull()
})

test('in Spanish the dismiss button is named in Spanish', async () => {
  vi.useRealTimers()
  await act(() => chooseLocale('es-US'))
  vi.useFakeTimers()
  renderShowing(() => toast.success('Pago enviado'))
  expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument()
})
