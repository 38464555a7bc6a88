import { paths } from '@/config/paths'
import type { LoanState, LoanType } from '@/lib/domain'
import { type LoanSeed, loan, pastLoan, preOffer, renewal } from './scenario-seed'
import type { Fault, Scenario } from './scenario-types'

/** The catalogue from a loan on: every loan state, past loans, sessions and faults. */

const loanIn = (
  id: string,
  state: LoanState,
  loanType: LoanType,
  summary: string,
  lands: string,
  opts: LoanSeed = {},
): Scenario => ({
  id,
  group: 'Loan',
  title: `Loan ${state.toLowerCase().replace(/_/g, ' ')}, ${loanType === 'FIXED_FEE_FLEX' ? 'flex' : 'installment'}`,
  summary,
  lands,
  partnerId: 'partner_acme',
  setup: (db, shop) => {
    loan(db, shop, state, loanType, opts)
  },
})

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
    'Accepted; the bank is approving it.',
    paths.loanStatus,
  ),
  loanIn(
    'loan-pending-funding',
    'PENDING_FUNDING',
    'FIXED_FEE_FLEX',
    'Approved; money is on its way.',
    paths.loanStatus,
  ),
  loanIn(
    'loan-funding-failed',
    'FUNDING_FAILED',
    'FIXED_FEE_FLEX',
    'The deposit bounced; the merchant must fix the bank account.',
    paths.loanStatus,
  ),
  loanIn(
    'loan-flex-normal',
    'NORMAL',
    'FIXED_FEE_FLEX',
    'Active flex loan in good standing.',
    paths.creditView,
    { fundedDaysAgo: 75, paidShare: 0.45 },
  ),
  loanIn(
    'loan-installment-normal',
    'NORMAL',
    'FIXED_FEE_INSTALLMENT',
    'Active installment loan in good standing.',
    paths.creditView,
    { fundedDaysAgo: 98, paidShare: 0.28 },
  ),
  loanIn(
    'loan-pre-default',
    'PRE_DEFAULT',
    'FIXED_FEE_FLEX',
    'Behind on the current window’s minimum, days before its end.',
    paths.creditView,
    { fundedDaysAgo: 115, paidShare: 0.2 },
  ),
  loanIn(
    'loan-default',
    'DEFAULT',
    'FIXED_FEE_INSTALLMENT',
    'Missed payments: in default.',
    paths.creditView,
    { fundedDaysAgo: 150, paidShare: 0.15 },
  ),
  loanIn(
    'loan-technical-default',
    'TECHNICAL_DEFAULT',
    'FIXED_FEE_FLEX',
    'Delinquent group: technical default.',
    paths.creditView,
    { fundedDaysAgo: 130, paidShare: 0.25 },
  ),
  loanIn(
    'loan-workout',
    'WORKOUT',
    'FIXED_FEE_INSTALLMENT',
    'Active group: on a workout plan.',
    paths.creditView,
    { fundedDaysAgo: 200, paidShare: 0.5 },
  ),
  loanIn('loan-paid', 'PAID', 'FIXED_FEE_FLEX', 'Fully repaid, not yet closed.', paths.creditView, {
    fundedDaysAgo: 260,
    paidShare: 1,
  }),
  loanIn(
    'loan-over-paid',
    'OVER_PAID',
    'FIXED_FEE_INSTALLMENT',
    'Paid more than owed; a refund is due.',
    paths.creditView,
    { fundedDaysAgo: 300, paidShare: 1 },
  ),
  loanIn(
    'loan-canceled',
    'CANCELED',
    'FIXED_FEE_INSTALLMENT',
    'Closed group: cancelled before funding.',
    paths.loanStatus,
  ),
  loanIn(
    'loan-rejected',
    'REJECTED',
    'FIXED_FEE_FLEX',
    'Closed group: the bank could not complete the loan.',
    paths.loanStatus,
  ),
  {
    id: 'loan-paid-closed',
    group: 'Loan',
    title: 'Loan paid off and closed, renewal eligible',
    summary: 'Closed group: repaid in full; a thank-you, Past Loans and the renewal.',
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
    'Closed group: charged off with a balance; who to contact.',
    paths.loanStatus,
    { fundedDaysAgo: 420, paidShare: 0.55 },
  ),
  {
    id: 'active-with-renewal',
    group: 'Loan',
    title: 'Active loan, past loans and a renewal',
    summary: 'Summary, Past Loans and Support tabs, with a renewal banner.',
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
    title: 'Past loans only',
    summary: 'Nothing pending; a paid-off loan and a charged-off one.',
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
    title: 'No offer',
    summary: 'NO_PENDING_ORIGINATION and no loans.',
    lands: paths.noOffer,
    partnerId: 'partner_acme',
    setup: () => {},
  },
  {
    id: 'expired-token',
    group: 'Session',
    title: 'Expired link',
    summary: 'The token expired an hour ago: the error screen.',
    lands: paths.error,
    partnerId: 'partner_acme',
    tokenTtlSeconds: -3600,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'short-session',
    group: 'Session',
    title: 'Short session (refresh)',
    summary: 'A 40-second token that refreshes itself 5 s before it expires.',
    lands: paths.splash,
    partnerId: 'partner_acme',
    tokenTtlSeconds: 40,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'refresh-fails',
    group: 'Session',
    title: 'Refresh refused',
    summary: 'A 40-second token whose refresh is refused: the session ends.',
    lands: paths.splash,
    partnerId: 'partner_acme',
    tokenTtlSeconds: 40,
    refreshFails: true,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'default-theme',
    group: 'Session',
    title: 'Unknown partner (default theme)',
    summary: 'A partner with no configuration of its own gets the default theme.',
    lands: paths.splash,
    partnerId: 'partner_unknown',
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'no-partner',
    group: 'Session',
    title: 'Token without a partner',
    summary: 'The token names no partner: the default theme, documented default settings, no partner call.',
    lands: paths.splash,
    partnerId: 'default',
    partnerlessToken: true,
    setup: (db, shop) => preOffer(db, shop),
  },
  {
    id: 'empty-config',
    group: 'Session',
    title: 'Empty partner configuration',
    summary: 'The partner config is `{}`: the error screen.',
    lands: paths.error,
    partnerId: 'partner_empty',
    setup: (db, shop) => preOffer(db, shop),
  },
  fault(
    'fault-500',
    'Server error',
    'The merchant call answers 500: retried, then the error screen with Try again.',
    paths.error,
    [{ on: 'GET /v2/merchants/', kind: '500' }],
  ),
  fault(
    'fault-502-flaky',
    'Flaky gateway',
    'The origination call answers a 502 HTML page twice, then works.',
    paths.splash,
    [{ on: 'GET /v2/originations/', kind: '502-html', times: 2 }],
  ),
  fault(
    'fault-429',
    'Rate limited once',
    'The origination call answers 429 with Retry-After: 1 once.',
    paths.splash,
    [{ on: 'GET /v2/originations/', kind: '429', times: 1 }],
  ),
  fault(
    'fault-recovers',
    'Down, then back',
    'The origination call fails 4 times (the first try and 3 retries), then works: Try again recovers.',
    paths.error,
    [{ on: 'GET /v2/originations/', kind: '500', times: 4 }],
  ),
  fault('fault-network', 'Network down', 'The origination call never reaches the server.', paths.error, [
    { on: 'GET /v2/originations/', kind: 'network' },
  ]),
  fault('fault-slow', 'Slow network', 'Every call takes 2.5 s.', paths.splash, [
    { on: '*', kind: 'slow', delayMs: 2500 },
  ]),
  fault('fault-malformed', 'Malformed JSON', 'The shop call answers truncated JSON.', paths.error, [
    { on: 'GET /v2/shops/', kind: 'malformed' },
  ]),
  fault('fault-401', 'Session rejected', 'The shop call answers 401: the session ends.', paths.error, [
    { on: 'GET /v2/shops/', kind: '401' },
  ]),
  {
    ...fault(
      'fault-schema-drift',
      'Schema drift',
      'The loan answers an unknown state: a load error, never garbage.',
      paths.error,
      [{ on: 'GET /v2/loans/', kind: 'drift' }],
    ),
    setup: (db, shop) => {
      loan(db, shop, 'NORMAL', 'FIXED_FEE_FLEX')
    },
  },
]
