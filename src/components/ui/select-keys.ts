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
 * The option type-ahead moves to: the first label, looking from the one after `active` and round
 * to `active` itself, that starts with `query` (case and accents aside). -1 when none does, and the
 * active option then stays.
 */
export function typeaheadMatch(labels: readonly string[], query: string, active: number): number {
  const wanted = fold(query)
  if (!wanted.trim()) return -1
  for (let step = 1; step <= labels.length; step++) {
    const index = (active + step + labels.length) % labels.length
    if (fold(labels[index] ?? '').startsWith(wanted)) return index
  }
  return -1
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
