import * as v from 'valibot'
import {
  businessAddressSchema,
  calendarDateSchema,
  emailSchema,
  entityTypeSchema,
  idSchema,
  nonEmptyString,
  phoneSchema,
} from '@/lib/schemas'

/** `header.payload.signature`, base64url. The app only decodes it; the server checks it. */
export const jwtSchema = v.pipe(v.string(), v.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'must be a JWT'))

export const tokenResponseSchema = v.object({ token: jwtSchema })

export const loginResponseSchema = v.object({ token: jwtSchema, shopId: idSchema })

export const merchantSchema = v.object({
  id: idSchema,
  legalName: nonEmptyString,
  doingBusinessAs: v.string(),
  businessStructureType: entityTypeSchema,
  email: emailSchema,
  phoneFixed: phoneSchema,
  address: businessAddressSchema,
})
export type Merchant = v.InferOutput<typeof merchantSchema>

export const shopSchema = v.object({
  id: idSchema,
  merchantId: idSchema,
  name: v.string(),
  establishmentDate: calendarDateSchema,
  hasPastLoans: v.boolean(),
})
export type Shop = v.InferOutput<typeof shopSchema>
