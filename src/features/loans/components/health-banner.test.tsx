import { z } from '@/lib/zod'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { contractExamples } from '@/testing/contract-examples'
import { type Loan, loanSchema } from '../api/schemas'
import { HEALTH_COPY, HealthBanner } from './health-banner'

// The contract's flex loan: its window ends 11/30/2026 with $739.50 still to pay.
const flex = z.parse(loanSchema, contractExamples.loan)

const renderBanner = (loan: Loan) =>
  render(
    <I18nProvider i18n={i18n}>
      <HealthBanner loan={loan} onPay={() => undefined} />
    </I18nProvider>,
  )

test('the spec’s fixed banner titles stay exact in English', () => {
  expect(HEALTH_COPY.DEFAULT.title).toBe('Your loan is in Default!')
  expect(HEALTH_COPY.PRE_DEFAULT.title).toBe("You're close to the end of this payment window")
})

test('in Spanish: the banner, the cure sentence with the days left, and the button', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T12:00:00'))
  await act(() => chooseLocale('es-US'))
  expect(HEALTH_COPY.DEFAULT.title).toBe('¡Su préstamo está en incumplimiento!')
  renderBanner({ ...flex, state: 'PRE_DEFAULT' })
  expect(screen.getByText('Está cerca del final de este período de pago')).toBeInTheDocument()
  expect(
    screen.getByText(
      /^Si paga .*739\.50 a más tardar el 11\/30\/2026, cubre el mínimo de este período de pago y su préstamo vuelve a estar al día \(quedan 3 días\)\.$/,
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /^Pagar .*739\.50 ahora$/ })).toBeInTheDocument()
})

test('in Spanish: one day left, the last day, and a calm banner', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  await act(() => chooseLocale('es-US'))
  vi.setSystemTime(new Date('2026-11-29T12:00:00'))
  const { unmount } = renderBanner({ ...flex, state: 'DEFAULT' })
  expect(screen.getByText(/\(queda 1 día\)\.$/)).toBeInTheDocument()
  unmount()
  vi.setSystemTime(new Date('2026-11-30T12:00:00'))
  renderBanner({ ...flex, state: 'DEFAULT' }).unmount()
  const last = renderBanner({ ...flex, state: 'DEFAULT' })
  expect(screen.getByText(/\(hoy es el último día\)\.$/)).toBeInTheDocument()
  last.unmount()
  renderBanner({ ...flex, state: 'NORMAL' })
  expect(screen.getByText('Su préstamo está al día. Sus pagos van según lo previsto.')).toBeInTheDocument()
})
