import { z } from '@/lib/zod'
import { http, HttpResponse } from 'msw'
import type { ApplicationRecord, SandboxDb, ShopRecord } from '../db'
import { consentBodySchema, sandboxApplicationSchema } from '../validation'
import { INVALID_JSON, fieldsOf, problem, readJson, parseRequest, validationProblem } from './common'
import { answer } from './answers'
import { type Middleware, RECORDS } from './middleware'

/** Origination and application: the state, the pre-offer, the application, and the data consent. */
export function applicationHandlers({ db, api, authed, authedRecord, idempotent, changed }: Middleware) {
  return [
    http.get(
      api('/v2/originations/:shopId/state'),
      authed(({ shop }) => answer('origination', { id: shop.id, ...shop.origination })),
    ),
    http.get(
      api('/v2/pre-offers/:preOfferId'),
      authedRecord(RECORDS.preOffer, (preOffer) => answer('preOffer', preOffer)),
    ),
    http.get(
      api('/v2/applications/:applicationId'),
      authedRecord(RECORDS.application, (app) => answer('application', applicationView(app))),
    ),
    http.post(
      api('/v2/pre-offers/:preOfferId/application'),
      authedRecord(RECORDS.preOffer, (preOffer, ctx) =>
        idempotent(ctx, (body) => {
          if (ctx.shop.origination.applicationId)
            return problem(409, 'APPLICATION_EXISTS', 'An application already exists; update it instead.')
          return saveApplication(db, ctx.shop, body, null, preOffer.plaidRequired)
        }),
      ),
    ),
    http.put(
      api('/v2/applications/:applicationId'),
      authedRecord(RECORDS.application, (app, ctx) =>
        idempotent(ctx, (body) => saveApplication(db, ctx.shop, body, app, app.plaidRequired)),
      ),
    ),
    http.post(
      api('/v2/applications/:applicationId/refresh-credit-freeze'),
      authedRecord(RECORDS.application, (app, { shop }) => {
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
        return answer('application', applicationView(app))
      }),
    ),
    http.post(
      api('/v2/shops/:shopId/grant-data-consent'),
      authed(async ({ request, shop }) => {
        const parsed = z.safeParse(consentBodySchema, fieldsOf(await readJson(request)))
        if (!parsed.success) {
          return problem(422, 'VALIDATION_FAILED', 'Consent is missing.', [
            { field: 'consents', message: 'Choose whether you agree.' },
          ])
        }
        shop.consentGranted = parsed.data.consents.some(
          (c) => c.type === 'PARTNER_CAPITAL_RELATIONSHIP' && c.accepted,
        )
        changed()
        return new HttpResponse(null, { status: 204 })
      }),
    ),
  ]
}

function saveApplication(
  db: SandboxDb,
  shop: ShopRecord,
  body: unknown,
  existing: ApplicationRecord | null,
  plaidRequired: boolean,
) {
  if (body === INVALID_JSON || body === undefined)
    return problem(400, 'BAD_REQUEST', 'The request body must be JSON.')
  const parsed = parseRequest(sandboxApplicationSchema, body)
  if (!parsed.success) return validationProblem(parsed.error.issues, 'Some details need another look.')
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
    Object.assign(existing, {
      state: 'SUBMITTED',
      revision: existing.revision + 1,
      applicant,
      updatedAt: now.toISOString(),
      decideAt,
      businessState: data.businessInfo.merchant.address.state,
    })
    return answer('application', applicationView(existing))
  }
  const id = db.nextId('app')
  const record: ApplicationRecord = {
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
  db.state.applications[id] = record
  shop.origination = { ...shop.origination, state: 'APPLICATION', applicationId: id }
  return answer('application', applicationView(record), { status: 201 })
}

function applicationView(app: ApplicationRecord) {
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
