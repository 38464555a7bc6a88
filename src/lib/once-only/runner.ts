import type { ApiError } from '../api-error'
import { session } from '../storage'
import {
  type Intent,
  type IntentAction,
  type IntentHints,
  INTENT_PREFIX,
  clearIntent,
  createIntent,
  readIntent,
  saveIntent,
  slotOf,
} from './intent-store'
import { type SendOutcome, classifyFailure } from './outcome'

/**
 * Where an intent stands, as the merchant is told it:
 * - `sending`: the request is out; `checking`: the answer was lost or unreadable, we re-read the resource;
 * - `received`: it took effect (answered, or found by the check);
 * - `not-received`: the check found nothing yet; trying again reuses the same key;
 * - `unconfirmed`: the check itself failed; trying again reuses the same key;
 * - `refused`: the server clearly said no (a 4xx with its error body); the intent is over;
 * - `not-sent`: nothing left the page (what we needed before sending could not be read).
 */
export type OnceOnlyPhase =
  | { name: 'idle' }
  | { name: 'sending' }
  | { name: 'checking' }
  | { name: 'received'; via: 'answer' | 'check' }
  | { name: 'not-received' }
  | { name: 'unconfirmed'; error: ApiError }
  | { name: 'refused'; outcome: Extract<SendOutcome, { kind: 'refused' }> }
  | { name: 'not-sent'; error: ApiError }

export interface OnceOnlyHandlers<R> {
  /** Sends the intent with `intent.key` as its Idempotency-Key. */
  send: (intent: Intent) => Promise<R>
  /** Re-reads the resource: the result when the intent took effect, `null` when it has not (yet). */
  reconcile: (intent: Intent) => Promise<R | null>
  /** After the effect is known: the app's side effects (events, invalidation, navigation, toasts). */
  onDone: (result: R, how: { intent: Intent; via: 'answer' | 'check' }) => void | Promise<void>
  /** After a clear refusal (409, 422, another 4xx with the error body). */
  onRefused?: (outcome: Extract<SendOutcome, { kind: 'refused' }>, intent: Intent) => void | Promise<void>
}

export interface SlotSnapshot {
  phase: OnceOnlyPhase
  intent: Intent | null
}

const IDLE: SlotSnapshot = { phase: { name: 'idle' }, intent: null }
const slots = new Map<string, SlotSnapshot>()
const listeners = new Set<() => void>()
/** The synchronous latch: one request (or check) in flight per intent, keyed by intent key. */
const inFlight = new Map<string, Promise<void>>()
/** Slots whose send is being prepared (between the click and the request): a held Enter stops here. */
const preparing = new Set<string>()
/** The handlers of the screen now mounted for a slot, so a remounted screen hears a send it did not start. */
const mounted = new Map<string, { current: OnceOnlyHandlers<unknown> }>()
/** What the merchant confirmed (a body, a signature), in memory only: a change makes a new intent. */
const variants = new Map<string, string>()

export function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function snapshotOf(slot: string | null): SlotSnapshot {
  return (slot && slots.get(slot)) || IDLE
}

function set(slot: string, phase: OnceOnlyPhase, intent: Intent | null) {
  slots.set(slot, { phase, intent })
  for (const listener of listeners) listener()
}

export function isBusy(slot: string): boolean {
  const phase = snapshotOf(slot).phase.name
  const intent = snapshotOf(slot).intent
  return (
    preparing.has(slot) ||
    phase === 'sending' ||
    phase === 'checking' ||
    (intent !== null && inFlight.has(intent.key))
  )
}

export function registerHandlers(slot: string, handlers: { current: OnceOnlyHandlers<unknown> }) {
  mounted.set(slot, handlers)
  return () => {
    if (mounted.get(slot) === handlers) mounted.delete(slot)
  }
}

function handlersFor<R>(slot: string, fallback: OnceOnlyHandlers<R>): OnceOnlyHandlers<R> {
  return (mounted.get(slot)?.current as OnceOnlyHandlers<R> | undefined) ?? fallback
}

/** Across tabs and frames: the Web Locks API where there is one, the in-page latch otherwise. */
function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks?.request ? locks.request(name, run) : run()
}

const lockName = (intent: Intent) => `credit-connect.once-only:${slotOf(intent.action, intent.targetId)}`

async function settleDone<R>(
  slot: string,
  intent: Intent,
  result: R,
  via: 'answer' | 'check',
  h: OnceOnlyHandlers<R>,
) {
  clearIntent(intent, session)
  variants.delete(intent.key)
  set(slot, { name: 'received', via }, intent)
  await handlersFor(slot, h).onDone(result, { intent, via })
}

/**
 * Re-reads the resource for an intent: received (settled), not received (the phase says so), or the
 * check itself failed (unconfirmed). Returns which, for a caller that goes on after "not received".
 */
