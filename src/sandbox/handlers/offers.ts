import { z } from '@/lib/zod'
import { http } from 'msw'
import { publicTerms } from '../db'
import { acceptOfferBodySchema, loanContractBodySchema } from '../validation'
import {
  digest,
  fieldsOf,
  notFound,
  owned,
  pdf,
  problem,
  readJson,
  parseRequest,
  validationProblem,
} from './common'
import { answer } from './answers'
import { type Ctx, type Middleware, RECORDS } from './middleware'

/** Offers: the offer, its terms and disclosure, the unsigned contract, and the acceptance. */
export function offerHandlers({ db, api, authed, authedRecord, idempotent, changed }: Middleware) {
  /** Terms of one of the shop's offers (terms carry no shop of their own), or null. */
  const termsOf = ({ params, shop }: Ctx) => {
    const terms = db.state.terms[String(params.termsId)]
    return terms && owned(db.state.offers[terms.offerId], shop) ? terms : null
  }
  return [
    http.get(
      api('/v2/offers/:offerId'),
      authedRecord(RECORDS.offer, (offer) => answer('offer', offer)),
    ),
    http.post(
      api('/v2/offers/:offerId/loan-contract'),
      authedRecord(RECORDS.offer, async (offer, { request }) => {
        if (offer.state !== 'PENDING')
          return problem(409, 'OFFER_NOT_PENDING', 'This offer is no longer open.')
        const parsed = parseRequest(loanContractBodySchema(offer), fieldsOf(await readJson(request)))
        if (!parsed.success) {
          return validationProblem(parsed.error.issues, 'Choose an amount within the offer.')
        }
        const terms = db.termsFor(offer, parsed.data.contractAmount)
        const contractId = db.nextId('c')
        const r = digest(`${contractId}${terms.id}`, 16).slice(0, 6)
        db.state.contracts[contractId] = { id: contractId, r, termsId: terms.id }
        changed()
        return answer('loanContract', {
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
      authed((ctx) => {
        const terms = termsOf(ctx)
        return terms ? answer('terms', publicTerms(terms)) : notFound('Terms')
      }),
    ),
    http.get(
      api('/v2/disclosures/loans/terms/:termsId'),
      authed((ctx) => {
        const terms = termsOf(ctx)
        return terms ? answer('disclosure', db.disclosureFor(terms)) : notFound('Disclosure')
      }),
    ),
    http.post(
      api('/v2/offers/:offerId/accept-offer/:termsId'),
      authed((ctx) => {
        const { params, shop } = ctx
        const offer = owned(db.state.offers[String(params.offerId)], shop)
        const terms = db.state.terms[String(params.termsId)]
        if (!offer || !terms || terms.offerId !== offer.id) return notFound('Offer terms')
        return idempotent(ctx, (body) => {
          if (offer.state !== 'PENDING')
            return problem(409, 'OFFER_NOT_PENDING', `This offer is ${offer.state.toLowerCase()}.`)
          const schema = acceptOfferBodySchema(db.disclosureFor(terms).signatureRequired)
          if (!z.safeParse(schema, fieldsOf(body)).success) {
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
          return answer('acceptOffer', { loanId: loan.id })
        })
      }),
    ),
  ]
}
