import type { PartnerTheme } from './api/schemas'

/** Relative luminance (WCAG) of a #rgb / #rrggbb colour. */
export function luminance(hex: string): number {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Text on the partner's primary colour: white or black, whichever reads better. */
export function onColor(background: string, dark: string, light: string): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark
}

function radius(value: number | [number, number, number, number] | undefined): string | null {
  if (value === undefined) return null
  return Array.isArray(value) ? value.map((v) => `${v}px`).join(' ') : `${value}px`
}

function componentRadius(theme: PartnerTheme, component: string): string | null {
  const radii = theme.components[component]?.borderRadius
  if (!radii) return null
  return radius(radii.md ?? Object.values(radii)[0])
}

/** The CSS variables a partner theme sets (docs/decisions/0004-theme-tokens.md). */
export function themeVariables(theme: PartnerTheme): Record<string, string> {
  const c = theme.colors
  const vars: Record<string, string> = {
    '--cc-black': c.black,
    '--cc-white': c.white,
    '--cc-primary': c.primary,
    '--cc-secondary': c.secondary,
    '--cc-success': c.success,
    '--cc-warning': c.warning,
    '--cc-error': c.error,
    '--cc-info': c.info,
    '--cc-page': c.pageBackground,
    '--cc-on-primary': onColor(c.primary, c.black, c.white),
    '--cc-font': `'${theme.fonts.primary.fontFamily.replace(/'/g, '')}'`,
    '--cc-doc-font': `'${theme.documentTheme.font.family.replace(/'/g, '')}'`,
    '--cc-doc-fg': theme.documentTheme.colors.text,
  }
  const heading = theme.documentTheme.colors.table?.headingBackground
  if (heading) vars['--cc-doc-heading'] = heading
  for (const component of ['button', 'card', 'input'] as const) {
    const r = componentRadius(theme, component)
    if (r) vars[`--cc-radius-${component}`] = r
  }
  return vars
}

/** Writes the theme onto <html> and loads its font; switching partner needs no rebuild. */
export function applyTheme(theme: PartnerTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value)
  root.dataset.partner = theme.partnerId
  void loadFont(theme.fonts.primary.fontFamily, theme.fonts.primary.url)
}

/** The document font, loaded only where a document is shown (the disclosure). */
export function loadDocumentFont(theme: PartnerTheme): Promise<boolean> {
  return loadFont(theme.documentTheme.font.family, theme.documentTheme.font.url)
}

/** Loads a partner font; if it can't be loaded the system font stack is used, never a broken page. */
export async function loadFont(family: string, url: string): Promise<boolean> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document))
    return false
  try {
    const face = new FontFace(family, `url(${JSON.stringify(url)})`, { display: 'swap' })
    document.fonts.add(face)
    await face.load()
    return true
  } catch {
    return false
  }
}
