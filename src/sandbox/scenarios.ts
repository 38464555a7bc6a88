import { addDays, subDays } from 'date-fns'
import type { ApplicationState, LoanState, LoanType } from '@/lib/domain'
import { type SandboxDb, type ShopRecord, iso } from './db'

/** A fault injected on the calls of one scenario. `on` is `METHOD /path-prefix` or `*`. */
export interface Fault {
  on: string
  kind:
    | '500'
    | '502-html'
    | '503-html'
    | '429'
    | 'network'
    | 'slow'
    | 'timeout'
    | 'malformed'
    | 'schema'
    | 'drift'
    | '401'
    /** The call takes effect, then its answer is lost (a network error after the handler ran). */
    | 'lost-after'
    /** The call takes effect, then answers a 2xx whose JSON is cut off. */
    | 'malformed-after'
    /** The call takes effect, then answers its 2xx with every `status` and `state` set to an unknown value. */
    | 'drift-after'
    /** A clear refusal with the contract's error body: the resource changed state. */
    | '409'
    /** A clear refusal with the contract's error body and one field error (`field`, `message`). */
    | '422'
  /** For a 422: the dotted field path and its message. */
  field?: string
  message?: string
  /** Fire only the first N times (then answer normally). */
  times?: number
  delayMs?: number
}

export type ScenarioGroup = 'Apply' | 'Application' | 'Offer' | 'Loan' | 'Past loans' | 'Session' | 'Faults'

export interface Scenario {
  id: string
  group: ScenarioGroup
  title: string
  summary: string
  /** The screen home redirects to (spec §2 rules), used by tests and the picker. */
  lands: string
  partnerId: string
  /** Session length; a short one shows token refresh. Negative: already expired. */
  tokenTtlSeconds?: number
  refreshFails?: boolean
  /** The session token carries no `partnerId` claim: the app uses the default theme and settings. */
  partnerlessToken?: boolean
  faults?: Fault[]
  seed: (db: SandboxDb, shop: ShopRecord) => void
}

interface ShopInput {
  stateCode?: string
  decision?: Partial<ShopRecord['decision']>
  plaidRequired?: boolean
  consentGranted?: boolean
}

const ADDRESSES: Record<string, { street: string; city: string; zip: string }> = {
  CA: { street: '350 S Grand Ave', city: 'Los Angeles', zip: '90071' },
  NY: { street: '85 Court St', city: 'Brooklyn', zip: '11201' },
  UT: { street: '222 S Main St', city: 'Salt Lake City', zip: '84101' },
  FL: { street: '1200 Brickell Ave', city: 'Miami', zip: '33131' },
  GA: { street: '191 Peachtree St NE', city: 'Atlanta', zip: '30303' },
  TX: { street: '1 Main St', city: 'Austin', zip: '78701' },
}

/** Creates the shop, merchant and bank account every scenario starts from. */
export function seedShop(db: SandboxDb, scenario: Scenario, input: ShopInput = {}): ShopRecord {
  const stateCode = input.stateCode ?? 'TX'
  const address = ADDRESSES[stateCode] ?? ADDRESSES.TX!
  const shopId = `shop_${scenario.id}`
  const merchantId = `mer_${scenario.id}`
  db.state.merchants[merchantId] = {
    id: merchantId,
    legalName: 'Diaz Foods LLC',
    doingBusinessAs: 'Ana’s Tacos',
    businessStructureType: 'LLC',
    email: 'ana@example.com',
    phoneFixed: '5125550100',
    address: { ...address, street2: null, state: stateCode, country: 'US' },
  }
  const shop: ShopRecord = {
    id: shopId,
    scenario: scenario.id,
    merchantId,
    partnerId: scenario.partnerId,
    name: 'Ana’s Tacos — Congress Ave',
    establishmentDate: '2019-04-01',
    origination: {
      state: 'NO_PENDING_ORIGINATION',
      preOfferId: null,
      applicationId: null,
      offerId: null,
      loanId: null,
    },
    consentGranted: input.consentGranted ?? true,
    decision: { outcome: 'APPROVED', afterSeconds: 6, loanType: 'FIXED_FEE_FLEX', ...input.decision },
    fundingSeconds: 8,
    plaidLinked: false,
  }
  db.state.shops[shopId] = shop
  db.state.bankAccounts[`ba_${scenario.id}`] = {
    id: `ba_${scenario.id}`,
    shopId,
    bankName: 'Chase',
    accountNumber: 'tok_8f2kq1x9a7781',
    routingNumber: '021000021',
    provider: 'PLAID',
    primary: true,
  }
  return shop
}

