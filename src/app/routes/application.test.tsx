import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { draftActions, persistable, useDraftStore } from '@/features/application/store/draft-store'
import { sessionActions, useSessionStore } from '@/features/session/store/session-store'
import { apiUrl, sandbox, server } from '@/testing/server'
import { App } from '../app'

function open(scenario: string, path: string) {
  window.history.replaceState(null, '', path)
  localStorage.clear()
  useSessionStore.setState({
    token: null,
    shopId: null,
    merchantId: null,
    partnerId: null,
    initialized: false,
    isAuthenticated: false,
  })
  sessionActions.started(sandbox.launch(scenario))
  return render(<App />)
}

beforeEach(() => draftActions.cleared())

/** A finished draft for the Bistro (2 personal sub-steps) merchant, as the forms would save it. */
function fillDraft() {
  const ids = {
    b: ['businessInfo.1', 'businessInfo.2'],
    p: ['personalInfo.1', 'personalInfo.2'],
    k: ['bankingDetails.1', 'bankingDetails.2'],
  }
  draftActions.businessInfoSaved(
    1,
    {
      merchant: {
        businessStructureType: 'LLC',
        doingBusinessAs: '',
        legalName: 'Diaz Foods LLC',
        taxId: '123456789',
      },
      shop: { establishmentDate: '2019-04-01' },
    },
    ids.b,
  )
  draftActions.businessInfoSaved(
    2,
    {
      merchant: {
        address: {
          street: '1 Main St',
          street2: null,
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        },
        email: 'ana@example.com',
        phoneFixed: '5125550100',
      },
    },
    ids.b,
  )
  draftActions.personalInfoSaved(
    1,
    {
      step1: {
        applicant: {
          firstName: 'Ana',
          middleName: null,
          lastName: 'Diaz',
          birthdayDate: '1985-02-14',
          taxId: '123456780',
        },
      },
    },
    ids.p,
  )
  draftActions.personalInfoSaved(
    2,
    {
      step2: {
        applicant: {
          address: { street: '2 Oak', street2: null, city: 'Austin', state: 'TX', zip: '78702' },
          email: 'ana@example.com',
          phoneFixed: '5125550101',
          ownershipFraction: 1,
        },
      },
    },
    ids.p,
  )
  draftActions.bankingMethodChosen(true)
  draftActions.bankingStep1Saved(
    {
      shop: { bankAccountNumber: '000123456789', bankAccountRoutingNumber: '011000015' },
      consents: [{ type: 'BANK_ACCESS', accepted: true, acceptedAt: '2026-11-21T00:00:00Z' }],
    },
    ids.k,
  )
  draftActions.bankingStep2Saved({ loanPurpose: 'INVENTORY', shop: { hasOtherDebts: false } }, ids.k)
  draftActions.consentToggled('CREDIT_CHECK', true)
  for (const t of ['BANKRUPTCIES', 'LIENS', 'FINANCIAL_CRIMES'] as const) draftActions.consentToggled(t, true)
}

