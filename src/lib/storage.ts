import type { ZodMiniType } from './zod'

/**
 * One storage adapter for the whole app (reliability §1.2). In a partner iframe with blocked
 * third-party storage, touching `localStorage` throws; then values live in memory for this page.
 * Only the spec's keys are ever written here (spec §9): never personal data.
 */
export const STORAGE_KEYS = {
  token: 'token',
  shopId: 'shopId',
  showFundingBanner: 'show-funding-banner',
  showRenewalBanner: 'show-renewal-banner',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  readonly persistent: boolean
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>()
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    persistent: false,
  }
}

/** Probes the Web Storage once; any throw (SecurityError, quota, sandboxed iframe) means memory. */
export function createStore(getStorage: () => Storage): KeyValueStore {
  let storage: Storage
  try {
    storage = getStorage()
    const probe = '__cc_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
  } catch {
    return memoryStore()
  }
  const fallback = memoryStore()
  return {
    get: (key) => {
      try {
        return storage.getItem(key)
      } catch {
        return fallback.get(key)
      }
    },
    set: (key, value) => {
      try {
        storage.setItem(key, value)
      } catch {
        fallback.set(key, value)
      }
    },
    remove: (key) => {
      try {
        storage.removeItem(key)
      } catch {
        // ignore: nothing can be stored there anyway
      }
      fallback.remove(key)
    },
    persistent: true,
  }
}

export const local: KeyValueStore = createStore(() => window.localStorage)
export const session: KeyValueStore = createStore(() => window.sessionStorage)

/**
 * Stored input, read back (storage is input too: an older build wrote it, or someone edited it): the
 * JSON `raw` as `schema` makes it, or null when nothing was kept, it is not JSON or it does not parse.
 * Never half of it: a schema says what an older value lacks (a default per field), never what a
 * broken one may keep. The schema's own `safeParse`, so this module loads no zod itself (it is
 * first-page code; the schemas load with the screens that keep things).
 */
export function restoreStored<T>(schema: ZodMiniType<T>, raw: string | null): T | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** `restoreStored` of what `store` keeps under `key`; what does not restore is removed from storage. */
export function readStored<T>(store: KeyValueStore, key: string, schema: ZodMiniType<T>): T | null {
  const raw = store.get(key)
  const value = restoreStored(schema, raw)
  if (value === null && raw !== null) store.remove(key)
  return value
}
