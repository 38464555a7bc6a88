import { act, fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { consentMemory } from '@/features/consent/model/consent'
import { offerReviewActions } from '@/features/offers/store/review-store'
import { chooseLocale } from '@/lib/i18n/runtime'
import { openApp } from '@/testing/app'
import { listenAsParentPage } from '@/testing/parent-page'
import { postsTo, recordIdempotencyKeys, recordRequests } from '@/testing/requests'
import { apiUrl, sandbox, server } from '@/testing/server'

const shopOf = (scenario: string) => sandbox.db.state.shops[`shop_${scenario}`]!
const offerOf = (scenario: string) => sandbox.db.state.offers[shopOf(scenario).origination.offerId!]!

beforeEach(() => offerReviewActions.cleared())

/** Every accept-offer request that reached the network, with its Idempotency-Key. */
const recordAccepts = () => recordIdempotencyKeys(postsTo('/accept-offer/'))

async function openAmount(scenario: string) {
  openApp(scenario, '/')
  await screen.findByRole('heading', { level: 1, name: /is approved for up to \$25,000\.00/ })
  return screen.getByRole('textbox', { name: 'Amount in dollars' })
}

type User = ReturnType<typeof userEvent.setup>

/** Replaces what the field holds with `text`, as typed. */
async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.type(field, text)
}

async function continueWith(user: User, amount: string) {
  await retype(user, screen.getByRole('textbox', { name: 'Amount in dollars' }), amount)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('heading', { level: 1, name: 'Your offer, in full' })
  await screen.findByRole('table')
}

test('the amount: slider and field agree, bounds and steps are enforced, and the estimate follows', async () => {
  const user = userEvent.setup()
  const field = await openAmount('offer-ca-flex')
  const slider = screen.getByRole('slider', { name: 'Amount slider' })
  expect(slider).toHaveAttribute('min', '1000')
  expect(slider).toHaveAttribute('max', '25000')
  expect(slider).toHaveAttribute('step', '100')
  expect(field).toHaveValue('25000')

  await retype(user, field, '500')
  await user.tab()
  expect(await screen.findByText('The smallest amount you can get is $1,000.00.')).toBeInTheDocument()
  expect(field).toHaveAttribute('aria-invalid', 'true')

  await retype(user, field, '12050')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(
    await screen.findByText('Choose an amount in steps of $100.00, like $12,100.00.'),
  ).toBeInTheDocument()
  expect(field).toHaveFocus()
  expect(window.location.pathname).toBe('/loan/offer/amount')

  await retype(user, field, '$12,000')
  expect(slider).toHaveValue('12000')
  const estimate = screen.getByRole('region', { name: 'What it costs' })
  expect(within(estimate).getByText('$1,440.00')).toBeInTheDocument()
  expect(within(estimate).getByText('$13,440.00')).toBeInTheDocument()
  expect(
    within(estimate).getByText('15.00% of daily card sales, at least $2,240.40 every 60 days'),
  ).toBeInTheDocument()

  // Moving the slider moves the field.
  fireEvent.change(slider, { target: { value: '8000' } })
  expect(field).toHaveValue('8000')
  expect(within(estimate).getByText('$960.00')).toBeInTheDocument()
})

test('a 422 on the amount (the offer changed on the server) shows the API’s message on the field', async () => {
  const user = userEvent.setup()
  const field = await openAmount('offer-tx-installment')
  offerOf('offer-tx-installment').maxAmount = 10000
  await retype(user, field, '12000')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(
    await screen.findByText('Choose an amount from $1000 to $10000 in steps of $100.'),
  ).toBeInTheDocument()
  expect(field).toHaveFocus()
  expect(field).toHaveValue('12000')
  expect(window.location.pathname).toBe('/loan/offer/amount')
})

