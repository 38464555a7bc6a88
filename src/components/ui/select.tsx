import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { cn } from '@/lib/cn'
import { useFieldControlProps } from './field'
import { CheckIcon, ChevronDownIcon } from './icons'
import { controlClass } from './input'

export interface Option<V extends string = string> {
  label: string
  value: V
}

interface SelectProps<V extends string> {
  options: readonly Option<V>[]
  value: V | null
  onChange: (value: V) => void
  placeholder?: string
  disabled?: boolean
  name?: string
  className?: string
  /** Accessible name when no FieldLabel or `label` is used. */
  'aria-label'?: string
  /**
   * A visible label of its own, shown just before the button. The button is then named by the
   * label, what it shows, and `valueHint` ("View 10 rows per page"): the visible value is part of
   * the name (WCAG 2.5.3 Label in Name), as it is not with a bare `aria-label`.
   */
  label?: string
  labelClassName?: string
  /** Words said after the shown value, for screen readers only ("rows per page"). */
  valueHint?: string
}

/**
 * A single-choice list (Headless UI Listbox): full keyboard use, and type-ahead that resets after
 * 350 ms (spec §9), as Headless UI's listbox search does.
 */
export function Select<V extends string>({
  options,
  value,
  onChange,
  placeholder,
  disabled,
  name,
  className,
  label,
  labelClassName,
  valueHint,
  ...aria
}: SelectProps<V>) {
  // aria-required is not allowed on a button; the label says the field is needed.
  const { t } = useLingui()
  const { 'aria-required': _required, ...field } = useFieldControlProps()
  const selected = options.find((o) => o.value === value)
  const shown = selected?.label ?? placeholder ?? t`Choose…`
  // The label is said as part of the button's name, so it is not said a second time on its own.
  const accessibleName = label ? [label, shown, valueHint].filter(Boolean).join(' ') : aria['aria-label']
  return (
    <Listbox
      value={value}
      onChange={(v: V | null) => v !== null && onChange(v)}
      disabled={disabled}
      name={name}
    >
      {label ? (
        <span aria-hidden="true" className={labelClassName}>
          {label}
        </span>
      ) : null}
      <ListboxButton
        data-slot="select"
        {...field}
        aria-label={accessibleName}
        className={cn(
          controlClass,
          'relative flex items-center pr-9 text-left data-open:border-primary',
          className,
        )}
      >
        <span className={cn('truncate', !selected && 'text-fg-muted')}>{shown}</span>
        <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-fg-muted" />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom start' as const, gap: 4 }}
        className="z-50 max-h-72 w-(--button-width) overflow-auto rounded-select border border-border bg-surface p-1 shadow-lg outline-none"
      >
        {options.map((option) => (
          <ListboxOption
            key={option.value}
            value={option.value}
            className="group flex cursor-default items-center justify-between gap-2 rounded-select-inner px-3 py-2 text-sm text-fg data-focus:bg-primary-10 data-selected:font-medium"
          >
            {option.label}
            <CheckIcon className="invisible size-4 text-primary group-data-selected:visible" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  )
}
