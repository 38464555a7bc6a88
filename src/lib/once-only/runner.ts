import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { ApiError } from '../api-error'
import { session } from '../storage'
import {
  type Intent,
  type IntentAction,
  type IntentHints,
  INTENT_PREFIX,
  clearIntent,
  confirms,
  isPastWindow,
  readIntent,
  saveIntent,
  sealIntent,
  slotOf,
  windowEndOf,
} from './intent-store'
import { type SendOutcome, classifyFailure } from './outcome'

/**
 * Where an intent stands, as the merchant is told it:
 * - `sending`: the request is out; `checking`: the answer was lost or unreadable, we re-read the resource;
 * - `in-progress`: the server is still processing a request with this key (409
 *   IDEMPOTENCY_REQUEST_IN_PROGRESS); `rechecking` while we look again by ourselves; then trying
 *   again asks with the same key;
 * - `received`: it took effect (answered, or found by the check);
 * - `not-received`: the check found nothing yet (it may still arrive); trying again reuses the key;
 * - `unconfirmed`: the check itself failed; trying again reuses the same key;
 * - `waiting`: the merchant changed what they confirm while an earlier intent of an action that can
 *   take effect twice (a payment) may still arrive: nothing new goes out until the earlier one is
 *   known or its key window ends (`until`);
 * - `refused`: the server clearly said no (a 4xx with its error body); the intent is over;
 * - `not-sent`: nothing left the page (what we needed before sending could not be read).
 */
export type OnceOnlyPhase =
  | { name: 'idle' }
  | { name: 'sending' }
  | { name: 'checking' }
  | { name: 'in-progress'; rechecking: boolean }
  | { name: 'received'; via: 'answer' | 'check' }
  | { name: 'not-received' }
  | { name: 'unconfirmed'; error: ApiError }
  | { name: 'waiting'; until: Date }
  | { name: 'refused'; outcome: Extract<SendOutcome, { kind: 'refused' }> }
  | { name: 'not-sent'; error: ApiError }

export interface OnceOnlyHandlers<R, C = unknown> {
  /**
   * Sends the intent with `intent.key` as its Idempotency-Key and a body made only of `confirmed`,
   * what the screen in front of the merchant confirmed (the runner has checked it is what the intent
   * was made for), and the intent's own hints (its signing time).
   */
  send: (intent: Intent, confirmed: C) => Promise<R>
  /** Re-reads the resource: the result when the intent took effect, `null` when it has not (yet). */
  reconcile: (intent: Intent) => Promise<R | null>
  /** After the effect is known: the app's side effects (events, invalidation, navigation, toasts). */
  onDone: (result: R, how: { intent: Intent; via: 'answer' | 'check' }) => void | Promise<void>
  /** After a clear refusal (409, 422, another 4xx with the error body). */
  onRefused?: (outcome: Extract<SendOutcome, { kind: 'refused' }>, intent: Intent) => void | Promise<void>
  /** The 409 codes that say this action's resource changed state (a refusal); any other 409 is unknown. */
  conflictCodes?: readonly string[]
  /**
   * The action can take effect more than once on its target (two payments): a changed intent waits
   * while an earlier one may still arrive. Otherwise the server refuses a second effect (an offer is
   * accepted once), so the changed intent goes out once the check has not found the earlier one.
   */
  repeatable?: boolean
}

/** How long to wait before looking again while the server says a key is still being processed. */
export const onceOnlyTiming = { inProgressChecksMs: [1000, 2000, 4000] as readonly number[] }

export interface SlotSnapshot {
  phase: OnceOnlyPhase
  intent: Intent | null
}

const IDLE: SlotSnapshot = { phase: { name: 'idle' }, intent: null }

interface Registry {
  /** Where each slot's intent stands (a slot absent is idle); a change replaces the slot's snapshot. */
  slots: Readonly<Record<string, SlotSnapshot>>
  /** Slots whose send is being prepared (between the click and the request): a held Enter stops here. */
  preparing: ReadonlySet<string>
}

/** The page's intents (a zustand store, as all client state is): screens follow their slot in it. */
const registry = createStore<Registry>()(() => ({ slots: {}, preparing: new Set() }))
/** Counts `resetOnceOnly` calls: a wait that began before one ends quietly. */
let generation = 0
/** The synchronous latch: one request (or check) in flight per intent, keyed by intent key. */
const inFlight = new Map<string, Promise<void>>()
/** The handlers of the screen now mounted for a slot, so a remounted screen hears a send it did not start. */
const mounted = new Map<string, { current: OnceOnlyHandlers<unknown> }>()
/** Told of every change of any slot (outside React; a screen uses `useSlotSnapshot`). */
export function subscribe(listener: () => void) {
  return registry.subscribe(() => listener())
}

