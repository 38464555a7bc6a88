import {
  fetchApplication,
  fetchLinkedAccounts,
  fetchOrigination,
  createPlaidLinkToken,
  exchangePlaidPublicToken,
  refreshCreditFreeze,
  resubmitApplication,
  submitApplication,
} from '@/features/application/api/application-api'
import type { ApplicationBody } from '@/features/application/api/schemas'
import {
  downloadLoanContract,
  fetchBankAccounts,
  fetchLoan,
  fetchLoans,
  fetchPayments,
  fetchRenewals,
  fetchScheduledPayments,
  makeOneTimePayment,
} from '@/features/loans/api/loans-api'
import {
  acceptOffer,
  downloadContractFromUrl,
  fetchDisclosure,
  fetchOffer,
  fetchTerms,
  requestLoanContract,
} from '@/features/offers/api/offers-api'
import { fetchPartnerSettings, fetchPartnerTheme } from '@/features/partners/api/partners-api'
import { fetchMerchant, fetchShop, loginByToken, refreshToken } from '@/features/session/api/session-api'
import { grantDataConsent } from '@/features/consent/api/consent-api'
import { ApiError } from '@/lib/api-error'
import { contractExamples } from '@/testing/contract-examples'
import { sandbox } from '@/testing/server'
import { signInAs } from '@/testing/session'
import { readToken } from './tokens'

const body = (): ApplicationBody =>
  structuredClone(contractExamples.applicationBody) as unknown as ApplicationBody
const realNow = sandbox.db.now
let session: ReturnType<typeof signInAs> | null = null
afterEach(() => {
  session?.unregister()
  session = null
  sandbox.db.now = realNow
})
const as = (id: string) => (session = signInAs(id))
const later = (seconds: number) => {
  const at = Date.now() + seconds * 1000
  sandbox.db.now = () => new Date(at)
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
  return error
}

test('applying creates an application, and the review turns it into an offer', async () => {
  const { shopId } = as('new-merchant')
  const start = await fetchOrigination(shopId)
  expect(start.state).toBe('PRE_OFFER')
  const app = await submitApplication(start.preOfferId!, body(), crypto.randomUUID())
  expect(app).toMatchObject({ state: 'SUBMITTED', revision: 1 })
  expect(await fetchOrigination(shopId)).toMatchObject({ state: 'APPLICATION', applicationId: app.id })
  later(60)
  expect((await fetchApplication(app.id)).state).toBe('APPROVED')
  const origination = await fetchOrigination(shopId)
  expect(origination.state).toBe('OFFER')
  // The business is in Texas: the generic disclosure applies.
  expect(await fetchOffer(origination.offerId!)).toMatchObject({
    state: 'PENDING',
    stateCode: 'TX',
    loanType: 'FIXED_FEE_FLEX',
  })
})

test('a repeated Idempotency-Key answers the first result and does not act twice', async () => {
  const { shopId } = as('new-merchant')
  const { preOfferId } = await fetchOrigination(shopId)
  const key = crypto.randomUUID()
  const first = await submitApplication(preOfferId!, body(), key)
  const again = await submitApplication(preOfferId!, body(), key)
  expect(again).toEqual(first)
  expect(Object.values(sandbox.db.state.applications).filter((a) => a.shopId === shopId)).toHaveLength(1)
  // The same key with another body is refused.
  const changed = body()
  changed.businessInfo.merchant.legalName = 'Other LLC'
  expect((await rejection(submitApplication(preOfferId!, changed, key))).code).toBe('IDEMPOTENCY_KEY_REUSED')
})

/** Signed in to the active flex loan: its id, its payout account, and how many extra payments it has. */
function flexLoan() {
  const { shopId } = as('loan-flex-normal')
  const loanId = sandbox.db.state.shops[shopId]!.origination.loanId!
  const bankAccountId = sandbox.db.state.loans[loanId]!.bankAccountId
  const prepays = () =>
    Object.values(sandbox.db.state.payments).filter((p) => p.loanId === loanId && p.type === 'PREPAY').length
  return { loanId, bankAccountId, prepays }
}

