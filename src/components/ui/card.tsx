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

const cardTitleVariants = cva('font-semibold', {
  variants: {
    size: {
      /** A card's title. */
      md: 'text-base text-fg',
      /** A card that is a whole subject of the page (a past loan, a sandbox group). */
      lg: 'text-lg text-fg',
      /** A section that holds cards (the component gallery). */
      xl: 'text-xl text-fg',
      /** A small capitals label over a group (the gallery's demos). */
      label: 'text-sm tracking-wide text-fg-muted uppercase',
    },
  },
  defaultVariants: { size: 'md' },
})

/**
 * A card's (or a section's) title: a heading at `level` (2 unless told: under the page's one h1),
 * in its size. Its look is a variant: `className` adds (a margin), it does not replace.
 */
export function CardTitle({
  level = 2,
  size,
  className,
  ...props
}: ComponentProps<'h2'> & VariantProps<typeof cardTitleVariants> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const
  return <Heading data-slot="card-title" className={cn(cardTitleVariants({ size }), className)} {...props} />
}
