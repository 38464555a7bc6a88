import { act, render, screen } from '@testing-library/react'
import { Later, lazyPart } from './lazy-part'

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
    <Later placeholder={<p>Loading your payments</p>}>
      <p>Payment history</p>
    </Later>,
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
    <Later placeholder={<p>Loading</p>}>
      <p>Payment history</p>
    </Later>,
  )
  unmount()
  showFirstScreen()
  expect(screen.queryByText('Payment history')).toBeNull()
  expect(error).not.toHaveBeenCalled()
})

test('a part drawn after the first screen asks for its code only then, its place held meanwhile', async () => {
  let loads = 0
  const Table = lazyPart(
    () => {
      loads += 1
      return Promise.resolve(() => <p>Scheduled payments</p>)
    },
    { after: 'firstScreen' },
  )
  render(<Table placeholder={<p>Loading your payments</p>} />)
  expect(screen.getByText('Loading your payments')).toBeInTheDocument()
  expect(loads).toBe(0)
  showFirstScreen()
  expect(await screen.findByText('Scheduled payments')).toBeInTheDocument()
  expect(screen.queryByText('Loading your payments')).toBeNull()
  expect(loads).toBe(1)
})
