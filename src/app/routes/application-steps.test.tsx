import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { draftActions, useDraftStore } from '@/features/application/store/draft-store'
import { openApp } from '@/testing/app'
import { findSubStep, seedDraftUpTo } from '@/testing/application-draft'
import { answerWithProblem } from '@/testing/server'

/**
 * Every sub-step, through the real app against the sandbox: each rule's message appears next to its
 * field; valid input moves on. The draft before each sub-step is seeded as earlier sub-steps save it.
 */
const seedUpTo = (subStep: string) => seedDraftUpTo(subStep, { owners: true })
const K = ['bankingDetails.1', 'bankingDetails.2']

// Acme has the 3-sub-step Personal Info.
const open = (path: string) => openApp('new-merchant-full', path)

beforeEach(() => draftActions.cleared())

type Fill = [label: string, value: string]
/** What the field shows after Continue, which field, and what was typed into it (nothing: cleared). */
type Invalid = [message: string, field: string, value: string]
interface Case {
  subStep: string
  path: string
  heading: string
  invalid: Invalid[]
  valid: Fill[]
  next: string
}

const PHONE_MESSAGE = 'Enter a 10-digit US phone number, like 512-555-0100.'
const OWNED = 'How much of the business do you own? (%)'

const cases: Case[] = [
  {
    subStep: 'businessInfo.2',
    path: '/application/business-info/2',
    heading: 'Where your business is',
    invalid: [
      ['Enter a 5-digit ZIP code, or ZIP+4.', 'ZIP code', '123'],
      ['Enter an email address like name@business.com.', 'Business email', 'ana@'],
      [PHONE_MESSAGE, 'Business phone', '555-0100'],
      ['Enter the street address.', 'Street address', ''],
    ],
    valid: [
      ['Street address', '1 Main St'],
      ['City', 'Austin'],
      ['ZIP code', '78701-1234'],
      ['Business email', 'ana@example.com'],
      ['Business phone', '(512) 555-0100'],
    ],
    next: 'About you',
  },
  {
    subStep: 'personalInfo.1',
    path: '/application/personal-info/1',
    heading: 'About you',
    invalid: [
      ['Your SSN has 9 digits.', 'Social Security number (SSN)', '123-45-678'],
      ['You must be at least 18 to apply.', 'Date of birth', `${new Date().getFullYear() - 10}-01-01`],
      ['Enter your first name.', 'First name', '  '],
    ],
    valid: [
      ['First name', 'Ana'],
      ['Last name', 'Diaz'],
      ['Date of birth', '1985-02-14'],
      ['Social Security number (SSN)', '123 45 6789'],
    ],
    next: 'Your contact details',
  },
  {
    subStep: 'personalInfo.2',
    path: '/application/personal-info/2',
    heading: 'Your contact details',
    invalid: [
      ['Enter a whole percentage from 1 to 100.', OWNED, '0'],
      ['Enter a whole percentage from 1 to 100.', OWNED, '60.5'],
      [PHONE_MESSAGE, 'Your mobile phone', '12'],
    ],
    valid: [
      ['Home street address', '2 Oak Ave'],
      ['City', 'Austin'],
      ['ZIP code', '78702'],
      ['Your mobile phone', '512-555-0101'],
      [OWNED, '60'],
    ],
    next: 'Other owners',
  },
]

/** The sub-step on screen, its draft seeded as the earlier sub-steps save it; `fill` typed over its fields. */
async function openSubStep(subStep: string, path: string, heading: string, fill: Fill[] = []) {
  const user = userEvent.setup()
  seedUpTo(subStep)
  open(path)
  await findSubStep(heading)
  for (const [label, value] of fill) {
    const input = screen.getByLabelText(label)
    await user.clear(input)
    if (value) await user.type(input, value)
  }
  return user
}

describe.each(cases)('$subStep', ({ path, heading, invalid, valid, next, subStep }) => {
  test.each(invalid)('shows “%s” next to %s', async (message, field, value) => {
    const user = await openSubStep(subStep, path, heading, [[field, value]])
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const target = screen.getByLabelText(field)
    expect(target).toHaveAttribute('aria-invalid', 'true')
    expect(target).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  })

  test('valid input moves on', async () => {
    const user = await openSubStep(subStep, path, heading, valid)
    if (subStep !== 'personalInfo.1') {
      await user.click(screen.getByRole('button', { name: /^State/ }))
      await user.click(await screen.findByRole('option', { name: 'Texas' }))
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { level: 1, name: next })).toBeInTheDocument()
  })
})

