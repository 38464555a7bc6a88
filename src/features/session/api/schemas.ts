import { z } from '@/lib/zod'
import {
  calendarDateSchema,
  entityTypeSchema,
  idSchema,
  nonEmptyString,
  phoneSchema,
  stateCodeSchema,
  zipSchema,
} from '@/lib/schemas'

/** `header.payload.signature`, base64url. The app only decodes it; the server checks it. */
export const jwtSchema = z.string().check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]*$/, 'must be a JWT'))

export const tokenResponseSchema = z.object({ token: jwtSchema })

export const loginResponseSchema = z.object({ token: jwtSchema, shopId: idSchema })

export const merchantSchema = z.object({
  id: idSchema,
  legalName: nonEmptyString,
  doingBusinessAs: z.string(),
  businessStructureType: entityTypeSchema,
  email: z.email(),
  phoneFixed: phoneSchema,
  address: z.object({
    street: nonEmptyString,
    street2: z.nullable(z.string()),
    city: nonEmptyString,
    state: stateCodeSchema,
    zip: zipSchema,
    country: z.string().check(z.minLength(2)),
  }),
})
export type Merchant = z.infer<typeof merchantSchema>

export const shopSchema = z.object({
  id: idSchema,
  merchantId: idSchema,
  name: z.string(),
  establishmentDate: calendarDateSchema,
  hasPastLoans: z.boolean(),
})
export type Shop = z.infer<typeof shopSchema>
