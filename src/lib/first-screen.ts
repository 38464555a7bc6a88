/**
 * The first screen is on the page. Work the first screen does not need (monitoring's SDK, for one)
 * waits for this, so it never competes with the first screen's data and code for a phone's network
 * and CPU (issue 15). `waitMs` bounds the wait for pages that never mark it (/system).
 */
let shown = false
const waiting = new Set<() => void>()

export function markFirstScreen(): void {
  if (shown) return
  shown = true
  for (const run of waiting) run()
  waiting.clear()
}

export function afterFirstScreen(run: () => void, waitMs = 10_000): void {
  if (shown) {
    run()
    return
  }
  let done = false
  const once = () => {
    if (done) return
    done = true
    waiting.delete(once)
    run()
  }
  waiting.add(once)
  setTimeout(once, waitMs)
}
