import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLocale } from '@/lib/i18n/runtime'
import { renderInI18n as render } from '@/testing/render'
import { draftActions, useDraftStore } from '../store/draft-store'
import { serverErrorActions } from '../store/server-errors'
import { BusinessInfo1Form, BusinessInfo2Form } from './business-info'
import { PersonalInfo3Form } from './personal-info'
import type { SubStepId } from '../model/step-ids'

/**
 * The rules every form follows (src/lib/forms.tsx, on react-hook-form), on the application's own
 * sub-steps: when a field is checked, where focus goes, what a submit hands over, the owners list, a
 * server's messages and a change of language.
 */

const BUSINESS: SubStepId[] = ['businessInfo.1', 'businessInfo.2']
const PERSONAL: SubStepId[] = ['personalInfo.1', 'personalInfo.2', 'personalInfo.3']

beforeEach(async () => {
  draftActions.cleared()
  await act(() => chooseLocale('en-US'))
})

/** The messages on screen, in the page's order. */
const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((a) => a.textContent)
    .filter(Boolean)

const ownerCard = (number: number) =>
  screen.getByRole('heading', { level: 2, name: `Owner ${number}` }).closest('div')!.parentElement!

const owner = (firstName: string, percent: number) => ({
  firstName,
  lastName: 'Diaz',
  ownershipFraction: percent / 100,
  phoneFixed: '5125550102',
  email: `${firstName || 'x'}@example.com`.toLowerCase(),
})

/** Step 3 with these other owners saved (the applicant owns nothing yet: 0 %). */
function seedOwners(owners: ReturnType<typeof owner>[]) {
  draftActions.personalInfoSaved(
    3,
    { hasAdditionalPartners: true, step3: { additionalOwners: owners } },
    PERSONAL,
  )
}

test('a field is checked once left, then at every change; not while first typed', async () => {
  const user = userEvent.setup()
  render(<BusinessInfo1Form subStepIds={BUSINESS} onDone={() => {}} />)
  const name = screen.getByLabelText('Legal business name')
  await user.type(name, ' ')
  expect(alerts()).toEqual([])
  await user.tab()
  expect(alerts()).toEqual(['Enter the legal business name.'])
  await user.type(name, 'A')
  expect(alerts()).toEqual([])
  await user.clear(name)
  expect(alerts()).toEqual(['Enter the legal business name.'])
  // The EIN, never left, shows nothing.
  expect(screen.getByLabelText('Employer Identification Number (EIN)')).not.toHaveAttribute('aria-invalid')
})

test('submitting checks every field and focuses the first in error in the page, not in the schema', async () => {
  const user = userEvent.setup()
  const onDone = vi.fn()
  render(<BusinessInfo2Form subStepIds={BUSINESS} onDone={onDone} />)
  await user.type(screen.getByLabelText('Street address'), '1 Main St')
  await user.type(screen.getByLabelText('City'), 'Austin')
  await user.type(screen.getByLabelText('Business email'), 'ana@example.com')
  await user.type(screen.getByLabelText('Business phone'), '512-555-0100')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  // The schema checks the state before the ZIP code; the page shows the ZIP code first.
  expect(alerts()).toEqual(['Enter a ZIP code.', 'Choose a state.'])
  expect(screen.getByLabelText('ZIP code')).toHaveFocus()
  expect(onDone).not.toHaveBeenCalled()
  // After a submit every change checks its field, without leaving it.
  await user.type(screen.getByLabelText('ZIP code'), '78701')
  expect(alerts()).toEqual(['Choose a state.'])
})

test('focus comes once the messages are on the page: the field is announced with its message', async () => {
  const user = userEvent.setup()
  render(<BusinessInfo2Form subStepIds={BUSINESS} onDone={() => {}} />)
  const street = screen.getByLabelText('Street address')
  const invalidWhenFocused = new Promise<string | null>((resolve) =>
    street.addEventListener('focus', () => resolve(street.getAttribute('aria-invalid')), { once: true }),
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await invalidWhenFocused).toBe('true')
})

test('once all pass, the step saves the schema’s output: trimmed, the EIN as its digits', async () => {
  const user = userEvent.setup()
  const onDone = vi.fn()
  render(<BusinessInfo1Form subStepIds={BUSINESS} onDone={onDone} />)
  await user.click(screen.getByRole('button', { name: /^Business structure/ }))
  await user.click(screen.getByRole('option', { name: 'LLC' }))
  await user.type(screen.getByLabelText('Legal business name'), '  Acme Foods ')
  await user.type(screen.getByLabelText(/^Doing business as/), ' Acme  ')
  await user.type(screen.getByLabelText('Employer Identification Number (EIN)'), ' 12-3456789 ')
  await user.type(screen.getByLabelText('Date the business started'), '2019-04-01')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(onDone).toHaveBeenCalledOnce()
  expect(useDraftStore.getState().businessInfo.step1).toMatchObject({
    merchant: {
      businessStructureType: 'LLC',
      legalName: 'Acme Foods',
      doingBusinessAs: 'Acme',
      taxId: '123456789',
    },
    shop: { establishmentDate: '2019-04-01' },
  })
  expect(alerts()).toEqual([])
})

