import { RADIUS_NAME, radiusVariable } from '@/config/design-tokens'
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

function radius(value: number | [number, number, number, number]): string {
  return Array.isArray(value) ? value.map((v) => `${v}px`).join(' ') : `${value}px`
}

/**
 * Every component and every size in the partner's `borderRadius` maps (issue 16): `md` (or the only
 * size given) is the component's base corner; each other size sets its own variable. The kit reads
 * them through the utilities of tailwind.config.ts (src/config/design-tokens.ts), falling back from
 * size to base to the component it follows (a modal follows the card) to the kit default.
 */
export function radiusVariables(components: PartnerTheme['components']): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [component, { borderRadius }] of Object.entries(components)) {
    if (!RADIUS_NAME.test(component.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))) continue
    const sizes = Object.entries(borderRadius).filter(([size]) => RADIUS_NAME.test(size))
    const base = borderRadius.md ?? sizes[0]?.[1]
    if (base !== undefined) vars[radiusVariable(component)] = radius(base)
    for (const [size, value] of sizes)
      if (size !== 'md') vars[radiusVariable(component, size)] = radius(value)
  }
  return vars
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
  return { ...vars, ...radiusVariables(theme.components) }
}

/** Writes the theme onto <html> and loads its font; switching partner needs no rebuild. */
export function applyTheme(theme: PartnerTheme, root: HTMLElement = document.documentElement): void {
  // Another partner's corners must not linger: only this theme's sizes are set.
  for (const name of [...root.style].filter((n) => n.startsWith('--cc-radius-')))
    root.style.removeProperty(name)
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
