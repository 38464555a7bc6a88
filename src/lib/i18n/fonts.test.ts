import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Spanish needs its accents and marks in every font we ship (issue 19): the screen's Inter (the
 * default partner font, src/app/fonts.css), the sandbox partners' DM Sans, and Source Serif 4, the
 * disclosure's serif on screen and in the PDF (`download-disclosure.ts`).
 */
const SPANISH = 'ñÑáÁéÉíÍóÓúÚüÜ¿¡'
const require = createRequire(import.meta.url)
/** react-pdf's own font reader (it has no type declarations). */
const fontkit = require('fontkit') as {
  create(data: Buffer): { hasGlyphForCodePoint?: (codePoint: number) => boolean }
}
const FONTS = [
  '@fontsource/inter/files/inter-latin-400-normal.woff2',
  '@fontsource/inter/files/inter-latin-500-normal.woff2',
  '@fontsource/inter/files/inter-latin-600-normal.woff2',
  '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2',
  '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff',
  '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff',
]

test.each(FONTS)('%s has a glyph for every Spanish letter and mark', (file) => {
  const font = fontkit.create(readFileSync(require.resolve(file)))
  const has = font.hasGlyphForCodePoint?.bind(font)
  if (!has) throw new Error(`${file} is a collection, not one font`)
  const missing = [...SPANISH].filter((char) => !has(char.codePointAt(0)!))
  expect(missing).toEqual([])
})
