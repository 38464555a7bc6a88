import { z } from '@/lib/zod'
import {
  countSchema,
  hexColorSchema,
  idSchema,
  integrationModeSchema,
  nonEmptyString,
  secureUrlSchema,
} from '@/lib/schemas'

const px = z.number().check(z.gte(0))
const radiusSchema = z.union([px, z.tuple([px, px, px, px])])

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
  partnerName: nonEmptyString,
  supportEmail: z.email(),
  components: z.record(z.string(), z.object({ borderRadius: z.record(z.string(), radiusSchema) })),
  colors: colorsSchema,
  fonts: z.object({ primary: z.object({ url: secureUrlSchema, fontFamily: nonEmptyString }) }),
  documentTheme: z.object({
    font: z.object({ url: secureUrlSchema, family: nonEmptyString }),
    colors: z.object({
      text: hexColorSchema,
      table: z.optional(z.object({ headingBackground: z.optional(hexColorSchema) })),
    }),
  }),
  config: z.object({
    mode: z.object({ name: integrationModeSchema }),
    /**
     * Optional: the language merchants see unless the link or the merchant chooses one (issue 19):
     * `en`, `en-US`, `es` or `es-US`; any other value is ignored (src/lib/i18n/locales.ts).
     */
    defaultLocale: z.optional(z.string()),
  }),
})
export type PartnerTheme = z.infer<typeof partnerThemeSchema>

/** `GET /v2/config`: a theme, or `{}` meaning "no configuration" (the app goes to /error). */
export const partnerThemeResponseSchema = z.union([
  z.pipe(
    z.strictObject({}),
    z.transform(() => null),
  ),
  partnerThemeSchema,
])

export const partnerSettingsSchema = z.object({
  partnerId: idSchema,
  partnerName: nonEmptyString,
  productName: nonEmptyString,
  bankName: nonEmptyString,
  fundingDays: z
    .object({ min: countSchema, max: countSchema })
    .check(z.refine((d) => d.min <= d.max, 'min must not exceed max')),
  showRenewals: z.boolean(),
  additionalOwnersStep: z.boolean(),
})
export type PartnerSettings = z.infer<typeof partnerSettingsSchema>
