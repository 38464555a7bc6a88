import { create } from 'zustand'
import { readStored, session } from './storage'
import type { ZodMiniType } from './zod'

/**
 * Every session-scoped store's sessionStorage key, in one list: when a session ends, or another
 * shop's link replaces it, each is emptied, also for stores whose code has not loaded yet (they load
 * with their screens, not on the first page).
 */
export const SESSION_STORE_KEYS = {
  applicationDraft: 'cc.application-draft.v1',
  offerReview: 'cc.offer-review.v1',
  disclosureSignatures: 'cc.disclosure-signatures.v1',
} as const
type SessionStoreKey = (typeof SESSION_STORE_KEYS)[keyof typeof SESSION_STORE_KEYS]

export interface SessionStoreOptions<T> {
  /** The sessionStorage key it is kept under (one of SESSION_STORE_KEYS). */
  key: SessionStoreKey
  /** The state when nothing (readable) was kept, and after `clear`. */
  empty: () => T
  /**
   * What may be read back (`readStored`, src/lib/storage.ts): what was kept and parses is the state;
   * anything else is removed and the store starts empty. Fields added since give their defaults here.
   */
  schema: ZodMiniType<T>
  /** What is kept of the state (all of it unless said otherwise). */
  persist?: (state: T) => unknown
  /** The personal values in the state, which monitoring redacts from every event (start.tsx). */
  secrets?: (state: T) => string[]
}

/** The stores created so far (their modules have loaded). */
const created = new Set<{ clear: () => void; secrets: () => string[] }>()

/**
 * A store kept in sessionStorage (through the app's storage adapter), so a reload in the same tab
 * loses nothing (reliability §1.2): read back once when created, written after every change, and
 * emptied, storage included, by `clear` (after a submit or an acceptance) and by
 * `forgetSessionStores` (when the session ends).
 */
export function sessionStore<T>({
  key,
  empty,
  schema,
  persist = (state) => state,
  secrets = () => [],
}: SessionStoreOptions<T>) {
  const useStore = create<T>()(() => readStored(session, key, schema) ?? empty())
  useStore.subscribe((state) => session.set(key, JSON.stringify(persist(state))))
  const clear = () => {
    useStore.setState(empty(), true)
    session.remove(key)
  }
  created.add({ clear, secrets: () => secrets(useStore.getState()) })
  return { useStore, clear }
}

/**
 * A session-scoped store kept in memory only (a reload may lose it): emptied with the others by
 * `forgetSessionStores`, so nothing of an ended session stays in it either.
 */
export function memorySessionStore<T>(empty: () => T) {
  const useStore = create<T>()(empty)
  const clear = () => useStore.setState(empty(), true)
  created.add({ clear, secrets: () => [] })
  return { useStore, clear }
}

/** The session is over (or belongs to another shop now): every session store, loaded or not, is emptied. */
export function forgetSessionStores(): void {
  for (const store of created) store.clear()
  for (const key of Object.values(SESSION_STORE_KEYS)) session.remove(key)
}

/** The personal values held by the session stores in memory now. */
export function sessionStoreSecrets(): string[] {
  return [...created].flatMap((store) => store.secrets())
}
