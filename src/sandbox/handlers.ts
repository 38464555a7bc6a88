import { addDays, differenceInCalendarDays, parseISO } from 'date-fns'
import { delay, http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw'
import {
  type ApplicationRecord,
  type LoanRecord,
  type SandboxDb,
  type ShopRecord,
  cents,
  day,
  publicTerms,
} from './db'
import { makePdf } from './pdf'
import { DEFAULT_PARTNER_ID } from './partners'
import { PLAID_SCRIPT_URL, PLAID_STUB_SCRIPT } from './plaid-stub'
import { type Fault, findScenario } from './scenarios'
import { type SandboxClaims, mintToken, readToken } from './tokens'
import { sandboxApplicationSchema, toFieldErrors } from './validation'

export interface HandlerOptions {
  /** The API base URL the app calls (the sandbox answers there). */
  baseUrl: string
  /** Called after every call that changed state (the browser sandbox saves it). */
  onChange?: () => void
  /** While true, every API call fails as if the network were cut (the browser goes offline). */
  networkDown?: () => boolean
  /** Each monitoring upload the /dd proxy receives, decoded to text (RUM batches, replay segments). */
  onMonitoring?: (texts: string[]) => void
  /** Faults added while running (the quality run, the browser console), on top of the scenario's. */
  runtimeFaults?: () => { fault: Fault; count: number }[]
  /** Added to every API answer, in milliseconds. */
  latencyMs?: () => number
}

/** A /dd upload as text: RUM batches are JSON lines; replay uploads carry a deflated `segment`. */
export async function decodeMonitoringUpload(request: Request): Promise<string[]> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return [await request.text()]
  const form = await request.formData()
  const texts: string[] = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') texts.push(value)
    else if (name === 'segment') {
      const stream = value.stream().pipeThrough(new DecompressionStream('deflate'))
      texts.push(await new Response(stream).text())
    } else texts.push(await value.text())
  }
  return texts
}

type FieldErrors = { field: string; message: string }[]

export function problem(status: number, code: string, message: string, fieldErrors?: FieldErrors) {
  return HttpResponse.json({ status, code, message, ...(fieldErrors ? { fieldErrors } : {}) }, { status })
}

interface Ctx {
  request: Request
  params: PathParams
  claims: SandboxClaims
  shop: ShopRecord
}

