import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import { act } from 'react'
import { localeState } from '@/lib/i18n/runtime'
import { sandbox } from '@/testing/server'
import { resetSession } from '@/testing/session'
import { startApp } from './start'

/**
 * Issue 19: a partner configuration may name the merchants' language (`config.defaultLocale`,
 * docs/embedding.md). The sandbox's `spanish-partner` scenario names `es-US`: its landing shows in
 * Spanish without any `lang` on the link, and a link's `lang` still wins. Started as main.tsx starts
 * the app (`startApp`: the partner's default arrives with the theme, loaders.ts).
 */
async function open(lang?: string) {
  const reactActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  window.history.replaceState(null, '', '/')
  delete document.documentElement.dataset.partner
  resetSession()
  const root = document.createElement('div')
  document.body.append(root)
  const app = await startApp(root, { ...sandbox.launch('spanish-partner'), lang })
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
  return () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', reactActEnvironment)
    act(() => app?.unmount())
    root.remove()
  }
}

test('the sandbox partner names Spanish as its default language', () => {
  const theme = sandbox.db.state.partners.partner_tienda?.theme as { config?: { defaultLocale?: string } }
  expect(theme.config?.defaultLocale).toBe('es-US')
})

test('a partner whose configuration names es-US: the landing shows in Spanish, without a lang on the link', async () => {
  const close = await open()
  try {
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'))
    expect(localeState().active).toBe('es-US')
    expect(i18n.locale).toBe('es-US')
    expect(window.location.pathname).toBe('/splash')
    expect(await screen.findByText('¿Preguntas?')).toBeInTheDocument()
    expect(screen.queryByText('Questions?')).not.toBeInTheDocument()
  } finally {
    close()
  }
})

test('the link’s lang=en wins over the partner’s default', async () => {
  const close = await open('en')
  try {
    expect(window.location.pathname).toBe('/splash')
    // The partner's theme, and with it its default language, has arrived and been applied.
    await waitFor(() => expect(document.documentElement.dataset.partner).toBe('partner_tienda'))
    expect(document.documentElement.lang).toBe('en-US')
    expect(localeState().active).toBe('en-US')
    expect(await screen.findByText('Questions?')).toBeInTheDocument()
    expect(screen.queryByText('¿Preguntas?')).not.toBeInTheDocument()
  } finally {
    close()
  }
})