function preOffer(db: SandboxDb, shop: ShopRecord, plaidRequired = false) {
  const id = `pre_${shop.scenario}`
  db.state.preOffers[id] = {
    id,
    shopId: shop.id,
    plaidRequired,
    minAmount: 1000,
    maxAmount: 25000,
    expiresAt: iso(addDays(db.now(), 30)),
  }
  shop.origination = { ...shop.origination, state: 'PRE_OFFER', preOfferId: id }
}

function application(db: SandboxDb, shop: ShopRecord, state: ApplicationState, creditFreezeDetected = false) {
  preOffer(db, shop)
  const id = `app_${shop.scenario}`
  const created = subDays(db.now(), 2)
  db.state.applications[id] = {
    id,
    shopId: shop.id,
    state,
    revision: 1,
    plaidRequired: false,
    applicant: { firstName: 'Ana', lastName: 'Diaz', creditFreezeDetected },
    createdAt: iso(created),
    updatedAt: iso(addDays(created, 1)),
    decideAt: null,
    businessState: db.state.merchants[shop.merchantId]?.address.state ?? 'TX',
  }
  shop.origination = { ...shop.origination, state: 'APPLICATION', applicationId: id }
}

function offer(db: SandboxDb, shop: ShopRecord, loanType: LoanType, stateCode: string, isRenewal = false) {
  const created = db.createOffer(shop.id, {
    loanType,
    stateCode,
    minAmount: 1000,
    maxAmount: 25000,
    isRenewal,
  })
  shop.origination = { ...shop.origination, state: 'OFFER', offerId: created.id }
  return created
}

function loan(
  db: SandboxDb,
  shop: ShopRecord,
  state: LoanState,
  loanType: LoanType,
  opts: { amount?: number; fundedDaysAgo?: number; paidShare?: number; current?: boolean } = {},
) {
  const o = db.createOffer(shop.id, {
    loanType,
    stateCode: 'TX',
    minAmount: 1000,
    maxAmount: 25000,
    isRenewal: false,
  })
  o.state = 'ACCEPTED'
  const terms = db.termsFor(o, opts.amount ?? 12000)
  const created = db.createLoan(shop.id, terms, {
    state,
    fundedDaysAgo: opts.fundedDaysAgo ?? 75,
    paidShare: opts.paidShare ?? 0.4,
    bankAccountId: `ba_${shop.scenario}`,
  })
  if (opts.current ?? true) shop.origination = { ...shop.origination, state: 'LOAN', loanId: created.id }
  return created
}

function pastLoan(db: SandboxDb, shop: ShopRecord, state: LoanState = 'PAID_CLOSED', amount = 8000) {
  return loan(db, shop, state, 'FIXED_FEE_INSTALLMENT', {
    amount,
    fundedDaysAgo: 420,
    paidShare: state === 'PAID_CLOSED' ? 1 : 0.55,
    current: false,
  })
}

function renewal(db: SandboxDb, shop: ShopRecord, eligible = true) {
  db.state.renewals[`ren_${shop.scenario}`] = {
    id: `ren_${shop.scenario}`,
    shopId: shop.id,
    eligible,
    maxAmount: 30000,
    offerId: null,
    availableAt: iso(subDays(db.now(), 1)),
  }
}

