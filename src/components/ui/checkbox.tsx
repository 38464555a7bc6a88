import { Description, Field as HeadlessField, Checkbox as HeadlessCheckbox, Label } from '@headlessui/react'
import type { ReactNode, Ref } from 'react'
import { cn } from '@/lib/cn'
import { useField } from './field'
import { headlessFocusRing } from './focus-ring'

interface CheckboxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
  name?: string
  className?: string
  /** The box itself, for a form to focus when the field is in error. */
  controlRef?: Ref<HTMLElement>
}

/** A checkbox with its label (clickable) and optional description; joins a surrounding Field's error. */
export function Checkbox({
  checked,
  onChange,
  label,
  description,
  disabled,
  name,
  className,
  controlRef,
}: CheckboxProps) {
  const field = useField()
  return (
    <HeadlessField
      data-slot="checkbox-field"
      disabled={disabled}
      className={cn('flex items-start gap-3', className)}
    >
      <HeadlessCheckbox
        ref={controlRef}
        checked={checked}
        onChange={onChange}
        name={name}
        aria-invalid={field?.invalid || undefined}
        aria-errormessage={field?.invalid ? field.errorId : undefined}
        className={cn(
          'group mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-checkbox border border-fg-muted bg-surface',
          'data-checked:border-primary data-checked:bg-primary data-disabled:opacity-55',
          headlessFocusRing,
          'aria-invalid:border-error',
        )}
      >
        <svg
          className="size-3.5 text-on-primary opacity-0 group-data-checked:opacity-100"
          viewBox="0 0 14 14"
          fill="none"
          aria-hidden="true"
        >
          <path
            d="M3 7.5l2.5 2.5L11 4.5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </HeadlessCheckbox>
      <div className="text-sm">
        <Label className="cursor-pointer text-fg data-disabled:cursor-not-allowed">{label}</Label>
        {description ? <Description className="mt-0.5 text-fg-muted">{description}</Description> : null}
      </div>
    </HeadlessField>
  )
}
