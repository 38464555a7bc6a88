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

export async function businessInfo(page: Page, ein = '12-3456789') {
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
  await choose(page, 'Business structure', 'LLC')
  await page.getByLabel('Legal business name').fill('Diaz Foods LLC')
  await page.getByLabel('Employer Identification Number (EIN)').fill(ein)
  await page.getByLabel('Date the business started').fill('2019-04-01')
  await continueTo(page, 'Where your business is')
  await page.getByLabel('Street address').fill('1 Main St')
  await page.getByLabel('City').fill('Austin')
  await page.getByLabel('ZIP code').fill('78701')
  await choose(page, 'State', 'Texas')
  await page.getByLabel('Business email').fill('ana@example.com')
  await page.getByLabel('Business phone').fill('512-555-0100')
  await continueTo(page, 'About you')
}

/** Personal Info; `ownersStep: false` for partners without the additional-owners sub-step. */
export async function personalInfo(page: Page, owners: boolean, { ownersStep = true } = {}) {
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Diaz')
  await page.getByLabel('Date of birth').fill('1985-02-14')
  await page.getByLabel('Social Security number (SSN)').fill('123-45-6789')
  await continueTo(page, 'Your contact details')
  await page.getByLabel('Home street address').fill('2 Oak Ave')
  await page.getByLabel('City').fill('Austin')
  await page.getByLabel('ZIP code').fill('78702')
  await choose(page, 'State', 'Texas')
  await page.getByLabel('Your mobile phone').fill('512-555-0101')
  await page.getByLabel('How much of the business do you own? (%)').fill(owners ? '60' : '100')
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

/** About the funds, then the review with both consents ticked: ready to press Submit. */
export async function toReview(page: Page) {
  await choose(page, 'What will you use the funds for?', 'Inventory')
  await page.getByRole('radio', { name: 'No' }).check()
  await continueTo(page, 'Review and submit')
  await page.getByText('I authorize a credit check of me and my business.').click()
  await page.getByText('I authorize checks for bankruptcies, liens and financial crimes.').click()
}

export async function finish(page: Page) {
  await toReview(page)
  await page.getByRole('button', { name: 'Submit application' }).click()
}

/**
 * A new merchant of a partner without the owners step, from the splash to the review page with
 * manual banking: the quickest whole application (the submit journeys and fault runs).
 */
export async function applyToReview(page: Page) {
  await page.getByRole('link', { name: 'Start my application' }).click()
  await businessInfo(page)
  await personalInfo(page, false, { ownersStep: false })
  await page.getByRole('button', { name: 'Enter manually' }).click()
  await page.getByLabel('Business account number').fill('000123456789')
  await page.getByLabel('Routing number').fill('011000015')
  await page.getByText('I allow the lender to verify this account').click()
  await continueTo(page, 'About the funds')
  await toReview(page)
}