test('CA: the disclosure must be signed; accepting sends one acceptance with the signature and moves to the status', async () => {
  const user = userEvent.setup()
  const keys = recordAccepts()
  const bodies = recordRequests({
    filter: (request) => request.url.includes('/accept-offer/'),
    body: true,
    pick: (r) => r.body,
  }).requests
  await openAmount('offer-ca-installment')
  const partnerPage = listenAsParentPage()
  await continueWith(user, '10000')

  expect(
    screen.getByRole('heading', { level: 2, name: 'OFFER SUMMARY - Bistro Capital Term Loan' }),
  ).toBeInTheDocument()
  const table = screen.getByRole('table')
  expect(within(table).getByRole('rowheader', { name: 'Annual Percentage Rate (APR)' })).toBeInTheDocument()
  expect(within(table).getByText('23.60%')).toBeInTheDocument()
  expect(within(table).getByText('$10,000.00')).toBeInTheDocument()
  expect(screen.getByText('Funds usually reach your account 2-6 days after you accept.')).toBeInTheDocument()

  const accept = screen.getByRole('button', { name: 'Accept offer' })
  await waitFor(() => expect(accept).toBeEnabled())
  await user.click(accept)
  expect(await screen.findByText('Type your first and last name to sign.')).toBeInTheDocument()
  expect(screen.getByText('Please confirm you’ve read and agree to the terms.')).toBeInTheDocument()
  expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveFocus()
  expect(keys).toHaveLength(0)

  await user.type(screen.getByRole('textbox', { name: 'Your full name' }), ' Ana   Diaz ')
  // The signature shows on the disclosure's signature line as it is typed, signed as it is sent.
  const asIs = getDefaultNormalizer({ trim: false, collapseWhitespace: false })
  expect(within(screen.getByRole('article')).getByText('Ana Diaz', { normalizer: asIs })).toBeInTheDocument()
  // Signed, not agreed: focus goes to the box, with its message.
  await user.click(accept)
  expect(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ })).toHaveFocus()
  expect(screen.queryByText('Type your first and last name to sign.')).not.toBeInTheDocument()
  expect(keys).toHaveLength(0)
  await user.click(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ }))
  await user.dblClick(accept)

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your money is on its way' }),
  ).toBeInTheDocument()
  expect(keys).toHaveLength(1)
  expect(bodies[0]).toMatchObject({ disclosureSignature: { name: 'Ana Diaz', signedAt: expect.any(String) } })
  expect(offerOf('offer-ca-installment').state).toBe('ACCEPTED')
  // The signature sent is kept for the merchant's copy of the disclosure (issue 38), in this tab only.
  const sent = (bodies[0] as { disclosureSignature: { signedAt: string } }).disclosureSignature
  expect(JSON.parse(sessionStorage.getItem('cc.disclosure-signatures.v1') ?? 'null')).toEqual({
    signatures: [{ termsId: expect.any(String), name: 'Ana Diaz', signedAt: sent.signedAt }],
  })
  expect(
    await screen.findByText(/It includes the signature you gave in this browser on \d\d\/\d\d\/\d{4}\./),
  ).toBeInTheDocument()
  // In a partner's iframe, the partner page hears about it (its own origin only).
  const offer = offerOf('offer-ca-installment')
  expect(partnerPage.of('offer-accepted')).toEqual([
    {
      message: expect.objectContaining({ payload: { offerId: offer.id, loanId: expect.any(String) } }),
      origin: 'https://bistro.example',
    },
  ])
  partnerPage.stop()
})

