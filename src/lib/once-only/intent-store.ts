import { type KeyValueStore, session } from '../storage'

/** Every action that moves money or changes a contract; a future one adds its name here. */
export type IntentAction = 'submit-application' | 'accept-offer' | 'one-time-payment'

/**
 * Reconciliation hints: ids, counts, revisions and timestamps seen before sending. Only id-like
 * values are accepted, so a name, an e-mail address or a request body cannot be stored by mistake.
 */
export type IntentHint = string | number | boolean | null | readonly string[]
export type IntentHints = Readonly<Record<string, IntentHint>>

/** One merchant intent and its Idempotency-Key, kept until its outcome is known. */
export interface Intent {
  key: string
  action: IntentAction
  targetId: string
  amount: number | null
  createdAt: string
  hints: IntentHints
}

/** Every intent lives under this prefix in sessionStorage (through the app's storage adapter). */
export const INTENT_PREFIX = 'credit-connect.once-only.'
const ID_LIKE = /^[A-Za-z0-9_.:+-]{1,128}$/

export const slotOf = (action: IntentAction, targetId: string) => `${action}:${targetId}`
const storageKey = (action: IntentAction, targetId: string) => INTENT_PREFIX + slotOf(action, targetId)

function checkHint(name: string, value: IntentHint): void {
  const ok =
    value === null ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && ID_LIKE.test(value)) ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string' && ID_LIKE.test(v)))
  if (!ok || !ID_LIKE.test(name)) throw new Error(`Intent hint "${name}" is not an id-like value`)
}

/** A new intent with a fresh key; throws on a hint that is not id-like (a programming error). */
export function createIntent(
  input: { action: IntentAction; targetId: string; amount?: number | null; hints?: IntentHints },
  now: Date = new Date(),
): Intent {
  const hints = input.hints ?? {}
  for (const [name, value] of Object.entries(hints)) checkHint(name, value)
  return {
    key: crypto.randomUUID(),
    action: input.action,
    targetId: input.targetId,
    amount: input.amount ?? null,
    createdAt: now.toISOString(),
    hints,
  }
}

function isIntent(value: unknown): value is Intent {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.key === 'string' &&
    typeof v.action === 'string' &&
    typeof v.targetId === 'string' &&
    (v.amount === null || typeof v.amount === 'number') &&
    typeof v.createdAt === 'string' &&
    typeof v.hints === 'object' &&
    v.hints !== null
  )
}

/** The unresolved intent for this action and target, if any (a reload, a remount, a second frame). */
export function readIntent(action: IntentAction, targetId: string, store: KeyValueStore = session) {
  try {
    const parsed: unknown = JSON.parse(store.get(storageKey(action, targetId)) ?? 'null')
    return isIntent(parsed) && parsed.action === action && parsed.targetId === targetId ? parsed : null
  } catch {
    return null
  }
}

export function saveIntent(intent: Intent, store: KeyValueStore = session): void {
  const { key, action, targetId, amount, createdAt, hints } = intent
  store.set(storageKey(action, targetId), JSON.stringify({ key, action, targetId, amount, createdAt, hints }))
}

/** Ends an intent once its outcome is known; a newer intent in the same place is left alone. */
export function clearIntent(intent: Intent, store: KeyValueStore = session): void {
  if (readIntent(intent.action, intent.targetId, store)?.key === intent.key)
    store.remove(storageKey(intent.action, intent.targetId))
}
