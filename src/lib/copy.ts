/**
 * The one way copy is filled (spec §9, conventions §15): templates carry the spec's placeholders
 * `{partnerName}`, `{bankName}`, `{days}`, `{account}`, `{amount}`, and only `fillCopy` replaces them.
 * Never interpolate a partner or bank name into copy by hand, nor `.replace` words in a sentence.
 */
export const COPY_PLACEHOLDERS = ['partnerName', 'bankName', 'days', 'account', 'amount'] as const
export type CopyPlaceholder = (typeof COPY_PLACEHOLDERS)[number]

export type CopyValues = Partial<Record<CopyPlaceholder, string | number | null>>

const PLACEHOLDER = new RegExp(`\\{(${COPY_PLACEHOLDERS.join('|')})\\}`, 'g')

/**
 * Fills every placeholder of `template` from `values`. A placeholder without a value is left out
 * rather than shown raw, and the doubled space it leaves closes up ("your {partnerName} dashboard"
 * reads "your dashboard" when the partner is unknown).
 */
export function fillCopy(template: string, values: CopyValues): string {
  return template
    .replace(PLACEHOLDER, (_m, key: CopyPlaceholder) => String(values[key] ?? ''))
    .replace(/\s{2,}/g, ' ')
    .trim()
}
