/**
 * The design tokens in one place (docs/decisions/0004-theme-tokens.md): read by `tailwind.config.ts`
 * (the utilities), by `src/lib/cn.ts` (class merging) and by the partner theme (the CSS variables it
 * may set). Plain data, no DOM: the build imports it too.
 */

/** The partner's colours that get a scale of tints and shades (spec §9: 10 % steps). */
export const SCALED_COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const

/** Tint steps (-10 … -90: that share of the colour mixed into white) and shades (-d10 … -d90: into black). */
export const SCALE_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90] as const

/** Kit components whose corners a partner sets (`components.<name>.borderRadius`), and the sizes each has. */
export const KIT_RADII = {
  button: { sizes: ['sm', 'md', 'lg'], fallback: null, default: '8px' },
  card: { sizes: ['md'], fallback: null, default: '12px' },
  input: { sizes: ['md'], fallback: null, default: '6px' },
  modal: { sizes: ['md'], fallback: 'card', default: null },
  alert: { sizes: ['md'], fallback: 'card', default: null },
  toast: { sizes: ['md'], fallback: 'card', default: null },
  menu: { sizes: ['md'], fallback: 'card', default: null },
  table: { sizes: ['md'], fallback: 'card', default: null },
  stepper: { sizes: ['md'], fallback: 'card', default: null },
  select: { sizes: ['md'], fallback: 'input', default: null },
  autocomplete: { sizes: ['md'], fallback: 'input', default: null },
  checkbox: { sizes: ['md'], fallback: null, default: '5px' },
  badge: { sizes: ['md'], fallback: null, default: '9999px' },
  avatar: { sizes: ['md'], fallback: null, default: '9999px' },
} as const satisfies Record<
  string,
  { sizes: readonly string[]; fallback: string | null; default: string | null }
>

export type KitRadius = keyof typeof KIT_RADII

/** A partner key or size may only become a CSS variable name when it is a plain identifier. */
export const RADIUS_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/

/** The variable a partner's `components.<component>.borderRadius.<size>` sets (`md` also sets the base). */
export function radiusVariable(component: string, size?: string): string {
  const kebab = component.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  return size && size !== 'md' ? `--cc-radius-${kebab}-${size}` : `--cc-radius-${kebab}`
}

/**
 * The value a kit component's corner resolves to: the partner's size, else the partner's base for
 * the component, else the component it follows (a modal follows the card), else the kit default.
 */
export function radiusValue(component: KitRadius, size = 'md'): string {
  const spec: { fallback: KitRadius | null; default: string | null } = KIT_RADII[component]
  const base = spec.fallback
    ? `var(${radiusVariable(component)}, ${radiusValue(spec.fallback)})`
    : `var(${radiusVariable(component)}, ${spec.default ?? '0px'})`
  return size === 'md' ? base : `var(${radiusVariable(component, size)}, ${base})`
}

/** Items inside a rounded container sit this much tighter (an option in a select's list). */
const INNER_INSET: Partial<Record<KitRadius, string>> = { select: '2px', autocomplete: '2px', menu: '4px' }

/** Tailwind radius names (`rounded-<name>`): `button`, `button-sm`, `modal`, `select-inner`, … */
export function radiusUtilities(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const component of Object.keys(KIT_RADII) as KitRadius[]) {
    out[component] = radiusValue(component)
    for (const size of KIT_RADII[component].sizes)
      if (size !== 'md') out[`${component}-${size}`] = radiusValue(component, size)
    const inset = INNER_INSET[component]
    if (inset) out[`${component}-inner`] = `calc(${radiusValue(component)} - ${inset})`
  }
  return out
}

/** Colour utilities: the partner's colours with their scales, neutrals, and the semantic names. */
export function colorUtilities(): Record<string, string> {
  const mix = (name: string, share: number, into: 'white' | 'black') =>
    `color-mix(in oklab, var(--cc-${name}) ${share}%, var(--cc-${into}))`
  const colors: Record<string, string> = {
    transparent: 'transparent',
    current: 'currentColor',
    black: 'var(--cc-black)',
    white: 'var(--cc-white)',
    page: 'var(--cc-page)',
    fg: 'var(--cc-black)',
    // The partner theme sets it, contrast-checked (src/features/partners/contrast-guard.ts).
    'fg-muted': 'var(--cc-fg-muted, color-mix(in oklab, var(--cc-black) 72%, var(--cc-white)))',
    border: 'color-mix(in oklab, var(--cc-black) 16%, var(--cc-white))',
    surface: 'var(--cc-white)',
    'on-primary': 'var(--cc-on-primary)',
    'document-fg': 'var(--cc-doc-fg)',
    'document-heading': 'var(--cc-doc-heading)',
    'document-rule': 'color-mix(in oklab, var(--cc-doc-fg) 30%, var(--cc-white))',
  }
  for (const name of SCALED_COLORS) {
    colors[name] = `var(--cc-${name})`
    for (const step of SCALE_STEPS) {
      colors[`${name}-${step}`] = mix(name, step, 'white')
      colors[`${name}-d${step}`] = mix(name, 100 - step, 'black')
    }
  }
  for (const step of SCALE_STEPS) colors[`neutral-${step}`] = mix('black', step, 'white')
  return colors
}

export const FONT_STACKS = {
  sans: [
    'var(--cc-font)',
    // Metric-matched to Inter (src/index.css): what shows while the partner's font loads.
    "'CC Fallback'",
    'ui-sans-serif',
    'system-ui',
    '-apple-system',
    "'Segoe UI'",
    'Roboto',
    'sans-serif',
  ],
  serif: ["'Source Serif 4'", 'Georgia', "'Times New Roman'", 'serif'],
  /**
   * Faces on the device only, never downloaded: for words a screen reader says but nobody sees (a
   * spinner's "Loading"), so a loading screen never makes the phone fetch a font no one will see
   * (Inter, for a partner whose own font replaces it: issue 15).
   */
  local: ["'CC Fallback'", 'system-ui', 'sans-serif'],
  document: ['var(--cc-doc-font)', "'Source Serif 4'", 'Georgia', "'Times New Roman'", 'serif'],
}
