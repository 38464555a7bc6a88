import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'
import { mailtoHref } from '@/lib/email'
import type { ComponentProps, ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { focusRing } from './focus-ring'

const linkVariants = cva(
  ['rounded-sm font-medium underline underline-offset-4 hover:text-primary-d30', focusRing],
  {
    variants: {
      variant: {
        /** The app's link colour. */
        default: 'text-primary-d10',
        /**
         * The footer's: the contrast-guarded primary itself (src/features/partners/contrast-guard.ts), so
         * no partner configuration can make it unreadable.
         */
        footer: 'text-primary',
      },
      size: {
        /** In running text: as tall as its line. */
        inline: '',
        /** A link on its own line: a 44 px target. */
        standalone: 'inline-flex h-11 items-center text-sm',
        /** Small text beside a heading: 44 px to touch, the hit area reaching 12 px around the words. */
        compact: 'relative text-sm after:absolute after:-inset-3',
      },
    },
    defaultVariants: { variant: 'default', size: 'inline' },
  },
)

export type LinkLook = VariantProps<typeof linkVariants>

/** The one look of a link, with the themed focus ring. */
export function linkClass({ variant, size }: LinkLook = {}, className?: string) {
  return cn(linkVariants({ variant, size }), className)
}

/** An in-app link (client-side navigation). */
export function Link({ className, variant, size, ...props }: ComponentProps<typeof RouterLink> & LinkLook) {
  return <RouterLink data-slot="link" className={linkClass({ variant, size }, className)} {...props} />
}

/** A link that leaves the app (mail, a partner page): opens safely. */
export function ExternalLink({
  className,
  variant,
  size,
  children,
  ...props
}: ComponentProps<'a'> & LinkLook) {
  const external = props.href?.startsWith('http')
  return (
    <a
      data-slot="link"
      className={linkClass({ variant, size }, className)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
    </a>
  )
}

/**
 * An e-mail address from configuration as a `mailto:` link, made by `mailtoHref` (src/lib/email.ts).
 * An address that could put more than a recipient into the link (`?cc=…`, `%`, `#`, `:`) is shown
 * as plain text: still readable, never a link. Shows `children`, or else the address.
 */
export function EmailLink({
  address,
  children,
  className,
  ...look
}: { address: string; children?: ReactNode; className?: string } & LinkLook) {
  const href = mailtoHref(address)
  if (href === null) return <span className={className}>{children ?? address}</span>
  return (
    <ExternalLink href={href} className={className} {...look}>
      {children ?? address}
    </ExternalLink>
  )
}
