import boldUrl from '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff?url'
import regularUrl from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff?url'
import type { I18n } from '@lingui/core'
import { fingerprint } from '@/lib/digest'
import { saveBlob } from '@/lib/download'
import { i18nFor } from '@/lib/i18n/runtime'
import { type DisclosureModel, GOVERNING_LOCALE } from '../model/disclosure'
import { type PdfFont, fetchDocumentFont } from './pdf-fonts'

/** The partner's document theme, as the partner configuration gives it (contract "documentTheme"). */
export interface DocumentTheme {
  font: { url: string; family: string }
  colors: { text: string; table?: { headingBackground?: string } }
}

/** The serif bundled with the app (WOFF, which react-pdf reads). */
export const BUNDLED_SERIF: PdfFont = {
  family: 'cc-source-serif-4',
  regular: new URL(regularUrl, window.location.href).href,
  bold: new URL(boldUrl, window.location.href).href,
}

export function disclosureFileName(termsId: string): string {
  return `disclosure-${termsId.replace(/[^A-Za-z0-9_-]/g, '') || 'offer'}.pdf`
}

/**
 * Builds the disclosure PDF in the partner's document theme and saves it. Loaded on demand (it
 * brings react-pdf, which only the download needs); the partner font is checked before use. In the
 * language of `i18n` (the language on screen); a translation carries the English original after it.
 */
export async function downloadDisclosurePdf(input: {
  model: DisclosureModel
  i18n: I18n
  termsId: string
  generatedAt: string
  signature: { name: string; signedAt: string } | null
  documentTheme: DocumentTheme | null
  /**
   * A kept copy of an accepted disclosure: the parsed response it was read from, fingerprinted and
   * printed on it with the terms id and the date. Its signature is the one this browser kept, if any.
   */
  kept?: { disclosure: unknown } | null
}): Promise<{ fileName: string; fontFamily: string }> {
  const translated = input.i18n.locale !== GOVERNING_LOCALE
  const record = input.kept
    ? {
        termsId: input.termsId,
        fingerprint: await fingerprint(input.kept.disclosure),
        madeAt: new Date().toISOString(),
      }
    : null
  const [{ renderDisclosurePdfBlob }, partnerFont, originalI18n] = await Promise.all([
    import('./disclosure-pdf'),
    input.documentTheme ? fetchDocumentFont(input.documentTheme.font.url) : Promise.resolve(null),
    translated ? i18nFor(GOVERNING_LOCALE) : Promise.resolve(null),
  ])
  const fonts = partnerFont ? [partnerFont, BUNDLED_SERIF] : [BUNDLED_SERIF]
  const { output, fontFamily } = await renderDisclosurePdfBlob(
    {
      model: input.model,
      i18n: input.i18n,
      originalI18n,
      generatedAt: input.generatedAt,
      signature: input.signature,
      record,
      theme: {
        text: input.documentTheme?.colors.text ?? '#111827',
        headingBackground: input.documentTheme?.colors.table?.headingBackground ?? null,
      },
    },
    fonts,
  )
  const fileName = disclosureFileName(input.termsId)
  saveBlob(output, fileName)
  return { fileName, fontFamily }
}
