import { screen, waitFor } from '@testing-library/react'
import { act } from 'react'
import { sandbox } from '@/testing/server'
import { resetSession } from '@/testing/session'
import { startApp } from './start'

// The app's own typeface (fonts.css), recorded when its stylesheet is imported.
const fonts = vi.hoisted(() => ({ declared: vi.fn() }))
vi.mock('./fonts.css', () => {
  fonts.declared()
  return {}
})

/**
 * Issue 15: the app's own font files wait for the first screen's paint. Its text shows in the local
 * fallback scaled to Inter's metrics (index.css), so its files never compete with the screen's code.
 */
test('the app declares its own typeface only once the first screen is up', async () => {
  // React renders when it would in the browser (no `act`), as in start.test.tsx.
  const reactActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  window.history.replaceState(null, '', '/')
  resetSession()
  const root = document.createElement('div')
  document.body.append(root)
  let declaredAtFirstRender: boolean | null = null
  const observer = new MutationObserver(() => {
    declaredAtFirstRender ??= fonts.declared.mock.calls.length > 0
  })
  observer.observe(root, { childList: true, subtree: true })
  let app: Awaited<ReturnType<typeof startApp>> = null
  try {
    app = await startApp(root, sandbox.launch('loan-flex-normal'))
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    expect(declaredAtFirstRender).toBe(false)
    // After the paint (a frame, or a second where the page paints none, as here in jsdom).
    await waitFor(() => expect(fonts.declared).toHaveBeenCalledTimes(1), { timeout: 3_000 })
  } finally {
    observer.disconnect()
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', reactActEnvironment)
    act(() => app?.unmount())
    root.remove()
  }
})
