import { apiFileBytes } from '@/lib/api-client'
/**
 * Fonts for the disclosure PDF (issue 6, toolchain.md §6). react-pdf reads TTF, OTF and WOFF but not
 * WOFF2, and a font it cannot fetch breaks the render. So the partner's document font is fetched
 * and checked here first; anything unreadable falls back to a bundled serif.
 */
export type FontFormat = 'ttf' | 'otf' | 'woff' | 'woff2' | 'unknown'

export interface PdfFont {
  /** A name for this file set (each PDF registers it with react-pdf under a name of its own: disclosure-pdf.tsx). */
  family: string
  regular: string
  bold: string
}

/** The format, from the file's first four bytes (its signature), not from the URL. */
export function sniffFontFormat(bytes: Uint8Array): FontFormat {
  if (bytes.length < 4) return 'unknown'
  const tag = String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!)
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return 'ttf'
  if (tag === 'OTTO') return 'otf'
  if (tag === 'wOFF') return 'woff'
  if (tag === 'wOF2') return 'woff2'
  return 'unknown'
}

export const PDF_READABLE_FORMATS: readonly FontFormat[] = ['ttf', 'otf', 'woff']

const MIME: Record<string, string> = { ttf: 'font/ttf', otf: 'font/otf', woff: 'font/woff' }

export function fontDataUrl(bytes: Uint8Array, format: FontFormat): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return `data:${MIME[format] ?? 'application/octet-stream'};base64,${btoa(binary)}`
}

/** A short stable name for a partner font's URL: the name its PDFs' families start with. */
export function familyFor(url: string): string {
  let h = 0
  for (let i = 0; i < url.length; i++) h = (Math.imul(31, h) + url.charCodeAt(i)) | 0
  return `cc-doc-${(h >>> 0).toString(36)}`
}

export const FONT_FETCH_TIMEOUT_MS = 8000

/**
 * The partner's document font as a data URL react-pdf can read, or null when it is missing,
 * unreachable, too slow or in a format react-pdf can't read (WOFF2).
 */
export async function fetchDocumentFont(
  url: string,
  timeoutMs = FONT_FETCH_TIMEOUT_MS,
): Promise<PdfFont | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    // Through the one client: no credentials off the API, and the token only ever goes to the API.
    const bytes = await apiFileBytes(url, { signal: controller.signal })
    const format = sniffFontFormat(bytes)
    if (!PDF_READABLE_FORMATS.includes(format)) return null
    const src = fontDataUrl(bytes, format)
    return { family: familyFor(url), regular: src, bold: src }
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}
