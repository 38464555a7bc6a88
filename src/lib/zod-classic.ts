// Configured first (jitless, for the CSP): the same global settings serve classic zod and zod/mini.
import './zod'

/**
 * Classic zod, for the sandbox's request validation only (src/sandbox/validation.ts: readable
 * messages matter more there than size). Like src/lib/zod.ts, the one door to it at runtime.
 */
export { z } from 'zod'
