/** Type-ahead in a list forgets what was typed this long after the last key (spec §9). */
export const TYPEAHEAD_RESET_MS = 350

/** How many options Page Up and Page Down move by. */
const PAGE = 10

/**
 * Where a navigation key moves the active option of a list of `count` (no wrapping, as in a
 * native select), or null when the key does not navigate. `active` is -1 when none is.
 */
export function listKeyTarget(key: string, active: number, count: number): number | null {
  if (count === 0) return null
  const last = count - 1
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, last)
    case 'ArrowUp':
      return active < 0 ? last : Math.max(active - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    case 'PageDown':
      return Math.min(Math.max(active, 0) + PAGE, last)
    case 'PageUp':
      return Math.max((active < 0 ? last : active) - PAGE, 0)
    default:
      return null
  }
}

/**
 * The option type-ahead moves to: the first label that starts with `query` (case and accents
 * aside), looking round the list from the one after `active` for a first letter (so the same letter
 * again goes on to the next match), and from `active` itself once more letters are typed (so the
 * active option stays while it still matches). -1 when none does, and the active option then stays.
 */
export function typeaheadMatch(labels: readonly string[], query: string, active: number): number {
  const wanted = fold(query)
  if (!wanted.trim()) return -1
  const from = wanted.length > 1 ? 0 : 1
  for (let step = from; step < labels.length + from; step++) {
    const index = (active + step + labels.length) % labels.length
    if (fold(labels[index] ?? '').startsWith(wanted)) return index
  }
  return -1
}

/** Where an open list sits against its button, and how tall it may be, in viewport pixels. */
export interface ListPlace {
  left: number
  width: number
  /** Below the button: its top edge. */
  top?: number
  /** Above the button: its bottom edge, from the viewport's bottom. */
  bottom?: number
  maxHeight: number
}

/** Space between the button and its list (Tailwind's 1). */
export const LIST_GAP = 4
/** The tallest a list grows (Tailwind's 72) and the least it shrinks to (two options). */
const LIST_MAX = 288
const LIST_MIN = 96
/** Room kept between a list and the viewport's edge. */
const EDGE = 8

/**
 * Where a list of `natural` height (its content's) opens from a button at `button` in a viewport
 * `viewportHeight` tall: below, unless it fits better above; never taller than the room on its side
 * (a short phone screen, an iframe), so it never runs off the screen.
 */
export function listPlace(
  button: { top: number; bottom: number; left: number; width: number },
  natural: number,
  viewportHeight: number,
): ListPlace {
  const below = viewportHeight - button.bottom - LIST_GAP - EDGE
  const above = button.top - LIST_GAP - EDGE
  const wanted = Math.min(natural, LIST_MAX)
  const room = (space: number) => Math.max(Math.min(LIST_MAX, space), LIST_MIN)
  const horizontal = { left: button.left, width: button.width }
  return below >= wanted || below >= above
    ? { ...horizontal, top: button.bottom + LIST_GAP, maxHeight: room(below) }
    : { ...horizontal, bottom: viewportHeight - button.top + LIST_GAP, maxHeight: room(above) }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Two places are the same (every side and size). */
export function samePlace(a: ListPlace, b: ListPlace): boolean {
  return (
    a.left === b.left &&
    a.width === b.width &&
    a.top === b.top &&
    a.bottom === b.bottom &&
    a.maxHeight === b.maxHeight
  )
}
