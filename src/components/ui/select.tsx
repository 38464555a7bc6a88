import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useLingui } from '@lingui/react/macro'
import { type ComponentProps, useCallback, useId, useLayoutEffect, useRef } from 'react'
import { cn } from '@/lib/cn'
import { useField, useFieldControlProps } from './field'
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
  /** Sizes the select in its row (width, shrinking); the button fills it. */
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
  /** Hands over the button, for a form to focus when the field is in error (a Controller's `field.ref`). */
  controlRef?: (element: HTMLButtonElement | null) => void
  /** Focus has left the select (button and list), as a form library's touched state wants. */
  onBlur?: () => void
}

/**
 * A single-choice list: Headless UI's Listbox, themed. Headless UI gives the keys (arrows and Space
 * open it, Enter on the closed button submits its form; in the list arrows, Home/End, Page Up/Down,
 * Enter, Space, Escape, Tab, and type-ahead that starts over 350 ms after the last key, as spec §9
 * asks) and the ARIA. The list is anchored below the button (above it where there is more
 * room) and portalled, so no clipping box cuts it (a table's pager, a dialog), and it is never
 * taller or wider than the viewport. In a field, the button is named by the field's label and the
 * value it shows, and the list by the label.
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
  controlRef,
  onBlur,
  ...aria
}: SelectProps<V>) {
  const { t } = useLingui()
  // aria-required is not allowed on a button; the label says the field is needed.
  const { 'aria-required': _required, 'aria-describedby': describedBy, ...field } = useFieldControlProps()
  const labelId = useField()?.labelId
  const valueId = `${useId()}-value`
  const { rootRef, listRef, onFocusIn, onFocusOut } = useLeaving(onBlur)

  const selected = options.find((o) => o.value === value)
  const shown = selected?.label ?? placeholder ?? t`Choose…`
  // With its own `label`, the button's name is the label, the value and `valueHint`; in a field, the
  // field's label and the value (a bare <label for> would name it without the value it shows).
  const ariaLabel = label ? [label, shown, valueHint].filter(Boolean).join(' ') : aria['aria-label']
  const labelledBy = !ariaLabel && labelId ? labelId : undefined

  return (
    <>
      {label ? (
        <span aria-hidden="true" className={labelClassName}>
          {label}
        </span>
      ) : null}
      <Listbox
        as="div"
        ref={rootRef}
        className={className}
        value={value}
        // Picking the option already chosen changes nothing, as in a native select.
        onChange={(next: V | null) => next !== null && next !== value && onChange(next)}
        disabled={disabled}
        name={name}
        onFocus={onFocusIn}
        onBlur={onFocusOut}
      >
        <ListboxButton
          as={SelectButton}
          ref={controlRef}
          data-slot="select"
          {...field}
          aria-label={ariaLabel}
          names={{
            'aria-labelledby': labelledBy && `${labelledBy} ${valueId}`,
            'aria-describedby': describedBy,
          }}
          className={cn(controlClass, 'relative flex items-center pr-9 text-left data-open:border-primary')}
        >
          <span id={valueId} className={cn('truncate', !selected && 'text-fg-muted')}>
            {shown}
          </span>
          <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-fg-muted" />
        </ListboxButton>
        <ListboxOptions
          as={SelectList}
          ref={listRef}
          names={labelledBy ? { 'aria-labelledby': labelledBy } : {}}
          anchor={{ to: 'bottom start' as const, gap: 4, padding: 8 }}
          portal
          // A press on another field closes the list and lands there; the page stays scrollable.
          modal={false}
          className="z-50 w-(--button-width) rounded-select border border-border bg-surface p-1 shadow-lg outline-none [--anchor-max-height:18rem]"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              className="group flex min-h-11 cursor-default items-center justify-between gap-2 rounded-select-inner px-3 py-2 text-sm text-fg data-focus:bg-primary-10 data-selected:font-medium"
            >
              {option.label}
              <CheckIcon className="invisible size-4 shrink-0 text-primary group-data-selected:visible" />
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </>
  )
}

type Names = Pick<ComponentProps<'div'>, 'aria-labelledby' | 'aria-describedby'>

/*
 * The elements Headless UI renders as the button and the list, with the names our Field gives them.
 * Headless UI names and describes the button from its own Label and Description, which our Field
 * does not use, and names the list by the button, which would say only the value it shows; in a
 * field the button is named by the label and the value, and the list by the label.
 */
function SelectButton({ names, ...props }: ComponentProps<'button'> & { names: Names }) {
  return <button {...props} {...names} />
}

function SelectList({ names, ...props }: ComponentProps<'div'> & { names: Names }) {
  return <div {...props} {...names} />
}

/**
 * Says `onBlur` once when focus has left the whole select: it is on neither the button nor the list
 * (portalled elsewhere in the page; React's focus events still bubble from it to the root), and the
 * list is closed. Looked at just after each blur and as the list closes, when Headless UI has moved
 * focus on (back to the button after Escape or a press on plain text, on to the next control after
 * Tab; Firefox and Safari fire no blur for the removed list).
 */
function useLeaving(onBlur: (() => void) | undefined) {
  const rootRef = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLElement | null>(null)
  const inside = useRef(false)
  const latest = useRef(onBlur)
  useLayoutEffect(() => {
    latest.current = onBlur
  })
  const onFocusOut = useCallback(() => {
    setTimeout(() => {
      const root = rootRef.current
      if (!root || !inside.current || list.current || root.contains(document.activeElement)) return
      inside.current = false
      latest.current?.()
    }, 0)
  }, [])
  const listRef = useCallback(
    (element: HTMLElement | null) => {
      list.current = element
      if (!element) onFocusOut()
    },
    [onFocusOut],
  )
  const onFocusIn = useCallback(() => {
    inside.current = true
  }, [])
  return { rootRef, listRef, onFocusIn, onFocusOut }
}
