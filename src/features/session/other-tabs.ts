import { STORAGE_KEYS } from '@/lib/storage'
import { sessionActions } from './store/session-store'

const SESSION_KEYS: readonly (string | null)[] = [STORAGE_KEYS.token, STORAGE_KEYS.shopId, null]

/**
 * Tabs and frames of this origin share local storage; the browser tells each of them when another
 * one writes it (`storage` events never reach the writer). A change to the token or shop id (or
 * `clear()`, key null) is followed here: the same shop's fresher token is taken quietly; an ended
 * session, or another shop's, ends this one cleanly (reliability §1.3). Returns a function that stops.
 */
export function followOtherTabs(win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!SESSION_KEYS.includes(event.key)) return
    try {
      if (event.storageArea && event.storageArea !== win.localStorage) return
    } catch {
      return // storage is blocked here: this page keeps its session in memory, alone
    }
    sessionActions.otherTabChanged()
  }
  win.addEventListener('storage', onStorage)
  return () => win.removeEventListener('storage', onStorage)
}
