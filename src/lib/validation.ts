import type { IssuePathItem } from 'valibot'

/**
 * Valibot helpers shared by the response schemas (src/lib/schemas.ts and each feature's
 * `api/schemas.ts`) and the form schemas (decision 0007).
 */

/**
 * The path to `keys` inside `value`, as valibot's issues carry it: for a check on a whole object that
 * reports on one of its fields (`rawCheck`'s `addIssue({ path })`), so the message lands on that field.
 */
export function pathTo(value: unknown, keys: readonly [string | number, ...(string | number)[]]) {
  let input = value as Record<string, unknown>
  const items = keys.map((key): IssuePathItem => {
    const item: IssuePathItem = { type: 'unknown', origin: 'value', input, key, value: input?.[key] }
    input = item.value as Record<string, unknown>
    return item
  }) as [IssuePathItem, ...IssuePathItem[]]
  return items
}
