import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { draftActions } from '@/features/application/store/draft-store'
import { offerReviewActions } from '@/features/offers/store/review-store'
import { openApp } from '@/testing/app'
import { seedDraftUpTo } from '@/testing/application-draft'

/**
 * Session Replay records the page as it is drawn, and `beforeSend` never sees it. The privacy level
 * `mask-user-input` masks form controls only, so every other element that shows personal or bank
 * data must sit inside `data-dd-privacy="mask"` (reliability §1.6, F26). These tests open the key
 * screens on the sandbox seed and the canary application draft, and check every text node and every
 * attribute that replay would record.
 */

/** The sandbox's merchant and bank account, and the canary draft (src/testing/application-draft.ts). */
const PERSONAL: [string, RegExp][] = [
  ['applicant or business name', /\bana\b|\bdiaz\b/i],
  ['e-mail', /@example\.com/i],
  ['account ending or number', /7781|000123456789|tok_/],
  ['routing number', /021000021|011000015|\b0021\b|\b0015\b/],
  ['tax id', /123-?45-?678\d|12-?345678\d|\b678[90]\b/],
  ['birth date', /1985|02\/14|feb(ruary)? 14/i],
  ['phone', /512.?555.?010\d/],
  ['street or zip', /main st|congress ave|2 oak|7870[12]/i],
  ['session ids', /\b(shop|mer|ba|app|loan|pre)_[a-z0-9-]+/],
  ['money', /\$\s?\d/],
]

/** Attributes replay records in full outside a masked container (browser-sdk `shouldMaskAttribute`). */
// (Placeholders too, but ours are static examples written in the code, such as `512-555-0100`.)
const MASKED_ATTRIBUTES = ['title', 'alt', 'aria-label', 'name', 'href']

const masked = (element: Element | null) => element?.closest('[data-dd-privacy="mask"]') != null

/** Every piece of personal data replay would record as it is: text, or an attribute, outside a mask. */
function unmaskedPersonalData(root: HTMLElement, exclude?: string): string[] {
  const skipped = (element: Element) =>
    masked(element) || (exclude ? element.closest(exclude) !== null : false)
  const found: string[] = []
  const check = (where: string, text: string) => {
    for (const [what, pattern] of PERSONAL)
      if (pattern.test(text)) found.push(`${what} in ${where}: “${text}”`)
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || skipped(parent)) continue
    const text = node.textContent?.trim() ?? ''
    if (text) check(`<${parent.tagName.toLowerCase()}>`, text)
  }
  for (const element of root.querySelectorAll('*')) {
    if (skipped(element)) continue
    for (const name of MASKED_ATTRIBUTES) {
      const value = element.getAttribute(name)
      // A link's own route is not personal data; only the query and ids it carries could be.
      if (value && !(name === 'href' && /^\/[a-z/-]*$/.test(value)))
        check(`${element.tagName.toLowerCase()}[${name}]`, value)
    }
  }
  return found
}

beforeEach(() => {
  draftActions.cleared()
  offerReviewActions.cleared()
})

const SCREENS: { scenario: string; path: string; ready: RegExp; draft?: string; exclude?: string }[] = [
  { scenario: 'new-merchant', path: '/splash', ready: /\$25,000\.00/ },
  { scenario: 'offer-ca-flex', path: '/', ready: /approved for up to/ },
  { scenario: 'loan-pending-funding', path: '/loan/status', ready: /7781/ },
  { scenario: 'application-under-review', path: '/loan/status', ready: /being reviewed/ },
  { scenario: 'loan-flex-normal', path: '/loan/credit-view', ready: /Payment history|payments/i },
  { scenario: 'loan-installment-normal', path: '/loan/credit-view', ready: /Payment history|payments/i },
  { scenario: 'past-loans', path: '/past-loans', ready: /\$8,000\.00/ },
  { scenario: 'new-merchant', path: '/application/business-info/1', ready: /About your business/ },
  {
    scenario: 'new-merchant',
    path: '/application/business-info/2',
    ready: /Where your business is/,
    draft: 'businessInfo.2',
  },
  { scenario: 'new-merchant', path: '/application/personal-info/2', ready: /./, draft: 'personalInfo.2' },
  {
    scenario: 'new-merchant',
    path: '/application/banking-details/1/user',
    ready: /./,
    draft: 'bankingDetails.1',
  },
  { scenario: 'new-merchant', path: '/application/submit/1', ready: /Diaz Foods LLC/, draft: 'submit.1' },
  { scenario: 'loan-funding-failed', path: '/loan/status', ready: /returned by your bank/ },
  { scenario: 'application-submitted', path: '/loan/status', ready: /received your application/ },
  { scenario: 'offer-ca-flex', path: '/disclosure', ready: /Diaz Foods LLC/ },
  { scenario: 'offer-ny-flex', path: '/disclosure', ready: /Diaz Foods LLC/ },
  // The component gallery shows sample data written in the code (a made-up "Ana Diaz"), not anyone's.
  {
    scenario: 'loan-pending-funding',
    path: '/system',
    ready: /Signed in/,
    exclude: 'section[aria-labelledby="gallery-title"]',
  },
]

test.each(SCREENS)('$scenario $path: no personal or bank data outside a masked container', async (s) => {
  if (s.draft) seedDraftUpTo(s.draft)
  const { container } = openApp(s.scenario, s.path)
  await screen.findAllByRole('heading', { level: 1 })
  await waitFor(() => expect(container.textContent).toMatch(s.ready), { timeout: 4000 })
  // Let every query of the screen settle before looking.
  await waitFor(() => expect(container.querySelector('[aria-busy="true"], .animate-spin')).toBeNull())
  expect(unmaskedPersonalData(document.body, s.exclude)).toEqual([])
})

test('offer submit: the terms, the disclosure and the typed signature are masked', async () => {
  const user = userEvent.setup()
  openApp('offer-ca-flex', '/')
  await screen.findByRole('heading', { level: 1, name: /approved for up to/ })
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('heading', { level: 1, name: 'Your offer, in full' })
  await waitFor(() => expect(document.body.textContent).toMatch(/Diaz Foods LLC/), { timeout: 4000 })
  const signature = screen.queryByRole('textbox', { name: /name/i })
  if (signature) await user.type(signature, 'Ana Diaz')
  expect(unmaskedPersonalData(document.body)).toEqual([])
})

test('one-time payment: the confirmation modal, drawn outside the page, is masked', async () => {
  const user = userEvent.setup()
  openApp('loan-flex-normal', '/loan/credit-view')
  await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '100')
  await user.click(screen.getByRole('button', { name: 'Review payment' }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog.textContent).toMatch(/\$100\.00/)
  expect(unmaskedPersonalData(document.body)).toEqual([])
})

test('the check finds data outside a mask, and accepts it inside one', () => {
  const host = document.createElement('div')
  host.innerHTML =
    '<p>Hi Ana</p><a href="/x?shop=shop_1">x</a><div data-dd-privacy="mask"><p>Ana Diaz, ****7781</p><span title="ana@example.com"></span></div><p>/loan/credit-view 500</p>'
  document.body.append(host)
  try {
    expect(unmaskedPersonalData(host)).toEqual([
      'applicant or business name in <p>: “Hi Ana”',
      'session ids in a[href]: “/x?shop=shop_1”',
    ])
  } finally {
    host.remove()
  }
})
