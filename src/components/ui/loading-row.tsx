import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Spinner } from './spinner'

const loadingRowVariants = cva('flex items-center gap-2 text-sm', {
  variants: {
    tone: {
      /** While other content leads. */
      muted: 'text-fg-muted',
      /** Where the wait is the news (a payment being checked). */
      strong: 'text-fg',
    },
  },
  defaultVariants: { tone: 'muted' },
})

/**
 * A part of the page still loading: a spinner and what is coming ("Loading your terms…"), in place
 * of that part. Give it `role="status"` where the wait itself must be announced. Muted while
 * other content leads; `tone="strong"` where the wait is the news (a payment being checked).
 */
export function LoadingRow({
  tone,
  className,
  children,
  ...props
}: ComponentProps<'p'> & VariantProps<typeof loadingRowVariants>) {
  return (
    <p data-slot="loading-row" className={cn(loadingRowVariants({ tone }), className)} {...props}>
      <Spinner /> {children}
    </p>
  )
}
