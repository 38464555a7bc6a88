import { config } from 'zod/mini'

/**
 * Zod probes whether it may compile validators with `new Function` the first time it parses an
 * object. Under our Content Security Policy (no 'unsafe-eval') that probe fails harmlessly but is
 * reported as a CSP violation; jitless mode skips it. Imported by main.tsx before any schema runs.
 */
config({ jitless: true })
