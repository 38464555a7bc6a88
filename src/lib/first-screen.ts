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

/**
 * The first screen has rendered (call it before the browser paints: a layout effect): what waits for
 * it runs once the browser has shown it.
 */
export function markFirstScreen(): void {
  if (marked) return
  marked = true
  let ran = false
  let stopWatching = () => {}
  const once = () => {
    if (ran) return
    ran = true
    stopWatching()
    runWaiting()
  }
  stopWatching = whenShown(() => setTimeout(once, 0))
  // A page that paints no frame (a tab in the background, a frame off screen) goes on after a second.
  setTimeout(once, NO_FRAME_MS)
}

/**
 * Calls `shown` once the frame with what was just rendered is on the screen, which is later than
 * the main thread's paint (the compositor still has to draw it). Where the browser reports the
 * largest paint (Chrome, Edge, Firefox), its entry carries the time that frame was shown: Lighthouse
 * reads the same time for LCP (issue 15). Such an entry may never come (the merchant tapped before
 * the screen showed, or the screen has nothing larger than what was painted before): then, as in
 * other browsers, the frame after it has begun, here with a little more time for it to be shown.
 * Returns a way to stop watching.
 */
function whenShown(shown: () => void): () => void {
  const since = performance.now()
  let observer: PerformanceObserver | null = null
  let allowance = 0
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(LCP)) {
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) shown()
      })
      observer.observe({ type: LCP, buffered: true })
      allowance = SHOWN_ALLOWANCE_MS
    } catch {
      observer = null
    }
  }
  // A frame's callback runs before its paint; the next frame's, after the frame was shown.
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() =>
      requestAnimationFrame(() => (allowance ? setTimeout(shown, allowance) : shown())),
    )
  return () => observer?.disconnect()
}

/** With the largest paint reported, how long after the next frame to wait for it anyway. */
const SHOWN_ALLOWANCE_MS = 100

const LCP = 'largest-contentful-paint'

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
