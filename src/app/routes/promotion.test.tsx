import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HEALTH_COPY } from '@/features/loans/components/health-copy'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'

/**
 * The partners' promotion tile (issue 39) through the whole app on the sandbox. On a partner's page
 * it is framed (e2e/embed-promotion.spec.ts); opened on its own, its call to action goes to the app.
 */
afterEach(() => chooseLocale('en-US'))

test('pre-offer: the pre-qualified amount and Apply, with no tabs or footer; Apply opens the app', async () => {
  const { unmount } = openApp('new-merchant', '/promotion')
  try {
    expect(
      await screen.findByText('Pre-qualified for up to $25,000.00', {}, { timeout: 10_000 }),
    ).toBeVisible()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(window.location.pathname).toBe('/splash'))
  } finally {
    unmount()
  }
})

test('in Spanish: a loan in default, with the loan screen’s words, and nothing left in English', async () => {
  const missing: string[] = []
  const onMissing = ({ id }: { id: string }) => void missing.push(id)
  i18n.on('missing', onMissing)
  await chooseLocale('es-US')
  const { unmount } = openApp('loan-default', '/promotion')
  try {
    const button = await screen.findByRole('button', { name: 'Hacer un pago' }, { timeout: 10_000 })
    expect(screen.getByText(HEALTH_COPY.DEFAULT.title)).toBeVisible()
    expect(HEALTH_COPY.DEFAULT.title).not.toBe('Your loan is in Default!')
    expect(screen.getByText(/pendiente$/)).toBeVisible()
    expect(screen.getByRole('region', { name: 'Su préstamo' })).toContainElement(button)
    expect(missing).toEqual([])
  } finally {
    i18n.removeListener('missing', onMissing)
    unmount()
  }
})
