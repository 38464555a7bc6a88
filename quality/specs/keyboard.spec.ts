import { type Page, expect, test } from '@playwright/test'
import { launchScenario, record } from '../../e2e/fixtures'

/**
 * Keyboard only: after the launch link, no mouse. Tab (or Shift+Tab) to a control by its accessible
 * name, then type, Space or Enter — as a merchant without a mouse would.
 */
type Kind = 'field' | 'listbox' | 'any'

async function focusedName(page: Page, kind: Kind = 'any'): Promise<string> {
  return page.evaluate((kind) => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return ''
    if (kind === 'field' && !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return ''
    if (kind === 'listbox' && el.getAttribute('aria-haspopup') !== 'listbox') return ''
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    const labelled = el.getAttribute('aria-labelledby')
    if (labelled) return byIds(labelled).trim()
    const aria = el.getAttribute('aria-label')
    if (aria) return aria.trim()
    const labels = (el as HTMLInputElement).labels
    if (labels && labels.length > 0)
      return Array.from(labels, (l) => l.textContent ?? '')
        .join(' ')
        .trim()
    return (el.textContent ?? '').trim()
  }, kind)
}

let presses = 0

async function tabTo(page: Page, name: string | RegExp, kind: Kind = 'any', max = 80) {
  const matches = (text: string) =>
    text !== '' && (typeof name === 'string' ? text.includes(name) : name.test(text))
  if (matches(await focusedName(page, kind))) return
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    presses += 1
    if (matches(await focusedName(page, kind))) return
  }
  throw new Error(`Keyboard: could not reach “${String(name)}” with Tab`)
}

/** Tab to a field, select what it holds (it may be prefilled) and type over it. */
async function type(page: Page, name: string | RegExp, text: string) {
  await tabTo(page, name, 'field')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}

async function press(page: Page, name: string | RegExp, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, name)
  await page.keyboard.press(key)
  presses += 1
}

/** A Headless UI listbox: open it with the down arrow, type-ahead to the option, Enter to choose. */
async function choose(page: Page, name: string | RegExp, option: string) {
  await tabTo(page, name, 'listbox')
  await page.keyboard.press('ArrowDown')
  presses += 1
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.type(option)
  await expect(page.getByRole('option', { name: option, exact: true })).toHaveAttribute('data-focus', '')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeHidden()
}

/** Continue, by keyboard, to the sub-step with this heading. */
async function continueTo(page: Page, heading: string) {
  await press(page, /^Continue$/)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/** An address in Austin, Texas (the street's label is the business's or the owner's). */
async function addressInAustin(page: Page, streetLabel: string, street: string, zip: string) {
  await type(page, streetLabel, street)
  await type(page, 'City', 'Austin')
  await type(page, 'ZIP code', zip)
  await choose(page, 'State', 'Texas')
}

test.beforeEach(() => {
  presses = 0
})

test('keyboard only: accept an offer (CA, signed)', async ({ page }) => {
  await launchScenario(page, 'offer-ca-flex')
  await type(page, 'Amount in dollars', '')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('10000')
  await continueTo(page, 'Your offer, in full')
  await type(page, 'Your full name', 'Ana Diaz')
  await press(page, /I’ve read the disclosure/, 'Space')
  await press(page, /^Accept offer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your money is on its way' })).toBeVisible()
  record('keyboard', 'accept', { flow: 'accept an offer', passed: true, keyPresses: presses })
})

test('keyboard only: make a one-time payment', async ({ page }) => {
  await launchScenario(page, 'loan-flex-normal')
  // The payment card is drawn once the loan's first screen is up: a merchant sees it before tabbing.
  await expect(page.getByLabel(/^Amount/)).toBeVisible()
  await type(page, /^Amount/, '25')
  await press(page, /^Review payment$/)
  await expect(page.getByRole('dialog').getByText('Pay $25.00 now?')).toBeVisible()
  await press(page, /^Pay \$25\.00$/)
  await expect(page.getByText('Payment of $25.00 sent')).toBeVisible()
  record('keyboard', 'pay', { flow: 'make a payment', passed: true, keyPresses: presses })
})

test('keyboard only: apply (manual banking)', async ({ page }) => {
  await launchScenario(page, 'new-merchant')
  await press(page, 'Start my application')
  await expect(page.getByRole('heading', { level: 1, name: 'About your business' })).toBeVisible()
  await choose(page, 'Business structure', 'LLC')
  await type(page, 'Legal business name', 'Diaz Foods LLC')
  await type(page, 'Employer Identification Number', '12-3456789')
  await type(page, 'Date the business started', '04012019')
  await continueTo(page, 'Where your business is')
  await addressInAustin(page, 'Street address', '1 Main St', '78701')
  await type(page, 'Business email', 'ana@example.com')
  await type(page, 'Business phone', '5125550100')
  await continueTo(page, 'About you')
  await type(page, 'First name', 'Ana')
  await type(page, 'Last name', 'Diaz')
  await type(page, 'Date of birth', '02141985')
  await type(page, 'Social Security number', '123-45-6789')
  await continueTo(page, 'Your contact details')
  await addressInAustin(page, 'Home street address', '2 Oak Ave', '78702')
  await type(page, 'Your mobile phone', '5125550101')
  await type(page, 'How much of the business do you own', '100')
  await continueTo(page, 'Your business bank account')
  await press(page, 'Enter manually')
  await type(page, 'Business account number', '000123456789')
  await type(page, 'Routing number', '011000015')
  await press(page, /I allow the lender to verify this account/, 'Space')
  await continueTo(page, 'About the funds')
  await choose(page, 'What will you use the funds for?', 'Inventory')
  // A radio group takes one Tab stop; the arrow keys move between its options and select.
  await tabTo(page, /^(Yes|No)$/)
  if ((await focusedName(page)) === 'Yes') await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  await continueTo(page, 'Review and submit')
  await press(page, 'I authorize a credit check', 'Space')
  await press(page, 'I authorize checks for bankruptcies', 'Space')
  await press(page, /^Submit application$/)
  await expect(page).toHaveURL(/\/loan\/status$/)
  record('keyboard', 'apply', { flow: 'apply', passed: true, keyPresses: presses })
})
