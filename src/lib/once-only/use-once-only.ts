import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { session } from '../storage'
import { type IntentAction, readIntent, slotOf } from './intent-store'
import {
  type OnceOnlyHandlers,
  type StartInput,
  acknowledge,
  checkIntent,
  isBusy,
  registerHandlers,
  sendIntent,
  snapshotOf,
  start,
  subscribe,
} from './runner'

interface UseOnceOnlyOptions<R> extends OnceOnlyHandlers<R> {
  action: IntentAction
  /** The resource acted on (pre-offer or application, offer terms, loan); null: nothing to act on yet. */
  targetId: string | null
}

/**
 * The one once-only mechanism for screens (docs/decisions/0013). The feature gives `send(intent)`
 * and `reconcile(intent)`; the hook keeps the intent and its key in sessionStorage until the outcome
 * is known, lets one request out per intent, classifies failures, and re-reads the resource when the
 * answer is unknown. A stored intent found on mount (a reload, a remount, a second frame) is checked.
 */
export function useOnceOnly<R>({ action, targetId, ...handlers }: UseOnceOnlyOptions<R>) {
  const slot = targetId ? slotOf(action, targetId) : null
  const snapshot = useSyncExternalStore(
    subscribe,
    () => snapshotOf(slot),
    () => snapshotOf(slot),
  )
  const latest = useRef(handlers as OnceOnlyHandlers<unknown>)
  useEffect(() => {
    latest.current = handlers as OnceOnlyHandlers<unknown>
  })
  const proxy = useRef<OnceOnlyHandlers<unknown>>({
    send: (intent) => latest.current.send(intent),
    reconcile: (intent) => latest.current.reconcile(intent),
    onDone: (result, how) => latest.current.onDone(result, how),
    onRefused: (outcome, intent) => latest.current.onRefused?.(outcome, intent),
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

  const submit = useCallback(
    (input: Omit<StartInput, 'action' | 'targetId'> = {}) => {
      if (!targetId) return
      start({ ...input, action, targetId }, proxy.current as OnceOnlyHandlers<R>)
    },
    [action, targetId],
  )

  /** Sends the same intent again (same key): after "not received" or "couldn't confirm". */
  const retry = useCallback(() => {
    const intent = slot ? snapshotOf(slot).intent : null
    if (!slot || !intent || isBusy(slot)) return
    void sendIntent(intent, proxy.current as OnceOnlyHandlers<R>)
  }, [slot])

  const reset = useCallback(() => {
    if (slot) acknowledge(slot)
  }, [slot])

  const phase = snapshot.phase
  return {
    phase,
    intent: snapshot.intent,
    busy: phase.name === 'sending' || phase.name === 'checking',
    /** The outcome is not known and the merchant may try again with the same key. */
    unresolved: phase.name === 'not-received' || phase.name === 'unconfirmed',
    submit,
    retry,
    reset,
  }
}
