// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type * as FirstScreen from './first-screen'

// The module keeps the page's state: each test gets it fresh.
let firstScreen: typeof FirstScreen
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
  vi.resetModules()
  firstScreen = await import('./first-screen')
})
afterEach(() => vi.useRealTimers())

/** Once the first screen has been painted, work asked for later runs at once. */
function expectLaterWorkRunsAtOnce() {
  const later = vi.fn()
  firstScreen.afterFirstScreen(later)
  expect(later).toHaveBeenCalledTimes(1)
}

test('work after the first screen waits for the screen and then for its paint', () => {
  const run = vi.fn()
  firstScreen.afterFirstScreen(run)
  vi.advanceTimersByTime(5_000)
  expect(run).not.toHaveBeenCalled()
  firstScreen.markFirstScreen()
  // Rendered, not yet painted: nothing starts that could compete with the paint.
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersToNextFrame()
  expect(run).not.toHaveBeenCalled()
  // Painted: the work runs once the next frame has begun.
  vi.advanceTimersToNextFrame()
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
  // Once painted, later work runs at once, and nothing runs twice (the 10 s bound included).
  expectLaterWorkRunsAtOnce()
  vi.advanceTimersByTime(20_000)
  expect(run).toHaveBeenCalledTimes(1)
})

test('a page that never marks its first screen runs the work after the bound', () => {
  const run = vi.fn()
  firstScreen.afterFirstScreen(run, 3_000)
  vi.advanceTimersByTime(2_999)
  expect(run).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
  firstScreen.markFirstScreen()
  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(1)
})

test('a page that paints no frame (a tab in the background) still runs the work, a second after its first screen', () => {
  vi.stubGlobal('requestAnimationFrame', () => 0)
  try {
    const run = vi.fn()
    firstScreen.afterFirstScreen(run)
    firstScreen.markFirstScreen()
    vi.advanceTimersByTime(999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    // From then on, later work runs at once rather than waiting its own bound.
    expectLaterWorkRunsAtOnce()
  } finally {
    vi.unstubAllGlobals()
  }
})

test('work given up before the first screen is shown never runs, nor at the bound', () => {
  const run = vi.fn()
  const stop = firstScreen.afterFirstScreen(run)
  stop()
  firstScreen.markFirstScreen()
  vi.advanceTimersToNextFrame()
  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(20_000)
  expect(run).not.toHaveBeenCalled()
  // Other work still runs.
  expectLaterWorkRunsAtOnce()
})
