import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import { useFieldControlProps } from './field'

/** A text control's box, without its display: the select's button adds `flex` (src/lib/cn.ts). */
export const controlClass = cn(
  'h-11 w-full rounded-input border border-border bg-surface px-3 text-base text-fg placeholder:text-fg-muted sm:text-sm',
  'outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary-30',
  'disabled:cursor-not-allowed disabled:bg-neutral-10 disabled:text-fg-muted',
  'aria-invalid:border-error aria-invalid:focus-visible:ring-error-30',
)

/** A text field's box: the control's, as a block (`Input`, the autocomplete, the masked input). */
export const textControlClass = cn('block', controlClass)

export function Input({ className, id, ...props }: ComponentProps<'input'>) {
  const field = useFieldControlProps(id)
  return <input data-slot="input" className={cn(textControlClass, className)} {...field} {...props} />
}
