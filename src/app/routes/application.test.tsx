import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { draftActions, persistable, useDraftStore } from '@/features/application/store/draft-store'
import { openApp } from '@/testing/app'
import { listenAsParentPage } from '@/testing/parent-page'
import { findSubStep, personalStep1, seedDraftUpTo } from '@/testing/application-draft'
import { recordRequests } from '@/testing/requests'
import { apiUrl, sandbox, server } from '@/testing/server'

const open = (scenario: string, path: string) => openApp(scenario, path)

beforeEach(() => draftActions.cleared())

const fillDraft = () => seedDraftUpTo('submit.1')

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
  draftActions.personalInfoSaved(1, personalStep1({ birthdayDate: `${year}-01-01` }), [
    'personalInfo.1',
    'personalInfo.2',
  ])
  open('new-merchant', '/application/personal-info/2')
  await findSubStep('Your contact details')
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
  // Outcome unknown: the origination is re-read, no application yet, so "not received" (never "failed").
  expect(await screen.findByText('Not received yet')).toBeInTheDocument()
  expect(screen.queryByText('We couldn’t send your application')).not.toBeInTheDocument()
  expect(screen.getByText('Diaz Foods LLC')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'We’ve received your application' }),
  ).toBeInTheDocument()
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).toBe(keys[0])
})

test('submit: a double click sends one application', async () => {
  const user = userEvent.setup()
  fillDraft()
  const recording = recordRequests({
    filter: (request) => request.method === 'POST' && request.url.includes('/application'),
  })
  open('new-merchant', '/application/submit/1')
  const submit = await screen.findByRole('button', { name: 'Submit application' })
  const partnerPage = listenAsParentPage()
  await user.dblClick(submit)
  await screen.findByRole('heading', { level: 1, name: 'We’ve received your application' })
  const posts = recording.requests.length
  expect(posts).toBe(1)
  expect(partnerPage.of('application-submitted')).toEqual([
    {
      message: expect.objectContaining({ payload: { applicationId: expect.any(String) } }),
      origin: 'https://bistro.example',
    },
  ])
  partnerPage.stop()
  recording.stop()
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

test('at PRE_OFFER an earlier application’s id in the origination is not resubmitted: a first application goes to the pre-offer', async () => {
  const user = userEvent.setup()
  fillDraft()
  // The contract sets only the id matching the stage; this server also keeps an earlier one.
  const shop = sandbox.db.state.shops['shop_new-merchant']!
  server.use(
    http.get(apiUrl('/v2/originations/:shopId/state'), () =>
      HttpResponse.json({
        id: shop.id,
        ...shop.origination,
        applicationId:
          shop.origination.state === 'PRE_OFFER' ? 'app_earlier' : shop.origination.applicationId,
      }),
    ),
  )
  const { requests, stop } = recordRequests({
    filter: (request) => request.url.includes('/application'),
    pick: (r) => `${r.method} ${r.path}`,
  })
  open('new-merchant', '/application/submit/1')
  await user.click(await screen.findByRole('button', { name: 'Submit application' }))
  await screen.findByRole('heading', { level: 1, name: 'We’ve received your application' })
  expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([
    `POST /v2/pre-offers/${shop.origination.preOfferId}/application`,
  ])
  expect(requests.join()).not.toContain('app_earlier')
  stop()
})

test('resubmitting an application in error sends a PUT: a new revision of the same application', async () => {
  const user = userEvent.setup()
  fillDraft()
  const { requests: methods, stop } = recordRequests({
    filter: (request) => request.url.includes('/application'),
    pick: (r) => `${r.method} ${r.path}`,
  })
  // Acme's application-error scenario has the 3-sub-step Personal Info.
  draftActions.personalInfoSaved(3, { hasAdditionalPartners: false, step3: { additionalOwners: [] } }, [
    'personalInfo.1',
    'personalInfo.2',
    'personalInfo.3',
  ])
  open('application-error', '/application/submit/1')
  await user.click(await screen.findByRole('button', { name: 'Submit application' }))
  await screen.findByRole('heading', { level: 1, name: 'We’ve received your application' })
  expect(methods.filter((m) => !m.startsWith('GET'))).toEqual(['PUT /v2/applications/app_application-error'])
  expect(sandbox.db.state.applications['app_application-error']).toMatchObject({
    state: 'SUBMITTED',
    revision: 2,
  })
  stop()
})
