import { act, fireEvent, render, screen } from '@testing-library/react'
import { TOAST_DURATION_MS, Toaster, toast } from './toast'

beforeEach(() => {
  vi.useFakeTimers()
  toast.clear()
})

test('a toast is announced and closes itself after 5000 ms', () => {
  render(<Toaster />)
  act(() => {
    toast.success('Payment sent', 'It can take 1–2 business days to arrive.')
  })
  expect(screen.getByRole('status')).toHaveTextContent('Payment sent')
  act(() => {
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
  })
  expect(screen.getByText('Payment sent')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(screen.queryByText('Payment sent')).toBeNull()
})

test('errors go to the assertive region', () => {
  render(<Toaster />)
  act(() => {
    toast.error('We couldn’t send your payment')
  })
  expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t send your payment')
})

test('hovering pauses the countdown; leaving resumes it with the time left', () => {
  render(<Toaster />)
  act(() => {
    toast.info('Saved')
  })
  const item = screen.getByText('Saved').closest('[data-slot="toast"]')!
  act(() => {
    vi.advanceTimersByTime(3000)
  })
  fireEvent.mouseEnter(item)
  act(() => {
    vi.advanceTimersByTime(10_000)
  })
  expect(screen.getByText('Saved')).toBeInTheDocument()
  fireEvent.mouseLeave(item)
  act(() => {
    vi.advanceTimersByTime(1999)
  })
  expect(screen.getByText('Saved')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(screen.queryByText('Saved')).toBeNull()
})

test('the dismiss button closes it at once', () => {
  render(<Toaster />)
  act(() => {
    toast.info('Saved')
  })
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
  expect(screen.queryByText('Saved')).toBeNull()
})
