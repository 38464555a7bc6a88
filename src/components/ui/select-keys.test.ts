import fc from 'fast-check'
import { LIST_GAP, listKeyTarget, listPlace, TYPEAHEAD_RESET_MS, typeaheadMatch } from './select-keys'

const structures = ['LLC', 'Partnership', 'Public corporation', 'Sole proprietorship']

test('type-ahead forgets after 350 ms (spec §9)', () => {
  expect(TYPEAHEAD_RESET_MS).toBe(350)
})

test.each([
  // [query, active, expected]
  ['pu', -1, 2], // the letters typed together
  ['p', -1, 1],
  ['p', 1, 2], // the same letter again goes on to the next match
  ['p', 2, 1], // and round
  ['PART', 3, 1], // case aside
  ['pa', 1, 1], // more letters: the active option stays while it matches
  ['pu', 2, 2],
  ['l', 2, 0],
  ['x', 1, -1], // nothing matches: the active option stays
  [' ', 1, -1],
  ['', 1, -1],
])('type-ahead %j from %i → %i', (query, active, expected) => {
  expect(typeaheadMatch(structures, query, active)).toBe(expected)
})

test('type-ahead matches Spanish labels without their accents, and across words', () => {
  const labels = ['Sociedad colectiva', 'Única propietaria', 'Nueva York', 'Nuevo México']
  expect(typeaheadMatch(labels, 'u', -1)).toBe(1)
  expect(typeaheadMatch(labels, 'nuevo m', -1)).toBe(3)
  expect(typeaheadMatch(labels, 'nueva', 3)).toBe(2)
  // Typed letter by letter, the active option does not bounce between the two "Nuev…".
  const steps = ['n', 'nu', 'nue', 'nuev', 'nueva'].reduce<number[]>(
    (seen, query) => [...seen, typeaheadMatch(labels, query, seen.at(-1) ?? -1)],
    [],
  )
  expect(steps).toEqual([2, 2, 2, 2, 2])
})

test.each([
  // [key, active, count, expected]
  ['ArrowDown', -1, 4, 0],
  ['ArrowDown', 1, 4, 2],
  ['ArrowDown', 3, 4, 3], // no wrapping, as in a native select
  ['ArrowUp', -1, 4, 3],
  ['ArrowUp', 2, 4, 1],
  ['ArrowUp', 0, 4, 0],
  ['Home', 2, 4, 0],
  ['End', 0, 4, 3],
  ['PageDown', 0, 30, 10],
  ['PageDown', 25, 30, 29],
  ['PageUp', 25, 30, 15],
  ['PageUp', 4, 30, 0],
  ['Enter', 1, 4, null],
  ['a', 1, 4, null],
  ['ArrowDown', -1, 0, null],
])('%s from %i of %i → %s', (key, active, count, expected) => {
  expect(listKeyTarget(key, active, count)).toBe(expected)
})

test('navigation never leaves the list', () => {
  const keys = fc.constantFrom('ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp')
  fc.assert(
    fc.property(keys, fc.integer({ min: 1, max: 60 }), fc.integer({ min: -1, max: 59 }), (key, count, at) => {
      const active = Math.min(at, count - 1)
      const target = listKeyTarget(key, active, count)
      expect(target).not.toBeNull()
      expect(target).toBeGreaterThanOrEqual(0)
      expect(target).toBeLessThan(count)
    }),
  )
})

test('type-ahead finds the first label after the active one that starts with what was typed', () => {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
  fc.assert(
    fc.property(
      fc.array(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 }),
      fc.string({ minLength: 1, maxLength: 3 }),
      fc.nat(),
      (labels, query, at) => {
        const active = at % labels.length
        const match = typeaheadMatch(labels, query, active)
        const from = fold(query).length > 1 ? 0 : 1
        const order = labels.map((_, step) => (active + from + step) % labels.length)
        const expected = fold(query).trim()
          ? (order.find((i) => fold(labels[i] ?? '').startsWith(fold(query))) ?? -1)
          : -1
        expect(match).toBe(expected)
      },
    ),
  )
})

describe('where the list opens', () => {
  const button = (top: number) => ({ top, bottom: top + 44, left: 16, width: 288 })

  test('below the button when it fits, as tall as its options', () => {
    expect(listPlace(button(100), 200, 640)).toEqual({ left: 16, width: 288, top: 148, maxHeight: 288 })
  })

  test('above the button near the bottom of the screen', () => {
    expect(listPlace(button(560), 200, 640)).toEqual({ left: 16, width: 288, bottom: 84, maxHeight: 288 })
  })

  test('on a short screen, it shrinks to the room on the roomier side', () => {
    // 480 px tall: 224 px of room below the button, 188 above.
    expect(listPlace(button(200), 600, 480)).toMatchObject({ top: 248, maxHeight: 224 })
    // 160 below, 252 above.
    expect(listPlace(button(264), 600, 480)).toMatchObject({ bottom: 220, maxHeight: 252 })
  })

  test('never off the screen, and never taller than 288 px (unless there is no room at all)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 44, max: 2000 }),
        fc.integer({ min: 300, max: 1000 }),
        (top, natural, height) => {
          fc.pre(top + 44 <= height)
          const place = listPlace(button(top), natural, height)
          expect(place.maxHeight).toBeLessThanOrEqual(288)
          const shown = Math.min(natural, place.maxHeight)
          const [from, to] =
            place.top !== undefined
              ? [place.top, place.top + shown]
              : [height - place.bottom! - shown, height - place.bottom!]
          if (place.maxHeight > 96) {
            expect(from).toBeGreaterThanOrEqual(0)
            expect(to).toBeLessThanOrEqual(height)
          }
          // Beside its button, with the gap.
          if (place.top !== undefined) expect(place.top).toBe(top + 44 + LIST_GAP)
          else expect(height - place.bottom!).toBe(top - LIST_GAP)
        },
      ),
    )
  })
})
