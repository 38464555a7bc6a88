import { type ClassValue, clsx } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

const TONES = ['primary', 'secondary', 'success', 'warning', 'error', 'info']
const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90].flatMap((n) => [`${n}`, `d${n}`])

/** tailwind-merge must know our token names, or `text-fg` would be taken for a font size. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        'fg',
        'fg-muted',
        'border',
        'surface',
        'page',
        'on-primary',
        'black',
        'white',
        ...TONES,
        ...TONES.flatMap((t) => STEPS.map((s) => `${t}-${s}`)),
        ...STEPS.filter((s) => !s.startsWith('d')).map((s) => `neutral-${s}`),
      ],
      radius: ['button', 'card', 'input'],
    },
  },
})

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
