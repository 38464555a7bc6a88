import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names; it does not merge them. Two utilities for the same property on one element
 * (`p-5` and `p-0`) would be settled by the stylesheet's order, not by the order written here, so
 * the kit never lets them meet: what a caller may change is a prop or a variant (`Card`'s
 * `padding`, `Button`'s `size`), and `className` only adds. The tests hold every class list this
 * function returns to that rule, with tailwind-merge as the judge (`src/testing/class-conflicts.ts`),
 * so its code and its start-up work stay off the merchant's screens (issue 15, decision 0005).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
