import { act, render, screen } from '@testing-library/react'
import { Deferred } from './deferred'

// The first screen is shown when the test says so.
const waiting: (() => void)[] = []
vi.mock('@/lib/first-screen', () => ({
  afterFirstScreen: (run: () => void) => {
    waiting.push(run)
    return () => waiting.splice(waiting.indexOf(run), 1)
  },
}))
const showFirstScreen = () =>
  act(() => {
    for (const run of waiting.splice(0)) run()
  })

afterEach(() => {
  waiting.length = 0
})

test('the part below the fold waits for the first screen to be shown, with its place held', async () => {
  render(
    <Deferred fallback={<p>Loading your payments</p>}>
      <p>Payment history</p>
    </Deferred>,
  )
  expect(screen.getByText('Loading your payments')).toBeInTheDocument()
  expect(screen.queryByText('Payment history')).toBeNull()
  showFirstScreen()
  expect(await screen.findByText('Payment history')).toBeInTheDocument()
  expect(screen.queryByText('Loading your payments')).toBeNull()
})

test('a part gone before the first screen was shown draws nothing later', () => {
  const error = vi.spyOn(console, 'error')
  const { unmount } = render(
    <Deferred fallback={<p>Loading</p>}>
      <p>Payment history</p>
    </Deferred>,
  )
  unmount()
  showFirstScreen()
  expect(screen.queryByText('Payment history')).toBeNull()
  expect(error).not.toHaveBeenCalled()
})
