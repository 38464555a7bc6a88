import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'
import { SiteFooter } from './site-footer'

/** A form field the merchant is typing in (its label reads the catalogue: "(optional)"). */
function NameField() {
  const [name, setName] = useState('')
  return (
    <Field label="Business name" optional>
      <Input value={name} onChange={(event) => setName(event.target.value)} />
    </Field>
  )
}

function renderFooter(props: Partial<Parameters<typeof SiteFooter>[0]> = {}) {
  return render(
    <I18nProvider i18n={i18n}>
      <NameField />
      <SiteFooter
        supportEmail="funding@bistropay.example"
        bankName="First Example Bank"
        partnerName="Bistro Pay"
        {...props}
      />
    </I18nProvider>,
  )
}

test('the switcher in the footer: Español switches the copy, <html lang> and the kept choice; typed values stay', async () => {
  const user = userEvent.setup()
  renderFooter()
  const field = screen.getByRole('textbox', { name: /business name/i })
  await user.type(field, 'Taquería Lupita')
  expect(screen.getByRole('heading', { name: 'Questions?' })).toBeInTheDocument()
  const switcher = screen.getByRole('group', { name: 'Language' })
  expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')

  await user.click(within(switcher).getByRole('button', { name: 'Español' }))

  expect(await screen.findByRole('heading', { name: '¿Preguntas?' })).toBeInTheDocument()
  expect(document.documentElement.lang).toBe('es-US')
  expect(window.sessionStorage.getItem('cc-locale')).toBe('es-US')
  expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByText(/^Escríbanos a/)).toHaveTextContent(
    'Escríbanos a funding@bistropay.example. Por lo general respondemos en un día hábil.',
  )
  expect(
    screen.getByText(/^Los préstamos los otorga First Example Bank, un banco asociado/),
  ).toHaveTextContent('la empresa prestamista que trabaja con Bistro Pay.')
  // Nothing remounted: what the merchant typed is still there, under a label in Spanish.
  expect(screen.getByRole('textbox', { name: /business name\s*\(opcional\)/i })).toHaveValue(
    'Taquería Lupita',
  )

  await user.click(screen.getByRole('button', { name: 'English' }))
  expect(await screen.findByRole('heading', { name: 'Questions?' })).toBeInTheDocument()
  expect(document.documentElement.lang).toBe('en-US')
  expect(window.sessionStorage.getItem('cc-locale')).toBe('en-US')
  expect(screen.getByRole('textbox', { name: /business name/i })).toHaveValue('Taquería Lupita')
})

test('the legal line and the support line are whole sentences whichever names are known', async () => {
  const { rerender } = renderFooter({ supportEmail: null, bankName: null, partnerName: null })
  expect(screen.getByText(/^Contact support/)).toHaveTextContent(
    'Contact support through the platform you came from.',
  )
  expect(screen.getByText(/^Loans are issued/)).toHaveTextContent(
    /^Loans are issued by partner banks and arranged and serviced by the lending company\. To qualify/,
  )
  await act(() => chooseLocale('es-US'))
  expect(screen.getByText(/^Comuníquese/)).toHaveTextContent(
    'Comuníquese con soporte por medio de la plataforma desde la que llegó.',
  )
  expect(screen.getByText(/^Los préstamos/)).toHaveTextContent(
    /^Los préstamos los otorgan bancos asociados, y los tramita y administra la empresa prestamista\. Para calificar/,
  )
  rerender(
    <I18nProvider i18n={i18n}>
      <SiteFooter supportEmail={null} bankName={null} partnerName="Bistro Pay" />
    </I18nProvider>,
  )
  expect(screen.getByText(/^Comuníquese/)).toHaveTextContent(
    'Comuníquese con soporte por medio de Bistro Pay.',
  )
  expect(screen.getByText(/^Los préstamos/)).toHaveTextContent(
    'Los préstamos los otorgan bancos asociados, y los tramita y administra la empresa prestamista que trabaja con Bistro Pay.',
  )
})

test('in the whole app, the footer’s Español turns the shell to Spanish and keeps it', async () => {
  const user = userEvent.setup()
  openApp('new-merchant', '/faq')
  const tabs = await screen.findByRole('navigation', { name: 'Your financing' })
  expect(within(tabs).getByRole('link', { name: 'FAQ' })).toBeInTheDocument()

  await user.click(await screen.findByRole('button', { name: 'Español' }))

  const pestañas = await screen.findByRole('navigation', { name: 'Su financiamiento' })
  expect(
    within(pestañas)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Oferta pendiente', 'Preguntas frecuentes'])
  expect(screen.getByRole('heading', { name: '¿Preguntas?' })).toBeInTheDocument()
  expect(document.documentElement.lang).toBe('es-US')
  expect(window.sessionStorage.getItem('cc-locale')).toBe('es-US')
})
