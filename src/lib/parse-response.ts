import type { $ZodError, $ZodType, output } from 'zod/v4/core'
import { safeParse } from './zod'

/**
 * The parse half of the API client (src/lib/api-client.ts), in its own module: the client imports it
 * lazily, beside the response schemas, so zod never loads with the first page
 * (docs/decisions/0007-zod-mini-on-the-first-page.md). Importing `safeParse` through ./zod configures
 * zod (jitless) before any parse. The client turns a failure into its `ApiError` (kind `malformed`).
 */

/** Describes a schema failure by field path and problem, never by value (values may be personal data). */
export function describeIssues(error: $ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`)
    .join('; ')
}

/** The parsed answer, or which fields failed (a missing field, wrong type or unknown enum). */
export function parseResponse<S extends $ZodType>(
  schema: S,
  data: unknown,
): { ok: true; data: output<S> } | { ok: false; issues: string } {
  const result = safeParse(schema, data)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, issues: describeIssues(result.error) }
}