test('while a keyed request is being processed, the same key is answered 409 IDEMPOTENCY_REQUEST_IN_PROGRESS', async () => {
  const { loanId, bankAccountId, prepays } = flexLoan()
  const before = prepays()
  const key = crypto.randomUUID()
  // Held by a slow server (the `slow` fault): the first request is in progress for 300 ms.
  sandbox.injectFaults([{ on: 'POST /v2/loans/', kind: 'slow', delayMs: 300, times: 1 }])
  const first = makeOneTimePayment(loanId, { amount: 25, bankAccountId }, key)
  await new Promise((resolve) => setTimeout(resolve, 50))
  const meanwhile = await rejection(makeOneTimePayment(loanId, { amount: 25, bankAccountId }, key))
  expect(meanwhile).toMatchObject({
    status: 409,
    code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    hasErrorBody: true,
  })
  // Another key is not held up.
  await makeOneTimePayment(loanId, { amount: 10, bankAccountId }, crypto.randomUUID())
  const paid = await first
  // Once done, the key answers its first result and nothing acts twice.
  expect(await makeOneTimePayment(loanId, { amount: 25, bankAccountId }, key)).toEqual(paid)
  expect(prepays() - before).toBe(2)
})

test('the in-progress fault: a 504 at once, the effect later, and the same key meanwhile is in progress', async () => {
  const { loanId, bankAccountId, prepays } = flexLoan()
  const before = prepays()
  const key = crypto.randomUUID()
  sandbox.injectFaults([{ on: 'POST /v2/loans/', kind: 'in-progress', delayMs: 300, times: 1 }])
  expect(await rejection(makeOneTimePayment(loanId, { amount: 25, bankAccountId }, key))).toMatchObject({
    status: 504,
    hasErrorBody: false,
  })
  expect(prepays()).toBe(before)
  expect((await rejection(makeOneTimePayment(loanId, { amount: 25, bankAccountId }, key))).code).toBe(
    'IDEMPOTENCY_REQUEST_IN_PROGRESS',
  )
  await new Promise((resolve) => setTimeout(resolve, 450))
  expect(prepays() - before).toBe(1)
  // The key now answers the payment it made, without making another.
  const replayed = await makeOneTimePayment(loanId, { amount: 25, bankAccountId }, key)
  expect(replayed).toMatchObject({ type: 'PREPAY', amount: 25 })
  expect(prepays() - before).toBe(1)
})

