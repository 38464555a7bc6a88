import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'
import { findSubStep, seedDraftUpTo } from '@/testing/application-draft'
import { draftActions } from '../store/draft-store'
import { BusinessInfo2Form } from './business-info'

/** The application in Spanish, through the real app against the sandbox (issue 19). */
beforeEach(() => draftActions.cleared())

async function openInSpanish(subStep: string, path: string, heading: string, shown?: () => Element | null) {
  const user = userEvent.setup()
  seedDraftUpTo(subStep, { owners: true })
  await chooseLocale('es-US')
  openApp('new-merchant-full', path)
  // The first route of a file loads lazily: allow for a busy machine.
  await findSubStep(heading, { shown, timeout: 10_000 })
  return user
}

test('a step filled in Spanish says what to fix in Spanish', async () => {
  const user = await openInSpanish('businessInfo.2', '/application/business-info/2', 'Dónde está su negocio')
  expect(screen.getByText('La dirección de su negocio y cómo podemos comunicarnos con usted.')).toBeVisible()
  const zip = screen.getByLabelText('Código ZIP')
  await user.clear(zip)
  await user.type(zip, '123')
  await user.clear(screen.getByLabelText('Correo electrónico del negocio'))
  await user.click(screen.getByRole('button', { name: 'Continuar' }))
  expect(zip).toHaveAttribute('aria-invalid', 'true')
  expect(zip).toHaveAccessibleDescription('Ingrese un código ZIP de 5 dígitos, o ZIP+4.')
  expect(screen.getByLabelText('Correo electrónico del negocio')).toHaveAccessibleDescription(
    'Ingrese un correo electrónico.',
  )
})

test('when the language changes, the messages on screen follow it', async () => {
  const user = userEvent.setup()
  await chooseLocale('es-US')
  render(
    <I18nProvider i18n={i18n}>
      <BusinessInfo2Form subStepIds={['businessInfo.1', 'businessInfo.2']} onDone={() => {}} />
    </I18nProvider>,
  )
  await user.type(screen.getByLabelText('Código ZIP'), '123')
  await user.click(screen.getByRole('button', { name: 'Continuar' }))
  expect(screen.getByLabelText('Código ZIP')).toHaveAccessibleDescription(
    'Ingrese un código ZIP de 5 dígitos, o ZIP+4.',
  )
  expect(screen.getByLabelText('Dirección')).toHaveAccessibleDescription('Ingrese la dirección.')

  await act(() => chooseLocale('en-US'))
  const zip = screen.getByLabelText('ZIP code')
  expect(zip).toHaveValue('123')
  await waitFor(() => expect(zip).toHaveAccessibleDescription('Enter a 5-digit ZIP code, or ZIP+4.'))
  expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('Enter the street address.')
  expect(screen.getByLabelText('Business phone')).toHaveAccessibleDescription('Enter a phone number.')
})

test('other owners in Spanish: the ownership rule names the applicant’s share', async () => {
  const user = await openInSpanish('personalInfo.3', '/application/personal-info/3', 'Otros propietarios')
  await user.click(screen.getByRole('radio', { name: 'Sí' }))
  await user.click(screen.getByRole('button', { name: 'Agregar un propietario' }))
  const owner = screen
    .getByRole('heading', { level: 2, name: 'Propietario 2' })
    .closest('div')!.parentElement!
  await user.type(within(owner).getByLabelText('Nombre'), 'Luis')
  await user.type(within(owner).getByLabelText('Apellido'), 'Diaz')
  await user.type(within(owner).getByLabelText('Participación (%)'), '50')
  await user.type(within(owner).getByLabelText('Teléfono'), '512-555-0102')
  await user.type(within(owner).getByLabelText('Correo electrónico'), 'luis@example.com')
  expect(within(owner).getByRole('button', { name: 'Quitar propietario 2' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Continuar' }))
  expect(
    await screen.findByText(
      'Entre todos los propietarios, la participación no puede superar el 100%. Usted tiene el 60%.',
    ),
  ).toBeVisible()
})

test('review and submit in Spanish: the consents, and what is missing', async () => {
  // The last step sends with a button, not a form.
  const user = await openInSpanish('submit.1', '/application/submit/1', 'Revisar y enviar', () =>
    screen.queryByRole('button', { name: 'Enviar solicitud' }),
  )
  await user.click(screen.getByText('Autorizo una verificación de crédito sobre mí y mi negocio.'))
  expect(screen.getByRole('heading', { level: 2, name: 'Su consentimiento' })).toBeVisible()
  expect(screen.getByRole('link', { name: 'Editar los datos de su negocio' })).toBeVisible()
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }))
  expect(await screen.findByText('Acepte ambas verificaciones para enviar su solicitud.')).toBeVisible()
  expect(screen.getByText('Cuenta que termina en 6789')).toBeVisible()
})
