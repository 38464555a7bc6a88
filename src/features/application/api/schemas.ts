import * as v from 'valibot'
import { objectRule } from '@/lib/validation'
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
  moneySchema,
  nonEmptyString,
  originationStageSchema,
  phoneSchema,
  taxIdSchema,
} from '@/lib/schemas'

const nullableId = v.nullable(idSchema)

/** `GET /v2/originations/{shopId}/state`: the id matching the stage must be set. */
export const originationSchema = v.pipe(
  v.object({
    id: idSchema,
    state: originationStageSchema,
    preOfferId: nullableId,
    applicationId: nullableId,
    offerId: nullableId,
    loanId: nullableId,
  }),
  objectRule((o, report) => {
    const required = {
      PRE_OFFER: 'preOfferId',
      APPLICATION: 'applicationId',
      OFFER: 'offerId',
      LOAN: 'loanId',
      NO_PENDING_ORIGINATION: null,
    } as const
    const key = required[o.state]
    if (key && !o[key]) report(`required in stage ${o.state}`, [key])
  }),
)
export type Origination = v.InferOutput<typeof originationSchema>

export const preOfferSchema = v.pipe(
  v.object({
    id: idSchema,
    shopId: idSchema,
    plaidRequired: v.boolean(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    expiresAt: instantSchema,
  }),
  amountRange(),
)
export type PreOffer = v.InferOutput<typeof preOfferSchema>

export const applicationSchema = v.object({
  id: idSchema,
  state: applicationStateSchema,
  revision: countSchema,
  plaidRequired: v.boolean(),
  applicant: v.object({
    firstName: v.string(),
    lastName: v.string(),
    creditFreezeDetected: v.boolean(),
  }),
  createdAt: instantSchema,
  updatedAt: instantSchema,
})
export type Application = v.InferOutput<typeof applicationSchema>

export const consentSchema = v.object({
  type: checkTypeSchema,
  accepted: v.boolean(),
  acceptedAt: instantSchema,
})
export type Consent = v.InferOutput<typeof consentSchema>

/** The application body (contract "The application body"): what submit sends. */
export const applicationBodySchema = v.object({
  businessInfo: v.object({
    merchant: v.object({
      businessStructureType: entityTypeSchema,
      doingBusinessAs: v.string(),
      legalName: nonEmptyString,
      taxId: taxIdSchema,
      address: businessAddressSchema,
      email: emailSchema,
      phoneFixed: phoneSchema,
    }),
    shop: v.object({ establishmentDate: calendarDateSchema }),
  }),
  personalInfo: v.object({
    applicant: v.object({
      firstName: nonEmptyString,
      middleName: v.nullable(v.string()),
      lastName: nonEmptyString,
      birthdayDate: calendarDateSchema,
      taxId: taxIdSchema,
      address: addressSchema,
      email: emailSchema,
      phoneFixed: phoneSchema,
      ownershipFraction: fractionSchema,
    }),
    hasAdditionalPartners: v.boolean(),
    additionalOwners: v.array(
      v.object({
        firstName: nonEmptyString,
        lastName: nonEmptyString,
        ownershipFraction: fractionSchema,
        phoneFixed: phoneSchema,
        email: emailSchema,
      }),
    ),
  }),
  bankingDetails: v.object({
    provider: bankingProviderSchema,
    source: bankingSourceSchema,
    shop: v.nullable(
      v.object({
        bankAccountNumber: nonEmptyString,
        bankAccountRoutingNumber: v.pipe(v.string(), v.regex(/^\d{9}$/)),
      }),
    ),
    loanPurpose: loanPurposeSchema,
    hasOtherDebts: v.boolean(),
  }),
  consents: v.array(consentSchema),
})
export type ApplicationBody = v.InferOutput<typeof applicationBodySchema>

export const plaidLinkTokenSchema = v.object({ linkToken: nonEmptyString, expiration: nonEmptyString })
export const plaidExchangeSchema = v.object({ status: nonEmptyString })
export const linkedAccountsSchema = v.array(
  v.object({
    accountId: idSchema,
    name: v.string(),
    mask: v.string(),
    type: v.string(),
    subtype: v.nullable(v.string()),
  }),
)
export type LinkedAccount = v.InferOutput<typeof linkedAccountsSchema>[number]
