import { type MessageDescriptor, i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The one way copy is filled (spec §9, conventions §15): templates carry the spec's placeholders
 * `{partnerName}`, `{bankName}`, `{days}`, `{account}`, `{amount}`, and only `fillCopy` replaces them.
 * Never interpolate a partner or bank name into copy by hand, nor `.replace` words in a sentence.
 */
export const COPY_PLACEHOLDERS = ['partnerName', 'bankName', 'days', 'account', 'amount'] as const
export type CopyPlaceholder = (typeof COPY_PLACEHOLDERS)[number]

export type CopyValues = Partial<Record<CopyPlaceholder, string | number | null>>

/**
 * The one stand-in for the partner's name where it is unknown (a session that ended before the
 * partner's theme loaded): every template with `{partnerName}` reads well with it.
 */
const UNKNOWN_PARTNER = msg({
  message: 'the platform you came from',
  comment: 'Stands in for {partnerName} when the partner’s name is unknown',
})

/**
 * The partner's display name as copy shows it: its name, or the one fallback, in the language on
 * screen (call it while rendering). The shell's copy values (`useAppData().copy`) come from here.
 */
export function partnerDisplayName(name: string | null | undefined): string {
  return name || i18n._(UNKNOWN_PARTNER)
}

/**
 * The one stand-in for the issuing bank's name where it is unknown (a session whose token names no
 * partner, or settings that did not load). Templates never start with `{bankName}`, so it reads well
 * lowercase.
 */
const UNKNOWN_BANK = msg({
  message: 'our partner bank',
  comment: 'Stands in for {bankName} when the bank’s name is unknown',
})

/**
 * The issuing bank's name as copy shows it: its name, or the one fallback, in the language on screen
 * (call it while rendering). The shell's copy values (`useAppData().copy`) come from here.
 */
export function bankDisplayName(name: string | null | undefined): string {
  return name || i18n._(UNKNOWN_BANK)
}

const PLACEHOLDER = new RegExp(`\\{(${COPY_PLACEHOLDERS.join('|')})\\}`, 'g')

/**
 * Fills every placeholder of `template` from `values`. A placeholder without a value is left out
 * rather than shown raw, and the doubled space it leaves closes up ("your {partnerName} dashboard"
 * reads "your dashboard" when the partner is unknown).
 *
 * A template is a catalogue message (`msg` from '@lingui/core/macro', decision 0017), shown in the
 * language on screen, or a plain string (spec text kept as data, tests).
 */
export function fillCopy(template: string | MessageDescriptor, values: CopyValues): string {
  let text: string
  if (typeof template === 'string') {
    text = template.replace(PLACEHOLDER, (_m, key: CopyPlaceholder) => String(values[key] ?? ''))
  } else {
    const filled: MessageDescriptor = {
      ...template,
      values: Object.fromEntries(COPY_PLACEHOLDERS.map((key) => [key, String(values[key] ?? '')])),
    }
    text = i18n._(filled)
  }
  return text.replace(/\s{2,}/g, ' ').trim()
}
