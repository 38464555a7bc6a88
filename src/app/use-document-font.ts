import { useEffect, useState } from 'react'
import type { PartnerTheme } from '@/features/partners/api/schemas'
import { loadDocumentFont } from '@/features/partners/theme'

/** The bundled serif, the document's fallback (a font family name, not copy). */
const BUNDLED_SERIF = 'Source Serif 4'

/** The longest the document waits for its font before showing in the fallback serif. */
export const DOCUMENT_FONT_WAIT_MS = 1_500

/**
 * The weights of the bundled serif to fetch beside the partner's document font: the bundled serif is
 * the document's fallback, so it is fetched only where it shows.
 * - `withPartner`, at once: nothing, unless the partner's family is the bundled serif, whose bold
 *   (the partner's file is one weight) is then the bundled 700. The browser uses the face added last
 *   for the regular weight, the partner's, so the bundled regular is never fetched.
 * - `ifPartnerFails`: what else the document needs when the partner's file did not load.
 * (Asking `document.fonts` for a weight fetches every face of that family and weight: asking for
 * both weights beside the partner's file fetched font files nobody saw, on the disclosure's way to
 * the screen: issue 15.)
 */
export function bundledWeights(partnerFamily: string): { withPartner: string[]; ifPartnerFails: string[] } {
  return sameFamily(partnerFamily, BUNDLED_SERIF)
    ? { withPartner: ['700'], ifPartnerFails: ['400'] }
    : { withPartner: [], ifPartnerFails: ['400', '700'] }
}

const sameFamily = (a: string, b: string) =>
  a.replace(/['"]/g, '').trim().toLowerCase() === b.replace(/['"]/g, '').trim().toLowerCase()

/**
 * Loads the partner's document font, and the bundled serif where it shows. Each file loads once,
 * however often this is called: a document screen's loader calls it the moment the theme arrives
 * (`loaders.ts`), the screen again when it shows. The bundled serif's faces are
 * declared by the screen's own stylesheet (its chunk, preloaded at start): asked for before that
 * has arrived, they are not fetched, and the screen's call fetches them.
 */
export function loadDocumentFonts(theme: PartnerTheme): Promise<unknown> {
  const fonts = typeof document !== 'undefined' && 'fonts' in document ? document.fonts : null
  // Fonts for text not yet on the page are not fetched by themselves: ask for the ones that show.
  const bundled = (weights: string[]) =>
    Promise.all(
      weights.map((weight) =>
        fonts
          ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS font shorthand, not copy
            fonts.load(`${weight} 1em "${BUNDLED_SERIF}"`).catch(() => [])
          : Promise.resolve([]),
      ),
    )
  const { withPartner, ifPartnerFails } = bundledWeights(theme.documentTheme.font.family)
  return Promise.all([
    bundled(withPartner),
    loadDocumentFont(theme).then((partnerLoaded) => (partnerLoaded ? [] : bundled(ifPartnerFails))),
  ])
}

/**
 * The document's fonts (`loadDocumentFonts`) are ready, or waiting any longer isn't worth it.
 * Showing the disclosure only then keeps its rows from reflowing under the reader when the font
 * swaps in (a layout shift).
 */
export function useDocumentFontReady(theme: PartnerTheme | null | undefined): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!theme) return
    let live = true
    const waited = new Promise((resolve) => setTimeout(resolve, DOCUMENT_FONT_WAIT_MS))
    void Promise.race([loadDocumentFonts(theme), waited]).finally(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [theme])
  return ready
}