const slotIn = (state: Registry, slot: string | null) => (slot && state.slots[slot]) || IDLE

export function snapshotOf(slot: string | null): SlotSnapshot {
  return slotIn(registry.getState(), slot)
}

/** A slot's snapshot for a screen: it re-renders when that slot changes, not for the others. */
export function useSlotSnapshot(slot: string | null): SlotSnapshot {
  return useStore(registry, (state) => slotIn(state, slot))
}

function set(slot: string, phase: OnceOnlyPhase, intent: Intent | null) {
  registry.setState(({ slots }) => ({ slots: { ...slots, [slot]: { phase, intent } } }))
}

function preparing(slot: string, now: boolean) {
  registry.setState((state) => {
    if (state.preparing.has(slot) === now) return state
    const after = new Set(state.preparing)
    if (now) after.add(slot)
    else after.delete(slot)
    return { preparing: after }
  })
}

export function isBusy(slot: string): boolean {
  const { phase, intent } = snapshotOf(slot)
  return (
    registry.getState().preparing.has(slot) ||
    phase.name === 'sending' ||
    phase.name === 'checking' ||
    (intent !== null && inFlight.has(intent.key))
  )
}

export function registerHandlers(slot: string, handlers: { current: OnceOnlyHandlers<unknown> }) {
  mounted.set(slot, handlers)
  return () => {
    if (mounted.get(slot) === handlers) mounted.delete(slot)
  }
}

function handlersFor<R, C>(slot: string, fallback: OnceOnlyHandlers<R, C>): OnceOnlyHandlers<R, C> {
  return (mounted.get(slot)?.current as OnceOnlyHandlers<R, C> | undefined) ?? fallback
}

/** Across tabs and frames: the Web Locks API where there is one, the in-page latch otherwise. */
function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks?.request ? locks.request(name, run) : run()
}

const lockName = (intent: Intent) => `credit-connect.once-only:${slotOf(intent.action, intent.targetId)}`

async function settleDone<R, C>(
  slot: string,
  intent: Intent,
  result: R,
  via: 'answer' | 'check',
  h: OnceOnlyHandlers<R, C>,
) {
  clearIntent(intent, session)
  set(slot, { name: 'received', via }, intent)
  await handlersFor(slot, h).onDone(result, { intent, via })
}

/**
 * Re-reads the resource for an intent: received (settled), not received (the phase says so), or the
 * check itself failed (unconfirmed). Returns which, for a caller that goes on after "not received".
 */
async function check<R, C>(
  slot: string,
  intent: Intent,
  h: OnceOnlyHandlers<R, C>,
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

/**
 * The server is still processing a request with this key: nothing is known yet. Keep the key and look
 * again a few times; still nothing, the merchant can ask again with the same key.
 */
async function awaitProcessing<R, C>(
  slot: string,
  intent: Intent,
  error: ApiError,
  h: OnceOnlyHandlers<R, C>,
) {
  const started = generation
  for (const waitMs of onceOnlyTiming.inProgressChecksMs) {
    set(slot, { name: 'in-progress', rechecking: true }, intent)
    await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? waitMs, 10_000)))
    // The page forgot its intents meanwhile (resetOnceOnly): this wait is over, and says nothing.
    if (generation !== started) return
    let found: R | null
    try {
      found = await handlersFor(slot, h).reconcile(intent)
    } catch (cause) {
      set(slot, { name: 'unconfirmed', error: classifyFailure(cause).error }, intent)
      return
    }
    if (found !== null) return settleDone(slot, intent, found, 'check', h)
  }
  set(slot, { name: 'in-progress', rechecking: false }, intent)
}

/**
 * Sends an intent once (or joins the send already under way), then settles or reconciles it. Only
 * `start` calls it, with the content it has matched against the intent's digest.
 */
function sendIntent<R, C>(intent: Intent, confirmed: C, h: OnceOnlyHandlers<R, C>): Promise<void> {
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
        result = await handlersFor(slot, h).send(intent, confirmed)
      } catch (cause) {
        const outcome = classifyFailure(cause, handlersFor(slot, h).conflictCodes)
        if (outcome.kind === 'unknown') {
          await (outcome.inProgress
            ? awaitProcessing(slot, intent, outcome.error, h)
            : check(slot, intent, h))
          return
        }
        clearIntent(intent, session)
        set(slot, { name: 'refused', outcome }, intent)
        await handlersFor(slot, h).onRefused?.(outcome, intent)
        return
      }
      await settleDone(slot, intent, result, 'answer', h)
    }),
  )
}

