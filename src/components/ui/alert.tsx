import { Trans } from '@lingui/react/macro'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Button } from './button'
import { errorTone } from './shared-classes'

const alertVariants = cva('flex gap-3 rounded-alert border p-4 text-sm', {
  variants: {
    tone: {
      info: 'border-info-30 bg-info-10 text-info-d50',
      success: 'border-success-30 bg-success-10 text-success-d50',
      warning: 'border-warning-30 bg-warning-10 text-warning-d50',
      error: errorTone,
      neutral: 'border-border bg-surface text-fg',
    },
  },
  defaultVariants: { tone: 'info' },
})

/** Each tone's mark inside the circle: the path's `d`. */
const ICONS: Record<string, { d: string }> = {
  info: { d: 'M12 8h.01M11 12h1v4h1' },
  success: { d: 'M8 12.5l2.5 2.5L16 9.5' },
  warning: { d: 'M12 8v5M12 16h.01' },
  error: { d: 'M12 8v5M12 16h.01' },
  neutral: { d: 'M12 8h.01M11 12h1v4h1' },
}

type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: ReactNode
    /** Announce it: errors interrupt (role=alert), the rest are polite (role=status). */
    live?: boolean
    action?: ReactNode
  }

export function Alert({
  className,
  tone = 'info',
  title,
  live = false,
  action,
  children,
  ...props
}: AlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined
  return (
    <div data-slot="alert" role={role} className={cn(alertVariants({ tone }), className)} {...props}>
      <svg
        className="mt-0.5 size-5 shrink-0"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9.5" />
        <path d={ICONS[tone ?? 'info']?.d} />
      </svg>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title ? 'mt-1' : undefined)}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  )
}

/**
 * A failed load with its way out: what failed, and Try again (the rest of the page stays usable).
 * `onCancel` adds Cancel, for a failure in answer to the merchant's own action (a dialog that could
 * not open); `live` announces it.
 */
export function RetryAlert({
  title,
  onRetry,
  onCancel,
  live,
  children,
  className,
}: {
  title?: ReactNode
  onRetry: () => void
  onCancel?: () => void
  live?: boolean
  children?: ReactNode
  className?: string
}) {
  const retry = (
    <Button variant="outline" size="sm" onClick={onRetry}>
      <Trans>Try again</Trans>
    </Button>
  )
  return (
    <Alert
      tone="error"
      live={live}
      title={title}
      className={className}
      action={
        onCancel ? (
          <div className="flex flex-wrap gap-3">
            {retry}
            <Button variant="ghost" size="sm" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        ) : (
          retry
        )
      }
    >
      {children}
    </Alert>
  )
}

/**
 * What a lazily loaded part shows when its code could not load (`lazyPart`'s `failed` in
 * lib/lazy-part.tsx): `title`, and Try again, which loads the code again.
 */
export function retryAlertFor(title: ReactNode): (retry: () => void) => ReactNode {
  return function PartNotLoaded(retry) {
    return <RetryAlert title={title} onRetry={retry} />
  }
}
