import { z } from 'zod'
import { integrationModeSchema } from '@/lib/domain'
import { hexColorSchema, idSchema } from '@/lib/schemas'

const radiusSchema = z.union([
  z.number().nonnegative(),
  z.tuple([
    z.number().nonnegative(),
    z.number().nonnegative(),
    z.number().nonnegative(),
    z.number().nonnegative(),
  ]),
])

export const THEME_COLOR_NAMES = [
  'black',
  'white',
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
  'pageBackground',
] as const
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number]

const colorsSchema = z.object(
  Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, hexColorSchema])) as Record<
    ThemeColorName,
    typeof hexColorSchema
  >,
)

export const partnerThemeSchema = z.object({
  partnerId: idSchema,
  partnerName: z.string().min(1),
  supportEmail: z.email(),
  components: z.record(z.string(), z.object({ borderRadius: z.record(z.string(), radiusSchema) })),
  colors: colorsSchema,
  fonts: z.object({ primary: z.object({ url: z.url(), fontFamily: z.string().min(1) }) }),
  documentTheme: z.object({
    font: z.object({ url: z.url(), family: z.string().min(1) }),
    colors: z.object({
      text: hexColorSchema,
      table: z.object({ headingBackground: hexColorSchema.optional() }).optional(),
    }),
  }),
  config: z.object({ mode: z.object({ name: integrationModeSchema }) }),
})
export type PartnerTheme = z.infer<typeof partnerThemeSchema>

/** `GET /v2/config`: a theme, or `{}` meaning "no configuration" (the app goes to /error). */
export const partnerThemeResponseSchema = z.union([
  z
    .object({})
    .strict()
    .transform(() => null),
  partnerThemeSchema,
])

export const partnerSettingsSchema = z.object({
  partnerId: idSchema,
  partnerName: z.string().min(1),
  productName: z.string().min(1),
  bankName: z.string().min(1),
  fundingDays: z
    .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
    .refine((d) => d.min <= d.max, 'min must not exceed max'),
  showRenewals: z.boolean(),
  additionalOwnersStep: z.boolean(),
})
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>
