import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import {
  fetchApplication,
  fetchLinkedAccounts,
  fetchOrigination,
  fetchPreOffer,
} from '@/features/application/api/application-api'
import {
  fetchBankAccounts,
  fetchLoan,
  fetchLoans,
  fetchPayments,
  fetchRenewals,
  fetchScheduledPayments,
} from '@/features/loans/api/loans-api'
import { fetchDisclosure, fetchOffer, fetchTerms } from '@/features/offers/api/offers-api'
import { fetchPartnerSettings, fetchPartnerTheme } from '@/features/partners/api/partners-api'
import { fetchMerchant, fetchShop, loginByToken } from '@/features/session/api/session-api'
import { configureApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { ROOT } from '@/testing/import-graph'
import { sandbox } from '@/testing/server'
import { mintTestToken } from '@/testing/session'
import { SCENARIOS, type Scenario } from './scenarios'
import { readToken } from './tokens'

/**
 * The sandbox is tied to the contract: every scenario's answers, read through the app's own fetchers
 * and so parsed by the app's own response schemas (features/<feature>/api/schemas.ts). A field the
 * app's schema needs and the sandbox does not send fails here, once, named by scenario, call and
 * field (`loan-flex-normal › GET /v2/loans/loan_3: paidAmount: missing`), instead of as "malformed"
 * on every loan screen. Whether the schemas match the contract's own examples is
 * src/testing/contract-schemas.test.ts's concern; this file holds the sandbox to those schemas.
 */

/** What a scenario's shop holds: the ids its reads are made with. */
interface Shop {
  scenario: Scenario
  shopId: string
  merchantId: string
  /** The partner the session token names (none for a partnerless token: the app asks for no settings). */
  partnerId: string | null
  preOfferIds: string[]
  applicationIds: string[]
  offerIds: string[]
  termsIds: string[]
  loanIds: string[]
}

function shopOf(scenario: Scenario, partnerId: string | null): Shop {
  const { state } = sandbox.db
  const shop = state.shops[`shop_${scenario.id}`]!
  const ids = (table: Record<string, { id: string; shopId: string }>) =>
    Object.values(table)
      .filter((row) => row.shopId === shop.id)
      .map((row) => row.id)
  const offerIds = ids(state.offers)
  return {
    scenario,
    shopId: shop.id,
    merchantId: shop.merchantId,
    partnerId,
    preOfferIds: ids(state.preOffers),
    applicationIds: ids(state.applications),
    offerIds,
    termsIds: Object.values(state.terms)
      .filter((terms) => offerIds.includes(terms.offerId))
      .map((terms) => terms.id),
    loanIds: ids(state.loans),
  }
}

type Read = () => Promise<unknown>

/**
 * Every read the app makes (each exported fetcher that calls `apiGet`), and the calls it makes for a
 * scenario's shop: once per shop, or once per record of the kind it reads.
 */
const READS: Record<string, (shop: Shop) => Read[]> = {
  loginByToken: (s) => [() => loginByToken(`login-${s.scenario.id}`)],
  fetchPartnerTheme: (s) => [() => fetchPartnerTheme(s.partnerId)],
  fetchPartnerSettings: (s) => (s.partnerId === null ? [] : [() => fetchPartnerSettings(s.partnerId!)]),
  fetchShop: (s) => [() => fetchShop(s.shopId)],
  fetchMerchant: (s) => [() => fetchMerchant(s.merchantId)],
  fetchOrigination: (s) => [() => fetchOrigination(s.shopId)],
  fetchPreOffer: (s) => s.preOfferIds.map((id) => () => fetchPreOffer(id)),
  fetchApplication: (s) => s.applicationIds.map((id) => () => fetchApplication(id)),
  fetchLinkedAccounts: (s) => [() => fetchLinkedAccounts(s.shopId)],
  fetchOffer: (s) => s.offerIds.map((id) => () => fetchOffer(id)),
  fetchTerms: (s) => s.termsIds.map((id) => () => fetchTerms(id)),
  fetchDisclosure: (s) => s.termsIds.map((id) => () => fetchDisclosure(id)),
  fetchLoans: (s) => [() => fetchLoans(s.shopId)],
  fetchLoan: (s) => s.loanIds.map((id) => () => fetchLoan(id)),
  fetchPayments: (s) => s.loanIds.map((id) => () => fetchPayments(id)),
  fetchScheduledPayments: (s) =>
    s.loanIds.map(
      (id) => () =>
        fetchScheduledPayments(id, { page: 0, size: 100, sort: { field: 'date', direction: 'asc' } }),
    ),
  fetchBankAccounts: (s) => [() => fetchBankAccounts(s.shopId)],
  fetchRenewals: (s) => [() => fetchRenewals(s.shopId)],
}

/** The exported functions of src/features/<feature>/api/*-api.ts that read with `apiGet`. */
function appReads(): string[] {
  const features = join(ROOT, 'src', 'features')
  return readdirSync(features).flatMap((feature) => {
    const dir = join(features, feature, 'api')
    const files = readdirSync(dir, { withFileTypes: true }).filter(
      (f) => f.isFile() && f.name.endsWith('-api.ts'),
    )
    return files.flatMap(({ name }) => {
      const source = ts.createSourceFile(name, readFileSync(join(dir, name), 'utf8'), ts.ScriptTarget.Latest)
      return source.statements.flatMap((node) =>
        ts.isFunctionDeclaration(node) &&
        node.name &&
        node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
        /\bapiGet\(/.test(node.getText(source))
          ? [node.name.text]
          : [],
      )
    })
  })
}

/** What went wrong with one read: the scenario, the call and the fields its schema refused. */
function failure(scenario: Scenario, read: string, error: unknown): string {
  if (error instanceof ApiError && error.kind === 'malformed') return `${scenario.id} › ${error.detail}`
  if (error instanceof ApiError)
    return `${scenario.id} › ${read}: ${error.kind} ${error.status ?? ''} ${error.code}`
  return `${scenario.id} › ${read}: ${String(error)}`
}

/** The refusals a scenario is made of: the contract's error answer, where the scenario means one. */
const REFUSALS = new Set([
  // A partner whose configuration is empty: its settings are not found (the error screen).
  'empty-config › fetchPartnerSettings: http 404 NOT_FOUND',
])

beforeAll(() => {
  // The data behind each scenario, without its faults: a fault's answer is broken on purpose
  // (handlers/faults.ts and sandbox.test.ts). This file's own module copy of the catalogue.
  for (const scenario of SCENARIOS) delete scenario.faults
})

test('every read the app makes is planned here', () => {
  expect(Object.keys(READS).sort()).toEqual(appReads().sort())
})

test('every scenario’s answers pass the app’s own response schemas', async () => {
  const failures: string[] = []
  const answered = new Set<string>()
  const refused = new Set<string>()
  for (const scenario of SCENARIOS) {
    // The scenario's own claims (its partner, or none), in a session that is still open: an
    // expired or refused session is the session tests' concern.
    const { iat: _iat, exp: _exp, jti: _jti, ...claims } = readToken(sandbox.launch(scenario.id).token)!
    const token = mintTestToken(claims, 3600)
    const unregister = configureApiClient({ getToken: () => token, onUnauthorized: () => false })
    try {
      const shop = shopOf(scenario, claims.partnerId ?? null)
      for (const [name, plan] of Object.entries(READS)) {
        for (const read of plan(shop)) {
          try {
            await read()
            answered.add(name)
          } catch (error) {
            const reason = failure(scenario, name, error)
            if (REFUSALS.has(reason)) refused.add(reason)
            else failures.push(reason)
          }
        }
      }
    } finally {
      unregister()
    }
  }
  expect(failures).toEqual([])
  // Every read was made, and answered, by at least one scenario: none is left unchecked.
  expect([...answered].sort()).toEqual(Object.keys(READS).sort())
  // And every refusal listed above still happens: none stands for an answer that has since changed.
  expect([...refused].sort()).toEqual([...REFUSALS].sort())
}, 120_000)
