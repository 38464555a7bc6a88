import { screen } from '@testing-library/react'
import { openApp } from '@/testing/app'
import { sandbox } from '@/testing/server'

test.each([
  [
    'application-submitted',
    'We’ve received your application',
    /A review usually takes less than a business day/,
  ],
  ['application-under-review', 'Your application is being reviewed', /with First Example Bank/],
  ['offer-full-integration', 'Your offer is ready in Acme POS', /up to \$25,000\.00.*Acme POS dashboard/],
  [
    'loan-pending-approval',
    'First Example Bank is finalising your loan',
    /then \$12,000\.00 will be sent to your account ending 7781/,
  ],
  [
    'loan-pending-funding',
    'Your money is on its way',
    /\$12,000\.00 is being sent to your account ending 7781\. It usually arrives within 2-6 days\./,
  ],
  ['loan-funding-failed', 'We couldn’t deposit your funds', /returned by your bank/],
  ['loan-canceled', 'This loan was cancelled', /Nothing is owed/],
])('%s: “%s”, placeholders filled', async (scenario, title, body) => {
  openApp(scenario, '/')
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  // The account ending arrives with the bank accounts, just after the first render.
  expect(await screen.findByText(body)).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(
    /\{(partnerName|bankName|days|account|amount)\}|undefined|NaN/,
  )
})

test('funding failed asks the merchant to act and offers support', async () => {
  openApp('loan-funding-failed', '/')
  await screen.findByRole('heading', { level: 1, name: 'We couldn’t deposit your funds' })
  expect(screen.getByText('Action needed')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support')
})

test('the page moves on by itself when the decision arrives: approved with an offer under offer-integration', async () => {
  // Bistro Pay (offer-integration): time passes on the server while the merchant watches.
  const { db } = sandbox
  const real = db.now
  try {
    // A submitted application whose decision is due in a moment.
    const shop = db.state.shops['shop_new-merchant']!
    const id = 'app_test'
    db.state.applications[id] = {
      id,
      shopId: shop.id,
      state: 'SUBMITTED',
      revision: 1,
      plaidRequired: false,
      applicant: { firstName: 'Ana', lastName: 'Diaz', creditFreezeDetected: false },
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      decideAt: new Date(Date.now() + 1000).toISOString(),
      businessState: 'CA',
    }
    shop.origination = { ...shop.origination, state: 'APPLICATION', applicationId: id }
    openApp('new-merchant', '/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We’ve received your application' }),
    ).toBeInTheDocument()
    db.now = () => new Date(Date.now() + 60_000)
    // The poll picks up the decision; home rules send an offer under offer-integration to the amount.
    await screen.findByRole('heading', { level: 1, name: /is approved for up to/ }, { timeout: 12_000 })
    expect(window.location.pathname).toBe('/loan/offer/amount')
  } finally {
    db.now = real
  }
}, 20_000)