export function createHandlers(
  db: SandboxDb,
  { baseUrl, onChange, networkDown, onMonitoring, runtimeFaults, latencyMs }: HandlerOptions,
) {
  const api = (p: string) => `${baseUrl}${p}`
  const changed = () => onChange?.()

  /** Authenticates the bearer token, applies the scenario's faults, and moves time-driven state on. */
  function authed(resolver: (ctx: Ctx) => Response | Promise<Response>): HttpResponseResolver {
    return async ({ request, params }) => {
      const header = request.headers.get('Authorization') ?? ''
      const claims = readToken(header.replace(/^Bearer /, ''))
      if (!claims || claims.exp * 1000 <= db.now().getTime()) {
        return problem(401, 'UNAUTHENTICATED', 'Your session has expired. Please reopen Credit Connect.')
      }
      const shop = db.state.shops[claims.shopId]
      if (!shop) return problem(401, 'UNAUTHENTICATED', 'This session is not known.')
      if (typeof params.shopId === 'string' && params.shopId !== shop.id) {
        return problem(403, 'FORBIDDEN', 'You don’t have access to this shop.')
      }
      return withFaults(shop, request, () => {
        db.advance(shop.id)
        return resolver({ request, params, claims, shop })
      })
    }
  }

  /**
   * One loop over the scenario's and the runtime faults: a "before" fault answers instead of the
   * handler; an "after" fault (`…-after`) lets the handler run — the call takes effect — and then
   * spoils its answer.
   */
  async function withFaults(
    shop: ShopRecord,
    request: Request,
    run: () => Response | Promise<Response>,
  ): Promise<Response> {
    const faults = findScenario(shop.scenario)?.faults ?? []
    const call = `${request.method} ${new URL(request.url).pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length)}`
    // The scenario's faults count in the saved state; runtime ones count in memory.
    const entries = [
      ...faults.map((fault, index) => {
        const key = `${shop.id}#${index}`
        return {
          fault,
          count: () => db.state.faultCounts[key] ?? 0,
          hit: () => void (db.state.faultCounts[key] = (db.state.faultCounts[key] ?? 0) + 1),
        }
      }),
      ...(runtimeFaults?.() ?? []).map((entry) => ({
        fault: entry.fault,
        count: () => entry.count,
        hit: () => void (entry.count += 1),
      })),
    ]
    const after: Fault[] = []
    for (const { fault, count, hit } of entries) {
      if (fault.on !== '*' && !call.startsWith(fault.on)) continue
      if (fault.times !== undefined && count() >= fault.times) continue
      hit()
      if (isAfterFault(fault)) {
        after.push(fault)
        continue
      }
      const response = await faultResponse(fault)
      if (response) return response
    }
    let response = await run()
    for (const fault of after) response = await spoilAnswer(fault, response)
    return response
  }

  function owned<T extends { shopId: string }>(record: T | undefined, shop: ShopRecord): T | null {
    return record && record.shopId === shop.id ? record : null
  }

  /** The contract's idempotency: a repeated key answers the first success without acting again. */
  async function idempotent(
    request: Request,
    shop: ShopRecord,
    body: unknown,
    act: () => Response | Promise<Response>,
  ) {
    const key = request.headers.get('Idempotency-Key')
    if (!key) return problem(400, 'IDEMPOTENCY_KEY_REQUIRED', 'This request needs an Idempotency-Key header.')
    const id = `${shop.id}:${key}`
    // A digest, never the body itself: bodies carry tax ids and account numbers.
    const fingerprint = digest(
      `${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body ?? null)}`,
    )
    const seen = db.state.idempotency[id]
    if (seen) {
      if (seen.fingerprint !== fingerprint) {
        return problem(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request.',
        )
      }
      return HttpResponse.json(seen.body as never, {
        status: seen.status,
        headers: { 'Idempotent-Replayed': 'true' },
      })
    }
    const response = await act()
    if (response.ok) {
      const text = await response.clone().text()
      db.state.idempotency[id] = {
        fingerprint,
        status: response.status,
        body: text ? (JSON.parse(text) as unknown) : null,
      }
    }
    changed()
    return response
  }

  const readJson = async (request: Request): Promise<unknown> => {
    const text = await request.text()
    if (!text) return undefined
    try {
      return JSON.parse(text) as unknown
    } catch {
      return Symbol.for('invalid-json')
    }
  }

  function loanView(loan: LoanRecord) {
    const terms = db.state.terms[loan.termsId]
    const now = db.now()
    const outstanding = cents(loan.totalRepayment - loan.paidAmount)
    const active = loan.fundedAt !== null && loan.closedAt === null && outstanding > 0
    const payments = Object.values(db.state.payments).filter(
      (p) => p.loanId === loan.id && p.type !== 'FUNDING' && p.status !== 'FAILED',
    )
    let currentWindow = null
    let nextPaymentDate = null
    let nextPaymentAmount = null
    if (active && loan.fundedAt && terms) {
      const funded = parseISO(loan.fundedAt)
      if (terms.minWindowDays && terms.minPayment) {
        const index = Math.floor(differenceInCalendarDays(now, funded) / terms.minWindowDays)
        const start = addDays(funded, index * terms.minWindowDays)
        const end = addDays(start, terms.minWindowDays - 1)
        const paidInWindow = cents(
          payments
            .filter((p) => p.date >= day(start) && p.date <= day(end))
            .reduce((s, p) => s + p.amount, 0),
        )
        currentWindow = { start: day(start), end: day(end), minPayment: terms.minPayment, paidInWindow }
      } else if (terms.paymentAmount && terms.paymentFrequencyDays) {
        const made = Math.round(loan.paidAmount / terms.paymentAmount)
        nextPaymentDate = day(addDays(funded, (made + 1) * terms.paymentFrequencyDays))
        nextPaymentAmount = Math.min(terms.paymentAmount, outstanding)
      }
    }
    return {
      id: loan.id,
      state: loan.state,
      loanType: loan.loanType,
      principal: loan.principal,
      fee: loan.fee,
      totalRepayment: loan.totalRepayment,
      outstandingBalance: outstanding,
      fundedAt: loan.fundedAt,
      closedAt: loan.closedAt,
      termsId: loan.termsId,
      paidAmount: loan.paidAmount,
      nextPaymentDate,
      nextPaymentAmount,
      currentWindow,
      withholdingBps: terms?.withholdingBps ?? null,
      bankAccountId: loan.bankAccountId,
      contractAvailable: loan.contractAvailable,
    }
  }

  function summary(loan: LoanRecord) {
    const v = loanView(loan)
    return {
      id: v.id,
      state: v.state,
      loanType: v.loanType,
      principal: v.principal,
      fee: v.fee,
      totalRepayment: v.totalRepayment,
      outstandingBalance: v.outstandingBalance,
      fundedAt: v.fundedAt,
      closedAt: v.closedAt,
    }
  }

  function scheduled(loan: LoanRecord) {
    const v = loanView(loan)
    const terms = db.state.terms[loan.termsId]
    const rows: { id: string; date: string; amount: number; type: string; status: string }[] = []
    if (!terms || v.outstandingBalance <= 0 || !loan.fundedAt) return rows
    let left = v.outstandingBalance
    let i = 0
    if (terms.paymentAmount && terms.paymentFrequencyDays && v.nextPaymentDate) {
      let date = parseISO(v.nextPaymentDate)
      while (left > 0.004) {
        const amount = cents(Math.min(terms.paymentAmount, left))
        rows.push({
          id: `sp_${loan.id}_${i++}`,
          date: day(date),
          amount,
          type: 'INSTALLMENT',
          status: 'SCHEDULED',
        })
        left = cents(left - amount)
        date = addDays(date, terms.paymentFrequencyDays)
      }
    } else if (terms.minPayment && terms.minWindowDays && v.currentWindow) {
      let end = parseISO(v.currentWindow.end)
      let amount = cents(Math.max(0, v.currentWindow.minPayment - v.currentWindow.paidInWindow))
      while (left > 0.004) {
        const due = cents(Math.min(amount, left))
        if (due > 0)
          rows.push({
            id: `sp_${loan.id}_${i++}`,
            date: day(end),
            amount: due,
            type: 'WITHHOLDING',
            status: 'SCHEDULED',
          })
        left = cents(left - due)
        end = addDays(end, terms.minWindowDays)
        amount = terms.minPayment
      }
    }
    return rows
  }

  const loanOf = (ctx: Ctx) => owned(db.state.loans[String(ctx.params.loanId)], ctx.shop)
  const notFound = (what: string) => problem(404, 'NOT_FOUND', `${what} not found.`)

  return [
    // Offline: nothing reaches the API (a handler that returns nothing lets the next one answer).
    http.all(api('/*'), async () => {
      if (networkDown?.()) return HttpResponse.error()
      const latency = latencyMs?.() ?? 0
      if (latency > 0) await delay(latency)
      return undefined
    }),

    // Monitoring (contract "Monitoring"): the API's /dd proxy accepts RUM and replay uploads.
    http.post(api('/dd'), async ({ request }) => {
      if (onMonitoring) {
        try {
          onMonitoring(await decodeMonitoringUpload(request))
        } catch {
          onMonitoring(['<undecodable upload>'])
        }
      }
      return new HttpResponse(null, { status: 202 })
    }),

    http.get(
      PLAID_SCRIPT_URL,
      () => new HttpResponse(PLAID_STUB_SCRIPT, { headers: { 'Content-Type': 'text/javascript' } }),
    ),

    // --- Session -----------------------------------------------------------------------------
    http.post(api('/v2/users/token/refresh'), async ({ request }) => {
      const body = (await readJson(request)) as { token?: unknown } | undefined
      const claims = typeof body?.token === 'string' ? readToken(body.token) : null
      if (!claims || claims.exp * 1000 <= db.now().getTime()) {
        return problem(401, 'TOKEN_NOT_REFRESHABLE', 'This session can no longer be refreshed.')
      }
      if (findScenario(claims.scenario)?.refreshFails) {
        return problem(401, 'TOKEN_NOT_REFRESHABLE', 'This session can no longer be refreshed.')
      }
      const { iat, exp, jti: _jti, ...rest } = claims
      return HttpResponse.json({ token: mintToken(rest, exp - iat, db.now().getTime()) })
    }),
    http.get(api('/v2/users/login'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('token') ?? ''
      const scenario = findScenario(/^login-(.+)$/.exec(code)?.[1] ?? '')
      const shop = scenario ? db.state.shops[`shop_${scenario.id}`] : undefined
      if (!scenario || !shop) return problem(401, 'INVALID_LOGIN_TOKEN', 'This sign-in link is not valid.')
      return HttpResponse.json({
        token: sessionToken(scenario.id, shop, db.now().getTime()),
        shopId: shop.id,
      })
    }),
    http.get(
      api('/v2/merchants/:merchantId'),
      authed(({ params, shop }) => {
        const merchant = db.state.merchants[String(params.merchantId)]
        if (!merchant || merchant.id !== shop.merchantId) return notFound('Merchant')
        return HttpResponse.json(merchant)
      }),
    ),
    http.get(
      api('/v2/shops/:shopId'),
      authed(({ shop }) => {
        const hasPastLoans = Object.values(db.state.loans).some(
          (l) => l.shopId === shop.id && l.closedAt !== null,
        )
        return HttpResponse.json({
          id: shop.id,
          merchantId: shop.merchantId,
          name: shop.name,
          establishmentDate: shop.establishmentDate,
          hasPastLoans,
        })
      }),
    ),

    // --- Partner -----------------------------------------------------------------------------
    http.get(
      api('/v2/config'),
      authed(({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('app-name') !== 'connect-v2')
          return problem(400, 'UNKNOWN_APP', 'Unknown app-name.')
        const id = url.searchParams.get('partner-id') ?? DEFAULT_PARTNER_ID
        const partner = db.state.partners[id] ?? db.state.partners[DEFAULT_PARTNER_ID]
        return HttpResponse.json(partner?.theme ?? {})
      }),
    ),
    http.get(
      api('/v1/partners/:partnerId/configurations'),
      authed(({ params }) => {
        const partner = db.state.partners[String(params.partnerId)] ?? db.state.partners[DEFAULT_PARTNER_ID]
        if (!partner?.settings) return notFound('Partner configuration')
        return HttpResponse.json({ ...partner.settings, partnerId: String(params.partnerId) })
      }),
    ),

    // --- Origination and application ----------------------------------------------------------
    http.get(
      api('/v2/originations/:shopId/state'),
      authed(({ shop }) => HttpResponse.json({ id: shop.id, ...shop.origination })),
    ),
    http.get(
      api('/v2/pre-offers/:preOfferId'),
      authed(({ params, shop }) => {
        const preOffer = owned(db.state.preOffers[String(params.preOfferId)], shop)
        return preOffer ? HttpResponse.json(preOffer) : notFound('Pre-offer')
      }),
    ),
    http.get(
      api('/v2/applications/:applicationId'),
      authed(({ params, shop }) => {
        const app = owned(db.state.applications[String(params.applicationId)], shop)
        return app ? HttpResponse.json(applicationView(app)) : notFound('Application')
      }),
    ),
    http.post(
      api('/v2/pre-offers/:preOfferId/application'),
      authed(async ({ request, params, shop }) => {
        const preOffer = owned(db.state.preOffers[String(params.preOfferId)], shop)
        if (!preOffer) return notFound('Pre-offer')
        const body = await readJson(request)
        return idempotent(request, shop, body, () => {
          if (shop.origination.applicationId)
            return problem(409, 'APPLICATION_EXISTS', 'An application already exists; update it instead.')
          return saveApplication(shop, body, null, preOffer.plaidRequired)
        })
      }),
    ),
    http.put(
      api('/v2/applications/:applicationId'),
      authed(async ({ request, params, shop }) => {
        const app = owned(db.state.applications[String(params.applicationId)], shop)
        if (!app) return notFound('Application')
        const body = await readJson(request)
        return idempotent(request, shop, body, () => saveApplication(shop, body, app, app.plaidRequired))
      }),
    ),
    http.post(
      api('/v2/applications/:applicationId/refresh-credit-freeze'),
      authed(({ params, shop }) => {
        const app = owned(db.state.applications[String(params.applicationId)], shop)
        if (!app) return notFound('Application')
        // The merchant says the freeze is lifted; the bureau is asked again and the review goes on.
        if (app.applicant.creditFreezeDetected) {
          app.applicant.creditFreezeDetected = false
          app.state = 'UNDER_REVIEW'
          app.updatedAt = db.now().toISOString()
          if (shop.decision.outcome === 'CREDIT_FREEZE')
            shop.decision = { ...shop.decision, outcome: 'APPROVED', afterSeconds: 4 }
          app.decideAt = new Date(db.now().getTime() + shop.decision.afterSeconds * 1000).toISOString()
          changed()
        }
        return HttpResponse.json(applicationView(app))
      }),
    ),
    http.post(
      api('/v2/shops/:shopId/grant-data-consent'),
      authed(async ({ request, shop }) => {
        const body = (await readJson(request)) as
          { consents?: { type?: string; accepted?: boolean }[] } | undefined
        if (!Array.isArray(body?.consents) || body.consents.length === 0) {
          return problem(422, 'VALIDATION_FAILED', 'Consent is missing.', [
            { field: 'consents', message: 'Choose whether you agree.' },
          ])
        }
        shop.consentGranted = body.consents.some(
          (c) => c.type === 'PARTNER_CAPITAL_RELATIONSHIP' && c.accepted === true,
        )
        changed()
        return new HttpResponse(null, { status: 204 })
      }),
    ),

    // --- Plaid ---------------------------------------------------------------------------------
    http.post(
      api('/v1/banking-insights/plaid/connect/token/create'),
      authed(({ shop }) =>
        HttpResponse.json({
          linkToken: `link-sandbox-${shop.id}`,
          expiration: addDays(db.now(), 1).toISOString(),
        }),
      ),
    ),
    http.post(
      api('/v1/banking-insights/plaid/connect/token/exchange'),
      authed(async ({ request, shop }) => {
        const body = (await readJson(request)) as { publicToken?: unknown } | undefined
        if (typeof body?.publicToken !== 'string' || !body.publicToken.startsWith('public-')) {
          return problem(422, 'VALIDATION_FAILED', 'The bank link could not be completed.', [
            { field: 'publicToken', message: 'Invalid public token.' },
          ])
        }
        shop.plaidLinked = true
        changed()
        return HttpResponse.json({ status: 'LINKED' })
      }),
    ),
    http.get(
      api('/v1/banking-insights/shops/:shopId/accounts'),
      authed(({ shop }) =>
        HttpResponse.json(
          shop.plaidLinked
            ? [
                {
                  accountId: `acc_${shop.scenario}`,
                  name: 'Business Checking',
                  mask: '7781',
                  type: 'depository',
                  subtype: 'checking',
                },
              ]
            : [],
        ),
      ),
    ),

    // --- Offers ----------------------------------------------------------------------------------
    http.get(
      api('/v2/offers/:offerId'),
      authed(({ params, shop }) => {
        const offer = owned(db.state.offers[String(params.offerId)], shop)
        return offer ? HttpResponse.json(offer) : notFound('Offer')
      }),
    ),
    http.post(
      api('/v2/offers/:offerId/loan-contract'),
      authed(async ({ request, params, shop }) => {
        const offer = owned(db.state.offers[String(params.offerId)], shop)
        if (!offer) return notFound('Offer')
        if (offer.state !== 'PENDING')
          return problem(409, 'OFFER_NOT_PENDING', 'This offer is no longer open.')
        const body = (await readJson(request)) as { contractAmount?: unknown } | undefined
        const amount = body?.contractAmount
        const steps = typeof amount === 'number' ? (amount - offer.minAmount) / offer.amountStep : NaN
        if (
          typeof amount !== 'number' ||
          amount < offer.minAmount ||
          amount > offer.maxAmount ||
          Math.abs(steps - Math.round(steps)) > 1e-9
        ) {
          return problem(422, 'VALIDATION_FAILED', 'Choose an amount within the offer.', [
            {
              field: 'contractAmount',
              message: `Choose an amount from $${offer.minAmount} to $${offer.maxAmount} in steps of $${offer.amountStep}.`,
            },
          ])
        }
        const terms = db.termsFor(offer, amount)
        const contractId = db.nextId('c')
        const r = Math.abs(hash(`${contractId}${terms.id}`))
          .toString(16)
          .slice(0, 6)
        db.state.contracts[contractId] = { id: contractId, r, termsId: terms.id }
        changed()
        return HttpResponse.json({
          termsId: terms.id,
          contractUrl: api(`/v2/contracts/${contractId}?r=${r}`),
        })
      }),
    ),
    http.get(
      api('/v2/contracts/:contractId'),
      authed(({ params, request }) => {
        const contract = db.state.contracts[String(params.contractId)]
        if (!contract || new URL(request.url).searchParams.get('r') !== contract.r)
          return notFound('Contract')
        const terms = db.state.terms[contract.termsId]
        return pdf([
          'Business loan agreement (unsigned)',
          `Terms ${contract.termsId}`,
          `Amount: $${terms?.principal ?? 0}`,
          `Fee: $${terms?.fee ?? 0}`,
        ])
      }),
    ),
    http.get(
      api('/v2/terms/:termsId'),
      authed(({ params, shop }) => {
        const terms = db.state.terms[String(params.termsId)]
        const offer = terms ? owned(db.state.offers[terms.offerId], shop) : null
        return terms && offer ? HttpResponse.json(publicTerms(terms)) : notFound('Terms')
      }),
    ),
    http.get(
      api('/v2/disclosures/loans/terms/:termsId'),
      authed(({ params, shop }) => {
        const terms = db.state.terms[String(params.termsId)]
        const offer = terms ? owned(db.state.offers[terms.offerId], shop) : null
        return terms && offer ? HttpResponse.json(db.disclosureFor(terms)) : notFound('Disclosure')
      }),
    ),
    http.post(
      api('/v2/offers/:offerId/accept-offer/:termsId'),
      authed(async ({ request, params, shop }) => {
        const offer = owned(db.state.offers[String(params.offerId)], shop)
        const terms = db.state.terms[String(params.termsId)]
        if (!offer || !terms || terms.offerId !== offer.id) return notFound('Offer terms')
        const body = (await readJson(request)) as
          { disclosureSignature?: { name?: unknown; signedAt?: unknown } } | undefined
        return idempotent(request, shop, body, () => {
          if (offer.state !== 'PENDING')
            return problem(409, 'OFFER_NOT_PENDING', `This offer is ${offer.state.toLowerCase()}.`)
          const required = db.disclosureFor(terms).signatureRequired
          const sig = body?.disclosureSignature
          if (
            required &&
            (typeof sig?.name !== 'string' || !sig.name.trim() || typeof sig.signedAt !== 'string')
          ) {
            return problem(422, 'VALIDATION_FAILED', 'Please sign the disclosure.', [
              { field: 'disclosureSignature.name', message: 'Type your full name to sign.' },
            ])
          }
          offer.state = 'ACCEPTED'
          const loan = db.createLoan(shop.id, terms, {
            state: 'PENDING_FUNDING',
            fundedDaysAgo: 0,
            paidShare: 0,
            bankAccountId: `ba_${shop.scenario}`,
          })
          loan.fundAt = new Date(db.now().getTime() + shop.fundingSeconds * 1000).toISOString()
          shop.origination = { ...shop.origination, state: 'LOAN', loanId: loan.id }
          return HttpResponse.json({ loanId: loan.id })
        })
      }),
    ),

    // --- Shop data ---------------------------------------------------------------------------------
    http.get(
      api('/v2/shops/:shopId/bank-accounts'),
      authed(({ shop }) => {
        const accounts = Object.values(db.state.bankAccounts).filter((a) => a.shopId === shop.id)
        return HttpResponse.json(accounts.map(({ shopId: _shopId, ...a }) => a))
      }),
    ),
    http.get(
      api('/v2/shops/:shopId/renewals'),
      authed(({ shop }) => {
        const renewals = Object.values(db.state.renewals).filter((r) => r.shopId === shop.id)
        return HttpResponse.json(renewals.map(({ shopId: _shopId, ...r }) => r))
      }),
    ),
    http.get(
      api('/v2/shops/:shopId/loans'),
      authed(({ shop }) => {
        const loans = Object.values(db.state.loans)
          .filter((l) => l.shopId === shop.id)
          .sort(
            (a, b) => (b.fundedAt ?? '9999').localeCompare(a.fundedAt ?? '9999') || b.id.localeCompare(a.id),
          )
        return HttpResponse.json(loans.map(summary))
      }),
    ),

    // --- Loans ---------------------------------------------------------------------------------------
    http.get(
      api('/v2/loans/:loanId'),
      authed((ctx) => {
        const loan = loanOf(ctx)
        if (!loan) return notFound('Loan')
        const drift = findScenario(ctx.shop.scenario)?.faults?.some((f) => f.kind === 'drift')
        return HttpResponse.json(drift ? { ...loanView(loan), state: 'FROZEN_FOR_REVIEW' } : loanView(loan))
      }),
    ),
    http.get(
      api('/v2/loans/:loanId/payments'),
      authed((ctx) => {
        const loan = loanOf(ctx)
        if (!loan) return notFound('Loan')
        const rows = Object.values(db.state.payments)
          .filter((p) => p.loanId === loan.id)
          .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))
        return HttpResponse.json(rows.map(({ loanId: _loanId, ...p }) => p))
      }),
    ),
    http.get(
      api('/v2/loans/:loanId/scheduled-payments'),
      authed((ctx) => {
        const loan = loanOf(ctx)
        if (!loan) return notFound('Loan')
        const url = new URL(ctx.request.url)
        const page = Number(url.searchParams.get('page') ?? '0')
        const size = Number(url.searchParams.get('size') ?? '10')
        const [field = 'date', direction = 'asc'] = (url.searchParams.get('sort') ?? 'date,asc').split(',')
        if (
          !Number.isInteger(page) ||
          page < 0 ||
          !Number.isInteger(size) ||
          size < 1 ||
          size > 100 ||
          !['date', 'amount'].includes(field) ||
          !['asc', 'desc'].includes(direction)
        ) {
          return problem(400, 'BAD_REQUEST', 'Invalid page, size or sort.')
        }
        const rows = scheduled(loan).sort((a, b) => {
          const diff = field === 'amount' ? a.amount - b.amount : a.date.localeCompare(b.date)
          return (direction === 'asc' ? diff : -diff) || a.id.localeCompare(b.id)
        })
        return HttpResponse.json({
          content: rows.slice(page * size, page * size + size),
          page,
          size,
          totalElements: rows.length,
          totalPages: Math.ceil(rows.length / size),
        })
      }),
    ),
    http.post(
      api('/v2/loans/:loanId/payments/one-time'),
      authed(async (ctx) => {
        const loan = loanOf(ctx)
        if (!loan) return notFound('Loan')
        const body = (await readJson(ctx.request)) as
          { amount?: unknown; bankAccountId?: unknown } | undefined
        return idempotent(ctx.request, ctx.shop, body, () => {
          const outstanding = cents(loan.totalRepayment - loan.paidAmount)
          const amount = body?.amount
          const errors: FieldErrors = []
          if (typeof amount !== 'number' || !(amount > 0))
            errors.push({ field: 'amount', message: 'Enter an amount greater than $0.' })
          else if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6)
            errors.push({ field: 'amount', message: 'Use at most 2 decimals.' })
          else if (amount > outstanding + 1e-9)
            errors.push({ field: 'amount', message: `The most you can pay is $${outstanding.toFixed(2)}.` })
          const account = db.state.bankAccounts[String(body?.bankAccountId)]
          if (!account || account.shopId !== ctx.shop.id)
            errors.push({ field: 'bankAccountId', message: 'Choose one of your bank accounts.' })
          if (errors.length) return problem(422, 'VALIDATION_FAILED', 'Please check the payment.', errors)
          if (!loan.fundedAt || loan.closedAt)
            return problem(409, 'LOAN_NOT_PAYABLE', 'This loan can’t take payments right now.')
          const payment = db.addPayment(loan.id, 'PREPAY', amount as number, day(db.now()), 'PENDING')
          loan.paidAmount = cents(loan.paidAmount + (amount as number))
          const { loanId: _loanId, ...view } = payment
          return HttpResponse.json(view, { status: 201 })
        })
      }),
    ),
    http.get(
      api('/v2/loans/:loanId/download-contract'),
      authed((ctx) => {
        const loan = loanOf(ctx)
        if (!loan) return notFound('Loan')
        if (!loan.contractAvailable) return notFound('Contract')
        return pdf([
          'Business loan agreement',
          `Loan ${loan.id}`,
          `Principal: $${loan.principal}`,
          `Fee: $${loan.fee}`,
        ])
      }),
    ),

    // --- Monitoring proxy (issue 8): accepted and dropped --------------------------------------------
    http.post(api('/dd'), () => new HttpResponse(null, { status: 202 })),
  ]

  function saveApplication(
    shop: ShopRecord,
    body: unknown,
    existing: ApplicationRecord | null,
    plaidRequired: boolean,
  ) {
    if (typeof body === 'symbol' || body === undefined)
      return problem(400, 'BAD_REQUEST', 'The request body must be JSON.')
    const parsed = sandboxApplicationSchema.safeParse(body)
    if (!parsed.success)
      return problem(422, 'VALIDATION_FAILED', 'Some details need another look.', toFieldErrors(parsed.error))
    const data = parsed.data
    if (plaidRequired && data.bankingDetails.provider !== 'PLAID') {
      return problem(422, 'VALIDATION_FAILED', 'This offer needs a bank linked with Plaid.', [
        { field: 'bankingDetails.provider', message: 'Link your bank with Plaid.' },
      ])
    }
    if (data.bankingDetails.provider === 'PLAID' && !shop.plaidLinked) {
      return problem(422, 'VALIDATION_FAILED', 'Link your bank before submitting.', [
        { field: 'bankingDetails.provider', message: 'Link your bank with Plaid first.' },
      ])
    }
    const now = db.now()
    const decideAt = new Date(now.getTime() + shop.decision.afterSeconds * 1000).toISOString()
    const applicant = {
      firstName: data.personalInfo.applicant.firstName,
      lastName: data.personalInfo.applicant.lastName,
      creditFreezeDetected: false,
    }
    // Only what the server keeps in the clear: no tax ids, birth dates or account numbers.
    if (existing) {
      const app = existing
      Object.assign(app, {
        state: 'SUBMITTED',
        revision: app.revision + 1,
        applicant,
        updatedAt: now.toISOString(),
        decideAt,
        businessState: data.businessInfo.merchant.address.state,
      })
      return HttpResponse.json(applicationView(app))
    }
    const id = db.nextId('app')
    db.state.applications[id] = {
      id,
      shopId: shop.id,
      state: 'SUBMITTED',
      revision: 1,
      plaidRequired,
      applicant,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      decideAt,
      businessState: data.businessInfo.merchant.address.state,
    }
    shop.origination = { ...shop.origination, state: 'APPLICATION', applicationId: id }
    return HttpResponse.json(applicationView(db.state.applications[id]), { status: 201 })
  }
}