test('a later sub-step is not reachable before the earlier ones are done', async () => {
  open('new-merchant', '/application/banking-details/2')
  expect(await screen.findByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument()
  expect(window.location.pathname).toBe('/application/business-info/1')
})

test('business info starts from what the partner knows; errors sit next to their fields', async () => {
  const user = userEvent.setup()
  open('new-merchant', '/application/business-info/1')
  expect(await screen.findByLabelText('Legal business name')).toHaveValue('Diaz Foods LLC')
  expect(screen.getByLabelText('Date the business started')).toHaveValue('2019-04-01')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  const ein = screen.getByLabelText('Employer Identification Number (EIN)')
  expect(ein).toHaveAttribute('aria-invalid', 'true')
  expect(ein).toHaveAccessibleDescription(/Enter your EIN\./)
  await user.type(ein, '12-34')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(ein).toHaveAccessibleDescription(/Your EIN has 9 digits\./)
  await user.clear(ein)
  await user.type(ein, '12-3456789')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Where your business is' })).toBeInTheDocument()
  expect(screen.getByLabelText('Business phone')).toHaveValue('+1-512-555-0100')
})

test('age of majority follows the applicant’s state: 19 in Alabama', async () => {
  const user = userEvent.setup()
  fillDraft()
  const year = new Date().getFullYear() - 18
  draftActions.personalInfoSaved(
    1,
    {
      step1: {
        applicant: {
          firstName: 'Ana',
          middleName: null,
          lastName: 'Diaz',
          birthdayDate: `${year}-01-01`,
          taxId: '123456780',
        },
      },
    },
    ['personalInfo.1', 'personalInfo.2'],
  )
  open('new-merchant', '/application/personal-info/2')
  await screen.findByRole('heading', { level: 1, name: 'Your contact details' })
  await user.click(screen.getByRole('button', { name: /^State/ }))
  await user.click(await screen.findByRole('option', { name: 'Alabama' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('In this state applicants must be at least 19.')).toBeInTheDocument()
})

test('submit: a dropped connection keeps everything and the retry reuses the same Idempotency-Key', async () => {
  const user = userEvent.setup()
  fillDraft()
  const keys: (string | null)[] = []
  let drop = true
  server.use(
    http.post(apiUrl('/v2/pre-offers/:id/application'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'))
      if (drop) {
        drop = false
        return HttpResponse.error()
      }
      return undefined
    }),
  )
  open('new-merchant', '/application/submit/1')
  await user.click(await screen.findByRole('button', { name: 'Submit application' }))
  expect(await screen.findByText('We couldn’t send your application')).toBeInTheDocument()
  expect(screen.getByText('Diaz Foods LLC')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Status' })).toBeInTheDocument()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).toBe(keys[0])
})

test('submit: a double click sends one application', async () => {
  const user = userEvent.setup()
  fillDraft()
  let posts = 0
  server.events.on(
    'request:start',
    ({ request }) => void (request.method === 'POST' && request.url.includes('/application') && (posts += 1)),
  )
  open('new-merchant', '/application/submit/1')
  const submit = await screen.findByRole('button', { name: 'Submit application' })
  await user.dblClick(submit)
  await screen.findByRole('heading', { level: 1, name: 'Status' })
  expect(posts).toBe(1)
  server.events.removeAllListeners()
})

test('submit needs both consents, and says so next to them', async () => {
  const user = userEvent.setup()
  fillDraft()
  draftActions.consentToggled('CREDIT_CHECK', false)
  open('new-merchant', '/application/submit/1')
  await user.click(await screen.findByRole('button', { name: 'Submit application' }))
  expect(
    await screen.findByText('Please agree to both checks to submit your application.'),
  ).toBeInTheDocument()
})

test('after a reload, sensitive fields are asked for again, and the screen says why', async () => {
  fillDraft()
  // What a reload brings back: the stored draft, without personal data.
  useDraftStore.setState(persistable(useDraftStore.getState()), true)
  open('new-merchant', '/application/submit/1')
  expect(await screen.findByRole('heading', { level: 1, name: 'About your business' })).toBeInTheDocument()
  expect(screen.getByText('Please enter this again')).toBeInTheDocument()
  expect(screen.getByLabelText('Legal business name')).toHaveValue('Diaz Foods LLC')
  expect(screen.getByLabelText('Employer Identification Number (EIN)')).toHaveValue('')
})

test('resubmitting an application in error sends a PUT: a new revision of the same application', async () => {
  const user = userEvent.setup()
  fillDraft()
  const methods: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/application'))
      methods.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  // Acme's application-error scenario has the 3-sub-step Personal Info.
  draftActions.personalInfoSaved(3, { hasAdditionalPartners: false, step3: { additionalOwners: [] } }, [
    'personalInfo.1',
    'personalInfo.2',
    'personalInfo.3',
  ])
  open('application-error', '/application/submit/1')
  await user.click(await screen.findByRole('button', { name: 'Submit application' }))
  await screen.findByRole('heading', { level: 1, name: 'Status' })
  expect(methods.filter((m) => !m.startsWith('GET'))).toEqual(['PUT /v2/applications/app_application-error'])
  expect(sandbox.db.state.applications['app_application-error']).toMatchObject({
    state: 'SUBMITTED',
    revision: 2,
  })
  server.events.removeAllListeners()
})
