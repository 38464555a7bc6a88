export { classifyFailure, type SendOutcome } from './outcome'
export * from './intent-store'
export { type OnceOnlyHandlers, type OnceOnlyPhase, resetOnceOnly } from './runner'
export { useOnceOnly } from './use-once-only'
