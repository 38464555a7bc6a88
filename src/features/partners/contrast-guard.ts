import type { PartnerTheme, ThemeColorName } from './api/schemas'

/**
 * The theme guard (issue 18): a partner's colour that fails WCAG AA contrast against the backgrounds
 * it is used on — 4.5:1 for text, 3:1 for large text and UI parts — is moved toward passing in
 * OKLCH lightness, in 0.01 steps, keeping its hue (chroma shrinks only to stay inside sRGB). When no
 * lightness of that hue passes, the app's default colour is used, and failing that plain black or
 * white. Every change is reported, so the partner can fix their configuration.
 */

export const TEXT_CONTRAST = 4.5
export const UI_CONTRAST = 3

/** The app's own colours (src/index.css): the fallback for a partner colour that cannot be adjusted. */
export const DEFAULT_COLORS = {
  black: '#111827',
  white: '#ffffff',
  primary: '#1f4fd1',
  secondary: '#0e7490',
  success: '#15803d',
  warning: '#b45309',
  error: '#b91c1c',
  info: '#1d4ed8',
  pageBackground: '#f9fafb',
  documentText: '#111827',
  documentHeading: '#f3f4f6',
} as const

export type GuardedColor = ThemeColorName | 'documentText' | 'documentHeading' | 'mutedText'

/*
 * The console's words for each colour, in English: `message` is a note for the partner's developers,
 * and logs are never translated (docs/i18n.md). The screen's words are in adjustment-copy.ts.
 */
/* eslint-disable lingui/no-unlocalized-strings -- a developer log, always in English */
const LABELS: Record<GuardedColor, string> = {
  black: 'text colour',
  white: 'surface colour',
  pageBackground: 'page background',
  primary: 'primary colour',
  secondary: 'secondary colour',
  success: 'success colour',
  warning: 'warning colour',
  error: 'error colour',
  info: 'info colour',
  documentText: 'document text colour',
  documentHeading: 'document heading background',
  mutedText: 'secondary text colour',
}
/* eslint-enable lingui/no-unlocalized-strings */

export interface ColorAdjustment {
  color: GuardedColor
  from: string
  to: string
  how: 'darkened' | 'lightened' | 'replaced'
  /** The contrast it needed, and the backgrounds it needed it against. */
  ratio: number
  against: string[]
  /**
   * For the console, in English: "Your primary colour was darkened from #… to #… for contrast." On
   * screen, `describeAdjustment` (adjustment-copy.ts) says it in the language on screen.
   */
  message: string
}

// --- Colour math -----------------------------------------------------------------------------------

/** #rgb or #rrggbb → #rrggbb, lower case. */
export function normalizeHex(hex: string): string {
  const h = hex.replace('#', '').toLowerCase()
  return `#${h.length === 3 ? [...h].map((c) => c + c).join('') : h}`
}

function channels(hex: string): [number, number, number] {
  const h = normalizeHex(hex)
  return [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number]
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)

type Oklab = [number, number, number]

export function hexToOklab(hex: string): Oklab {
  const [r, g, b] = channels(hex).map(toLinear) as [number, number, number]
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ]
}

/** OKLab → linear sRGB (may fall outside 0…1: out of gamut). */
function oklabToLinear([L, a, b]: Oklab): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
}

function linearToHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, fromLinear(Math.min(1, Math.max(0, c))))) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** The colour at OKLCH lightness `L`, hue and chroma kept, chroma reduced until it fits in sRGB. */
function withLightness(lab: Oklab, L: number): string {
  const chroma = Math.hypot(lab[1], lab[2])
  const hue = Math.atan2(lab[2], lab[1])
  for (let c = chroma; ; c *= 0.9) {
    const rgb = oklabToLinear([L, c * Math.cos(hue), c * Math.sin(hue)])
    if (c < 1e-4 || rgb.every((v) => v >= -1e-6 && v <= 1 + 1e-6)) return linearToHex(rgb)
  }
}

/** Mixes two colours in OKLab as CSS `color-mix(in oklab, a share%, b)` does. */
export function mixOklab(a: string, share: number, b: string): string {
  const [x, y] = [hexToOklab(a), hexToOklab(b)]
  const t = share / 100
  return linearToHex(oklabToLinear(x.map((v, i) => v * t + (y[i] ?? 0) * (1 - t)) as Oklab))
}

/** Text on the partner's primary colour: white or black, whichever reads better. */
export function onColor(background: string, dark: string, light: string): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark
}

// --- The guard -------------------------------------------------------------------------------------

const passes = (color: string, against: readonly string[], ratio: number) =>
  against.every((bg) => contrastRatio(color, bg) >= ratio)

