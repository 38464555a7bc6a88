import type { Config } from 'tailwindcss'
import { FONT_STACKS, colorUtilities, radiusUtilities } from './src/config/design-tokens'

/**
 * The theme (loaded by `@config` in src/index.css): every colour scale, corner and font the kit
 * uses, built from src/config/design-tokens.ts. The values are CSS variables that the partner's
 * configuration sets at run time (src/features/partners/theme.ts), so a new partner needs no build.
 * Tailwind's own palette is removed in index.css (`--color-*: initial`): only these tokens exist.
 */
export default {
  theme: {
    extend: {
      colors: colorUtilities(),
      borderRadius: radiusUtilities(),
      fontFamily: FONT_STACKS,
    },
  },
} satisfies Config