/**
 * Re-reads the resource for a stored intent (after a reload or a remount), unless one is in flight.
 * An intent past its key window is checked once, then dropped.
 */
export function checkIntent<R, C>(intent: Intent, h: OnceOnlyHandlers<R, C>): Promise<void> {
  const slot = slotOf(intent.action, intent.targetId)
  return track(intent, async () => {
    if ((await check(slot, intent, h)) !== 'received' && isPastWindow(intent)) {
      clearIntent(intent, session)
      set(slot, { name: 'idle' }, null)
    }
  })
}

export interface StartInput<C = unknown> {
  action: IntentAction
  targetId: string
  amount?: number | null
  /**
   * What the merchant confirmed on the screen in front of them beyond the amount (the terms id and
   * the typed signature, the account, the application body). The send is built from it; its digest
   * (never the content) is stored with the intent, so a change is seen after a reload too.
   */
  confirmed?: C
  /** Reconciliation hints read before the first send (known payment ids, a revision). */
  hints?: () => IntentHints | Promise<IntentHints>
}

/**
 * The merchant's "do it" (ignored while a send or a check runs, and after "received" until the
 * screen calls `acknowledge`). The unresolved intent for this action and target is sent again (same
 * key) only when it was made for exactly what is confirmed now. Otherwise it is checked first: found,
 * it is the one received and nothing new goes out; not found, a new intent (new key) goes out — or,
 * for a repeatable action, waits until the earlier one is known or its key window has passed.
 */
export function start<R, C>(input: StartInput<C>, h: OnceOnlyHandlers<R, C>): void {
  const slot = slotOf(input.action, input.targetId)
  // Busy, or just received: a late second click must not start another intent (reset() first).
  if (isBusy(slot) || snapshotOf(slot).phase.name === 'received') return
  preparing(slot, true)
  const stored = readIntent(input.action, input.targetId, session)
  set(slot, { name: 'sending' }, stored)
  void (async () => {
    let intent = stored
    try {
      const amount = input.amount ?? null
      const confirmed = (input.confirmed ?? null) as C
      if (intent && isPastWindow(intent)) {
        // Its key no longer protects a resend: look once, then let it go.
        if ((await check(slot, intent, h)) === 'received') return
        clearIntent(intent, session)
        intent = null
      }
      if (intent && !(await confirms(intent, { amount }, confirmed))) {
        // The merchant changed what they confirm while the old intent is unresolved: it may still
        // have taken effect. Look first; only a "not received" lets a new intent go out.
        if ((await check(slot, intent, h)) !== 'not-received') return
        if (handlersFor(slot, h).repeatable) {
          set(slot, { name: 'waiting', until: windowEndOf(intent) }, intent)
          return
        }
        clearIntent(intent, session)
        intent = null
      }
      if (!intent) {
        let hints: IntentHints
        try {
          hints = (await input.hints?.()) ?? {}
        } catch (cause) {
          set(slot, { name: 'not-sent', error: classifyFailure(cause).error }, stored)
          return
        }
        const fresh = { action: input.action, targetId: input.targetId, amount, hints }
        intent = await sealIntent(fresh, confirmed)
        saveIntent(intent, session)
      }
      const sending = sendIntent(intent, confirmed, h)
      preparing(slot, false)
      await sending
    } finally {
      preparing(slot, false)
    }
  })()
}

/** Back to idle after the screen has shown a final phase (a new payment on the same loan). */
export function acknowledge(slot: string) {
  if (!isBusy(slot)) set(slot, { name: 'idle' }, null)
}

/**
 * Tests only: forget every intent, latch and phase of this page; `keepStorage` keeps what
 * sessionStorage holds, as a reload does.
 */
export function resetOnceOnly({ keepStorage = false } = {}) {
  generation += 1
  inFlight.clear()
  mounted.clear()
  if (!keepStorage) {
    try {
      for (const key of Object.keys(window.sessionStorage))
        if (key.startsWith(INTENT_PREFIX)) window.sessionStorage.removeItem(key)
    } catch {
      // no storage: nothing was kept there
    }
  }
  registry.setState({ slots: {}, preparing: new Set() }, true)
}
