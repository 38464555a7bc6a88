import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export interface RadioOption {
  value: string
  label: ReactNode
}

interface RadioGroupProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'children'> {
  options: readonly RadioOption[]
  /** The chosen option's value ('' or none: nothing chosen yet). */
  value?: string
}

/**
 * Native radio buttons side by side, each a 44 px target with its label (keyboard: arrows). Put it
 * in a `FieldSet`, which names and describes the group. `value` is the chosen option; every other prop
 * (`name`, `onChange`, a form's `register(…)`) goes to each radio.
 */
export function RadioGroup({ options, value, className, ...input }: RadioGroupProps) {
  return (
    <div data-slot="radio-group" className="flex gap-3">
      {options.map((option) => (
        <label
          key={option.value}
          className="flex h-11 min-w-24 cursor-pointer items-center gap-2 rounded-input border border-border bg-surface px-4 text-sm has-checked:border-primary has-checked:bg-primary-10 has-focus-visible:ring-2 has-focus-visible:ring-primary-30"
        >
          <input
            {...input}
            type="radio"
            value={option.value}
            checked={value === undefined ? undefined : value === option.value}
            className={cn('size-4 accent-primary', className)}
          />
          {option.label}
        </label>
      ))}
    </div>
  )
}
