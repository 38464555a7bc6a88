import type { ComponentProps } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { focusRing } from './button'

const linkClass = cn(
  'rounded-sm font-medium text-primary-d10 underline underline-offset-4 hover:text-primary-d30',
  focusRing,
)

/** An in-app link (client-side navigation). */
export function Link({ className, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink data-slot="link" className={cn(linkClass, className)} {...props} />
}

/** A link that leaves the app (mail, a partner page): opens safely. */
export function ExternalLink({ className, children, ...props }: ComponentProps<'a'>) {
  const external = props.href?.startsWith('http')
  return (
    <a
      data-slot="link"
      className={cn(linkClass, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
    </a>
  )
}