async function check<R>(
  slot: string,
  intent: Intent,
  h: OnceOnlyHandlers<R>,
): Promise<'received' | 'not-received' | 'unconfirmed'> {
  set(slot, { name: 'checking' }, intent)
  let found: R | null
  try {
    found = await handlersFor(slot, h).reconcile(intent)
  } catch (cause) {
    set(slot, { name: 'unconfirmed', error: classifyFailure(cause).error }, intent)
    return 'unconfirmed'
  }
  if (found === null) {
    set(slot, { name: 'not-received' }, intent)
    return 'not-received'
  }
  await settleDone(slot, intent, found, 'check', h)
  return 'received'
}

function track(intent: Intent, run: () => Promise<void>): Promise<void> {
  const running = inFlight.get(intent.key)
  if (running) return running
  const promise = run().finally(() => inFlight.delete(intent.key))
  inFlight.set(intent.key, promise)
  return promise
}

/** Sends an intent once (or joins the send already under way), then settles or reconciles it. */
export function sendIntent<R>(intent: Intent, h: OnceOnlyHandlers<R>): Promise<void> {
  const slot = slotOf(intent.action, intent.targetId)
  return track(intent, () =>
    withLock(lockName(intent), async () => {
      // Another frame sharing this storage settled it while we waited for the lock: only look.
      if (readIntent(intent.action, intent.targetId, session)?.key !== intent.key) {
        await check(slot, intent, h)
        return
      }
      set(slot, { name: 'sending' }, intent)
      let result: R
      try {
        result = await handlersFor(slot, h).send(intent)
      } catch (cause) {
        const outcome = classifyFailure(cause)
        if (outcome.kind === 'unknown') {
          await check(slot, intent, h)
          return
        }
        clearIntent(intent, session)
        variants.delete(intent.key)
        set(slot, { name: 'refused', outcome }, intent)
        await handlersFor(slot, h).onRefused?.(outcome, intent)
        return
      }
      await settleDone(slot, intent, result, 'answer', h)
    }),
  )
}

/** Re-reads the resource for a stored intent (after a reload or a remount), unless one is in flight. */
export function checkIntent<R>(intent: Intent, h: OnceOnlyHandlers<R>): Promise<void> {
  const slot = slotOf(intent.action, intent.targetId)
  return track(intent, async () => {
    await check(slot, intent, h)
  })
}

export interface StartInput {
  action: IntentAction
  targetId: string
  amount?: number | null
  /**
   * What the merchant confirmed beyond the amount (a serialized body, a signature), kept in memory
   * only. A different variant for an unresolved intent means the merchant changed it: a new intent.
   */
  variant?: string
  /** Reconciliation hints read before the first send (known payment ids, a revision). */
  hints?: () => IntentHints | Promise<IntentHints>
}

/**
 * The merchant's "do it" (ignored while a send or a check runs, and after "received" until the
 * screen calls `acknowledge`): reuses the unresolved intent for this action and target when the amount
 * (and variant) match, otherwise starts a new one, and sends it.
 */
export function start<R>(input: StartInput, h: OnceOnlyHandlers<R>): void {
  const slot = slotOf(input.action, input.targetId)
  // Busy, or just received: a late second click must not start another intent (reset() first).
  if (isBusy(slot) || snapshotOf(slot).phase.name === 'received') return
  preparing.add(slot)
  const stored = readIntent(input.action, input.targetId, session)
  set(slot, { name: 'sending' }, stored)
  void (async () => {
    let intent = stored
    try {
      const amount = input.amount ?? null
      const known = intent ? variants.get(intent.key) : undefined
      const changed =
        intent !== null &&
        (intent.amount !== amount ||
          (input.variant !== undefined && known !== undefined && known !== input.variant))
      if (intent && changed) {
        // The merchant changed what they are confirming while the old intent is unresolved: it may
        // still have taken effect. Look first; only a "not received" lets a new intent go out.
        if ((await check(slot, intent, h)) !== 'not-received') return
        clearIntent(intent, session)
        variants.delete(intent.key)
      }
      if (!intent || changed) {
        let hints: IntentHints
        try {
          hints = (await input.hints?.()) ?? {}
        } catch (cause) {
          set(slot, { name: 'not-sent', error: classifyFailure(cause).error }, stored)
          return
        }
        intent = createIntent({ action: input.action, targetId: input.targetId, amount, hints })
        saveIntent(intent, session)
      }
      if (input.variant !== undefined) variants.set(intent.key, input.variant)
      const sending = sendIntent(intent, h)
      preparing.delete(slot)
      await sending
    } finally {
      preparing.delete(slot)
    }
  })()
}

/** Back to idle after the screen has shown a final phase (a new payment on the same loan). */
export function acknowledge(slot: string) {
  if (!isBusy(slot)) set(slot, { name: 'idle' }, null)
}

/** Tests only: forget every intent, latch and phase of this page. */
export function resetOnceOnly() {
  slots.clear()
  inFlight.clear()
  preparing.clear()
  mounted.clear()
  variants.clear()
  try {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(INTENT_PREFIX)) window.sessionStorage.removeItem(key)
  } catch {
    // no storage: nothing was kept there
  }
  for (const listener of listeners) listener()
}
