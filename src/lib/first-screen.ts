/**
 * The first screen is on the page, painted. Work the first screen does not need (monitoring's SDK,
 * the application's later steps) waits for this, so it never competes with the first screen's data,
 * code and paint for a phone's network and CPU (issue 15). `waitMs` bounds the wait for pages that
 * never mark it (/system) and for a tab in the background, which paints nothing.
 */
let painted = false
let marked = false
const waiting = new Set<() => void>()

function runWaiting() {
  painted = true
  for (const run of waiting) run()
  waiting.clear()
}

/** The first screen has rendered: what waits for it runs once the browser has painted it. */
export function markFirstScreen(): void {
  if (marked) return
  marked = true
  // A frame's callback runs just before that frame's paint; a task queued from it, after the paint.
  // A page that paints no frame (a tab in the background, a frame off screen) goes on after a second.
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    runWaiting()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, NO_FRAME_MS)
}

const NO_FRAME_MS = 1000

export function afterFirstScreen(run: () => void, waitMs = 10_000): void {
  if (painted) {
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
