import { screen, waitFor } from '@testing-library/react'
import { sandbox } from '@/testing/server'
import { browserRoot } from '@/testing/browser-root'
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
  const { root, close } = browserRoot()
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
    close(app)
  }
})
