export { classifyFailure, type SendOutcome } from './outcome'
export {
  type Intent,
  type IntentAction,
  type IntentHints,
  INTENT_PREFIX,
  clearIntent,
  createIntent,
  readIntent,
  saveIntent,
} from './intent-store'
export { type OnceOnlyHandlers, type OnceOnlyPhase, resetOnceOnly } from './runner'
export { useOnceOnly } from './use-once-only'
