import { SCENARIOS } from '../../src/sandbox/scenarios'
import { HOME_TARGETS } from '../../src/testing/home-targets'
import { launchPath } from '../launch-links'
import { type Driver, type Name, type Target, type Width, until } from './driver'

/**
 * What the Firefox and WebKit runs check (e2e/engines/run.ts), written once against the Driver: the
 * landing of every home rule, then the three journeys a merchant takes most (apply with manual
 * banking, accept a New York offer with its signature, pay once). The Chromium suite (e2e/*.spec.ts)
 * checks the same screens in depth; these check that each engine gets through them.
 */

/** Runs one named step of a journey; a failure names it. */
export type Step = (name: string, body: () => Promise<void>) => Promise<void>

export interface Journey {
  name: string
  width: Width
  run(d: Driver, step: Step): Promise<void>
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const h1 = (name: Name): Target => ({ role: 'heading', level: 1, name })
const button = (name: Name): Target => ({ role: 'button', name })
const field = (label: string): Target => ({ label })

/** Opens a scenario as its partner's link would (e2e/launch-links.ts). */
export const launch = (d: Driver, scenarioId: string) => d.open(launchPath(scenarioId))

/** The path and query of the current address. */
export async function path(d: Driver): Promise<string> {
  const url = new URL(await d.url())
  return url.pathname + url.search
}

/** Waits until the address is `expected` (path and query). */
export async function waitForPath(d: Driver, expected: string) {
  let seen = ''
  await until(
    () => `the address is ${seen}, not ${expected}`,
    async () => {
      seen = await path(d)
      return seen === expected
    },
  )
}

/** Each home rule's screen (spec §2, src/testing/home-targets.ts), through one scenario that lands on it. */
export const LANDINGS: { scenario: string; heading: Name }[] = [
  { scenario: 'expired-token', heading: 'Your session has ended' },
  { scenario: 'no-offer', heading: 'There’s no financing offer for you right now' },
  { scenario: 'application-rejected', heading: 'We can’t offer financing right now' },
  { scenario: 'application-error', heading: 'Your application needs attention' },
  { scenario: 'credit-freeze', heading: 'Your credit file is frozen' },
  { scenario: 'active-with-renewal', heading: 'Your term loan' },
  { scenario: 'application-under-review', heading: 'Your application is being reviewed' },
  { scenario: 'offer-ca-flex', heading: /approved for up to \$25,000\.00/ },
  { scenario: 'new-merchant', heading: /^Funding for/ },
  { scenario: 'renewal', heading: /^Welcome back/ },
]

/** Where each landing's scenario lands; throws if the list no longer covers every home rule. */
export function landingsByTarget(): { scenario: string; heading: Name; lands: string }[] {
  const landings = LANDINGS.map((landing) => {
    const scenario = SCENARIOS.find((s) => s.id === landing.scenario)
    if (!scenario) throw new Error(`Unknown sandbox scenario: ${landing.scenario}`)
    return { ...landing, lands: scenario.lands }
  })
  const missing = HOME_TARGETS.filter((target) => !landings.some((l) => l.lands === target))
  if (missing.length > 0) throw new Error(`No engine landing for the home rule(s) of ${missing.join(', ')}`)
  return landings
}

/**
 * A landing: the link opens the app, the home rules send it to its screen, its heading shows, the
 * token has left the address bar, and the sandbox answered through its Service Worker (msw), as in
 * Chromium: an engine without one would have it intercept in the page instead, and pass unseen.
 */
export async function land(d: Driver, landing: { scenario: string; heading: Name; lands: string }) {
  await launch(d, landing.scenario)
  await waitForPath(d, landing.lands)
  await d.waitFor(h1(landing.heading))
  const worker = await d.evaluate<string | null>(
    'return navigator.serviceWorker && navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : null',
  )
  if (!worker?.endsWith('/mockServiceWorker.js'))
    throw new Error(`the sandbox's Service Worker does not control the page (controller: ${worker})`)
}

/** Empties the app's storage between landings, as a new merchant's browser would be. */
export async function clearStorage(d: Driver) {
  await d.evaluate('localStorage.clear(); sessionStorage.clear(); return null')
}

/** Picks `option` in one of the app's selects (a button named by its label, then the value shown). */
async function choose(d: Driver, label: string, option: string) {
  await d.click(button(new RegExp(`^${escape(label)}( |$)`)))
  await d.click({ role: 'option', name: option })
}

async function continueTo(d: Driver, heading: string) {
  await d.click(button('Continue'))
  await d.waitFor(h1(heading))
}

async function addressInAustin(d: Driver, streetLabel: string, street: string, zip: string) {
  await d.fill(field(streetLabel), street)
  await d.fill(field('City'), 'Austin')
  await d.fill(field('ZIP code'), zip)
  await choose(d, 'State', 'Texas')
}

/** What a merchant types, as the Chromium journeys type it (e2e/journeys.ts). */
export const apply: Journey = {
  name: 'apply with manual banking',
  width: 375,
  async run(d, step) {
    await step('open the new merchant’s link', async () => {
      await launch(d, 'new-merchant')
      await d.click({ role: 'link', name: 'Start my application' })
      await d.waitFor(h1('About your business'))
    })
    await step('business info', async () => {
      await choose(d, 'Business structure', 'LLC')
      await d.fill(field('Legal business name'), 'Diaz Foods LLC')
      await d.fill(field('Employer Identification Number (EIN)'), '12-3456789')
      await d.fill(field('Date the business started'), '2019-04-01')
      await continueTo(d, 'Where your business is')
      await addressInAustin(d, 'Street address', '1 Main St', '78701')
      await d.fill(field('Business email'), 'ana@example.com')
      await d.fill(field('Business phone'), '512-555-0100')
      await continueTo(d, 'About you')
    })
    await step('personal info', async () => {
      await d.fill(field('First name'), 'Ana')
      await d.fill(field('Last name'), 'Diaz')
      await d.fill(field('Date of birth'), '1985-02-14')
      await d.fill(field('Social Security number (SSN)'), '123-45-6789')
      await continueTo(d, 'Your contact details')
      await addressInAustin(d, 'Home street address', '2 Oak Ave', '78702')
      await d.fill(field('Your mobile phone'), '512-555-0101')
      await d.fill(field('How much of the business do you own? (%)'), '100')
      await continueTo(d, 'Your business bank account')
    })
    await step('bank details, entered by hand', async () => {
      await d.click(button('Enter manually'))
      await d.waitFor(h1('Enter your bank details'))
      await d.fill(field('Business account number'), '000123456789')
      await d.fill(field('Routing number'), '011000015')
      await d.click({ text: 'I allow the lender to verify this account and to debit it for repayments.' })
      await continueTo(d, 'About the funds')
    })
    await step('about the funds', async () => {
      await choose(d, 'What will you use the funds for?', 'Inventory')
      await d.click({ role: 'radio', name: 'No' })
      await continueTo(d, 'Review and submit')
    })
    await step('review and submit', async () => {
      await d.waitFor({ text: 'Diaz Foods LLC' })
      await d.click({ text: 'I authorize a credit check of me and my business.' })
      await d.click({ text: 'I authorize checks for bankruptcies, liens and financial crimes.' })
      await d.click(button('Submit application'))
      await waitForPath(d, '/loan/status')
      await d.waitFor(h1('We’ve received your application'))
    })
  },
}

export const acceptNewYorkOffer: Journey = {
  name: 'accept a NY offer with its signature',
  width: 1280,
  async run(d, step) {
    await step('choose an amount', async () => {
      await launch(d, 'offer-ny-installment')
      await d.waitFor(h1(/approved for up to/))
      await d.fill(field('Amount in dollars'), '12000')
      await d.click(button('Continue'))
    })
    await step('read the New York disclosure', async () => {
      await d.waitFor(h1('Your offer, in full'))
      await d.waitFor({ role: 'heading', level: 2, name: 'OFFER SUMMARY Bistro Capital Term Loan' })
      await d.waitFor({ text: '$12,000.00' })
    })
    await step('sign and accept', async () => {
      await d.fill(field('Your full name'), 'Ana Diaz')
      await d.click({ role: 'checkbox', name: /I’ve read the disclosure/ })
      await d.click(button('Accept offer'))
      await d.waitFor(h1('Your money is on its way'))
    })
  },
}

export const payOnce: Journey = {
  name: 'pay once',
  width: 375,
  async run(d, step) {
    let amount = ''
    await step('the cure banner fills in the amount', async () => {
      await launch(d, 'loan-pre-default')
      await d.waitFor({ text: "You're close to the end of this payment window" })
      const cure = button(/^Pay \$[\d,.]+ now$/)
      amount = (/\$([\d,.]+)/.exec(await d.read(cure))?.[1] ?? '').replace(/,/g, '')
      await d.click(cure)
      await until(
        () => `the amount field does not hold the cure amount ${amount}`,
        async () => (await d.read(field('Amount'))) === amount,
      )
    })
    await step('review and pay', async () => {
      await d.click(button('Review payment'))
      await d.waitFor({ role: 'dialog' })
      await d.waitFor({ text: 'Balance after this payment' })
      await d.click(button(/^Pay \$[\d,.]+$/))
      await d.waitFor({ text: /^Payment of \$[\d,.]+ sent$/ })
    })
    await step('the window’s minimum is covered', async () => {
      await d.waitFor({ text: /This window’s minimum is covered/ })
      if (await d.isVisible(button(/^Pay \$[\d,.]+ now$/)))
        throw new Error('the cure payment is still offered')
    })
  },
}

export const JOURNEYS: Journey[] = [apply, acceptNewYorkOffer, payOnce]
