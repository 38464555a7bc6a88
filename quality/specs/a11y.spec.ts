import { type Page, expect, test } from '@playwright/test'
import { axeCounts, launchScenario, record } from '../../e2e/fixtures'

/**
 * axe (WCAG 2.2 A/AA) on every route and its main states, at 375 and 1280 px. Records violations by
 * impact per screen (quality/.results/a11y); the report sets them against the target (0 serious or
 * critical).
 */
interface Screen {
  name: string
  scenario: string
  /** Brings the screen into the state to scan; waits for it. */
  prepare: (page: Page) => Promise<void>
}

const h1 = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

/** Goes to `path` once the scenario has landed, and waits for its level-1 heading. */
const visit =
  (path: string, heading: string | RegExp = /.+/) =>
  async (page: Page) => {
    await page.goto(path)
    await h1(page, heading)
  }

const SCREENS: Screen[] = [
  { name: 'landing (splash)', scenario: 'new-merchant', prepare: (p) => h1(p, /Funding for/) },
  { name: 'renewal splash', scenario: 'renewal', prepare: (p) => h1(p, /.+/) },
  {
    name: 'application: business info, errors showing',
    scenario: 'new-merchant',
    prepare: async (p) => {
      await visit('/application/business-info/1', 'About your business')(p)
      await p.getByLabel('Legal business name').fill('')
      await p.getByRole('button', { name: 'Continue' }).click()
      await expect(p.getByRole('alert').first()).toBeVisible()
    },
  },
  {
    name: 'application: banking choice',
    scenario: 'plaid-required',
    prepare: async (p) => {
      await p.goto('/application/banking-details/1')
      await expect(p.locator('main')).toBeVisible()
    },
  },
  {
    name: 'application in review (status)',
    scenario: 'application-under-review',
    prepare: (p) => h1(p, /.+/),
  },
  { name: 'application error', scenario: 'application-error', prepare: (p) => h1(p, /.+/) },
  { name: 'credit freeze', scenario: 'credit-freeze', prepare: (p) => h1(p, /.+/) },
  { name: 'ineligible', scenario: 'application-rejected', prepare: (p) => h1(p, /.+/) },
  { name: 'no offer', scenario: 'no-offer', prepare: (p) => h1(p, /.+/) },
  { name: 'data consent', scenario: 'consent-required', prepare: (p) => h1(p, /.+/) },
  {
    name: 'offer amount, error showing',
    scenario: 'offer-ca-flex',
    prepare: async (p) => {
      const field = p.getByRole('textbox', { name: 'Amount in dollars' })
      await field.fill('12')
      await p.getByRole('button', { name: 'Continue' }).click()
      await expect(p.getByRole('alert').first()).toBeVisible()
    },
  },
  ...['ca-flex', 'ca-installment', 'ny-flex', 'ut-flex', 'fl-installment', 'ga-flex', 'tx-installment'].map(
    (id): Screen => ({
      name: `offer submit + disclosure (${id})`,
      scenario: `offer-${id}`,
      prepare: async (p) => {
        await p.getByRole('button', { name: 'Continue' }).click()
        await h1(p, 'Your offer, in full')
        await expect(p.getByRole('table')).toBeVisible()
      },
    }),
  ),
  {
    name: '/disclosure',
    scenario: 'offer-ny-flex',
    prepare: async (p) => {
      await p.getByRole('button', { name: 'Continue' }).click()
      await h1(p, 'Your offer, in full')
      await p.goto('/disclosure')
      await expect(p.getByRole('table')).toBeVisible()
    },
  },
  ...[
    'loan-flex-normal',
    'loan-installment-normal',
    'loan-pre-default',
    'loan-default',
    'loan-technical-default',
  ].map((id): Screen => ({
    name: `credit view (${id})`,
    scenario: id,
    prepare: (p) => expect(p.getByRole('button', { name: 'Review payment' })).toBeVisible(),
  })),
  {
    name: 'payment pending confirmation (dialog)',
    scenario: 'loan-flex-normal',
    prepare: async (p) => {
      await p.getByRole('textbox', { name: 'Amount' }).fill('25')
      await p.getByRole('button', { name: 'Review payment' }).click()
      await expect(p.getByRole('dialog').getByText('Pay $25.00 now?')).toBeVisible()
    },
  },
  { name: 'loan pending funding (status)', scenario: 'loan-pending-funding', prepare: (p) => h1(p, /.+/) },
  { name: 'past loans', scenario: 'past-loans', prepare: visit('/past-loans', 'Past loans') },
  { name: 'error screen (load error)', scenario: 'fault-500', prepare: (p) => h1(p, /.+/) },
  { name: 'error screen (session ended)', scenario: 'expired-token', prepare: (p) => h1(p, /.+/) },
  { name: 'FAQ', scenario: 'new-merchant', prepare: visit('/faq') },
  { name: 'Support', scenario: 'new-merchant', prepare: visit('/support') },
]

for (const width of [375, 1280]) {
  for (const screen of SCREENS) {
    test(`${screen.name} @ ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await launchScenario(page, screen.scenario)
      await screen.prepare(page)
      const counts = await axeCounts(page)
      record('a11y', `${screen.name}-${width}`, { screen: screen.name, width, ...counts })
    })
  }
}
