import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { consentMemory } from '@/features/consent/model/consent'
import { REQUEST_TIMEOUT_MS } from '@/lib/api-client'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'
import { apiUrl, server } from '@/testing/server'

beforeEach(() => consentMemory.cleared())

test('WITH_CONSENT: a direct link into the application goes to the consent first', async () => {
  openApp('consent-required', '/application/business-info/1')
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Let Harbor Commerce share your sales data with us',
    }),
  ).toBeInTheDocument()
  expect(window.location.pathname).toBe('/consent/data-transfer')
})

test('WITH_CONSENT: consent is remembered for the session, through a reload', async () => {
  const user = userEvent.setup()
  const view = openApp('consent-required', '/consent/data-transfer')
  await user.click(await screen.findByRole('button', { name: 'Agree and continue' }))
  await waitFor(() => expect(window.location.pathname).toBe('/application/business-info/1'))
  // A reload: the app boots again on the same page.
  view.unmount()
  openApp('consent-required', '/application/business-info/1')
  expect(await screen.findByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/application/business-info/1')
})

test('WITH_CONSENT: a consent call that times out leads to /consent/timeout, and Try again works', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let hang = true
  server.use(
    http.post(apiUrl('/v2/shops/:shopId/grant-data-consent'), async () => {
      if (hang) await delay('infinite')
    }),
  )
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  openApp('consent-required', '/consent/data-transfer')
  await user.click(await screen.findByRole('button', { name: 'Agree and continue' }))
  await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This took longer than expected' }),
  ).toBeInTheDocument()
  expect(window.location.pathname).toBe('/consent/timeout')
  hang = false
  await user.click(screen.getByRole('link', { name: 'Try again' }))
  await user.click(await screen.findByRole('button', { name: 'Agree and continue' }))
  await waitFor(() => expect(window.location.pathname).toBe('/application/business-info/1'))
})

test('the consent timeout in Spanish: what happened, with the partner’s name, and Try again', async () => {
  await act(() => chooseLocale('es-US'))
  openApp('consent-required', '/consent/timeout')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Esto tardó más de lo previsto' }),
  ).toBeInTheDocument()
  expect(
    screen.getByText(/si Harbor Commerce puede compartir con nosotros sus datos de ventas/),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute(
    'href',
    '/consent/data-transfer',
  )
})