/** The nearest passing lightness in one direction, and how many steps away it is. */
function search(color: string, against: readonly string[], ratio: number, direction: -1 | 1) {
  const lab = hexToOklab(color)
  for (let step = 1; step <= 100; step += 1) {
    const L = Math.min(1, Math.max(0, lab[0] + direction * step * 0.01))
    const candidate = withLightness(lab, L)
    if (passes(candidate, against, ratio)) return { candidate, step }
    if (L === 0 || L === 1) break
  }
  return null
}

/**
 * `color` itself when it reaches `ratio` against every one of `against`; otherwise the nearest
 * lightness of its hue that does, else `fallback`, else black or white.
 */
export function guardColor(
  name: GuardedColor,
  color: string,
  against: readonly string[],
  ratio: number,
  fallback: string,
): { color: string; adjustment: ColorAdjustment | null } {
  const from = normalizeHex(color)
  if (passes(from, against, ratio)) return { color: from, adjustment: null }
  const darker = search(from, against, ratio, -1)
  const lighter = search(from, against, ratio, 1)
  const best = darker && (!lighter || darker.step <= lighter.step) ? darker : lighter
  const label = LABELS[name]
  const report = (to: string, how: ColorAdjustment['how']) => ({
    color: to,
    adjustment: {
      color: name,
      from,
      to,
      how,
      ratio,
      against: [...against],
      message:
        how === 'replaced'
          ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer log (console), in English
            `Your ${label} ${from} could not be adjusted for contrast, so ${to} is used instead.`
          : // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer log (console), in English
            `Your ${label} was ${how} from ${from} to ${to} for contrast.`,
    },
  })
  if (best) return report(best.candidate, best === darker ? 'darkened' : 'lightened')
  const replacement = [normalizeHex(fallback), '#000000', '#ffffff'].find((c) => passes(c, against, ratio))
  // Black or white always passes one light or dark background; backgrounds are guarded first (below).
  return report(replacement ?? '#000000', 'replaced')
}

export interface GuardedTheme {
  colors: Record<ThemeColorName, string>
  /** Text on primary (buttons): the guarded text or surface colour, whichever reads better. */
  onPrimary: string
  documentText: string
  documentHeading: string
  mutedText: string
  adjustments: ColorAdjustment[]
}

/** Whichever of black and white reads better on `background`. */
const extremeFor = (background: string) =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'

/**
 * Guards a partner theme, backgrounds first: the page background and the document's heading
 * background must be on the same side as the surface (so one text colour can read on all of them),
 * then each colour against the backgrounds it is drawn on.
 */
export function guardTheme(theme: PartnerTheme): GuardedTheme {
  const adjustments: ColorAdjustment[] = []
  const guard = (name: GuardedColor, color: string, against: string[], ratio: number, fallback: string) => {
    const result = guardColor(name, color, against, ratio, fallback)
    if (result.adjustment) adjustments.push(result.adjustment)
    return result.color
  }
  const c = theme.colors
  const surface = normalizeHex(c.white)
  const side = extremeFor(surface)
  const page = guard('pageBackground', c.pageBackground, [side], TEXT_CONTRAST, DEFAULT_COLORS.pageBackground)
  const text = guard('black', c.black, [surface, page], TEXT_CONTRAST, DEFAULT_COLORS.black)
  const mutedText = guard('mutedText', mixOklab(text, 72, surface), [surface, page], TEXT_CONTRAST, text)
  // Primary is link text and the focus ring: text contrast on the surface and the page.
  const primary = guard('primary', c.primary, [surface, page], TEXT_CONTRAST, DEFAULT_COLORS.primary)
  // Status colours are fills, borders and icons (UI parts); their text uses darker shades.
  const ui = (name: 'secondary' | 'success' | 'warning' | 'error' | 'info') =>
    guard(name, c[name], [surface], UI_CONTRAST, DEFAULT_COLORS[name])
  // The table's heading cells always have a background: the partner's, or the default one. The
  // document's text is checked against it either way.
  const heading = theme.documentTheme.colors.table?.headingBackground ?? DEFAULT_COLORS.documentHeading
  const documentHeading = guard(
    'documentHeading',
    heading,
    [side],
    TEXT_CONTRAST,
    DEFAULT_COLORS.documentHeading,
  )
  const documentText = guard(
    'documentText',
    theme.documentTheme.colors.text,
    [surface, documentHeading],
    TEXT_CONTRAST,
    DEFAULT_COLORS.documentText,
  )
  return {
    onPrimary: onColor(primary, text, surface),
    colors: {
      black: text,
      white: surface,
      pageBackground: page,
      primary,
      secondary: ui('secondary'),
      success: ui('success'),
      warning: ui('warning'),
      error: ui('error'),
      info: ui('info'),
    },
    documentText,
    documentHeading,
    mutedText,
    adjustments,
  }
}