test('money and contract calls without an Idempotency-Key are refused', async () => {
  const { shopId } = as('new-merchant')
  const { preOfferId } = await fetchOrigination(shopId)
  const error = await rejection(submitApplication(preOfferId!, body(), ''))
  expect(error).toMatchObject({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' })
})

test('an invalid application gets 422 with dotted field paths', async () => {
  const { shopId } = as('new-merchant')
  const { preOfferId } = await fetchOrigination(shopId)
  const bad = body()
  bad.businessInfo.merchant.taxId = '000123456'
  bad.personalInfo.applicant.ownershipFraction = 0.8 // with the 0.4 co-owner: 120 %
  bad.bankingDetails.shop = { bankAccountNumber: 'tok_1', bankAccountRoutingNumber: '123456789' }
  const error = await rejection(submitApplication(preOfferId!, bad, crypto.randomUUID()))
  expect(error.status).toBe(422)
  expect(error.fieldErrors.map((f) => f.field).sort()).toEqual([
    'bankingDetails.shop.bankAccountRoutingNumber',
    'businessInfo.merchant.taxId',
    'personalInfo.applicant.ownershipFraction',
  ])
  expect(sandbox.db.state.applications).not.toHaveProperty('app_1')
})

test('a resubmission (PUT) makes a new revision', async () => {
  const { shopId } = as('application-error')
  const { applicationId } = await fetchOrigination(shopId)
  const next = await resubmitApplication(applicationId!, body(), crypto.randomUUID())
  expect(next).toMatchObject({ state: 'SUBMITTED', revision: 2 })
})

test('the server keeps no tax id, birth date or account number', async () => {
  const { shopId } = as('new-merchant')
  const { preOfferId } = await fetchOrigination(shopId)
  await submitApplication(preOfferId!, body(), crypto.randomUUID())
  const saved = JSON.stringify(sandbox.db.state)
  expect(saved).not.toContain('123456789')
  expect(saved).not.toContain('1985-02-14')
  expect(saved).not.toContain('tok_4xQ97781')
})

test('a credit freeze is lifted by refresh-credit-freeze', async () => {
  const { shopId } = as('credit-freeze')
  const { applicationId } = await fetchOrigination(shopId)
  expect((await fetchApplication(applicationId!)).applicant.creditFreezeDetected).toBe(true)
  const refreshed = await refreshCreditFreeze(applicationId!)
  expect(refreshed.applicant.creditFreezeDetected).toBe(false)
})

test('offer: amount bounds and steps, terms, disclosure, signature, accept once, then 409', async () => {
  const { shopId } = as('offer-ca-flex')
  const { offerId } = await fetchOrigination(shopId)
  const offer = await fetchOffer(offerId!)
  expect((await rejection(requestLoanContract(offer.id, 12050))).fieldErrors[0]?.field).toBe('contractAmount')
  expect((await rejection(requestLoanContract(offer.id, 30000))).status).toBe(422)
  const contract = await requestLoanContract(offer.id, 12000)
  const terms = await fetchTerms(contract.termsId)
  expect(terms).toMatchObject({
    principal: 12000,
    fee: 1440,
    loanType: 'FIXED_FEE_FLEX',
    withholdingBps: 1500,
  })
  const disclosure = await fetchDisclosure(contract.termsId)
  expect(disclosure).toMatchObject({ stateCode: 'CA', signatureRequired: true, disbursementAmount: 12000 })
  const pdf = await downloadContractFromUrl(contract.contractUrl)
  expect(pdf.fileName).toMatch(/^contract-[0-9a-f]+\.pdf$/)
  expect(new TextDecoder().decode(await pdf.blob.arrayBuffer()).startsWith('%PDF-')).toBe(true)

  const key = crypto.randomUUID()
  expect((await rejection(acceptOffer(offer.id, contract.termsId, null, key))).fieldErrors[0]?.field).toBe(
    'disclosureSignature.name',
  )
  const signature = { name: 'Ana Diaz', signedAt: new Date().toISOString() }
  const accepted = await acceptOffer(offer.id, contract.termsId, signature, key)
  expect(await acceptOffer(offer.id, contract.termsId, signature, key)).toEqual(accepted)
  expect(Object.values(sandbox.db.state.loans).filter((l) => l.shopId === shopId)).toHaveLength(1)
  expect(
    (await rejection(acceptOffer(offer.id, contract.termsId, signature, crypto.randomUUID()))).status,
  ).toBe(409)
  expect(await fetchOrigination(shopId)).toMatchObject({ state: 'LOAN', loanId: accepted.loanId })
  expect((await fetchLoan(accepted.loanId)).state).toBe('PENDING_FUNDING')
  later(60)
  expect((await fetchLoan(accepted.loanId)).state).toBe('NORMAL')
})

test('installment terms follow the worked example (disclosures.md §10.1) scaled to the amount', async () => {
  const { shopId } = as('offer-ny-installment')
  const { offerId } = await fetchOrigination(shopId)
  const contract = await requestLoanContract(offerId!, 10000)
  expect(await fetchTerms(contract.termsId)).toMatchObject({
    principal: 10000,
    fee: 1200,
    apr: 0.236,
    paymentAmount: 224,
    paymentCount: 50,
    paymentFrequencyDays: 7,
    averageMonthlyCost: 970.67,
  })
  const disclosure = await fetchDisclosure(contract.termsId)
  expect(disclosure).toMatchObject({ stateCode: 'NY', collateral: 'None', signatureRequired: true })
  expect(disclosure.avoidableFees.length).toBeGreaterThan(0)
})

test('a one-time payment lowers the balance once, however often it is retried', async () => {
  const { shopId } = as('loan-flex-normal')
  const { loanId } = await fetchOrigination(shopId)
  const before = await fetchLoan(loanId!)
  const key = crypto.randomUUID()
  const input = { amount: 250.5, bankAccountId: before.bankAccountId }
  const payment = await makeOneTimePayment(loanId!, input, key)
  expect(payment).toMatchObject({ type: 'PREPAY', status: 'PENDING', amount: 250.5 })
  await makeOneTimePayment(loanId!, input, key)
  const after = await fetchLoan(loanId!)
  expect(after.outstandingBalance).toBeCloseTo(before.outstandingBalance - 250.5, 2)
  expect(after.currentWindow!.paidInWindow).toBeCloseTo(before.currentWindow!.paidInWindow + 250.5, 2)
  expect(
    (await fetchPayments(loanId!)).filter((p) => p.type === 'PREPAY' && p.amount === 250.5),
  ).toHaveLength(1)
})

test('a payment above the balance, with 3 decimals or from another account gets 422', async () => {
  const { shopId } = as('loan-installment-normal')
  const { loanId } = await fetchOrigination(shopId)
  const loan = await fetchLoan(loanId!)
  for (const input of [
    { amount: loan.outstandingBalance + 1, bankAccountId: loan.bankAccountId },
    { amount: 10.005, bankAccountId: loan.bankAccountId },
    { amount: 0, bankAccountId: loan.bankAccountId },
    { amount: 10, bankAccountId: 'ba_someone_else' },
  ]) {
    expect((await rejection(makeOneTimePayment(loanId!, input, crypto.randomUUID()))).status).toBe(422)
  }
})

test('scheduled payments page and sort on the server', async () => {
  const { shopId } = as('loan-installment-normal')
  const { loanId } = await fetchOrigination(shopId)
  const first = await fetchScheduledPayments(loanId!, {
    page: 0,
    size: 10,
    sort: { field: 'date', direction: 'asc' },
  })
  expect(first.content).toHaveLength(10)
  expect(first.totalPages).toBe(Math.ceil(first.totalElements / 10))
  const dates = first.content.map((p) => p.date)
  expect(dates).toEqual([...dates].sort())
  const last = await fetchScheduledPayments(loanId!, {
    page: first.totalPages - 1,
    size: 10,
    sort: { field: 'date', direction: 'asc' },
  })
  expect(last.content.length).toBe(first.totalElements - (first.totalPages - 1) * 10)
  const byAmount = await fetchScheduledPayments(loanId!, {
    page: 0,
    size: 50,
    sort: { field: 'amount', direction: 'desc' },
  })
  const amounts = byAmount.content.map((p) => p.amount)
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
  const sum = (
    await fetchScheduledPayments(loanId!, { page: 0, size: 100, sort: { field: 'date', direction: 'asc' } })
  ).content.reduce((s, p) => s + p.amount, 0)
  expect(sum).toBeCloseTo((await fetchLoan(loanId!)).outstandingBalance, 2)
})

test('shop data: merchant, shop, loans, bank accounts, renewals, partner config, loan contract', async () => {
  const { shopId } = as('active-with-renewal')
  const shop = await fetchShop(shopId)
  expect(shop.hasPastLoans).toBe(true)
  expect((await fetchMerchant(shop.merchantId)).legalName).toBe('Diaz Foods LLC')
  const loans = await fetchLoans(shopId)
  expect(loans.map((l) => l.state)).toEqual(['NORMAL', 'PAID_CLOSED'])
  expect((await fetchBankAccounts(shopId))[0]?.accountNumber).toMatch(/^tok/)
  expect((await fetchRenewals(shopId))[0]?.eligible).toBe(true)
  expect((await fetchPartnerTheme('partner_acme'))?.colors.primary).toBe('#4f46e5')
  expect((await fetchPartnerSettings('partner_acme')).bankName).toBe('First Example Bank')
  const contract = await downloadLoanContract(loans[0]!.id)
  expect(contract.fileName).toBe(`contract-${loans[0]!.id}.pdf`)
})

test('unknown partners get the default theme; an empty config is {}', async () => {
  as('default-theme')
  expect((await fetchPartnerTheme(null))?.partnerId).toBe('default')
  expect((await fetchPartnerTheme('partner_unknown'))?.partnerId).toBe('default')
  session?.unregister()
  as('empty-config')
  expect(await fetchPartnerTheme('partner_empty')).toBeNull()
})

test('another shop’s data is refused', async () => {
  as('new-merchant')
  expect((await rejection(fetchOrigination('shop_loan-default'))).status).toBe(403)
  expect((await rejection(fetchLoan(Object.keys(sandbox.db.state.loans)[0]!))).status).toBe(404)
})

test('tokens: expired is 401; refresh extends; a refused refresh is 401; login by token', async () => {
  const expired = as('expired-token')
  expect((await rejection(fetchShop(expired.shopId))).status).toBe(401)
  session?.unregister()
  const short = as('short-session')
  const fresh = await refreshToken(short.token)
  expect(readToken(fresh)!.exp).toBeGreaterThanOrEqual(readToken(short.token)!.exp)
  session?.unregister()
  const refused = as('refresh-fails')
  expect((await rejection(refreshToken(refused.token))).status).toBe(401)
  const login = await loginByToken('login-loan-default')
  expect(login.shopId).toBe('shop_loan-default')
  expect((await rejection(loginByToken('nope'))).status).toBe(401)
})

test('Plaid: link token, exchange, linked accounts', async () => {
  const { shopId } = as('plaid-required')
  expect((await createPlaidLinkToken(shopId)).linkToken).toMatch(/^link-sandbox-/)
  expect(await fetchLinkedAccounts(shopId)).toEqual([])
  expect(await exchangePlaidPublicToken(shopId, 'public-sandbox-stub-token')).toEqual({ status: 'LINKED' })
  expect((await fetchLinkedAccounts(shopId))[0]?.mask).toBe('7781')
})

test('data consent is granted', async () => {
  const { shopId } = as('consent-required')
  await grantDataConsent(shopId, [
    { type: 'PARTNER_CAPITAL_RELATIONSHIP', accepted: true, acceptedAt: new Date().toISOString() },
  ])
  expect(sandbox.db.state.shops[shopId]?.consentGranted).toBe(true)
})

test.each([
  [
    'fault-500',
    'GET merchant',
    (shopId: string) => fetchShop(shopId).then((s) => fetchMerchant(s.merchantId)),
    { status: 500 },
  ],
  ['fault-network', 'GET origination', (shopId: string) => fetchOrigination(shopId), { kind: 'network' }],
  ['fault-malformed', 'GET shop', (shopId: string) => fetchShop(shopId), { kind: 'malformed' }],
  ['fault-401', 'GET shop', (shopId: string) => fetchShop(shopId), { status: 401 }],
  [
    'fault-schema-drift',
    'GET loan',
    (shopId: string) => fetchOrigination(shopId).then((o) => fetchLoan(o.loanId!)),
    { kind: 'malformed' },
  ],
] as const)('%s fails %s as %o', async (scenario, _call, run, expected) => {
  const { shopId } = as(scenario)
  expect(await rejection(run(shopId))).toMatchObject(expected)
})

test('a flaky 502 fault fires twice and then the call works', async () => {
  const { shopId } = as('fault-502-flaky')
  expect((await rejection(fetchOrigination(shopId))).status).toBe(502)
  expect((await rejection(fetchOrigination(shopId))).status).toBe(502)
  expect((await fetchOrigination(shopId)).state).toBe('PRE_OFFER')
})
