import * as v from 'valibot'

/**
 * Valibot helpers shared by the response schemas (src/lib/schemas.ts and each feature's
 * `api/schemas.ts`), the form schemas and the sandbox's request rules (decision 0007).
 */

type Keys = readonly [string | number, ...(string | number)[]]

/** The path to `keys` inside `value`, as valibot's issues carry it. */
function pathTo(value: unknown, keys: Keys) {
  let input = value as Record<string, unknown>
  return keys.map((key): v.IssuePathItem => {
    const item: v.IssuePathItem = { type: 'unknown', origin: 'value', input, key, value: input?.[key] }
    input = item.value as Record<string, unknown>
    return item
  }) as [v.IssuePathItem, ...v.IssuePathItem[]]
}

/**
 * A rule on a whole object that reports on its fields: it runs once the object's
 * fields have the right types (a field that only breaks its own rules does not stop it), and
 * `report(message, keys)` puts a message on the field at `keys`, where a form shows it.
 */
export function objectRule<T>(rule: (value: T, report: (message: string, keys: Keys) => void) => void) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const value = dataset.value
    rule(value, (message, keys) => addIssue({ message, path: pathTo(value, keys) }))
  })
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
