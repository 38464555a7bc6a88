import { paths } from '@/config/paths'
import type { LoanState, LoanType } from '@/lib/domain'
import { type LoanSeed, loan, pastLoan, preOffer, renewal } from './scenario-seed'
import { type Fault, type Scenario, scenarioText as i18n } from './scenario-types'

/** The catalogue from a loan on: every loan state, past loans, sessions and faults. */

const loanIn = (
  id: string,
  state: LoanState,
  loanType: LoanType,
  title: string,
  summary: string,
  lands: string,
  opts: LoanSeed = {},
): Scenario => ({
  id,
  group: 'Loan',
  title,
  summary,
  lands,
  partnerId: 'partner_acme',
  setup: (db, shop) => {
    loan(db, shop, state, loanType, opts)
  },
})

/** The calls a fault applies to: `METHOD /path-prefix`. */
const request = (method: 'GET' | 'POST', pathPrefix: string) => `${method} ${pathPrefix}`

function fault(id: string, title: string, summary: string, lands: string, faults: Fault[]): Scenario {
  return {
    id,
    group: 'Faults',
    title,
    summary,
    lands,
    partnerId: 'partner_acme',
    faults,
    setup: (db, shop) => preOffer(db, shop),
  }
}

export const SERVICING_SCENARIOS: Scenario[] = [
  loanIn(
    'loan-pending-approval',
    'PENDING_APPROVAL',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Loan pending approval, installment'),
    i18n._('Accepted; the bank is approving it.'),
    paths.loanStatus,
  ),
  loanIn(
    'loan-pending-funding',
    'PENDING_FUNDING',
    'FIXED_FEE_FLEX',
    i18n._('Loan pending funding, flex'),
    i18n._('Approved; money is on its way.'),
    paths.loanStatus,
  ),
  loanIn(
    'loan-funding-failed',
    'FUNDING_FAILED',
    'FIXED_FEE_FLEX',
    i18n._('Loan funding failed, flex'),
    i18n._('The deposit bounced; the merchant must fix the bank account.'),
    paths.loanStatus,
  ),
  loanIn(
    'loan-flex-normal',
    'NORMAL',
    'FIXED_FEE_FLEX',
    i18n._('Loan normal, flex'),
    i18n._('Active flex loan in good standing.'),
    paths.creditView,
    { fundedDaysAgo: 75, paidShare: 0.45 },
  ),
  loanIn(
    'loan-flex-behind',
    'NORMAL',
    'FIXED_FEE_FLEX',
    i18n._('Loan behind its pace, flex'),
    i18n._('In good standing, but slow sales: at this pace the window’s minimum is missed.'),
    paths.creditView,
    { fundedDaysAgo: 80, pace: 0.25 },
  ),
  loanIn(
    'loan-installment-normal',
    'NORMAL',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Loan normal, installment'),
    i18n._('Active installment loan in good standing.'),
    paths.creditView,
    { fundedDaysAgo: 98, paidShare: 0.28 },
  ),
  loanIn(
    'loan-pre-default',
    'PRE_DEFAULT',
    'FIXED_FEE_FLEX',
    i18n._('Loan pre default, flex'),
    i18n._('Behind on the current window’s minimum, days before its end.'),
    paths.creditView,
    { fundedDaysAgo: 115, paidShare: 0.2 },
  ),
  loanIn(
    'loan-default',
    'DEFAULT',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Loan default, installment'),
    i18n._('Missed payments: in default.'),
    paths.creditView,
    { fundedDaysAgo: 150, paidShare: 0.15 },
  ),
  loanIn(
    'loan-technical-default',
    'TECHNICAL_DEFAULT',
    'FIXED_FEE_FLEX',
    i18n._('Loan technical default, flex'),
    i18n._('Delinquent group: technical default.'),
    paths.creditView,
    { fundedDaysAgo: 130, paidShare: 0.25 },
  ),
  loanIn(
    'loan-workout',
    'WORKOUT',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Loan workout, installment'),
    i18n._('Active group: on a workout plan.'),
    paths.creditView,
    { fundedDaysAgo: 200, paidShare: 0.5 },
  ),
  loanIn(
    'loan-paid',
    'PAID',
    'FIXED_FEE_FLEX',
    i18n._('Loan paid, flex'),
    i18n._('Fully repaid, not yet closed.'),
    paths.creditView,
    {
      fundedDaysAgo: 260,
      paidShare: 1,
    },
  ),
  loanIn(
    'loan-over-paid',
    'OVER_PAID',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Loan over paid, installment'),
    i18n._('Paid more than owed; a refund is due.'),
    paths.creditView,
    { fundedDaysAgo: 300, paidShare: 1 },
  ),
  loanIn(
    'loan-canceled',
    'CANCELED',
    'FIXED_FEE_INSTALLMENT',
    i18n._('Loan canceled, installment'),
    i18n._('Closed group: cancelled before funding.'),
    paths.loanStatus,
  ),
  loanIn(
    'loan-rejected',
    'REJECTED',
    'FIXED_FEE_FLEX',
    i18n._('Loan rejected, flex'),
    i18n._('Closed group: the bank could not complete the loan.'),
    paths.loanStatus,
  ),
  {
    id: 'loan-paid-closed',
    group: 'Loan',
    title: i18n._('Loan paid off and closed, renewal eligible'),
    summary: i18n._('Closed group: repaid in full; a thank-you, Past Loans and the renewal.'),
    lands: paths.loanStatus,
    partnerId: 'partner_acme',
    setup: (db, shop) => {
      loan(db, shop, 'PAID_CLOSED', 'FIXED_FEE_INSTALLMENT', { fundedDaysAgo: 400, paidShare: 1 })
      renewal(db, shop)
    },
  },
  loanIn(
    'loan-charge-off',
    'CHARGE_OFF',
    'FIXED_FEE_FLEX',
    i18n._('Loan charge off, flex'),
    i18n._('Closed group: charged off with a balance; who to contact.'),
    paths.loanStatus,
    { fundedDaysAgo: 420, paidShare: 0.55 },
  ),
  {
    id: 'active-with-renewal',
    group: 'Loan',
    title: i18n._('Active loan, past loans and a renewal'),
    summary: i18n._('Summary, Past Loans and Support tabs, with a renewal banner.'),
    lands: paths.creditView,
    partnerId: 'partner_acme',
    setup: (db, shop) => {
      pastLoan(db, shop)
      loan(db, shop, 'NORMAL', 'FIXED_FEE_INSTALLMENT', { fundedDaysAgo: 180, paidShare: 0.6 })
      renewal(db, shop)
    },
  },
  {
    id: 'past-loans',
    group: 'Past loans',
    title: i18n._('Past loans only'),
    summary: i18n._('Nothing pending; a paid-off loan and a charged-off one.'),
    lands: paths.noOffer,
    partnerId: 'partner_acme',
    setup: (db, shop) => {
      pastLoan(db, shop, 'PAID_CLOSED', 8000)
      pastLoan(db, shop, 'CHARGE_OFF', 5000)
    },
  },
  {
    id: 'no-offer',
    group: 'Past loans',
    title: i18n._('No offer'),
    summary: i18n._('NO_PENDING_ORIGINATION and no loans.'),
    lands: paths.noOffer,
    partnerId: 'partner_acme',
    setup: () => {},
  },
  {
    id: 'expired-token',
    group: 'Session',
    title: i18n._('Expired link'),
    summary: i18n._('The token expired an hour ago: the error screen.'),
    lands: paths.error,
    partnerId: 'partner_acme',
    tokenTtlSeconds: -3600,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'short-session',
    group: 'Session',
    title: i18n._('Short session (refresh)'),
    summary: i18n._('A 40-second token that refreshes itself 5 s before it expires.'),
    lands: paths.splash,
    partnerId: 'partner_acme',
    tokenTtlSeconds: 40,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'refresh-fails',
    group: 'Session',
    title: i18n._('Refresh refused'),
    summary: i18n._('A 40-second token whose refresh is refused: the session ends.'),
    lands: paths.splash,
    partnerId: 'partner_acme',
    tokenTtlSeconds: 40,
    refreshFails: true,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'default-theme',
    group: 'Session',
    title: i18n._('Unknown partner (default theme)'),
    summary: i18n._('A partner with no configuration of its own gets the default theme.'),
    lands: paths.splash,
    partnerId: 'partner_unknown',
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'no-partner',
    group: 'Session',
    title: i18n._('Token without a partner'),
    summary: i18n._(
      'The token names no partner: the default theme, documented default settings, no partner call.',
    ),
    lands: paths.splash,
    partnerId: 'default',
    partnerlessToken: true,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'empty-config',
    group: 'Session',
    title: i18n._('Empty partner configuration'),
    summary: i18n._('The partner configuration is empty: the error screen.'),
    lands: paths.error,
    partnerId: 'partner_empty',
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'spanish-partner',
    group: 'Session',
    title: i18n._('Partner that defaults to Spanish'),
    summary: i18n._(
      'The partner configuration names Spanish (defaultLocale es-US): the app opens in Spanish unless the link says lang=en.',
    ),
    lands: paths.splash,
    partnerId: 'partner_tienda',
    setup: (db, shop) => preOffer(db, shop),
  },
  fault(
    'fault-500',
    i18n._('Server error'),
    i18n._('The merchant call answers 500: retried, then the error screen with Try again.'),
    paths.error,
    [{ on: request('GET', '/v2/merchants/'), kind: '500' }],
  ),
  fault(
    'fault-502-flaky',
    i18n._('Flaky gateway'),
    i18n._('The origination call answers a 502 HTML page twice, then works.'),
    paths.splash,
    [{ on: request('GET', '/v2/originations/'), kind: '502-html', times: 2 }],
  ),
  fault(
    'fault-429',
    i18n._('Rate limited once'),
    i18n._('The origination call answers 429 with Retry-After: 1 once.'),
    paths.splash,
    [{ on: request('GET', '/v2/originations/'), kind: '429', times: 1 }],
  ),
  fault(
    'fault-recovers',
    i18n._('Down, then back'),
    i18n._(
      'The origination call fails 4 times (the first try and 3 retries), then works: Try again recovers.',
    ),
    paths.error,
    [{ on: request('GET', '/v2/originations/'), kind: '500', times: 4 }],
  ),
  fault(
    'fault-network',
    i18n._('Network down'),
    i18n._('The origination call never reaches the server.'),
    paths.error,
    [{ on: request('GET', '/v2/originations/'), kind: 'network' }],
  ),
  fault('fault-slow', i18n._('Slow network'), i18n._('Every call takes 2.5 s.'), paths.splash, [
    { on: '*', kind: 'slow', delayMs: 2500 },
  ]),
  fault(
    'fault-malformed',
    i18n._('Malformed JSON'),
    i18n._('The shop call answers truncated JSON.'),
    paths.error,
    [{ on: request('GET', '/v2/shops/'), kind: 'malformed' }],
  ),
  fault(
    'fault-401',
    i18n._('Session rejected'),
    i18n._('The shop call answers 401: the session ends.'),
    paths.error,
    [{ on: request('GET', '/v2/shops/'), kind: '401' }],
  ),
  {
    ...fault(
      'fault-schema-drift',
      i18n._('Schema drift'),
      i18n._('The loan answers an unknown state: a load error, never garbage.'),
      paths.error,
      [{ on: request('GET', '/v2/loans/'), kind: 'drift' }],
    ),
    setup: (db, shop) => {
      loan(db, shop, 'NORMAL', 'FIXED_FEE_FLEX')
    },
  },
]
