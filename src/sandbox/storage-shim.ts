/**
 * msw's cookie store touches `localStorage` when its module loads, with no guard, so in a partner
 * iframe with blocked storage the sandbox itself would fail to start. Sandbox builds only: give the
 * page an in-memory Storage when the real one throws. (The app's own adapter, src/lib/storage.ts,
 * falls back to memory by itself; this only keeps the sandbox alive for that case.)
 */
class MemoryStorage implements Storage {
  private map = new Map<string, string>()
  get length() {
    return this.map.size
  }
  clear() {
    this.map.clear()
  }
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.map.delete(key)
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value))
  }
}

/** True when the browser refused Web Storage here (it then refuses Service Workers too). */
export let storageBlocked = false

for (const name of ['localStorage', 'sessionStorage'] as const) {
  try {
    void window[name].length
  } catch {
    storageBlocked = true
    try {
      Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true })
    } catch {
      // Not replaceable here: the sandbox can't start, and says so in the console.
    }
  }
}