test('a lost answer (network drop) is retried with the same Idempotency-Key; only one loan is made', async () => {
  const user = userEvent.setup()
  const keys = recordAccepts()
  let dropped = false
  server.use(
    http.post(apiUrl('/v2/offers/:offerId/accept-offer/:termsId'), () => {
      if (dropped) return undefined
      dropped = true
      return HttpResponse.error()
    }),
  )
  await openAmount('offer-tx-installment')
  await continueWith(user, '5000')
  await user.click(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ }))
  await user.click(screen.getByRole('button', { name: 'Accept offer' }))

  // The offer is re-read: still pending, so the merchant is told only that it hasn’t reached us.
  expect(await screen.findByText('Not received yet')).toBeInTheDocument()
  expect(screen.getByText(/Accepting again is safe/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try accepting again' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your money is on its way' }),
  ).toBeInTheDocument()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toBeTruthy()
  expect(keys[1]).toBe(keys[0])
  const loans = Object.values(sandbox.db.state.loans).filter(
    (l) => l.shopId === shopOf('offer-tx-installment').id,
  )
  expect(loans).toHaveLength(1)
})

test('a 409 (the offer expired meanwhile) refetches the offer and says what happened', async () => {
  const user = userEvent.setup()
  await openAmount('offer-ut-flex')
  await continueWith(user, '6000')
  expect(
    screen.getByRole('heading', { level: 2, name: 'Commercial Financing Disclosure' }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('textbox', { name: 'Your full name' })).not.toBeInTheDocument()
  offerOf('offer-ut-flex').state = 'EXPIRED'
  await user.click(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ }))
  await user.click(screen.getByRole('button', { name: 'Accept offer' }))
  // The shell refetches too: the page now shows the offer's new state instead of the form.
  expect(await screen.findByRole('heading', { level: 1, name: 'This offer has expired' })).toBeInTheDocument()
  expect(Object.values(sandbox.db.state.loans).some((l) => l.shopId === shopOf('offer-ut-flex').id)).toBe(
    false,
  )
  expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument()
})

test('a 409 while the offer is still open says it changed and keeps the form: accepting again works', async () => {
  const user = userEvent.setup()
  await openAmount('offer-ut-flex')
  await continueWith(user, '6000')
  // The code the server gives a state change (any other 409 is an unknown outcome, checked).
  sandbox.injectFaults([{ on: 'POST /v2/offers/', kind: '409', code: 'OFFER_NOT_PENDING', times: 1 }])
  await user.click(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ }))
  await user.click(screen.getByRole('button', { name: 'Accept offer' }))
  expect(await screen.findByText('This offer changed')).toBeInTheDocument()
  expect(screen.queryByText('This offer is no longer open')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Accept offer' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your money is on its way' }),
  ).toBeInTheDocument()
  expect(
    Object.values(sandbox.db.state.loans).filter((l) => l.shopId === shopOf('offer-ut-flex').id),
  ).toHaveLength(1)
})

// A disclosure the screen must not show (disclosures.md §1, the contract): each is a load error with
// Accept off, never a wrong document or a made-up figure.
test.each([
  [
    'for another state than the offer’s',
    { stateCode: 'NY' },
    /This disclosure is for NY, but your offer is for CA/,
  ],
  ['for other terms than the ones chosen', { termsId: 'terms_other' }, null],
  [
    'for flex terms without the sales estimate (never “$0.00 of card sales”)',
    { estimatedMonthlySales: null },
    null,
  ],
])('a disclosure %s is a load error, and accepting stays off', async (_what, patch, says) => {
  const user = userEvent.setup()
  server.use(
    http.get(apiUrl('/v2/disclosures/loans/terms/:termsId'), () =>
      HttpResponse.json({ ...sandboxDisclosure(), ...patch }),
    ),
  )
  await openAmount('offer-ca-flex')
  await retype(user, screen.getByRole('textbox', { name: 'Amount in dollars' }), '9000')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('We couldn’t load your disclosure')).toBeInTheDocument()
  if (says) expect(screen.getByText(says)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Accept offer' })).toBeDisabled()
  expect(document.body.textContent).not.toMatch(/\$0\.00|undefined|NaN/)
})

/** A well-formed disclosure body for the CA flex offer's 9,000 terms, from the sandbox's own data. */
function sandboxDisclosure() {
  const offer = offerOf('offer-ca-flex')
  return sandbox.db.disclosureFor(sandbox.db.termsFor(offer, 9000))
}

