import { z } from '@/lib/zod'
import {
  applicationStateSchema,
  bankingProviderSchema,
  bankingSourceSchema,
  calendarDateSchema,
  checkTypeSchema,
  countSchema,
  entityTypeSchema,
  fractionSchema,
  idSchema,
  instantSchema,
  loanPurposeSchema,
  moneySchema,
  nonEmptyString,
  originationStageSchema,
  phoneSchema,
  stateCodeSchema,
  taxIdSchema,
  zipSchema,
} from '@/lib/schemas'

const nullableId = z.nullable(idSchema)

/** `GET /v2/originations/{shopId}/state`: the id matching the stage must be set. */
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
      const required = {
        PRE_OFFER: 'preOfferId',
        APPLICATION: 'applicationId',
        OFFER: 'offerId',
        LOAN: 'loanId',
        NO_PENDING_ORIGINATION: null,
      } as const
      const key = required[o.state]
      if (key && !o[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `required in stage ${o.state}`, input: o })
    }),
  )
export type Origination = z.infer<typeof originationSchema>

export const preOfferSchema = z
  .object({
    id: idSchema,
    shopId: idSchema,
    plaidRequired: z.boolean(),
    minAmount: moneySchema,
    maxAmount: moneySchema,
    expiresAt: instantSchema,
  })
  .check(
    z.refine((p) => p.minAmount <= p.maxAmount, {
      message: 'minAmount exceeds maxAmount',
      path: ['minAmount'],
    }),
  )
export type PreOffer = z.infer<typeof preOfferSchema>

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
export type Application = z.infer<typeof applicationSchema>

const addressSchema = z.object({
  street: nonEmptyString,
  street2: z.nullable(z.string()),
  city: nonEmptyString,
  state: stateCodeSchema,
  zip: zipSchema,
})

export const consentSchema = z.object({
  type: checkTypeSchema,
  accepted: z.boolean(),
  acceptedAt: instantSchema,
})
export type Consent = z.infer<typeof consentSchema>

/** The application body (contract "The application body"): what submit sends. */
export const applicationBodySchema = z.object({
  businessInfo: z.object({
    merchant: z.object({
      businessStructureType: entityTypeSchema,
      doingBusinessAs: z.string(),
      legalName: nonEmptyString,
      taxId: taxIdSchema,
      address: z.extend(addressSchema, { country: z.string().check(z.minLength(2)) }),
      email: z.email(),
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
      email: z.email(),
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
        email: z.email(),
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
export type ApplicationBody = z.infer<typeof applicationBodySchema>

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
export type LinkedAccount = z.infer<typeof linkedAccountsSchema>[number]
