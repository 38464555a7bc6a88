// Every budget and target the repository measures against, in one place: `npm run size`
// (scripts/size.mjs) fails above the size budgets, and `npm run quality` (scripts/quality/report.mjs)
// marks its figures against the targets. Docs name this file instead of quoting the figures.

/**
 * `npm run size` and `npm run quality`: the JavaScript the first page loads (gzip) at most this many
 * times the floor's, quality/baseline (the design card's boot stack), built in the same run.
 */
export const FIRST_PAGE_OVER_FLOOR = 1.2

/** `npm run size`: the partner library, dist/embed.js, gzip, in bytes (3 kB). */
export const EMBED_BUDGET_BYTES = 3072

/** `npm run quality`: the production build against the floor (docs/decisions/0019: guards, not targets). */
export const TARGETS = {
  score: 93,
  lcpOverFloor: 1.8,
  tbtMs: 200,
  /** Strictly below. */
  cls: 0.02,
  firstPageJsOverFloor: FIRST_PAGE_OVER_FLOOR,
  roundTripsAfterMainScript: 4,
}
