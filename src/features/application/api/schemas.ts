import { z } from 'zod'
import {
  applicationStateSchema,
  bankingProviderSchema,
  bankingSourceSchema,
  checkTypeSchema,
  entityTypeSchema,
  loanPurposeSchema,
  originationStageSchema,
} from '@/lib/domain'
import {
  calendarDateSchema,
  fractionSchema,
  idSchema,
  instantSchema,
  moneySchema,
  phoneSchema,
  stateCodeSchema,
  taxIdSchema,
  zipSchema,
} from '@/lib/schemas'

const nullableId = idSchema.nullable()

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
  .superRefine((o, ctx) => {
    const required = {
      PRE_OFFER: 'preOfferId',
      APPLICATION: 'applicationId',
      OFFER: 'offerId',
      LOAN: 'loanId',
      NO_PENDING_ORIGINATION: null,
    } as const
    const key = required[o.state]
    if (key && !o[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required in stage ${o.state}` })
  })
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
  .refine((p) => p.minAmount <= p.maxAmount, { message: 'minAmount exceeds maxAmount', path: ['minAmount'] })
export type PreOffer = z.infer<typeof preOfferSchema>

export const applicationSchema = z.object({
  id: idSchema,
  state: applicationStateSchema,
  revision: z.number().int().nonnegative(),
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
  street: z.string().min(1),
  street2: z.string().nullable(),
  city: z.string().min(1),
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
      legalName: z.string().min(1),
      taxId: taxIdSchema,
      address: addressSchema.extend({ country: z.string().min(2) }),
      email: z.email(),
      phoneFixed: phoneSchema,
    }),
    shop: z.object({ establishmentDate: calendarDateSchema }),
  }),
  personalInfo: z.object({
    applicant: z.object({
      firstName: z.string().min(1),
      middleName: z.string().nullable(),
      lastName: z.string().min(1),
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
        firstName: z.string().min(1),
        lastName: z.string().min(1),
        ownershipFraction: fractionSchema,
        phoneFixed: phoneSchema,
        email: z.email(),
      }),
    ),
  }),
  bankingDetails: z.object({
    provider: bankingProviderSchema,
    source: bankingSourceSchema,
    shop: z
      .object({ bankAccountNumber: z.string().min(1), bankAccountRoutingNumber: z.string().regex(/^\d{9}$/) })
      .nullable(),
    loanPurpose: loanPurposeSchema,
    hasOtherDebts: z.boolean(),
  }),
  consents: z.array(consentSchema),
})
export type ApplicationBody = z.infer<typeof applicationBodySchema>

export const plaidLinkTokenSchema = z.object({ linkToken: z.string().min(1), expiration: z.string().min(1) })
export const plaidExchangeSchema = z.object({ status: z.string().min(1) })
export const linkedAccountsSchema = z.array(
  z.object({
    accountId: idSchema,
    name: z.string(),
    mask: z.string(),
    type: z.string(),
    subtype: z.string().nullable(),
  }),
)
export type LinkedAccount = z.infer<typeof linkedAccountsSchema>[number]
