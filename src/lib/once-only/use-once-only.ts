import { useCallback, useEffect, useRef } from 'react'
import { session } from '../storage'
import { type IntentAction, readIntent, slotOf } from './intent-store'
import {
  type OnceOnlyHandlers,
  type StartInput,
  acknowledge,
  checkIntent,
  isBusy,
  registerHandlers,
  snapshotOf,
  start,
  useSlotSnapshot,
} from './runner'

interface UseOnceOnlyOptions<R, C> extends OnceOnlyHandlers<R, C> {
  action: IntentAction
  /** The resource acted on (pre-offer or application, offer terms, loan); null: nothing to act on yet. */
  targetId: string | null
}

/**
 * The one once-only mechanism for screens (docs/decisions/0013). The feature gives
 * `send(intent, confirmed)` and `reconcile(intent)`; the hook keeps the intent, its key and the digest
 * of what the merchant confirmed in sessionStorage until the outcome is known, lets one request out
 * per intent, classifies failures, and re-reads the resource when the answer is unknown. A stored
 * intent found on mount (a reload, a remount, a second frame) is checked.
 */
export function useOnceOnly<R, C = unknown>({ action, targetId, ...handlers }: UseOnceOnlyOptions<R, C>) {
  const slot = targetId ? slotOf(action, targetId) : null
  const snapshot = useSlotSnapshot(slot)
  const latest = useRef(handlers as OnceOnlyHandlers<unknown>)
  useEffect(() => {
    latest.current = handlers as OnceOnlyHandlers<unknown>
  })
  const proxy = useRef<OnceOnlyHandlers<unknown>>({
    send: (intent, confirmed) => latest.current.send(intent, confirmed),
    reconcile: (intent) => latest.current.reconcile(intent),
    onDone: (result, how) => latest.current.onDone(result, how),
    onRefused: (outcome, intent) => latest.current.onRefused?.(outcome, intent),
    get conflictCodes() {
      return latest.current.conflictCodes
    },
    get repeatable() {
      return latest.current.repeatable
    },
  })

  useEffect(() => {
    if (!slot || !targetId) return
    const unregister = registerHandlers(slot, latest)
    // An intent left unresolved by a reload or an earlier mount: find out what happened to it.
    const stored = readIntent(action, targetId, session)
    if (stored && !isBusy(slot)) {
      const phase = snapshotOf(slot).phase.name
      if (phase === 'idle' || phase === 'received' || phase === 'refused')
        void checkIntent(stored, proxy.current)
    }
    return unregister
  }, [slot, action, targetId])

  /**
   * The merchant's "do it", and every "try again": with what the screen confirms now. The same content
   * reuses the unresolved intent's key; another content is checked against it first (runner `start`).
   */
  const submit = useCallback(
    (input: Omit<StartInput<C>, 'action' | 'targetId'> = {}) => {
      if (!targetId) return
      start({ ...input, action, targetId }, proxy.current as OnceOnlyHandlers<R, C>)
    },
    [action, targetId],
  )

  const reset = useCallback(() => {
    if (slot) acknowledge(slot)
  }, [slot])

  const phase = snapshot.phase
  return {
    phase,
    intent: snapshot.intent,
    busy:
      phase.name === 'sending' ||
      phase.name === 'checking' ||
      (phase.name === 'in-progress' && phase.rechecking),
    /** The outcome is not known and the merchant may try again with the same key. */
    unresolved:
      phase.name === 'not-received' ||
      phase.name === 'unconfirmed' ||
      (phase.name === 'in-progress' && !phase.rechecking),
    submit,
    reset,
  }
}
