import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The application's steps as a merchant fills them in, shared by the journeys that need them. */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

export async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** From the splash to the first sub-step. */
export async function startApplication(page: Page) {
  await page.getByRole('link', { name: 'Start my application' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
}

/** An address in Austin, Texas (the street's label is the business's or the owner's). */
async function addressInAustin(page: Page, streetLabel: string, street: string, zip: string) {
  await page.getByLabel(streetLabel).fill(street)
  await page.getByLabel('City').fill('Austin')
  await page.getByLabel('ZIP code').fill(zip)
  await choose(page, 'State', 'Texas')
}

export async function businessInfo(page: Page, ein = '12-3456789') {
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
  await choose(page, 'Business structure', 'LLC')
  await page.getByLabel('Legal business name').fill('Diaz Foods LLC')
  await page.getByLabel('Employer Identification Number (EIN)').fill(ein)
  await page.getByLabel('Date the business started').fill('2019-04-01')
  await continueTo(page, 'Where your business is')
  await addressInAustin(page, 'Street address', '1 Main St', '78701')
  await page.getByLabel('Business email').fill('ana@example.com')
  await page.getByLabel('Business phone').fill('512-555-0100')
  await continueTo(page, 'About you')
}

/** Personal Info, part 1, on to the contact details. */
export async function aboutYou(page: Page) {
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Diaz')
  await page.getByLabel('Date of birth').fill('1985-02-14')
  await page.getByLabel('Social Security number (SSN)').fill('123-45-6789')
  await continueTo(page, 'Your contact details')
}

/** Personal Info, part 2, filled in: the applicant owns `owned` per cent. */
export async function contactDetails(page: Page, owned: string) {
  await addressInAustin(page, 'Home street address', '2 Oak Ave', '78702')
  await page.getByLabel('Your mobile phone').fill('512-555-0101')
  await page.getByLabel('How much of the business do you own? (%)').fill(owned)
}

/** Personal Info; `ownersStep: false` for partners without the additional-owners sub-step. */
export async function personalInfo(page: Page, owners: boolean, { ownersStep = true } = {}) {
  await aboutYou(page)
  await contactDetails(page, owners ? '60' : '100')
  if (!ownersStep) {
    await continueTo(page, 'Your business bank account')
    return
  }
  await continueTo(page, 'Other owners')
  if (owners) {
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('button', { name: 'Add an owner' }).click()
    await page.getByLabel('First name').fill('Luis')
    await page.getByLabel('Last name').fill('Diaz')
    await page.getByLabel('Ownership (%)').fill('40')
    await page.getByLabel('Phone').fill('512-555-0102')
    await page.getByLabel('Email').fill('luis@example.com')
  } else {
    await page.getByRole('radio', { name: 'No' }).check()
  }
  await continueTo(page, 'Your business bank account')
}

/** The manual bank form, filled in and agreed to, on to About the funds. */
export async function bankDetails(page: Page, routing = '011000015') {
  await page.getByLabel('Business account number').fill('000123456789')
  await page.getByLabel('Routing number').fill(routing)
  await page.getByText('I allow the lender to verify this account').click()
  await continueTo(page, 'About the funds')
}

/** About the funds, on to the review. */
export async function aboutTheFunds(page: Page) {
  await choose(page, 'What will you use the funds for?', 'Inventory')
  await page.getByRole('radio', { name: 'No' }).check()
  await continueTo(page, 'Review and submit')
}

/** About the funds, then the review with both consents ticked: ready to press Submit. */
export async function toReview(page: Page) {
  await aboutTheFunds(page)
  await page.getByText('I authorize a credit check of me and my business.').click()
  await page.getByText('I authorize checks for bankruptcies, liens and financial crimes.').click()
}

export async function submit(page: Page) {
  await page.getByRole('button', { name: 'Submit application' }).click()
}

export async function finish(page: Page) {
  await toReview(page)
  await submit(page)
}

/**
 * A new merchant of a partner without the owners step, from the splash to the review page with
 * manual banking: the quickest whole application (the submit journeys and fault runs). `ein` and
 * `routing` change what is typed.
 */
export async function applyToReview(page: Page, { ein = '12-3456789', routing = '011000015' } = {}) {
  await startApplication(page)
  await businessInfo(page, ein)
  await personalInfo(page, false, { ownersStep: false })
  await page.getByRole('button', { name: 'Enter manually' }).click()
  await bankDetails(page, routing)
  await toReview(page)
}
