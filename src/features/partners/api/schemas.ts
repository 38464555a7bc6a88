import * as v from 'valibot'
import {
  countSchema,
  emailSchema,
  finiteNumberSchema,
  hexColorSchema,
  idSchema,
  integrationModeSchema,
  nonEmptyString,
  secureUrlSchema,
} from '@/lib/schemas'

const px = v.pipe(finiteNumberSchema, v.minValue(0))
const radiusSchema = v.union([px, v.strictTuple([px, px, px, px])])

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

const colorsSchema = v.object(
  Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, hexColorSchema])) as Record<
    ThemeColorName,
    typeof hexColorSchema
  >,
)

export const partnerThemeSchema = v.object({
  partnerId: idSchema,
  partnerName: nonEmptyString,
  supportEmail: emailSchema,
  components: v.record(v.string(), v.object({ borderRadius: v.record(v.string(), radiusSchema) })),
  colors: colorsSchema,
  fonts: v.object({ primary: v.object({ url: secureUrlSchema, fontFamily: nonEmptyString }) }),
  documentTheme: v.object({
    font: v.object({ url: secureUrlSchema, family: nonEmptyString }),
    colors: v.object({
      text: hexColorSchema,
      table: v.optional(v.object({ headingBackground: v.optional(hexColorSchema) })),
    }),
  }),
  config: v.object({
    mode: v.object({ name: integrationModeSchema }),
    /**
     * Optional: the language merchants see unless the link or the merchant chooses one (issue 19):
     * `en`, `en-US`, `es` or `es-US`; any other value is ignored (src/lib/i18n/locales.ts).
     */
    defaultLocale: v.optional(v.string()),
  }),
})
export type PartnerTheme = v.InferOutput<typeof partnerThemeSchema>

/**
 * `GET /v2/config`: a theme, or `{}` meaning "no configuration" (the app goes to /error). One schema,
 * not a union, so a malformed theme is logged by its field (`partnerId: missing`).
 */
export const partnerThemeResponseSchema = v.pipe(
  // An object: valibot's objects would also take `[]`, a malformed answer (a load error).
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
  ),
  v.transform((input) => (Object.keys(input).length ? input : null)),
  v.nullable(partnerThemeSchema),
)

export const partnerSettingsSchema = v.object({
  partnerId: idSchema,
  partnerName: nonEmptyString,
  productName: nonEmptyString,
  bankName: nonEmptyString,
  fundingDays: v.pipe(
    v.object({ min: countSchema, max: countSchema }),
    v.check((d) => d.min <= d.max, 'min must not exceed max'),
  ),
  showRenewals: v.boolean(),
  additionalOwnersStep: v.boolean(),
})
export type PartnerSettings = v.InferOutput<typeof partnerSettingsSchema>
