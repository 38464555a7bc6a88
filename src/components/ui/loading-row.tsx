import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Spinner } from './spinner'

/**
 * A part of the page still loading: a spinner and what is coming ("Loading your terms…"), in place
 * of that part. Give it `role="status"` where the wait itself must be announced.
 */
export function LoadingRow({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="loading-row"
      className={cn('flex items-center gap-2 text-sm text-fg-muted', className)}
      {...props}
    >
      <Spinner /> {children}
    </p>
  )
}
