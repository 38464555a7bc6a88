import * as v from 'valibot'
import {
  amountRange,
  basisPointsSchema,
  calendarDateSchema,
  idSchema,
  instantSchema,
  loanTypeSchema,
  moneySchema,
  nonEmptyString,
  nonNegativeMoneySchema,
  offerStateSchema,
  positiveCountSchema,
  positiveMoneySchema,
  secureUrlSchema,
  stateCodeSchema,
} from '@/lib/schemas'

export const offerSchema = v.pipe(
  v.object({
    id: idSchema,
    shopId: idSchema,
    state: offerStateSchema,
    loanType: loanTypeSchema,
    stateCode: stateCodeSchema,
    minAmount: positiveMoneySchema,
    maxAmount: positiveMoneySchema,
    amountStep: positiveMoneySchema,
    defaultTermsId: idSchema,
    expiresAt: instantSchema,
    isRenewal: v.boolean(),
  }),
  amountRange(),
)
export type Offer = v.InferOutput<typeof offerSchema>

/** `contractUrl` is fetched and saved: https only (http on a loopback host), never javascript:/data:/file:. */
export const loanContractSchema = v.object({ termsId: idSchema, contractUrl: secureUrlSchema })
export type LoanContract = v.InferOutput<typeof loanContractSchema>

const termsCommon = {
  id: idSchema,
  offerId: idSchema,
  principal: positiveMoneySchema,
  fee: nonNegativeMoneySchema,
  /** A fraction: 0.2874 is 28.74 %. */
  apr: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  currency: v.literal('USD'),
  averageMonthlyCost: moneySchema,
  expectedTermDays: positiveCountSchema,
  maxTermDays: positiveCountSchema,
  partnerProductName: nonEmptyString,
  bankName: nonEmptyString,
}

/** Installment terms carry the payment fields; flex terms the withholding fields (contract). */
export const installmentTermsSchema = v.object({
  ...termsCommon,
  loanType: v.literal('FIXED_FEE_INSTALLMENT'),
  paymentAmount: positiveMoneySchema,
  paymentFrequencyDays: positiveCountSchema,
  paymentCount: positiveCountSchema,
  minPayment: v.null(),
  minWindowDays: v.null(),
  withholdingBps: v.null(),
})

export const flexTermsSchema = v.object({
  ...termsCommon,
  loanType: v.literal('FIXED_FEE_FLEX'),
  paymentAmount: v.null(),
  paymentFrequencyDays: v.null(),
  paymentCount: v.null(),
  minPayment: positiveMoneySchema,
  minWindowDays: positiveCountSchema,
  withholdingBps: v.pipe(basisPointsSchema, v.gtValue(0)),
})

export const termsSchema = v.variant('loanType', [installmentTermsSchema, flexTermsSchema])
export type Terms = v.InferOutput<typeof termsSchema>
export type InstallmentTerms = v.InferOutput<typeof installmentTermsSchema>
export type FlexTerms = v.InferOutput<typeof flexTermsSchema>

export const acceptOfferResponseSchema = v.object({ loanId: idSchema })

export const disclosureSchema = v.object({
  termsId: idSchema,
  stateCode: stateCodeSchema,
  terms: termsSchema,
  merchant: v.object({ legalName: nonEmptyString, addressStreet: nonEmptyString }),
  disbursementAmount: positiveMoneySchema,
  estimatedMonthlySales: v.nullable(moneySchema),
  firstPaymentDate: calendarDateSchema,
  prepayment: v.object({ feeReducedOnPrepayment: v.boolean(), text: nonEmptyString }),
  collateral: v.nullable(v.string()),
  avoidableFees: v.array(v.object({ name: nonEmptyString, amount: moneySchema })),
  signatureRequired: v.boolean(),
  generatedAt: instantSchema,
})
export type Disclosure = v.InferOutput<typeof disclosureSchema>

export interface DisclosureSignature {
  name: string
  signedAt: string
}
