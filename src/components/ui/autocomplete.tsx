import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { cn } from '@/lib/cn'
import { useFieldControlProps } from './field'
import { textControlClass } from './input'

/** An autocomplete result (spec §3): id, label, secondary label. */
export interface AutocompleteItem {
  id: string
  label: string
  secondaryLabel?: string
}

interface AutocompleteProps {
  items: readonly AutocompleteItem[]
  value: AutocompleteItem | null
  onChange: (item: AutocompleteItem | null) => void
  /** Called as the user types; filter locally by default. */
  onQueryChange?: (query: string) => void
  placeholder?: string
  emptyText?: string
  disabled?: boolean
  className?: string
  'aria-label'?: string
}

export function filterItems(items: readonly AutocompleteItem[], query: string): AutocompleteItem[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...items]
  return items.filter((i) => i.label.toLowerCase().includes(q) || i.secondaryLabel?.toLowerCase().includes(q))
}

export function Autocomplete({
  items,
  value,
  onChange,
  onQueryChange,
  placeholder,
  emptyText,
  disabled,
  className,
  ...aria
}: AutocompleteProps) {
  const { t } = useLingui()
  const field = useFieldControlProps()
  const [query, setQuery] = useState('')
  const shown = onQueryChange ? items : filterItems(items, query)
  return (
    <Combobox value={value} onChange={onChange} onClose={() => setQuery('')} disabled={disabled} immediate>
      <ComboboxInput
        data-slot="autocomplete"
        {...field}
        aria-label={aria['aria-label']}
        className={cn(textControlClass, className)}
        displayValue={(item: AutocompleteItem | null) => item?.label ?? ''}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value)
          onQueryChange?.(event.target.value)
        }}
      />
      <ComboboxOptions
        anchor={{ to: 'bottom start' as const, gap: 4 }}
        className="z-50 max-h-72 w-(--input-width) overflow-auto rounded-autocomplete border border-border bg-surface p-1 shadow-lg outline-none empty:invisible"
      >
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-sm text-fg-muted">{emptyText ?? t`No matches`}</div>
        ) : (
          shown.map((item) => (
            <ComboboxOption
              key={item.id}
              value={item}
              className="flex cursor-default flex-col rounded-autocomplete-inner px-3 py-2 text-sm data-focus:bg-primary-10"
            >
              <span className="text-fg">{item.label}</span>
              {item.secondaryLabel ? (
                <span className="text-xs text-fg-muted">{item.secondaryLabel}</span>
              ) : null}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  )
}
