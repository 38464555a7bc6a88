import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import { paths } from '@/config/paths'
import { chooseLocale } from '@/lib/i18n/runtime'
import { SCENARIOS } from '@/sandbox/scenarios'
import { openApp } from '@/testing/app'

/**
 * Issue 19's proof: every route, opened in Spanish through the whole app (real providers, the
 * sandbox), shows no message that fell back from the catalogue, and no English word from a stop
 * list in its text or its accessible names. Names of partners, banks and products are data.
 */
const ENGLISH = new RegExp(
  `(?<!\\p{L})(${[
    'the',
    'your',
    'you',
    'and',
    'with',
    'please',
    'loan',
    'loans',
    'payment',
    'payments',
    'apply',
    'continue',
    'download',
    'questions',
    'offer',
    'business',
    'account',
    'back',
    'next',
    'submit',
    'learn',
    'more',
    'view',
    'amount',
    'status',
    'help',
    'about',
    'here',
    'what',
    'when',
    'how',
    'this',
    'that',
    'our',
    'we',
    'will',
    'have',
    'are',
    'is',
    'not',
    'of',
    'to',
    'in',
    'on',
    'for',
    'by',
    'or',
    'an',
  ].join('|')})(?!\\p{L})`,
  'iu',
)

/** What a merchant reads or hears: the text, and every accessible name or hint written as an attribute. */
function readable(): string {
  const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']
  const values = [...document.body.querySelectorAll('*')].flatMap((el) =>
    attributes.map((a) => el.getAttribute(a)).filter((v): v is string => Boolean(v)),
  )
  return [document.body.textContent ?? '', ...values].join('\n')
}

/** Data, not copy: partner, product and bank names, e-mail addresses, the sandbox's shop names. */
const DATA =
  /Credit Connect|Business Capital|Acme (POS|Capital)|Bistro (Pay|Capital)|Harbor (Commerce|Growth Funding|National Bank)|Lakeside Community Bank|First Example Bank|[\w.+-]+@[\w.-]+/g

function englishIn(text: string): string[] {
  return text
    .replace(DATA, ' ')
    .split(/\n|(?<=[.!?:])\s+/)
    .filter((line) => ENGLISH.test(line))
    .map((line) => line.trim().slice(0, 120))
}

interface Visit {
  name: string
  scenario: string
  path?: string
  lands: string
}

const landings: Visit[] = SCENARIOS.filter((s) => s.group !== 'Faults').map((s) => ({
  name: `${s.id} → ${s.lands}`,
  scenario: s.id,
  lands: s.lands,
}))

const screens: Visit[] = [
  { name: 'FAQ', scenario: 'new-merchant', path: paths.faq, lands: paths.faq },
  { name: 'support', scenario: 'new-merchant', path: paths.support, lands: paths.support },
  { name: 'past loans', scenario: 'past-loans', path: paths.pastLoans, lands: paths.pastLoans },
  ...[1, 2].map((n) => ({
    name: `business info ${n}`,
    scenario: 'new-merchant-full',
    path: paths.businessInfo(n),
    lands: paths.businessInfo(n),
  })),
  ...[1, 2, 3].map((n) => ({
    name: `personal info ${n}`,
    scenario: 'new-merchant-full',
    path: paths.personalInfo(n),
    lands: paths.personalInfo(n),
  })),
  {
    name: 'banking',
    scenario: 'new-merchant-full',
    path: paths.bankingDetails(1),
    lands: paths.bankingDetails(1),
  },
  {
    name: 'manual banking',
    scenario: 'new-merchant-full',
    path: paths.bankingManual,
    lands: paths.bankingManual,
  },
  { name: 'review and submit', scenario: 'new-merchant-full', path: paths.submit, lands: paths.submit },
  {
    name: 'data-transfer consent',
    scenario: 'consent-required',
    path: paths.consentDataTransfer,
    lands: paths.consentDataTransfer,
  },
  {
    name: 'consent timeout',
    scenario: 'consent-required',
    path: paths.consentTimeout,
    lands: paths.consentTimeout,
  },
  ...['ca-flex', 'ny-installment', 'ut-flex', 'fl-installment', 'ga-flex'].map((offer) => ({
    name: `disclosure ${offer}`,
    scenario: `offer-${offer}`,
    path: paths.disclosure,
    lands: paths.disclosure,
  })),
  { name: 'offer submit', scenario: 'offer-ca-flex', path: paths.offerSubmit, lands: paths.offerSubmit },
  { name: 'load error', scenario: 'fault-500', lands: paths.error },
]

describe.each([
  ['every landing', landings],
  ['every other screen', screens],
])('in Spanish: %s', (_group, visits) => {
  test.each(visits.map((v) => [v.name, v] as const))('%s', async (_name, visit) => {
    const missing: string[] = []
    const onMissing = ({ id }: { id: string }) => void missing.push(id)
    i18n.on('missing', onMissing)
    await chooseLocale('es-US')
    const { unmount } = openApp(visit.scenario, visit.path ?? '/')
    try {
      await waitFor(() => expect(window.location.pathname + window.location.search).toBe(visit.lands), {
        timeout: 10_000,
      })
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
      await waitFor(() => expect(screen.queryByRole('status', { name: /cargando/i })).toBeNull())
      // The footer's code loads beside the screen's (app-layout.tsx): its words are checked too.
      await screen.findByRole('contentinfo')
      expect(document.documentElement.lang).toBe('es-US')
      expect(missing).toEqual([])
      expect(englishIn(readable())).toEqual([])
    } finally {
      i18n.removeListener('missing', onMissing)
      unmount()
    }
  })
})
