import { type BaseIssue, type GenericSchema, type InferOutput, getDotPath, safeParse } from 'valibot'

/**
 * The parse half of the API client (src/lib/api-client.ts), in its own module: the client imports it
 * lazily, beside the response schemas, so valibot never loads with the first page
 * (docs/decisions/0007-response-schemas-beside-their-data.md). The client turns a failure into its `ApiError`
 * (kind `malformed`).
 */

/**
 * Describes a schema failure by field path and problem, never by value (values may be personal data):
 * `minAmount: missing`, `state: not "PRE_OFFER" | …` (what the schema expects, never what came), or the
 * rule that failed (`expiresAt: check`, `taxId: regex`).
 */
function describeIssues(issues: readonly BaseIssue<unknown>[]): string {
  const problem = (issue: BaseIssue<unknown>) => {
    if (issue.kind !== 'schema') return issue.type
    if (issue.input === undefined) return 'missing'
    // A custom check (`v.custom`) expects "unknown": its type says more.
    return issue.expected && issue.expected !== 'unknown' ? `not ${issue.expected}` : `not ${issue.type}`
  }
  return issues
    .slice(0, 5)
    .map((issue) => `${getDotPath(issue) ?? '(root)'}: ${problem(issue)}`)
    .join('; ')
}

/** The parsed answer, or which fields failed (a missing field, wrong type or unknown enum). */
export function parseResponse<S extends GenericSchema>(
  schema: S,
  data: unknown,
): { ok: true; data: InferOutput<S> } | { ok: false; issues: string } {
  const result = safeParse(schema, data)
  return result.success
    ? { ok: true, data: result.output }
    : { ok: false, issues: describeIssues(result.issues) }
}
