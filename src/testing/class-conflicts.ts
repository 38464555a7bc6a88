import { extendTailwindMerge } from 'tailwind-merge'
import { colorUtilities, radiusUtilities } from '@/config/design-tokens'

/** tailwind-merge, taught our token names (or `text-fg` would be taken for a font size). */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      color: Object.keys(colorUtilities()),
      radius: Object.keys(radiusUtilities()),
    },
  },
})

/**
 * The utilities in `classes` that another one later in the list overrides (`p-5` in `p-5 p-0`):
 * tailwind-merge would drop them. Empty when no two set the same property under the same variants.
 */
export function conflictingClasses(classes: string): string[] {
  const kept = new Set(merge(classes).split(/\s+/))
  return [...new Set(classes.split(/\s+/).filter(Boolean))].filter((name) => !kept.has(name))
}

/** `cn` for the tests: the same classes, and an error naming any that conflict (src/lib/cn.ts). */
export function checkedClasses(classes: string): string {
  const overridden = conflictingClasses(classes)
  if (overridden.length > 0)
    throw new Error(
      `Conflicting classes: "${overridden.join(' ')}" would be overridden in "${classes}". Give the component a prop or variant instead (src/lib/cn.ts).`,
    )
  return classes
}
