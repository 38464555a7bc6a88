import { type ClassValue, clsx } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'
import { colorUtilities, radiusUtilities } from '@/config/design-tokens'

/** tailwind-merge must know our token names, or `text-fg` would be taken for a font size. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: Object.keys(colorUtilities()),
      radius: Object.keys(radiusUtilities()),
    },
  },
})

// tailwind-merge builds its lookup tables on first use: a few tens of milliseconds on a phone. This
// module loads beside the first API answers, while the main thread waits for them, so build them
// now rather than inside the first screen's render (issue 15).
twMerge('p-1 p-2')

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
