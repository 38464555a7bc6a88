import { render, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { chooseLocale, currentLocale, localeState } from './runtime'

test('a message shows in the chosen language, and <html lang> follows', async () => {
  render(
    <I18nProvider i18n={i18n}>
      <FullScreenLoader />
    </I18nProvider>,
  )
  expect(screen.getByRole('status')).toHaveTextContent('Loading')
  await act(() => chooseLocale('es-US'))
  expect(screen.getByRole('status')).toHaveTextContent('Cargando')
  expect(document.documentElement.lang).toBe('es-US')
  expect(currentLocale()).toBe('es-US')
  expect(localeState()).toEqual({ active: 'es-US', wanted: 'es-US', failed: false })
})
