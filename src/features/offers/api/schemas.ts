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
import { z } from '@/lib/zod'

export const offerSchema = z
  .object({
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
    isRenewal: z.boolean(),
  })
  .check(amountRange)
export type Offer = z.output<typeof offerSchema>

/** `contractUrl` is fetched and saved: https only (http on a loopback host), never javascript:/data:/file:. */
export const loanContractSchema = z.object({ termsId: idSchema, contractUrl: secureUrlSchema })
export type LoanContract = z.output<typeof loanContractSchema>

const termsCommon = {
  id: idSchema,
  offerId: idSchema,
  principal: positiveMoneySchema,
  fee: nonNegativeMoneySchema,
  /** A fraction: 0.2874 is 28.74 %. */
  apr: z.number().check(z.gte(0), z.lte(10)),
  currency: z.literal('USD'),
  averageMonthlyCost: positiveMoneySchema,
  expectedTermDays: positiveCountSchema,
  maxTermDays: positiveCountSchema,
  partnerProductName: nonEmptyString,
  bankName: nonEmptyString,
}

/** Installment terms carry the payment fields; flex terms the withholding fields (contract). */
export const installmentTermsSchema = z.object({
  ...termsCommon,
  loanType: z.literal('FIXED_FEE_INSTALLMENT'),
  paymentAmount: positiveMoneySchema,
  paymentFrequencyDays: positiveCountSchema,
  paymentCount: positiveCountSchema,
  minPayment: z.null(),
  minWindowDays: z.null(),
  withholdingBps: z.null(),
})

export const flexTermsSchema = z.object({
  ...termsCommon,
  loanType: z.literal('FIXED_FEE_FLEX'),
  paymentAmount: z.null(),
  paymentFrequencyDays: z.null(),
  paymentCount: z.null(),
  minPayment: positiveMoneySchema,
  minWindowDays: positiveCountSchema,
  withholdingBps: basisPointsSchema.check(z.gt(0)),
})

export const termsSchema = z.discriminatedUnion('loanType', [installmentTermsSchema, flexTermsSchema])
export type Terms = z.output<typeof termsSchema>
export type InstallmentTerms = z.output<typeof installmentTermsSchema>
export type FlexTerms = z.output<typeof flexTermsSchema>

export const acceptOfferResponseSchema = z.object({ loanId: idSchema })

export const disclosureSchema = z
  .object({
    termsId: idSchema,
    stateCode: stateCodeSchema,
    terms: termsSchema,
    merchant: z.object({ legalName: nonEmptyString, addressStreet: nonEmptyString }),
    disbursementAmount: positiveMoneySchema,
    estimatedMonthlySales: z.nullable(moneySchema),
    firstPaymentDate: calendarDateSchema,
    prepayment: z.object({ feeReducedOnPrepayment: z.boolean(), text: nonEmptyString }),
    collateral: z.nullable(z.string()),
    avoidableFees: z.array(z.object({ name: nonEmptyString, amount: positiveMoneySchema })),
    signatureRequired: z.boolean(),
    generatedAt: instantSchema,
  })
  .check(
    // A flex disclosure is based on the merchant's sales (contract: null for installment terms only):
    // without them its APR and term cannot be stated, so it is a load error, never "$0.00 of sales".
    z.refine((d) => d.terms.loanType !== 'FIXED_FEE_FLEX' || (d.estimatedMonthlySales ?? 0) > 0, {
      message: 'a flex disclosure needs a positive sales estimate',
      path: ['estimatedMonthlySales'],
    }),
  )
export type Disclosure = z.output<typeof disclosureSchema>

export interface DisclosureSignature {
  name: string
  signedAt: string
}
