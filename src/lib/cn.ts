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

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
