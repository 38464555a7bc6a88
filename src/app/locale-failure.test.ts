// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type * as Runtime from '@/lib/i18n/runtime'
import { retryLocale } from '@/lib/i18n/runtime'
import { untilLocaleLoaded } from './locale-failure'

vi.mock('@/lib/i18n/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Runtime>()),
  retryLocale: vi.fn<() => Promise<void>>(),
}))

const retry = vi.mocked(retryLocale)

function mountRoot(): HTMLElement {
  const root = document.createElement('div')
  root.id = 'root'
  document.body.append(root)
  return root
}

beforeEach(() => retry.mockReset())
afterEach(() => document.getElementById('root')?.remove())

test('a failed catalogue load shows the panel in both languages; Try again resolves once a retry succeeds', async () => {
  const user = userEvent.setup()
  const root = mountRoot()
  retry.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined)
  let loaded = false
  const waiting = untilLocaleLoaded(root, Promise.reject(new Error('offline'))).then(() => {
    loaded = true
  })

  const panel = await within(root).findByRole('alert')
  const [english, spanish] = [...panel.querySelectorAll('p')]
  expect(english).toHaveTextContent('We couldn’t load this page. Check your connection and try again.')
  expect(english).toHaveAttribute('lang', 'en-US')
  expect(spanish).toHaveTextContent('No pudimos cargar esta página. Revise su conexión e intente de nuevo.')
  expect(spanish).toHaveAttribute('lang', 'es-US')
  const button = screen.getByRole('button', { name: 'Try again · Intentar de nuevo' })

  // The first retry fails too: the button comes back, and the app still waits.
  await user.click(button)
  expect(retry).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(button).toBeEnabled())
  expect(loaded).toBe(false)

  // The second one brings the catalogue: the wait is over (start.tsx then renders the app).
  await user.click(button)
  await waiting
  expect(retry).toHaveBeenCalledTimes(2)
  expect(loaded).toBe(true)
})

test('while a retry is on its way the button cannot be pressed again', async () => {
  const user = userEvent.setup()
  const root = mountRoot()
  let finish: () => void = () => undefined
  retry.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)))
  const waiting = untilLocaleLoaded(root, Promise.reject(new Error('offline')))
  const button = await within(root).findByRole('button', { name: /Try again/ })
  await user.click(button)
  expect(button).toBeDisabled()
  await user.click(button)
  expect(retry).toHaveBeenCalledTimes(1)
  finish()
  await waiting
})

test('a catalogue that loads draws nothing and never asks again', async () => {
  const root = mountRoot()
  await untilLocaleLoaded(root, Promise.resolve())
  expect(root).toBeEmptyDOMElement()
  expect(retry).not.toHaveBeenCalled()
})
