import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

const cardVariants = cva('rounded-card border border-border bg-surface', {
  variants: {
    padding: {
      default: 'p-5 sm:p-6',
      /** A card inside a card's worth of content (an owner in the application's list). */
      compact: 'p-4 sm:p-5',
      /** Narrow sides on a phone, for a document's full width of text (the disclosure). */
      document: 'px-3 py-5 sm:p-6',
      /** Its rows bring their own (the FAQ's questions). */
      none: '',
    },
  },
  defaultVariants: { padding: 'default' },
})

/** A surface for one subject. Its padding is a variant: `className` adds (a margin, a grid place), it does not replace (src/lib/cn.ts). */
export function Card({
  padding,
  className,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ padding }), className)} {...props} />
}
