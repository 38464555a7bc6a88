import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLocale } from '@/lib/i18n/runtime'
import { DataConsent } from './data-consent'

function renderConsent() {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <DataConsent
          shopId="shop_x"
          partnerName="Harbor Commerce"
          onGranted={() => {}}
          onTimedOut={() => {}}
        />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

test('in Spanish: the request names the partner, lists what is shared, and a refusal is explained', async () => {
  const user = userEvent.setup()
  await act(() => chooseLocale('es-US'))
  renderConsent()
  expect(
    screen.getByRole('heading', {
      name: 'Permita que Harbor Commerce comparta con nosotros sus datos de ventas',
    }),
  ).toBeInTheDocument()
  expect(screen.getByText('Reembolsos y contracargos')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Aceptar y continuar' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'No, gracias' }))
  expect(
    screen.getByRole('heading', { name: 'No hay problema. No se ha compartido nada.' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/^Sin sus datos de ventas de Harbor Commerce, no podemos/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sí, compartir mis datos' })).toBeInTheDocument()
})