const apply = (
  id: string,
  title: string,
  summary: string,
  partnerId: string,
  extra: Partial<Scenario> & { input?: ShopInput; plaid?: boolean; past?: boolean } = {},
): Scenario => ({
  id,
  group: 'Apply',
  title,
  summary,
  lands: extra.past ? '/splash?isRenewal=true' : '/splash',
  partnerId,
  ...extra,
  seed: (db, shop) => {
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
  seed: (db, shop) => application(db, shop, state, freeze),
})

const offerIn = (stateCode: string, loanType: LoanType, note: string): Scenario => ({
  id: `offer-${stateCode.toLowerCase()}-${loanType === 'FIXED_FEE_FLEX' ? 'flex' : 'installment'}`,
  group: 'Offer',
  title: `Offer, ${stateCode}, ${loanType === 'FIXED_FEE_FLEX' ? 'flex' : 'installment'}`,
  summary: note,
  lands: '/loan/offer/amount',
  partnerId: 'partner_bistro',
  seed: (db, shop) => offer(db, shop, loanType, stateCode),
})

const loanIn = (
  id: string,
  state: LoanState,
  loanType: LoanType,
  summary: string,
  lands: string,
  opts: Parameters<typeof loan>[4] = {},
): Scenario => ({
  id,
  group: 'Loan',
  title: `Loan ${state.toLowerCase().replace(/_/g, ' ')}, ${loanType === 'FIXED_FEE_FLEX' ? 'flex' : 'installment'}`,
  summary,
  lands,
  partnerId: 'partner_acme',
  seed: (db, shop) => {
    loan(db, shop, state, loanType, opts)
  },
})

/** The catalogue (issue 2): every home rule, loan group, loan type, disclosure state, mode and fault. */
export const SCENARIOS: Scenario[] = [
  apply(
    'new-merchant',
    'New merchant, offer-integration partner',
    'Pre-offer on Bistro Pay: apply, get a flex offer, pick an amount, accept.',
    'partner_bistro',
  ),
  apply(
    'new-merchant-full',
    'New merchant, full-integration partner',
    'Pre-offer on Acme POS; after approval the offer shows as a status.',
    'partner_acme',
    { input: { decision: { loanType: 'FIXED_FEE_INSTALLMENT' } } },
  ),
  apply(
    'plaid-required',
    'Bank linking required',
    'Pre-offer that requires Plaid for banking details.',
    'partner_acme',
    { plaid: true },
  ),
  apply(
    'renewal',
    'Returning merchant (renewal)',
    'Pre-offer for a shop with a paid-off loan and an eligible renewal.',
    'partner_bistro',
    { past: true },
  ),
  apply(
    'consent-required',
    'Data-sharing consent first',
    'WITH_CONSENT partner: the merchant grants consent before applying.',
    'partner_harbor',
    { input: { consentGranted: false } },
  ),
  apply(
    'decision-rejected',
    'Application that will be declined',
    'Pre-offer whose application the sandbox declines after review.',
    'partner_acme',
    { input: { decision: { outcome: 'REJECTED' } } },
  ),
  apply(
    'decision-credit-freeze',
    'Application that hits a credit freeze',
    'Pre-offer whose application finds a credit freeze after review.',
    'partner_acme',
    { input: { decision: { outcome: 'CREDIT_FREEZE' } } },
  ),
  appState(
    'application-submitted',
    'Application submitted',
    'Submitted, waiting for review.',
    '/loan/status',
    'SUBMITTED',
  ),
  appState(
    'application-under-review',
    'Application under review',
    'Being reviewed by the lender.',
    '/loan/status',
    'UNDER_REVIEW',
  ),
  appState(
    'application-approved',
    'Application approved',
    'Approved; the offer is being prepared.',
    '/loan/status',
    'APPROVED',
  ),
  appState(
    'application-rejected',
    'Application declined',
    'Not eligible this time.',
    '/ineligible',
    'REJECTED',
  ),
  appState(
    'application-error',
    'Application needs attention',
    'The application is in ERROR.',
    '/application/errors',
    'ERROR',
  ),
  appState(
    'credit-freeze',
    'Credit freeze detected',
    'The credit bureau file is frozen; lift it and refresh.',
    '/application/credit-freeze',
    'UNDER_REVIEW',
    true,
  ),
  offerIn('CA', 'FIXED_FEE_FLEX', 'California Offer Summary (sales-based), signature required.'),
  offerIn('CA', 'FIXED_FEE_INSTALLMENT', 'California Offer Summary (closed-end), signature required.'),
  offerIn(
    'NY',
    'FIXED_FEE_INSTALLMENT',
    'New York Offer Summary with collateral and avoidable fees, signature required.',
  ),
  offerIn('NY', 'FIXED_FEE_FLEX', 'New York Offer Summary (sales-based).'),
  offerIn('UT', 'FIXED_FEE_FLEX', 'Utah commercial financing disclosure, flex.'),
  offerIn('FL', 'FIXED_FEE_INSTALLMENT', 'Florida commercial financing disclosure, installment.'),
  offerIn('GA', 'FIXED_FEE_FLEX', 'Georgia commercial financing disclosure, flex.'),
  offerIn('TX', 'FIXED_FEE_INSTALLMENT', 'Texas: the generic offer summary.'),
  {
    id: 'offer-full-integration',
    group: 'Offer',
    title: 'Offer under full integration',
    summary: 'The partner presents the offer; this app shows its status.',
    lands: '/loan/status',
    partnerId: 'partner_acme',
    seed: (db, shop) => {
      offer(db, shop, 'FIXED_FEE_INSTALLMENT', 'CA')
    },
  },
  {
    id: 'offer-renewal',
    group: 'Offer',
    title: 'Renewal offer',
    summary: 'A renewal offer for a shop with a paid-off loan.',
    lands: '/loan/offer/amount',
    partnerId: 'partner_bistro',
    seed: (db, shop) => {
      pastLoan(db, shop)
      offer(db, shop, 'FIXED_FEE_FLEX', 'CA', true)
    },
  },
  loanIn(
    'loan-pending-approval',
    'PENDING_APPROVAL',
    'FIXED_FEE_INSTALLMENT',
    'Accepted; the bank is approving it.',
    '/loan/status',
  ),
  loanIn(
    'loan-pending-funding',
    'PENDING_FUNDING',
    'FIXED_FEE_FLEX',
    'Approved; money is on its way.',
    '/loan/status',
  ),
  loanIn(
    'loan-funding-failed',
    'FUNDING_FAILED',
    'FIXED_FEE_FLEX',
    'The deposit bounced; the merchant must fix the bank account.',
    '/loan/status',
  ),
  loanIn(
    'loan-flex-normal',
    'NORMAL',
    'FIXED_FEE_FLEX',
    'Active flex loan in good standing.',
    '/loan/credit-view',
    { fundedDaysAgo: 75, paidShare: 0.45 },
  ),
  loanIn(
    'loan-installment-normal',
    'NORMAL',
    'FIXED_FEE_INSTALLMENT',
    'Active installment loan in good standing.',
    '/loan/credit-view',
    { fundedDaysAgo: 98, paidShare: 0.28 },
  ),
  loanIn(
    'loan-pre-default',
    'PRE_DEFAULT',
    'FIXED_FEE_FLEX',
    'Behind on the current window’s minimum, days before its end.',
    '/loan/credit-view',
    { fundedDaysAgo: 115, paidShare: 0.2 },
  ),
  loanIn(
    'loan-default',
    'DEFAULT',
    'FIXED_FEE_INSTALLMENT',
    'Missed payments: in default.',
    '/loan/credit-view',
    { fundedDaysAgo: 150, paidShare: 0.15 },
  ),
  loanIn(
    'loan-technical-default',
    'TECHNICAL_DEFAULT',
    'FIXED_FEE_FLEX',
    'Delinquent group: technical default.',
    '/loan/credit-view',
    { fundedDaysAgo: 130, paidShare: 0.25 },
  ),
  loanIn(
    'loan-workout',
    'WORKOUT',
    'FIXED_FEE_INSTALLMENT',
    'Active group: on a workout plan.',
    '/loan/credit-view',
    { fundedDaysAgo: 200, paidShare: 0.5 },
  ),
  loanIn('loan-paid', 'PAID', 'FIXED_FEE_FLEX', 'Fully repaid, not yet closed.', '/loan/credit-view', {
    fundedDaysAgo: 260,
    paidShare: 1,
  }),
  loanIn(
    'loan-over-paid',
    'OVER_PAID',
    'FIXED_FEE_INSTALLMENT',
    'Paid more than owed; a refund is due.',
    '/loan/credit-view',
    { fundedDaysAgo: 300, paidShare: 1 },
  ),
  loanIn(
    'loan-canceled',
    'CANCELED',
    'FIXED_FEE_INSTALLMENT',
    'Closed group: cancelled before funding.',
    '/loan/status',
  ),
  loanIn(
    'loan-rejected',
    'REJECTED',
    'FIXED_FEE_FLEX',
    'Closed group: the bank could not complete the loan.',
    '/loan/status',
  ),
  {
    id: 'loan-paid-closed',
    group: 'Loan',
    title: 'Loan paid off and closed, renewal eligible',
    summary: 'Closed group: repaid in full; a thank-you, Past Loans and the renewal.',
    lands: '/loan/status',
    partnerId: 'partner_acme',
    seed: (db, shop) => {
      loan(db, shop, 'PAID_CLOSED', 'FIXED_FEE_INSTALLMENT', { fundedDaysAgo: 400, paidShare: 1 })
      renewal(db, shop)
    },
  },
  loanIn(
    'loan-charge-off',
    'CHARGE_OFF',
    'FIXED_FEE_FLEX',
    'Closed group: charged off with a balance; who to contact.',
    '/loan/status',
    { fundedDaysAgo: 420, paidShare: 0.55 },
  ),
  {
    id: 'active-with-renewal',
    group: 'Loan',
    title: 'Active loan, past loans and a renewal',
    summary: 'Summary, Past Loans and Support tabs, with a renewal banner.',
    lands: '/loan/credit-view',
    partnerId: 'partner_acme',
    seed: (db, shop) => {
      pastLoan(db, shop)
      loan(db, shop, 'NORMAL', 'FIXED_FEE_INSTALLMENT', { fundedDaysAgo: 180, paidShare: 0.6 })
      renewal(db, shop)
    },
  },
  {
    id: 'past-loans',
    group: 'Past loans',
    title: 'Past loans only',
    summary: 'Nothing pending; a paid-off loan and a charged-off one.',
    lands: '/no-offer',
    partnerId: 'partner_acme',
    seed: (db, shop) => {
      pastLoan(db, shop, 'PAID_CLOSED', 8000)
      pastLoan(db, shop, 'CHARGE_OFF', 5000)
    },
  },
  {
    id: 'no-offer',
    group: 'Past loans',
    title: 'No offer',
    summary: 'NO_PENDING_ORIGINATION and no loans.',
    lands: '/no-offer',
    partnerId: 'partner_acme',
    seed: () => {},
  },
  {
    id: 'expired-token',
    group: 'Session',
    title: 'Expired link',
    summary: 'The token expired an hour ago: the error screen.',
    lands: '/error',
    partnerId: 'partner_acme',
    tokenTtlSeconds: -3600,
    seed: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'short-session',
    group: 'Session',
    title: 'Short session (refresh)',
    summary: 'A 40-second token that refreshes itself 5 s before it expires.',
    lands: '/splash',
    partnerId: 'partner_acme',
    tokenTtlSeconds: 40,
    seed: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'refresh-fails',
    group: 'Session',
    title: 'Refresh refused',
    summary: 'A 40-second token whose refresh is refused: the session ends.',
    lands: '/splash',
    partnerId: 'partner_acme',
    tokenTtlSeconds: 40,
    refreshFails: true,
    seed: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'default-theme',
    group: 'Session',
    title: 'Unknown partner (default theme)',
    summary: 'A partner with no configuration of its own gets the default theme.',
    lands: '/splash',
    partnerId: 'partner_unknown',
    seed: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'no-partner',
    group: 'Session',
    title: 'Token without a partner',
    summary: 'The token names no partner: the default theme, documented default settings, no partner call.',
    lands: '/splash',
    partnerId: 'default',
    partnerlessToken: true,
    seed: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'empty-config',
    group: 'Session',
    title: 'Empty partner configuration',
    summary: 'The partner config is `{}`: the error screen.',
    lands: '/error',
    partnerId: 'partner_empty',
    seed: (db, shop) => preOffer(db, shop),
  },
  fault(
    'fault-500',
    'Server error',
    'The merchant call answers 500: retried, then the error screen with Try again.',
    '/error',
    [{ on: 'GET /v2/merchants/', kind: '500' }],
  ),
  fault(
    'fault-502-flaky',
    'Flaky gateway',
    'The origination call answers a 502 HTML page twice, then works.',
    '/splash',
    [{ on: 'GET /v2/originations/', kind: '502-html', times: 2 }],
  ),
  fault(
    'fault-429',
    'Rate limited once',
    'The origination call answers 429 with Retry-After: 1 once.',
    '/splash',
    [{ on: 'GET /v2/originations/', kind: '429', times: 1 }],
  ),
  fault(
    'fault-recovers',
    'Down, then back',
    'The origination call fails 4 times (the first try and 3 retries), then works: Try again recovers.',
    '/error',
    [{ on: 'GET /v2/originations/', kind: '500', times: 4 }],
  ),
  fault('fault-network', 'Network down', 'The origination call never reaches the server.', '/error', [
    { on: 'GET /v2/originations/', kind: 'network' },
  ]),
  fault('fault-slow', 'Slow network', 'Every call takes 2.5 s.', '/splash', [
    { on: '*', kind: 'slow', delayMs: 2500 },
  ]),
  fault('fault-malformed', 'Malformed JSON', 'The shop call answers truncated JSON.', '/error', [
    { on: 'GET /v2/shops/', kind: 'malformed' },
  ]),
  fault('fault-401', 'Session rejected', 'The shop call answers 401: the session ends.', '/error', [
    { on: 'GET /v2/shops/', kind: '401' },
  ]),
  {
    ...fault(
      'fault-schema-drift',
      'Schema drift',
      'The loan answers an unknown state: a load error, never garbage.',
      '/error',
      [{ on: 'GET /v2/loans/', kind: 'drift' }],
    ),
    seed: (db, shop) => {
      loan(db, shop, 'NORMAL', 'FIXED_FEE_FLEX')
    },
  },
]

function fault(id: string, title: string, summary: string, lands: string, faults: Fault[]): Scenario {
  return {
    id,
    group: 'Faults',
    title,
    summary,
    lands,
    partnerId: 'partner_acme',
    faults,
    seed: (db, shop) => preOffer(db, shop),
  }
}

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id)
}

/** Seeds every scenario's shop into a fresh store. */
export function seedAll(db: SandboxDb): void {
  for (const scenario of SCENARIOS) seedScenario(db, scenario)
}

export function seedScenario(db: SandboxDb, scenario: Scenario): ShopRecord {
  const seeded = seedShop(db, scenario, inputFor(scenario))
  scenario.seed(db, seeded)
  return seeded
}

function inputFor(scenario: Scenario): ShopInput {
  const fromOffer = /^offer-([a-z]{2})-/.exec(scenario.id)?.[1]?.toUpperCase()
  if (fromOffer) return { stateCode: fromOffer }
  const shopInput = (scenario as Scenario & { input?: ShopInput }).input
  return shopInput ?? { stateCode: 'CA' }
}
