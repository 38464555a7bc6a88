import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { wordsOf } from './words'

/**
 * The application's steps as a merchant fills them in, shared by the journeys that need them. Each
 * step speaks the page's language (e2e/words.ts): the same journey runs in English and in Spanish.
 * What is typed stays the same; state names are proper nouns, never translated. Labels match
 * exactly: in Spanish, "Nombre" is also part of "Segundo nombre".
 */
export async function choose(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Continue, on to the step whose heading is `heading` (English: the message in the code). */
export async function continueTo(page: Page, heading: string) {
  const say = wordsOf(page)
  await page.getByRole('button', { name: say('Continue') }).click()
  await expect(page.getByRole('heading', { level: 1, name: say(heading) })).toBeVisible()
}

/** From the splash to the first sub-step. */
export async function startApplication(page: Page) {
  const say = wordsOf(page)
  await page.getByRole('link', { name: say('Start my application') }).click()
  await expect(page.getByRole('heading', { level: 1, name: say('About your business') })).toBeVisible()
}

/** An address in Austin, Texas (the street's label is the business's or the owner's). */
async function addressInAustin(page: Page, streetLabel: string, street: string, zip: string) {
  const say = wordsOf(page)
  await page.getByLabel(say(streetLabel), { exact: true }).fill(street)
  await page.getByLabel(say('City'), { exact: true }).fill('Austin')
  await page.getByLabel(say('ZIP code'), { exact: true }).fill(zip)
  await choose(page, say('State'), 'Texas')
}

export async function businessInfo(page: Page, ein = '12-3456789') {
  const say = wordsOf(page)
  await expect(page.getByRole('heading', { level: 1, name: say('About your business') })).toBeVisible()
  await choose(page, say('Business structure'), say('LLC'))
  await page.getByLabel(say('Legal business name'), { exact: true }).fill('Diaz Foods LLC')
  await page.getByLabel(say('Employer Identification Number (EIN)'), { exact: true }).fill(ein)
  await page.getByLabel(say('Date the business started'), { exact: true }).fill('2019-04-01')
  await continueTo(page, 'Where your business is')
  await addressInAustin(page, 'Street address', '1 Main St', '78701')
  await page.getByLabel(say('Business email'), { exact: true }).fill('ana@example.com')
  await page.getByLabel(say('Business phone'), { exact: true }).fill('512-555-0100')
  await continueTo(page, 'About you')
}

/** Personal Info, part 1, on to the contact details. */
export async function aboutYou(page: Page) {
  const say = wordsOf(page)
  await page.getByLabel(say('First name'), { exact: true }).fill('Ana')
  await page.getByLabel(say('Last name'), { exact: true }).fill('Diaz')
  await page.getByLabel(say('Date of birth'), { exact: true }).fill('1985-02-14')
  await page.getByLabel(say('Social Security number (SSN)'), { exact: true }).fill('123-45-6789')
  await continueTo(page, 'Your contact details')
}

/** Personal Info, part 2, filled in: the applicant owns `owned` per cent. */
export async function contactDetails(page: Page, owned: string) {
  const say = wordsOf(page)
  await addressInAustin(page, 'Home street address', '2 Oak Ave', '78702')
  await page.getByLabel(say('Your mobile phone'), { exact: true }).fill('512-555-0101')
  await page.getByLabel(say('How much of the business do you own? (%)'), { exact: true }).fill(owned)
}

/** Personal Info; `ownersStep: false` for partners without the additional-owners sub-step. */
export async function personalInfo(page: Page, owners: boolean, { ownersStep = true } = {}) {
  const say = wordsOf(page)
  await aboutYou(page)
  await contactDetails(page, owners ? '60' : '100')
  if (!ownersStep) {
    await continueTo(page, 'Your business bank account')
    return
  }
  await continueTo(page, 'Other owners')
  if (owners) {
    await page.getByRole('radio', { name: say('Yes') }).check()
    await page.getByRole('button', { name: say('Add an owner') }).click()
    await page.getByLabel(say('First name'), { exact: true }).fill('Luis')
    await page.getByLabel(say('Last name'), { exact: true }).fill('Diaz')
    await page.getByLabel(say('Ownership (%)'), { exact: true }).fill('40')
    await page.getByLabel(say('Phone'), { exact: true }).fill('512-555-0102')
    await page.getByLabel(say('Email'), { exact: true }).fill('luis@example.com')
  } else {
    await page.getByRole('radio', { name: say('No') }).check()
  }
  await continueTo(page, 'Your business bank account')
}

/** The manual bank form, filled in and agreed to, on to About the funds. */
export async function bankDetails(page: Page, routing = '011000015') {
  const say = wordsOf(page)
  await page.getByLabel(say('Business account number'), { exact: true }).fill('000123456789')
  await page.getByLabel(say('Routing number'), { exact: true }).fill(routing)
  await page
    .getByText(say('I allow the lender to verify this account and to debit it for repayments.'))
    .click()
  await continueTo(page, 'About the funds')
}

/** About the funds, on to the review. */
export async function aboutTheFunds(page: Page) {
  const say = wordsOf(page)
  await choose(page, say('What will you use the funds for?'), say('Inventory'))
  await page.getByRole('radio', { name: say('No') }).check()
  await continueTo(page, 'Review and submit')
}

/** About the funds, then the review with both consents ticked: ready to press Submit. */
export async function toReview(page: Page) {
  const say = wordsOf(page)
  await aboutTheFunds(page)
  await page.getByText(say('I authorize a credit check of me and my business.')).click()
  await page.getByText(say('I authorize checks for bankruptcies, liens and financial crimes.')).click()
}

export async function submit(page: Page) {
  await page.getByRole('button', { name: wordsOf(page)('Submit application') }).click()
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
  await page.getByRole('button', { name: wordsOf(page)('Enter manually') }).click()
  await bankDetails(page, routing)
  await toReview(page)
}
