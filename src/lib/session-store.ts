import { create } from 'zustand'
import { session } from './storage'

export interface SessionStoreOptions<T> {
  /** The sessionStorage key it is kept under. */
  key: string
  /** The state when nothing (readable) was kept, and after `clear`. */
  empty: () => T
  /**
   * The state from what was kept (parsed JSON, of any shape: storage is input too). It may throw;
   * the store then starts empty.
   */
  restore: (saved: unknown) => T
  /** What is kept of the state (all of it unless said otherwise). */
  persist?: (state: T) => unknown
}

/**
 * A store kept in sessionStorage (through the app's storage adapter), so a reload in the same tab
 * loses nothing (reliability §1.2): read back once when created, written after every change, and
 * emptied, storage included, by `clear` (after a submit or an acceptance, and when the session ends).
 */
export function sessionStore<T>({ key, empty, restore, persist = (state) => state }: SessionStoreOptions<T>) {
  const useStore = create<T>()(() => {
    try {
      const raw = session.get(key)
      return raw ? restore(JSON.parse(raw)) : empty()
    } catch {
      return empty()
    }
  })
  useStore.subscribe((state) => session.set(key, JSON.stringify(persist(state))))
  const clear = () => {
    useStore.setState(empty(), true)
    session.remove(key)
  }
  return { useStore, clear }
}
