import { HttpResponse, type JsonBodyType } from 'msw'
import type * as application from '@/features/application/api/schemas'
import type * as loans from '@/features/loans/api/schemas'
import type * as offers from '@/features/offers/api/schemas'
import type * as partners from '@/features/partners/api/schemas'
import type * as session from '@/features/session/api/schemas'
import type { z } from '@/lib/zod'

/**
 * Every answer the app parses, typed by the app's own response schema (`z.input`: the shape on the
 * wire). A field a schema requires and the sandbox leaves out is a type error where the sandbox
 * builds that answer (`answer('loan', loanView(db, loan))`), before any test runs. Types only: the
 * sandbox loads no schema for them. src/sandbox/scenarios-parse.test.ts holds every scenario's
 * answers to the same schemas at run time, value by value.
 */
/** A partner's theme as `/v2/config` sends it (`{}` instead means "no configuration"). */
export type PartnerTheme = z.input<typeof partners.partnerThemeSchema>

interface Answers {
  /** The response schema's input takes any object (it reads `{}` as "no configuration"). */
  config: z.input<typeof partners.partnerThemeResponseSchema>
  partnerSettings: z.input<typeof partners.partnerSettingsSchema>
  token: z.input<typeof session.tokenResponseSchema>
  login: z.input<typeof session.loginResponseSchema>
  merchant: z.input<typeof session.merchantSchema>
  shop: z.input<typeof session.shopSchema>
  origination: z.input<typeof application.originationSchema>
  preOffer: z.input<typeof application.preOfferSchema>
  application: z.input<typeof application.applicationSchema>
  plaidLinkToken: z.input<typeof application.plaidLinkTokenSchema>
  plaidExchange: z.input<typeof application.plaidExchangeSchema>
  linkedAccounts: z.input<typeof application.linkedAccountsSchema>
  offer: z.input<typeof offers.offerSchema>
  loanContract: z.input<typeof offers.loanContractSchema>
  terms: z.input<typeof offers.termsSchema>
  disclosure: z.input<typeof offers.disclosureSchema>
  acceptOffer: z.input<typeof offers.acceptOfferResponseSchema>
  bankAccounts: z.input<typeof loans.bankAccountListSchema>
  renewals: z.input<typeof loans.renewalListSchema>
  loans: z.input<typeof loans.loanListSchema>
  loan: z.input<typeof loans.loanSchema>
  payments: z.input<typeof loans.paymentListSchema>
  scheduledPayments: z.input<typeof loans.scheduledPaymentPageSchema>
  payment: z.input<typeof loans.paymentSchema>
}

/** A JSON answer the app parses with the schema `kind` names (its status 200 unless `init` says). */
export function answer<K extends keyof Answers>(kind: K, body: Answers[K], init?: ResponseInit): Response {
  void kind
  return HttpResponse.json(body as JsonBodyType, init)
}
