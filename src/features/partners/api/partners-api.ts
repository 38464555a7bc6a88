import { t } from '@lingui/core/macro'
import { apiGet, path, schemaLoader } from '@/lib/api-client'
import { queryFactory } from '@/lib/query-factory'
import type { PartnerSettings } from './schemas'

/** This feature's response schemas, loaded beside the first call's data (decision 0007). */
const schema = schemaLoader(() => import('./schemas'))

/** The app name the partner config is asked for (spec §6). */
export const APP_NAME = 'connect-v2'

/** Theme and mode; the default theme when the partner is unknown. `null` means "no configuration". */
export function fetchPartnerTheme(partnerId: string | null, signal?: AbortSignal) {
  return apiGet('/v2/config', schema('partnerThemeResponseSchema'), {
    params: { 'app-name': APP_NAME, 'partner-id': partnerId ?? undefined },
    signal,
  })
}

export function fetchPartnerSettings(partnerId: string, signal?: AbortSignal) {
  return apiGet(path`/v1/partners/${partnerId}/configurations`, schema('partnerSettingsSchema'), { signal })
}

/**
 * The documented defaults for a session whose token names no partner (spec §7: `/v2/config` takes "a
 * default query when the partner is unknown"). No partner-configurations call is made for such a
 * session: there is no id to ask with. Decision: docs/decisions/0014-spec-conformance.md.
 *
 * The product is a word rather than a name here, so it is read in the language on screen
 * whenever they are used (the settings are cached for the whole session; the language may change).
 */
export const DEFAULT_PARTNER_SETTINGS: PartnerSettings = {
  partnerId: 'default',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- our name, the same in every language
  partnerName: 'Credit Connect',
  get productName() {
    return t({ message: 'Business financing', comment: 'The product’s name when the partner names none' })
  },
  // No partner, so no bank named: copy says "our partner bank" (`bankDisplayName`), and the footer
  // names none.
  bankName: null,
  // Spec §9: "Funding window cited: 2-6 days after acceptance".
  fundingDays: { min: 2, max: 6 },
  showRenewals: true,
  // The longer Personal Info list: the lender hears about every owner unless a partner says otherwise.
  additionalOwnersStep: true,
}

const queries = queryFactory('partners')
/** Partner configuration never changes while the app runs. */
const forever = { staleTime: 'static' } as const

export const partnerQueries = {
  all: queries.all,
  theme: queries.query('theme', fetchPartnerTheme, forever),
  /** Without a partner id, the documented defaults, and no call. */
  settings: queries.query(
    'settings',
    (partnerId: string | null, signal: AbortSignal) =>
      partnerId === null ? DEFAULT_PARTNER_SETTINGS : fetchPartnerSettings(partnerId, signal),
    forever,
  ),
}