function applicationView(app: {
  id: string
  state: string
  revision: number
  plaidRequired: boolean
  applicant: unknown
  createdAt: string
  updatedAt: string
}) {
  return {
    id: app.id,
    state: app.state,
    revision: app.revision,
    plaidRequired: app.plaidRequired,
    applicant: app.applicant,
    createdAt: app.createdAt,
    updatedAt: app.updatedAt,
  }
}

/** A session token for a scenario's shop, with the scenario's lifetime. */
export function sessionToken(scenarioId: string, shop: ShopRecord, now = Date.now()): string {
  const scenario = findScenario(scenarioId)
  return mintToken(
    {
      sub: `user_${scenarioId}`,
      shopId: shop.id,
      merchantId: shop.merchantId,
      ...(scenario?.partnerlessToken ? {} : { partnerId: shop.partnerId }),
      scenario: scenarioId,
    },
    scenario?.tokenTtlSeconds ?? 8 * 3600,
    now,
  )
}

async function faultResponse(f: Fault): Promise<Response | null> {
  switch (f.kind) {
    case 'slow':
      await delay(f.delayMs ?? 2500)
      return null
    case '500':
      return problem(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')
    case '502-html':
      return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      })
    case '503-html':
      return new HttpResponse('<html><body><h1>503 Service Unavailable</h1></body></html>', {
        status: 503,
        headers: { 'Content-Type': 'text/html' },
      })
    case 'timeout':
      // Longer than the client waits (REQUEST_TIMEOUT_MS): the answer never arrives in time.
      await delay(f.delayMs ?? 21_000)
      return null
    case 'schema':
      // A 200 whose body lacks every required field.
      return HttpResponse.json({ unexpected: true })
    case '429':
      return new HttpResponse(
        JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests.' }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
        },
      )
    case 'network':
      return HttpResponse.error()
    case 'malformed':
      return new HttpResponse('{"id": "shop_1", "merchantId": ', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    case '401':
      return problem(401, 'UNAUTHENTICATED', 'Your session has expired.')
    case '409':
      // The contract's "the resource changed state" (for example the offer was accepted elsewhere).
      return problem(409, 'CONFLICT', 'This changed while you were looking at it.')
    case '422':
      return problem(422, 'VALIDATION_FAILED', f.message ?? 'Please check what you entered.', [
        { field: f.field ?? 'amount', message: f.message ?? 'This value isn’t accepted.' },
      ])
    case 'drift':
    case 'lost-after':
    case 'malformed-after':
    case 'drift-after':
      return null
  }
}

