/**
 * The themed focus ring every interactive part wears (2 px, in the partner's primary colour). A module
 * of its own, without class-merging code, so first-page parts (the footer's link) can wear it too.
 * `outline-none` sets the outline's style as well, so the ring names `outline-solid` to draw at all.
 */
export const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-primary' as const

/** The same ring on a Headless UI part, which marks keyboard focus with `data-focus`. */
export const headlessFocusRing =
  'outline-none data-focus:outline-2 data-focus:outline-solid data-focus:outline-offset-2 data-focus:outline-primary' as const
