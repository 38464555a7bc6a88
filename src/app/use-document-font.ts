import { useEffect, useState } from 'react'
import type { PartnerTheme } from '@/features/partners/api/schemas'
import { loadDocumentFont } from '@/features/partners/theme'

/** The bundled serif, the document's fallback (a font family name, not copy). */
const BUNDLED_SERIF = 'Source Serif 4'

/** The longest the document waits for its font before showing in the fallback serif. */
export const DOCUMENT_FONT_WAIT_MS = 1_500

/**
 * Loads the partner's document font (and the bundled serif) and says when they are ready, or when
 * waiting any longer isn't worth it. Showing the disclosure only then keeps its rows from reflowing
 * under the reader when the font swaps in (a layout shift).
 */
export function useDocumentFontReady(theme: PartnerTheme | null | undefined): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!theme) return
    let live = true
    const fonts = typeof document !== 'undefined' && 'fonts' in document ? document.fonts : null
    // Fonts for text not yet on the page are not fetched by themselves: ask for both weights.
    const families = [theme.documentTheme.font.family, BUNDLED_SERIF]
    const loaded = Promise.all([
      loadDocumentFont(theme),
      ...families.flatMap((family) =>
        ['400', '700'].map((weight) =>
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font shorthand, not copy
          fonts?.load(`${weight} 1em "${family}"`).catch(() => []),
        ),
      ),
    ])
    const waited = new Promise((resolve) => setTimeout(resolve, DOCUMENT_FONT_WAIT_MS))
    void Promise.race([loaded, waited]).finally(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [theme])
  return ready
}
