import {
  countSchema,
  emailSchema,
  hexColorSchema,
  idSchema,
  integrationModeSchema,
  nonEmptyString,
  secureUrlSchema,
} from '@/lib/schemas'
import { z } from '@/lib/zod'

/** A length in pixels: zod's numbers are finite (an answer of `1e999` parses as Infinity, refused). */
const px = z.number().check(z.gte(0))
/** One radius, or exactly four (a tuple refuses a fifth). */
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
  supportEmail: emailSchema,
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
export type PartnerTheme = z.output<typeof partnerThemeSchema>

/**
 * `GET /v2/config`: a theme, or `{}` meaning "no configuration" (the app goes to /error). One schema,
 * not a union, so a malformed theme is logged by its field (`partnerId: missing`).
 */
export const partnerThemeResponseSchema = z.pipe(
  // An object (not null, not `[]`: a load error); only `{}` means "no configuration".
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((input) => (Object.keys(input).length ? input : null)),
  ),
  z.nullable(partnerThemeSchema),
)

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
/**
 * A partner's settings as the app holds them: the contract's, or the documented defaults for a
 * session without a partner (`DEFAULT_PARTNER_SETTINGS`), which name no bank.
 */
export type PartnerSettings = Omit<z.output<typeof partnerSettingsSchema>, 'bankName'> & {
  bankName: string | null
}