test('other owners: all owners together at most 100 %', async () => {
  const user = await openSubStep('personalInfo.3', '/application/personal-info/3', 'Other owners')
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await user.click(screen.getByRole('button', { name: 'Add an owner' }))
  await user.type(screen.getByLabelText('First name'), 'Luis')
  await user.type(screen.getByLabelText('Last name'), 'Diaz')
  await user.type(screen.getByLabelText('Ownership (%)'), '50')
  await user.type(screen.getByLabelText('Phone'), '512-555-0102')
  await user.type(screen.getByLabelText('Email'), 'luis@example.com')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(
    await screen.findByText('Together, all owners can own at most 100%. You own 60%.'),
  ).toBeInTheDocument()
  await user.clear(screen.getByLabelText('Ownership (%)'))
  await user.type(screen.getByLabelText('Ownership (%)'), '40')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your business bank account' }),
  ).toBeInTheDocument()
})

test('other owners: an owner added, then the answer changed to no, moves on (the owner is not checked)', async () => {
  const user = await openSubStep('personalInfo.3', '/application/personal-info/3', 'Other owners')
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await user.click(screen.getByRole('button', { name: 'Add an owner' }))
  await user.type(screen.getByLabelText('First name'), 'Luis')
  await user.click(screen.getByRole('radio', { name: 'No' }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your business bank account' }),
  ).toBeInTheDocument()
})

test('manual banking: the account number is masked, the routing number must pass the ABA check, consent is needed', async () => {
  const user = await openSubStep(
    'bankingDetails.1',
    '/application/banking-details/1/user',
    'Enter your bank details',
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(screen.getByLabelText('Business account number')).toHaveAccessibleDescription(
    /Enter the account number\./,
  )
  // Focus goes to the first field in error, with its message already on it.
  expect(screen.getByLabelText('Business account number')).toHaveFocus()
  expect(await screen.findByText('Please allow us to verify this account.')).toBeInTheDocument()
  await user.type(screen.getByLabelText('Business account number'), '000123456789{Enter}')
  expect(screen.getByLabelText('Business account number')).toHaveValue('*****6789')
  await user.type(screen.getByLabelText('Routing number'), '123456789')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(screen.getByLabelText('Routing number')).toHaveAccessibleDescription(
    /This routing number isn’t valid/,
  )
  await user.clear(screen.getByLabelText('Routing number'))
  await user.type(screen.getByLabelText('Routing number'), '011000015')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  // Only the consent is missing now: focus goes to its box.
  expect(screen.getByRole('checkbox')).toHaveFocus()
  await user.click(
    screen.getByText('I allow the lender to verify this account and to debit it for repayments.'),
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'About the funds' })).toBeInTheDocument()
})

test('funds: purpose and other debts are required', async () => {
  const user = await openSubStep('bankingDetails.2', '/application/banking-details/2', 'About the funds')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(await screen.findByText('Choose what the funds are for.')).toBeInTheDocument()
  expect(screen.getByText('Tell us whether the business has other debts.')).toBeInTheDocument()
})

test('a 422 naming a personal-info field lands on that sub-step with the message on the field', async () => {
  const user = userEvent.setup()
  seedUpTo('bankingDetails.2')
  draftActions.bankingStep2Saved({ loanPurpose: 'INVENTORY', shop: { hasOtherDebts: false } }, K)
  draftActions.consentToggled('CREDIT_CHECK', true)
  for (const t of ['BANKRUPTCIES', 'LIENS', 'FINANCIAL_CRIMES'] as const) draftActions.consentToggled(t, true)
  answerWithProblem(
    'post',
    '/v2/pre-offers/:id/application',
    422,
    'VALIDATION_FAILED',
    'Some details need another look.',
    [{ field: 'personalInfo.applicant.email', message: 'This email can’t receive mail.' }],
  )
  open('/application/submit/1')
  await user.click(await screen.findByRole('button', { name: 'Submit application' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Your contact details' })).toBeInTheDocument()
  const email = screen.getByLabelText('Your email')
  expect(email).toHaveAttribute('aria-invalid', 'true')
  expect(email).toHaveAccessibleDescription(/This email can’t receive mail\./)
  expect(screen.getByLabelText('Home street address')).toHaveValue('2 Oak')
})

test('switching from a linked bank to manual entry clears step 1, consents included, at the switch (spec §3)', async () => {
  const user = userEvent.setup()
  seedUpTo('bankingDetails.1')
  // The bank was linked with Plaid, with its bank-access consent.
  draftActions.bankingMethodChosen(false)
  draftActions.bankingStep1Saved(
    {
      shop: { bankAccountNumber: '', bankAccountRoutingNumber: '' },
      consents: [{ type: 'BANK_ACCESS', accepted: true, acceptedAt: '2026-11-21T15:00:00Z' }],
    },
    K,
  )
  open('/application/banking-details/1')
  await user.click(await screen.findByRole('button', { name: 'Enter manually' }))
  // Before anything is typed or saved on the manual form.
  const banking = useDraftStore.getState().bankingDetails
  expect(banking).toMatchObject({ isManually: true, providerName: 'USER', source: 'MANUALLY' })
  expect(banking.step1).toEqual({
    shop: { bankAccountNumber: '', bankAccountRoutingNumber: '' },
    consents: [],
  })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Enter your bank details' }),
  ).toBeInTheDocument()
})
