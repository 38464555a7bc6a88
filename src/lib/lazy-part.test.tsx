import { act, fireEvent, render, screen } from '@testing-library/react'
import { lazyPart } from './lazy-part'

test('a part shows once its code has loaded', async () => {
  const Part = lazyPart(() => Promise.resolve((props: { name: string }) => <p>Hello {props.name}</p>))
  await act(() => {
    render(<Part name="Ana" />)
    return Promise.resolve()
  })
  expect(screen.getByText('Hello Ana')).toBeInTheDocument()
})

test('a part whose code cannot load leaves the rest of the page standing', async () => {
  let attempts = 0
  const Part = lazyPart<object>(() => {
    attempts += 1
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
  })
  await act(() => {
    render(
      <main>
        <h1>Your loan</h1>
        <Part />
      </main>,
    )
    return Promise.resolve()
  })
  expect(attempts).toBe(1)
  expect(screen.getByRole('heading', { name: 'Your loan' })).toBeInTheDocument()
  expect(screen.getByRole('main')).toHaveTextContent(/^Your loan$/)
})

test('a part given `failed` says so, and its retry loads the code again', async () => {
  let attempts = 0
  const Part = lazyPart<object>(
    () => {
      attempts += 1
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(() => <p>Payments</p>)
    },
    { failed: (retry) => <button onClick={retry}>Try again</button> },
  )
  await act(() => {
    render(<Part />)
    return Promise.resolve()
  })
  await act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    return Promise.resolve()
  })
  expect(attempts).toBe(2)
  expect(screen.getByText('Payments')).toBeInTheDocument()
})

test('a preloaded part shows at once, with no empty moment, and its code loads once', () => {
  let loads = 0
  const Hello = () => <p>Hello</p>
  const Part = lazyPart<object>(() => {
    loads += 1
    return Promise.resolve(Hello)
  })
  return Part.preload().then(() => {
    render(<Part />)
    // No act, no waiting: the first render already shows it.
    expect(screen.getByText('Hello')).toBeInTheDocument()
    expect(loads).toBe(1)
  })
})

test('a preload that fails leaves the part to load again when it shows', async () => {
  let loads = 0
  const Part = lazyPart<object>(() => {
    loads += 1
    return loads === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(() => <p>Step two</p>)
  })
  await expect(Part.preload()).resolves.toBeUndefined()
  await act(() => {
    render(<Part />)
    return Promise.resolve()
  })
  expect(loads).toBe(2)
  expect(screen.getByText('Step two')).toBeInTheDocument()
})
