import { config } from 'zod/mini'

/**
 * The one door to zod at run time (lint: `no-restricted-imports` in eslint.config.js). Every schema
 * module imports `z` from here, never from 'zod/mini', so zod is configured before any schema of any
 * chunk is built, whichever chunk loads first.
 *
 * `zod/mini` rather than classic zod: the same schemas and rules, as functions the bundler keeps only
 * when called. Classic zod's methods carry the whole library (JSON Schema export included) into the
 * schemas chunk that every screen's first answers wait for (docs/decisions/0007).
 *
 * Jitless: zod would probe whether it may compile object parsers with `new Function`. Under our
 * Content Security Policy (no 'unsafe-eval') the probe fails harmlessly but is reported as a CSP
 * violation; jitless mode skips it. No English messages are loaded here (zod/mini has none by
 * default): the schemas say their own where a person reads them, and the logs name codes.
 */
config({ jitless: true })

export * from 'zod/mini'
