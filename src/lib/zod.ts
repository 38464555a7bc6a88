import { config } from 'zod/mini'

/**
 * The one door to zod at runtime (lint: `no-restricted-imports` in eslint.config.js). Schema
 * modules import `z` from here, never from 'zod/mini', so zod is configured before any schema of
 * any chunk is built or parsed, whichever chunk loads first.
 *
 * Jitless: zod probes whether it may compile validators with `new Function` when it builds an
 * object schema. Under our Content Security Policy (no 'unsafe-eval') that probe fails harmlessly
 * but is reported as a CSP violation; jitless mode skips it.
 *
 * Nothing on the first page imports this module: response schemas load beside their data
 * (src/lib/api-client.ts, docs/decisions/0007-zod-mini-on-the-first-page.md).
 */
config({ jitless: true })

export * from 'zod/mini'
