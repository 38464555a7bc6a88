import { paths } from '@/config/paths'
import type { ApplicationState, LoanType } from '@/lib/domain'
import { type ScenarioSeed, application, offer, pastLoan, preOffer, renewal } from './scenario-seed'
import { type Scenario, scenarioText as i18n } from './scenario-types'

/** The catalogue before a loan: applying, the application's states, and the offer in every state. */

const apply = (
  id: string,
  title: string,
  summary: string,
  partnerId: string,
  extra: { seed?: ScenarioSeed; plaid?: boolean; past?: boolean } = {},
): Scenario => ({
  id,
  group: 'Apply',
  title,
  summary,
  lands: extra.past ? `${paths.splash}?isRenewal=true` : paths.splash,
  partnerId,
  seed: extra.seed,
  setup: (db, shop) => {
    if (extra.past) {
      pastLoan(db, shop)
      renewal(db, shop)
    }
    preOffer(db, shop, extra.plaid)
  },
})

const appState = (
  id: string,
  title: string,
  summary: string,
  lands: string,
  state: ApplicationState,
  freeze = false,
): Scenario => ({
  id,
  group: 'Application',
  title,
  summary,
  lands,
  partnerId: 'partner_acme',
  setup: (db, shop) => application(db, shop, state, freeze),
})

/** A pending offer for a shop in `stateCode`; a renewal offer for a shop with a paid-off loan. */
const offerScenario = (s: {
  id: string
  title: string
  summary: string
  stateCode: string
  loanType: LoanType
  lands?: string
  partnerId?: string
  renewal?: boolean
}): Scenario => ({
  id: s.id,
  group: 'Offer',
  title: s.title,
  summary: s.summary,
  lands: s.lands ?? paths.offerAmount,
  partnerId: s.partnerId ?? 'partner_bistro',
  seed: { state: s.stateCode },
  setup: (db, shop) => {
    if (s.renewal) pastLoan(db, shop)
    offer(db, shop, s.loanType, s.renewal)
  },
})

/** The offer in one state's disclosure form. */
const offerIn = (stateCode: string, loanType: LoanType, title: string, summary: string): Scenario => {
  const kind = loanType === 'FIXED_FEE_FLEX' ? 'flex' : 'installment'
  return offerScenario({
    id: `offer-${stateCode.toLowerCase()}-${kind}`,
    title,
    summary,
    stateCode,
    loanType,
  })
}

export const ORIGINATION_SCENARIOS: Scenario[] = [
  apply(
    'new-merchant',
    i18n._('New merchant, offer-integration partner'),
    i18n._('Pre-offer on Bistro Pay: apply, get a flex offer, pick an amount, accept.'),
    'partner_bistro',
  ),
  apply(
    'new-merchant-full',
    i18n._('New merchant, full-integration partner'),
    i18n._('Pre-offer on Acme POS; after approval the offer shows as a status.'),
    'partner_acme',
    { seed: { state: 'TX', decision: { loanType: 'FIXED_FEE_INSTALLMENT' } } },
  ),
  apply(
    'plaid-required',
    i18n._('Bank linking required'),
    i18n._('Pre-offer that requires Plaid for banking details.'),
    'partner_acme',
    { plaid: true },
  ),
  apply(
    'renewal',
    i18n._('Returning merchant (renewal)'),
    i18n._('Pre-offer for a shop with a paid-off loan and an eligible renewal.'),
    'partner_bistro',
    { past: true },
  ),
  apply(
    'consent-required',
    i18n._('Data-sharing consent first'),
    i18n._('WITH_CONSENT partner: the merchant grants consent before applying.'),
    'partner_harbor',
    { seed: { state: 'TX', consentGranted: false } },
  ),
  apply(
    'decision-rejected',
    i18n._('Application that will be declined'),
    i18n._('Pre-offer whose application the sandbox declines after review.'),
    'partner_acme',
    { seed: { state: 'TX', decision: { outcome: 'REJECTED' } } },
  ),
  apply(
    'decision-credit-freeze',
    i18n._('Application that hits a credit freeze'),
    i18n._('Pre-offer whose application finds a credit freeze after review.'),
    'partner_acme',
    { seed: { state: 'TX', decision: { outcome: 'CREDIT_FREEZE' } } },
  ),
  appState(
    'application-submitted',
    i18n._('Application submitted'),
    i18n._('Submitted, waiting for review.'),
    paths.loanStatus,
    'SUBMITTED',
  ),
  appState(
    'application-under-review',
    i18n._('Application under review'),
    i18n._('Being reviewed by the lender.'),
    paths.loanStatus,
    'UNDER_REVIEW',
  ),
  appState(
    'application-approved',
    i18n._('Application approved'),
    i18n._('Approved; the offer is being prepared.'),
    paths.loanStatus,
    'APPROVED',
  ),
  appState(
    'application-rejected',
    i18n._('Application declined'),
    i18n._('Not eligible this time.'),
    paths.ineligible,
    'REJECTED',
  ),
  appState(
    'application-error',
    i18n._('Application needs attention'),
    i18n._('The application is in ERROR.'),
    paths.applicationErrors,
    'ERROR',
  ),
  appState(
    'credit-freeze',
    i18n._('Credit freeze detected'),
    i18n._('The credit bureau file is frozen; lift it and refresh.'),
    paths.creditFreeze,
    'UNDER_REVIEW',
    true,
  ),
  offerIn(
    'CA',
    'FIXED_FEE_FLEX',
    i18n._('Offer, CA, flex'),
    i18n._('California Offer Summary (sales-based), signature required.'),
  ),
  offerIn(
    'CA',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Offer, CA, installment'),
    i18n._('California Offer Summary (closed-end), signature required.'),
  ),
  offerIn(
    'NY',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Offer, NY, installment'),
    i18n._('New York Offer Summary with collateral and avoidable fees, signature required.'),
  ),
  offerIn('NY', 'FIXED_FEE_FLEX', i18n._('Offer, NY, flex'), i18n._('New York Offer Summary (sales-based).')),
  offerIn(
    'UT',
    'FIXED_FEE_FLEX',
    i18n._('Offer, UT, flex'),
    i18n._('Utah commercial financing disclosure, flex.'),
  ),
  offerIn(
    'FL',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Offer, FL, installment'),
    i18n._('Florida commercial financing disclosure, installment.'),
  ),
  offerIn(
    'GA',
    'FIXED_FEE_FLEX',
    i18n._('Offer, GA, flex'),
    i18n._('Georgia commercial financing disclosure, flex.'),
  ),
  offerIn(
    'TX',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Offer, TX, installment'),
    i18n._('Texas: the generic offer summary.'),
  ),
  offerScenario({
    id: 'offer-full-integration',
    title: i18n._('Offer under full integration'),
    summary: i18n._('The partner presents the offer; this app shows its status.'),
    stateCode: 'CA',
    loanType: 'FIXED_FEE_INSTALLMENT',
    lands: paths.loanStatus,
    partnerId: 'partner_acme',
  }),
  offerScenario({
    id: 'offer-renewal',
    title: i18n._('Renewal offer'),
    summary: i18n._('A renewal offer for a shop with a paid-off loan.'),
    stateCode: 'CA',
    loanType: 'FIXED_FEE_FLEX',
    renewal: true,
  }),
]
