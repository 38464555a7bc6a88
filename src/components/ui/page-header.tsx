import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A screen's heading block: an optional eyebrow, the h1, and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: ReactNode
  title: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <header data-slot="page-header" className={cn('max-w-2xl', className)}>
      {eyebrow ? <p className="text-sm font-medium text-primary-d20">{eyebrow}</p> : null}
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{title}</h1>
      {children ? <div className="mt-3 text-base text-fg-muted">{children}</div> : null}
    </header>
  )
}