test('/disclosure shows the chosen terms’ disclosure as a document, without tabs', async () => {
  const user = userEvent.setup()
  await openAmount('offer-ga-flex')
  await continueWith(user, '7000')
  await user.click(screen.getByRole('link', { name: 'Open the disclosure on its own page' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Commercial Financing Disclosure' }),
  ).toBeInTheDocument()
  expect(within(screen.getByRole('table')).getByText('$7,000.00')).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Your financing' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Download the disclosure (PDF)' })).toBeInTheDocument()
  await user.click(screen.getByRole('link', { name: /Back to your offer/ }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Your offer, in full' })).toBeInTheDocument()
})

test('the Pending Offer tab brings the merchant back to the offer page they last saw', async () => {
  const user = userEvent.setup()
  await openAmount('offer-tx-installment')
  await continueWith(user, '3000')
  await user.click(screen.getByRole('link', { name: 'FAQ' }))
  await screen.findByRole('heading', { level: 1, name: /questions/i })
  await user.click(screen.getByRole('link', { name: 'Pending Offer' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Your offer, in full' })).toBeInTheDocument()
})

test('WITH_CONSENT: agreeing records the consent and starts the application', async () => {
  const user = userEvent.setup()
  openApp('consent-required', '/')
  await user.click(await screen.findByRole('link', { name: 'Start my application' }))
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Let Harbor Commerce share your sales data with us',
    }),
  ).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Agree and continue' }))
  await waitFor(() => expect(window.location.pathname).toBe('/application/business-info/1'))
  expect(shopOf('consent-required').consentGranted).toBe(true)
})

test('WITH_CONSENT: declining is possible, recorded, explained, and can be changed', async () => {
  const user = userEvent.setup()
  openApp('consent-required', '/consent/data-transfer')
  await user.click(await screen.findByRole('button', { name: 'No, thanks' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'No problem. Nothing has been shared.' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/we can’t work out an offer for you/)).toBeInTheDocument()
  await waitFor(() => expect(shopOf('consent-required').consentGranted).toBe(false))
  await user.click(screen.getByRole('button', { name: 'I’ve changed my mind: share my data' }))
  await waitFor(() => expect(window.location.pathname).toBe('/application/business-info/1'))
  expect(shopOf('consent-required').consentGranted).toBe(true)
})

test('partners not in WITH_CONSENT mode never see the consent page', async () => {
  openApp('offer-tx-installment', '/consent/data-transfer')
  expect(await screen.findByRole('heading', { level: 1, name: /is approved for up to/ })).toBeInTheDocument()
})

describe('in Spanish', () => {
  beforeEach(() => act(() => chooseLocale('es-US')))

  test('the splash: the partner’s name in the heading, and the consent to come', async () => {
    // An earlier test agreed for this shop: this one starts before the consent.
    consentMemory.cleared()
    openApp('consent-required', '/')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Financiamiento para .+, integrado en Harbor Commerce$/,
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Primero le pediremos su autorización para que Harbor Commerce comparta con nosotros los datos de sus ventas.',
      ),
    ).toBeInTheDocument()
  })

  test('the amount page: approved up to the offer’s maximum, open until its date', async () => {
    openApp('offer-ga-flex', '/')
    expect(
      await screen.findByRole('heading', { level: 1, name: /tiene una aprobación de hasta \$25,000\.00$/ }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Esta oferta está disponible hasta el \d\d\/\d\d\/\d{4}\./)).toBeInTheDocument()
  })

  test('/disclosure leads back to the offer in Spanish', async () => {
    openApp('offer-ga-flex', '/disclosure')
    expect(await screen.findByRole('link', { name: '← Volver a su oferta' })).toHaveAttribute(
      'href',
      '/loan/offer/amount',
    )
  })
})
