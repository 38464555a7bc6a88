import { type KeyValueStore, readStored, session } from '../storage'
import { type ZodMiniType, z } from '../zod'
import { digestOf } from './digest'

/** Every action that moves money or changes a contract; a future one adds its name here. */
const INTENT_ACTIONS = ['submit-application', 'accept-offer', 'one-time-payment'] as const
export type IntentAction = (typeof INTENT_ACTIONS)[number]

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
  /**
   * SHA-256 hex of what the merchant confirmed (`confirmedContent`), salted with `key`; null for an
   * intent stored without one, which then matches nothing on screen.
   */
  digest: string | null
}

/**
 * How long the server keeps a key's result (the contract: at least 24 hours). Past it a resend with
 * the key could act again, so an older intent is checked once, then dropped, never sent.
 */
export const KEY_WINDOW_MS = 24 * 60 * 60 * 1000

export const windowEndOf = (intent: Intent) => new Date(Date.parse(intent.createdAt) + KEY_WINDOW_MS)

export const isPastWindow = (intent: Intent, now: Date = new Date()) =>
  !(windowEndOf(intent).getTime() > now.getTime())

/** Every intent lives under this prefix in sessionStorage (through the app's storage adapter). */
export const INTENT_PREFIX = 'credit-connect.once-only.'
const ID_LIKE = /^[A-Za-z0-9_.:+-]{1,128}$/

export const slotOf = (action: IntentAction, targetId: string) => `${action}:${targetId}`
const storageKey = (action: IntentAction, targetId: string) => INTENT_PREFIX + slotOf(action, targetId)

const idLike = z.string().check(z.regex(ID_LIKE))
/** One hint: id-like (zod refuses NaN and Infinity as numbers). */
const hintSchema = z.union([z.null(), z.boolean(), z.number(), idLike, z.array(idLike)])

/**
 * What a stored intent must be to be read back (`readStored`): the fields `saveIntent` writes, hints
 * id-like as `createIntent` demands. One written before digests existed reads with a null digest,
 * which matches nothing on screen; any other shape is dropped.
 */
const storedIntentSchema: ZodMiniType<Intent> = z.object({
  key: z.string(),
  action: z.enum(INTENT_ACTIONS),
  targetId: z.string(),
  amount: z.nullable(z.number()),
  createdAt: z.string(),
  hints: z.record(idLike, hintSchema),
  digest: z._default(z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))), null),
})

function checkHint(name: string, value: IntentHint): void {
  if (!ID_LIKE.test(name) || !hintSchema.safeParse(value).success)
    throw new Error(`Intent hint "${name}" is not an id-like value`)
}

/** A new intent with a fresh key; throws on a hint that is not id-like (a programming error). */
export function createIntent(
  input: {
    action: IntentAction
    targetId: string
    amount?: number | null
    hints?: IntentHints
    digest?: string | null
  },
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
    digest: input.digest ?? null,
  }
}

/**
 * Everything a send carries that the merchant confirmed on screen: the target (the offer), the
 * amount and the action's own content (the terms id and the typed signature, the account, the
 * application body). Only its digest is stored.
 */
export function confirmedContent(
  input: { action: IntentAction; targetId: string; amount?: number | null },
  confirmed: unknown,
) {
  return { action: input.action, targetId: input.targetId, amount: input.amount ?? null, confirmed }
}

/** A new intent whose digest seals what the merchant confirmed. */
export async function sealIntent(
  input: { action: IntentAction; targetId: string; amount?: number | null; hints?: IntentHints },
  confirmed: unknown,
  now: Date = new Date(),
): Promise<Intent> {
  const intent = createIntent(input, now)
  return { ...intent, digest: await digestOf(intent.key, confirmedContent(input, confirmed)) }
}

/** Whether this intent was made for exactly what is confirmed now (same target, amount and content). */
export async function confirms(
  intent: Intent,
  now: { amount?: number | null },
  confirmed: unknown,
): Promise<boolean> {
  if (intent.digest === null) return false
  const content = confirmedContent({ ...intent, amount: now.amount ?? null }, confirmed)
  return intent.digest === (await digestOf(intent.key, content))
}

/**
 * The unresolved intent for this action and target, if any (a reload, a remount, a second frame). One
 * that does not parse, or was stored in another's place, is removed: it is not this intent.
 */
export function readIntent(action: IntentAction, targetId: string, store: KeyValueStore = session) {
  const key = storageKey(action, targetId)
  const intent = readStored(store, key, storedIntentSchema)
  if (intent && intent.action === action && intent.targetId === targetId) return intent
  if (intent) store.remove(key)
  return null
}

export function saveIntent(intent: Intent, store: KeyValueStore = session): void {
  const { key, action, targetId, amount, createdAt, hints, digest } = intent
  store.set(
    storageKey(action, targetId),
    JSON.stringify({ key, action, targetId, amount, createdAt, hints, digest }),
  )
}

/** Ends an intent once its outcome is known; a newer intent in the same place is left alone. */
export function clearIntent(intent: Intent, store: KeyValueStore = session): void {
  if (readIntent(intent.action, intent.targetId, store)?.key === intent.key)
    store.remove(storageKey(intent.action, intent.targetId))
}
