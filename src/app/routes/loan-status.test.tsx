import { act, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'
import { apiUrl, sandbox, server } from '@/testing/server'

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
    'Your loan is with First Example Bank for final checks',
    /then your money will be sent to your account \*{5}7781/,
  ],
  [
    'loan-pending-funding',
    'Your money is on its way',
    /Your money is being sent to your account \*{5}7781\. It usually arrives within 2-6 days\./,
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

test('when the shop’s list no longer has the loan’s account, the page says “on file”, never another account', async () => {
  server.use(
    http.get(apiUrl('/v2/shops/:shopId/bank-accounts'), () =>
      HttpResponse.json([
        {
          id: 'ba_other',
          bankName: 'Chase',
          accountNumber: 'tok_8f2kq1x9a1234',
          routingNumber: '021000021',
          provider: 'PLAID',
          primary: true,
        },
      ]),
    ),
  )
  openApp('loan-pending-approval', '/')
  expect(await screen.findByText(/will be sent to your account on file/)).toBeInTheDocument()
  expect(document.body.textContent).not.toContain('1234')
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

describe('closed loans (issue 16): each says what happened and what to do next', () => {
  test('paid off: a thank-you, Past Loans and the renewal', async () => {
    openApp('loan-paid-closed', '/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your loan is paid off. Thank you!' }),
    ).toBeInTheDocument()
    expect(window.location.pathname).toBe('/loan/status')
    expect(screen.getByText(/repaid your loan of \$12,000\.00 in full/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See Past Loans' })).toHaveAttribute('href', '/past-loans')
    expect(screen.getByRole('region', { name: 'You can get more funding' })).toHaveTextContent(
      'up to $30,000.00',
    )
    expect(screen.queryByText('There’s nothing in progress')).toBeNull()
  })

  test.each([
    ['loan-charge-off', 'This loan has been closed with a balance', /charged off/],
    ['loan-canceled', 'This loan was cancelled', /Nothing is owed/],
    [
      'loan-rejected',
      'This loan couldn’t be completed',
      /nothing is owed: First Example Bank couldn’t complete this loan/,
    ],
  ])('%s: “%s”, with the support e-mail', async (scenario, title, body) => {
    openApp(scenario, '/')
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/loan/status')
    expect(screen.getByText(body)).toBeInTheDocument()
    const talk = screen.getByRole('region', { name: 'Talk to us' })
    expect(within(talk).getByRole('link', { name: 'capital-support@acme.example' })).toHaveAttribute(
      'href',
      'mailto:capital-support@acme.example',
    )
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support')
    expect(screen.queryByText('There’s nothing in progress')).toBeNull()
  })
})

describe('in Spanish', () => {
  beforeEach(() => act(() => chooseLocale('es-US')))

  test('the status page’s ways forward, and where they lead: the FAQ and support, placeholders filled', async () => {
    openApp('loan-funding-failed', '/')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('link', { name: 'Comunicarse con soporte' })).toHaveAttribute('href', '/support')
    expect(screen.getByRole('link', { name: 'Preguntas sobre los próximos pasos' })).toHaveAttribute(
      'href',
      '/faq',
    )
  })

  test('the FAQ answers in Spanish, with the bank and partner filled in', async () => {
    openApp('new-merchant', '/faq')
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument()
    expect(screen.getByText('¿Cuánto cuesta?')).toBeInTheDocument()
    expect(screen.getByText(/^Los préstamos los otorga Harbor National Bank\./)).toBeInTheDocument()
    expect(screen.getByText(/Por lo general, 2-6 días después de aceptar su oferta/)).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/\{(partnerName|bankName|days)\}/)
  })

  test('support says how to reach a person, in Spanish', async () => {
    openApp('new-merchant', '/support')
    expect(await screen.findByRole('heading', { level: 1, name: 'Soporte' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Escríbanos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'preguntas frecuentes' })).toHaveAttribute('href', '/faq')
    expect(screen.getByText(/también puede consultarlas con Harbor National Bank\./)).toBeInTheDocument()
  })

  test('no offer: the outcome screen in Spanish, with the partner’s name', async () => {
    openApp('no-offer', '/')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Por ahora no hay una oferta de financiamiento para usted',
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Leer las preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/faq',
    )
    expect(document.body.textContent).not.toMatch(/\{partnerName\}/)
  })
})
