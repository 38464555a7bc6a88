import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { type Invalidates, invalidateKeys } from '../query-client'
import { session } from '../storage'
import { type Intent, type IntentAction, readIntent, slotOf } from './intent-store'
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

/** What `onDone` hears besides the result: how the effect became known, and the refetch of `invalidates`. */
export interface OnceOnlyDone {
  via: 'answer' | 'check'
  /**
   * Resolves once the `invalidates` keys are read again. Their refetch starts as soon as `onDone`'s
   * synchronous part has run (a submit leaves its form first: issue 16); a step that needs the new
   * data (going on to a screen routed by it) awaits this first.
   */
  refreshed: Promise<void>
}

interface UseOnceOnlyOptions<R, C> extends Omit<OnceOnlyHandlers<R, C>, 'onDone'> {
  action: IntentAction
  /** The resource acted on (pre-offer or application, offer terms, loan); null: nothing to act on yet. */
  targetId: string | null
  /**
   * The query keys this write refreshes (lib/query-client `Invalidates`, as `useMutation`'s
   * `meta.invalidates`): on a known success (answered or found by the check) and on a refusal that
   * says the resource changed (a `conflictCodes` 409); never on another refusal or an unknown outcome.
   */
  invalidates?: Invalidates
  /** After the effect is known: the screen's side effects (events, navigation, toasts). */
  onDone: (result: R, how: OnceOnlyDone & { intent: Intent }) => void | Promise<void>
}

/**
 * The handlers the runner calls, with the one invalidation policy around the feature's own. The
 * feature's step runs first (it may leave the form, write the cache, show the new state), then the
 * declared keys are read again: after a success as soon as `onDone`'s synchronous part has run, so
 * that it can await `refreshed`; after a conflict once `onRefused` is done.
 */
function withInvalidation<R, C>(
  { invalidates, onDone, onRefused, ...handlers }: Omit<UseOnceOnlyOptions<R, C>, 'action' | 'targetId'>,
  queryClient: QueryClient,
): OnceOnlyHandlers<R, C> {
  return {
    ...handlers,
    onDone: async (result, how) => {
      let refresh = () => {}
      const refreshed = new Promise<void>((resolve, reject) => {
        refresh = () => void invalidateKeys(queryClient, invalidates).then(resolve, reject)
      })
      const done = onDone(result, { ...how, refreshed })
      refresh()
      await Promise.all([done, refreshed])
    },
    onRefused: async (outcome, intent) => {
      await onRefused?.(outcome, intent)
      if (outcome.reason === 'conflict') await invalidateKeys(queryClient, invalidates)
    },
  }
}

/**
 * The one once-only mechanism for writes that move money or change a contract (docs/decisions/0013),
 * called by a feature's write hook (`features/<feature>/api/use-<action>.ts`, 0023). The feature gives
 * `send(intent, confirmed)`, `reconcile(intent)` and the keys it `invalidates`; the hook keeps the
 * intent, its key and the digest of what the merchant confirmed in sessionStorage until the outcome
 * is known, lets one request out per intent, classifies failures, re-reads the resource when the
 * answer is unknown, and invalidates the declared keys by the one policy (`withInvalidation`). A
 * stored intent found on mount (a reload, a remount, a second frame) is checked.
 */
export function useOnceOnly<R, C = unknown>({ action, targetId, ...options }: UseOnceOnlyOptions<R, C>) {
  const queryClient = useQueryClient()
  const handlers = withInvalidation(options, queryClient)
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
