import * as v from 'valibot'

/**
 * An object schema for a form's values. A field the form has not set yet (its key absent, as a radio
 * group no one has answered) is checked as if it were undefined, so the merchant reads that field's
 * own message ("Tell us whether…"). Valibot's `object` would report the missing key itself, in
 * developer words ("Invalid key: Expected …").
 */
export function formObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const missing = issue.path?.[0]
    const entry = missing?.origin === 'key' ? entries[missing.key as string] : undefined
    return (entry && v.safeParse(entry, undefined).issues?.[0]?.message) || issue.message
  })
}
