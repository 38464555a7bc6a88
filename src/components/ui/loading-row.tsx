import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Spinner } from './spinner'

/**
 * A part of the page still loading: a spinner and what is coming ("Loading your terms…"), in place
 * of that part. Give it `role="status"` where the wait itself must be announced. Muted while
 * other content leads; `tone="strong"` where the wait is the news (a payment being checked).
 */
export function LoadingRow({
  tone = 'muted',
  className,
  children,
  ...props
}: ComponentProps<'p'> & { tone?: 'muted' | 'strong' }) {
  return (
    <p
      data-slot="loading-row"
      className={cn(
        'flex items-center gap-2 text-sm',
        tone === 'muted' ? 'text-fg-muted' : 'text-fg',
        className,
      )}
      {...props}
    >
      <Spinner /> {children}
    </p>
  )
}
