import * as v from 'valibot'

/**
 * Valibot helpers shared by the response schemas (src/lib/schemas.ts and each feature's
 * `api/schemas.ts`), the form schemas and the sandbox's request rules (decision 0007).
 */

/**
 * The path to `keys` inside `value`, as valibot's issues carry it: for a check on a whole object that
 * reports on one of its fields (`rawCheck`'s `addIssue({ path })`), so the message lands on that field.
 */
export function pathTo(value: unknown, keys: readonly [string | number, ...(string | number)[]]) {
  let input = value as Record<string, unknown>
  const items = keys.map((key): v.IssuePathItem => {
    const item: v.IssuePathItem = { type: 'unknown', origin: 'value', input, key, value: input?.[key] }
    input = item.value as Record<string, unknown>
    return item
  }) as [v.IssuePathItem, ...v.IssuePathItem[]]
  return items
}

/**
 * An object whose fields speak for themselves. A field that is absent (a radio group no one has
 * answered, a key a request left out) is checked as if it were undefined, so the answer is that
 * field's own message ("Tell us whether…", "Enter an amount…"). Valibot's `object` would report the
 * missing key itself, in developer words ("Invalid key: Expected …").
 */
export function fieldsObject<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const missing = issue.path?.[0]
    const entry = missing?.origin === 'key' ? entries[missing.key as string] : undefined
    return (entry && v.safeParse(entry, undefined).issues?.[0]?.message) || issue.message
  })
}