test('a radio group: in error, focus goes to its first radio; a choice checks one radio', async () => {
  const user = userEvent.setup()
  render(<PersonalInfo3Form subStepIds={PERSONAL} onDone={() => {}} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual(['Tell us whether anyone else owns part of the business.'])
  expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus()
  await user.click(screen.getByRole('radio', { name: 'No' }))
  expect(screen.getByRole('radio', { name: 'No' })).toBeChecked()
  expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked()
  expect(alerts()).toEqual([])
})

test('a list’s own rule shows on submit and goes when an entry is added', async () => {
  const user = userEvent.setup()
  render(<PersonalInfo3Form subStepIds={PERSONAL} onDone={() => {}} />)
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual(['Add each person who owns part of the business.'])
  await user.click(screen.getByRole('button', { name: 'Add an owner' }))
  // The new owner's fields are not checked before they are left or sent.
  expect(alerts()).toEqual([])
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()).toEqual([
    'Enter their first name.',
    'Enter their last name.',
    'Enter a percentage from 1 to 100.',
    'Enter a phone number.',
    'Enter an email address.',
  ])
  expect(within(ownerCard(2)).getByLabelText('First name')).toHaveFocus()
})

test('removing an owner takes their messages; the later owners keep their inputs, values and messages', async () => {
  const user = userEvent.setup()
  seedOwners([owner('', 50), owner('Luis', 30), owner('', 30)])
  render(<PersonalInfo3Form subStepIds={PERSONAL} onDone={() => {}} />)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  // 110 % in all also breaks the list's own rule; one owner removed, it holds again.
  expect(alerts()).toEqual([
    'Enter their first name.',
    'Enter their first name.',
    'Together, all owners can own at most 100%. You own 0%.',
  ])
  const luis = within(ownerCard(3)).getByLabelText('First name')
  await user.click(screen.getByRole('button', { name: 'Remove owner 2' }))
  // The same input, moved up: its entry kept its key.
  expect(within(ownerCard(2)).getByLabelText('First name')).toBe(luis)
  expect(luis).toHaveValue('Luis')
  expect(within(ownerCard(3)).getByLabelText('First name')).toHaveValue('')
  expect(alerts()).toEqual(['Enter their first name.'])
  await user.type(within(ownerCard(3)).getByLabelText('First name'), 'Eva')
  expect(alerts()).toEqual([])
})

test('after an owner is removed and another added, a submit focuses the new one', async () => {
  const user = userEvent.setup()
  seedOwners([owner('Ana', 20), owner('Luis', 20)])
  render(<PersonalInfo3Form subStepIds={PERSONAL} onDone={() => {}} />)
  await user.click(screen.getByRole('button', { name: 'Remove owner 2' }))
  await user.click(screen.getByRole('button', { name: 'Add an owner' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(alerts()[0]).toBe('Enter their first name.')
  expect(within(ownerCard(3)).getByLabelText('First name')).toHaveFocus()
  expect(within(ownerCard(2)).getByLabelText('First name')).toHaveValue('Luis')
})

test('a 422’s messages, as the step first shows: on their fields, focus on the first in the page with its message; kept while typing until checked', async () => {
  const user = userEvent.setup()
  serverErrorActions.received([
    { field: 'businessInfo.merchant.email', message: 'This email can’t receive mail.' },
    { field: 'businessInfo.merchant.address.city', message: 'We don’t lend there.' },
  ])
  const focused: (string | null)[] = []
  const onFocus = (event: FocusEvent) => focused.push((event.target as Element).getAttribute('aria-invalid'))
  document.addEventListener('focusin', onFocus)
  try {
    render(<BusinessInfo2Form subStepIds={BUSINESS} onDone={() => {}} />)
    expect(screen.getByLabelText('City')).toHaveFocus()
    expect(focused).toEqual(['true'])
  } finally {
    document.removeEventListener('focusin', onFocus)
  }
  expect(alerts()).toEqual(['We don’t lend there.', 'This email can’t receive mail.'])
  await user.type(screen.getByLabelText('City'), 'Austin')
  expect(alerts()).toEqual(['We don’t lend there.', 'This email can’t receive mail.'])
  await user.tab()
  expect(alerts()).toEqual(['This email can’t receive mail.'])
})

test('a change of language writes the shown messages anew; a server’s message stays', async () => {
  const user = userEvent.setup()
  serverErrorActions.received([
    { field: 'businessInfo.merchant.address.city', message: 'We don’t lend there.' },
    { field: 'businessInfo.merchant.email', message: 'Server says no.' },
  ])
  render(<BusinessInfo2Form subStepIds={BUSINESS} onDone={() => {}} />)
  // The city, focused for its server message, is left: checked, its own message replaces it.
  await user.click(screen.getByLabelText('ZIP code'))
  await user.tab()
  expect(alerts()).toEqual(['Enter the city.', 'Enter a ZIP code.', 'Server says no.'])
  await act(() => chooseLocale('es-US'))
  await vi.waitFor(() =>
    expect(alerts()).toEqual(['Ingrese la ciudad.', 'Ingrese un código ZIP.', 'Server says no.']),
  )
})

test('a list’s message shown before any submit stays true as owners are removed', async () => {
  const user = userEvent.setup()
  seedOwners([owner('Ana', 50), owner('Luis', 30), owner('Eva', 30)])
  render(<PersonalInfo3Form subStepIds={PERSONAL} onDone={() => {}} />)
  // Leaving an owner's share checks the list's own rule, which adds the shares up.
  await user.click(within(ownerCard(2)).getByLabelText('Ownership (%)'))
  await user.tab()
  expect(alerts()).toEqual(['Together, all owners can own at most 100%. You own 0%.'])
  await user.click(screen.getByRole('button', { name: 'Remove owner 4' }))
  expect(alerts()).toEqual([])
})
