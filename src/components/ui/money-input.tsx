import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { Input } from './input'

/** A dollar amount: a "$" before the text, a decimal keypad on phones, figures that line up. */
export function MoneyInput({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'input'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-fg-muted"
      >
        $
      </span>
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={cn('pl-7 tabular-nums', className)}
        {...props}
      />
    </div>
  )
}
