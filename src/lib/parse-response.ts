import { z } from './zod'

/**
 * The parse half of the API client (src/lib/api-client.ts), in its own module: the client imports it
 * lazily, beside the response schemas, so zod never loads with the first page
 * (docs/decisions/0007-response-schemas-beside-their-data.md). The client turns a failure into its `ApiError`
 * (kind `malformed`).
 */

/** What a value must be, in a log: `"OPEN"`, or `("OPEN" | "CLOSED")` for several. */
function oneOf(values: readonly unknown[]): string {
  const listed = values.map((value) => (typeof value === 'bigint' ? `${value}n` : JSON.stringify(value)))
  return listed.length === 1 ? listed[0]! : `(${listed.join(' | ')})`
}

/**
 * What went wrong with one field, never the value it had (values may be personal data): `missing`,
 * `not string`, `not ("PRE_OFFER" | …)` (what the schema expects), the format it missed (`regex`), a
 * bound's code (`too_small`) or a rule's own words (`minAmount exceeds maxAmount`, written by us).
 */
function problem(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // The parse keeps each issue's input (`reportInput`) for this test alone: it is never printed.
      return issue.input === undefined ? 'missing' : `not ${issue.expected}`
    case 'invalid_value':
      return `not ${oneOf(issue.values)}`
    case 'invalid_union':
      return 'options' in issue && issue.options ? `not ${oneOf(issue.options)}` : issue.code
    case 'invalid_format':
      return issue.format
    case 'custom':
      return issue.message
    default:
      return issue.code
  }
}

/** Describes a schema failure by field path and problem, e.g. `minAmount: missing; state: not "OPEN"`. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${problem(issue)}`)
    .join('; ')
}

/** The parsed answer, or which fields failed (a missing field, wrong type or unknown enum). */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
): { ok: true; data: z.output<S> } | { ok: false; issues: string } {
  const result = z.safeParse(schema, data, { reportInput: true })
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: describeIssues(result.error.issues) }
}
