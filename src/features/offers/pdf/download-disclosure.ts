import boldUrl from '@fontsource/source-serif-4/files/source-serif-4-latin-700-normal.woff?url'
import regularUrl from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff?url'
import { saveBlob } from '@/lib/download'
import type { DisclosureModel } from '../model/disclosure'
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
 * Builds the disclosure PDF in the partner's document theme and saves it. Loaded on demand
 * (it brings react-pdf, ~440 kB gzip); the partner font is checked before use.
 */
export async function downloadDisclosurePdf(input: {
  model: DisclosureModel
  termsId: string
  generatedAt: string
  signature: { name: string; signedAt: string } | null
  documentTheme: DocumentTheme | null
}): Promise<{ fileName: string; fontFamily: string }> {
  const [{ renderDisclosurePdfBlob }, partnerFont] = await Promise.all([
    import('./disclosure-pdf'),
    input.documentTheme ? fetchDocumentFont(input.documentTheme.font.url) : Promise.resolve(null),
  ])
  const fonts = partnerFont ? [partnerFont, BUNDLED_SERIF] : [BUNDLED_SERIF]
  const { output, fontFamily } = await renderDisclosurePdfBlob(
    {
      model: input.model,
      generatedAt: input.generatedAt,
      signature: input.signature,
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
