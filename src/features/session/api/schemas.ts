import {
  businessAddressSchema,
  calendarDateSchema,
  emailSchema,
  entityTypeSchema,
  idSchema,
  nonEmptyString,
  phoneSchema,
} from '@/lib/schemas'
import { z } from '@/lib/zod'

/** `header.payload.signature`, base64url. The app only decodes it; the server checks it. */
export const jwtSchema = z.string().check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'must be a JWT'))

export const tokenResponseSchema = z.object({ token: jwtSchema })

export const loginResponseSchema = z.object({ token: jwtSchema, shopId: idSchema })

export const merchantSchema = z.object({
  id: idSchema,
  legalName: nonEmptyString,
  doingBusinessAs: z.string(),
  businessStructureType: entityTypeSchema,
  email: emailSchema,
  phoneFixed: phoneSchema,
  address: businessAddressSchema,
})
export type Merchant = z.output<typeof merchantSchema>

export const shopSchema = z.object({
  id: idSchema,
  merchantId: idSchema,
  name: z.string(),
  establishmentDate: calendarDateSchema,
  hasPastLoans: z.boolean(),
})
export type Shop = z.output<typeof shopSchema>
