/**
 * The first screen is on the page, painted. Work the first screen does not need (monitoring's SDK,
 * the app's own typeface, the application's later steps) waits for this, so it never competes with
 * the first screen's data, code and paint for a phone's network and CPU. `waitMs` bounds the wait for
 * pages that never mark it (/system) and for a tab in the background, which paints nothing.
 */
let painted = false
let marked = false
const waiting = new Set<() => void>()

function runWaiting() {
  painted = true
  for (const run of waiting) run()
  waiting.clear()
}

/**
 * The first screen has rendered (call it before the browser paints: a layout effect): what waits for
 * it runs once the browser has painted it, in the task after the next frame began (a frame's callback
 * runs before its paint; the next frame's, after it).
 */
export function markFirstScreen(): void {
  if (marked) return
  marked = true
  let ran = false
  const once = () => {
    if (ran) return
    ran = true
    runWaiting()
  }
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)))
  // A page that paints no frame (a tab in the background, a frame off screen) goes on after a second.
  setTimeout(once, NO_FRAME_MS)
}

const NO_FRAME_MS = 1000

/**
 * Runs `run` once the first screen is shown (at once if it already was), or after `waitMs` at most.
 * Returns a way to give up waiting (an effect's cleanup: a part gone before the screen showed).
 */
export function afterFirstScreen(run: () => void, waitMs = 10_000): () => void {
  if (painted) {
    run()
    return () => {}
  }
  let done = false
  const stop = () => {
    done = true
    waiting.delete(once)
    clearTimeout(timer)
  }
  const once = () => {
    if (done) return
    stop()
    run()
  }
  waiting.add(once)
  const timer = setTimeout(once, waitMs)
  return stop
}
