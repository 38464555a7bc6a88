import { z } from 'zod'
import { loanTypeSchema, offerStateSchema } from '@/lib/domain'
import { calendarDateSchema, idSchema, instantSchema, moneySchema, stateCodeSchema } from '@/lib/schemas'

const positiveMoney = moneySchema.refine((v) => v > 0, 'must be positive')

export const offerSchema = z
  .object({
    id: idSchema,
    shopId: idSchema,
    state: offerStateSchema,
    loanType: loanTypeSchema,
    stateCode: stateCodeSchema,
    minAmount: positiveMoney,
    maxAmount: positiveMoney,
    amountStep: positiveMoney,
    defaultTermsId: idSchema,
    expiresAt: instantSchema,
    isRenewal: z.boolean(),
  })
  .refine((o) => o.minAmount <= o.maxAmount, { message: 'minAmount exceeds maxAmount', path: ['minAmount'] })
export type Offer = z.infer<typeof offerSchema>

export const loanContractSchema = z.object({ termsId: idSchema, contractUrl: z.url() })
export type LoanContract = z.infer<typeof loanContractSchema>

const termsCommon = {
  id: idSchema,
  offerId: idSchema,
  principal: positiveMoney,
  fee: moneySchema.refine((v) => v >= 0, 'must not be negative'),
  /** A fraction: 0.2874 is 28.74 %. */
  apr: z.number().min(0).max(10),
  currency: z.literal('USD'),
  averageMonthlyCost: moneySchema,
  expectedTermDays: z.number().int().positive(),
  maxTermDays: z.number().int().positive(),
  partnerProductName: z.string().min(1),
  bankName: z.string().min(1),
}

/** Installment terms carry the payment fields; flex terms the withholding fields (contract). */
export const installmentTermsSchema = z.object({
  ...termsCommon,
  loanType: z.literal('FIXED_FEE_INSTALLMENT'),
  paymentAmount: positiveMoney,
  paymentFrequencyDays: z.number().int().positive(),
  paymentCount: z.number().int().positive(),
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
  minPayment: positiveMoney,
  minWindowDays: z.number().int().positive(),
  withholdingBps: z.number().int().positive().max(10_000),
})

export const termsSchema = z.discriminatedUnion('loanType', [installmentTermsSchema, flexTermsSchema])
export type Terms = z.infer<typeof termsSchema>
export type InstallmentTerms = z.infer<typeof installmentTermsSchema>
export type FlexTerms = z.infer<typeof flexTermsSchema>

export const acceptOfferResponseSchema = z.object({ loanId: idSchema })

export const disclosureSchema = z.object({
  termsId: idSchema,
  stateCode: stateCodeSchema,
  terms: termsSchema,
  merchant: z.object({ legalName: z.string().min(1), addressStreet: z.string().min(1) }),
  disbursementAmount: positiveMoney,
  estimatedMonthlySales: moneySchema.nullable(),
  firstPaymentDate: calendarDateSchema,
  prepayment: z.object({ feeReducedOnPrepayment: z.boolean(), text: z.string().min(1) }),
  collateral: z.string().nullable(),
  avoidableFees: z.array(z.object({ name: z.string().min(1), amount: moneySchema })),
  signatureRequired: z.boolean(),
  generatedAt: instantSchema,
})
export type Disclosure = z.infer<typeof disclosureSchema>

export interface DisclosureSignature {
  name: string
  signedAt: string
}