function isAfterFault(f: Fault): boolean {
  return f.kind === 'lost-after' || f.kind === 'malformed-after' || f.kind === 'drift-after'
}

/** The answer of a call that has already taken effect, lost or made unreadable on its way back. */
async function spoilAnswer(f: Fault, response: Response): Promise<Response> {
  if (f.kind === 'lost-after') return HttpResponse.error()
  const text = await response.text()
  const headers = { 'Content-Type': 'application/json' }
  if (f.kind === 'malformed-after')
    return new HttpResponse(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
      status: response.status,
      headers,
    })
  let body: unknown
  try {
    body = JSON.parse(text) as unknown
  } catch {
    return new HttpResponse(text, { status: response.status, headers })
  }
  const drift = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(drift)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              k === 'status' || k === 'state' ? 'NOT_A_KNOWN_VALUE' : drift(v),
            ]),
          )
        : value
  return new HttpResponse(JSON.stringify(drift(body)), { status: response.status, headers })
}

function pdf(lines: string[]) {
  return new HttpResponse(makePdf(lines), { headers: { 'Content-Type': 'application/pdf' } })
}

/** cyrb53: a 53-bit string digest, enough to tell two request bodies apart. */
function digest(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

function hash(text: string): number {
  let h = 0
  for (const c of text) h = (Math.imul(31, h) + c.charCodeAt(0)) | 0
  return h
}
