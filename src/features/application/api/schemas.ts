import {
  amountRange,
  addressSchema,
  applicationStateSchema,
  bankingProviderSchema,
  bankingSourceSchema,
  businessAddressSchema,
  calendarDateSchema,
  checkTypeSchema,
  countSchema,
  emailSchema,
  entityTypeSchema,
  fractionSchema,
  idSchema,
  instantSchema,
  loanPurposeSchema,
  positiveMoneySchema,
  nonEmptyString,
  originationStageSchema,
  phoneSchema,
  taxIdSchema,
} from '@/lib/schemas'
import { z } from '@/lib/zod'

const nullableId = z.nullable(idSchema)

/** `GET /v2/originations/{shopId}/state`: the id matching the stage must be set. */
const ID_OF_STAGE = {
  PRE_OFFER: 'preOfferId',
  APPLICATION: 'applicationId',
  OFFER: 'offerId',
  LOAN: 'loanId',
  NO_PENDING_ORIGINATION: null,
} as const

export const originationSchema = z
  .object({
    id: idSchema,
    state: originationStageSchema,
    preOfferId: nullableId,
    applicationId: nullableId,
    offerId: nullableId,
    loanId: nullableId,
  })
  .check(
    z.superRefine((o, ctx) => {
      const key = ID_OF_STAGE[o.state]
      if (key && !o[key])
        ctx.addIssue({ code: 'custom', message: `required in stage ${o.state}`, path: [key] })
    }),
  )
export type Origination = z.output<typeof originationSchema>

export const preOfferSchema = z
  .object({
    id: idSchema,
    shopId: idSchema,
    plaidRequired: z.boolean(),
    // What the merchant is pre-qualified for, as the offer's amounts: never $0.00.
    minAmount: positiveMoneySchema,
    maxAmount: positiveMoneySchema,
    expiresAt: instantSchema,
  })
  .check(amountRange)
export type PreOffer = z.output<typeof preOfferSchema>

export const applicationSchema = z.object({
  id: idSchema,
  state: applicationStateSchema,
  revision: countSchema,
  plaidRequired: z.boolean(),
  applicant: z.object({
    firstName: z.string(),
    lastName: z.string(),
    creditFreezeDetected: z.boolean(),
  }),
  createdAt: instantSchema,
  updatedAt: instantSchema,
})
export type Application = z.output<typeof applicationSchema>

export const consentSchema = z.object({
  type: checkTypeSchema,
  accepted: z.boolean(),
  acceptedAt: instantSchema,
})
export type Consent = z.output<typeof consentSchema>

/** The application body (contract "The application body"): what submit sends. */
export const applicationBodySchema = z.object({
  businessInfo: z.object({
    merchant: z.object({
      businessStructureType: entityTypeSchema,
      doingBusinessAs: z.string(),
      legalName: nonEmptyString,
      taxId: taxIdSchema,
      address: businessAddressSchema,
      email: emailSchema,
      phoneFixed: phoneSchema,
    }),
    shop: z.object({ establishmentDate: calendarDateSchema }),
  }),
  personalInfo: z.object({
    applicant: z.object({
      firstName: nonEmptyString,
      middleName: z.nullable(z.string()),
      lastName: nonEmptyString,
      birthdayDate: calendarDateSchema,
      taxId: taxIdSchema,
      address: addressSchema,
      email: emailSchema,
      phoneFixed: phoneSchema,
      ownershipFraction: fractionSchema,
    }),
    hasAdditionalPartners: z.boolean(),
    additionalOwners: z.array(
      z.object({
        firstName: nonEmptyString,
        lastName: nonEmptyString,
        ownershipFraction: fractionSchema,
        phoneFixed: phoneSchema,
        email: emailSchema,
      }),
    ),
  }),
  bankingDetails: z.object({
    provider: bankingProviderSchema,
    source: bankingSourceSchema,
    shop: z.nullable(
      z.object({
        bankAccountNumber: nonEmptyString,
        bankAccountRoutingNumber: z.string().check(z.regex(/^\d{9}$/)),
      }),
    ),
    loanPurpose: loanPurposeSchema,
    hasOtherDebts: z.boolean(),
  }),
  consents: z.array(consentSchema),
})
export type ApplicationBody = z.output<typeof applicationBodySchema>

export const plaidLinkTokenSchema = z.object({ linkToken: nonEmptyString, expiration: nonEmptyString })
export const plaidExchangeSchema = z.object({ status: nonEmptyString })
export const linkedAccountsSchema = z.array(
  z.object({
    accountId: idSchema,
    name: z.string(),
    mask: z.string(),
    type: z.string(),
    subtype: z.nullable(z.string()),
  }),
)
export type LinkedAccount = z.output<typeof linkedAccountsSchema>[number]
