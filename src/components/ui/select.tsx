import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { useFieldControlProps } from './field'
import { CheckIcon, ChevronDownIcon } from './icons'
import { controlClass } from './input'
import { listKeyTarget, TYPEAHEAD_RESET_MS, typeaheadMatch } from './select-keys'

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
}

/** Space between the button and its list, in px (Tailwind's 1). */
const GAP = 4

/**
 * A single-choice list: a button that opens a listbox (WAI-ARIA APG "listbox" popup, the DOM shape
 * Headless UI's Listbox had). The list takes focus and names its active option through
 * `aria-activedescendant`; arrows, Home/End, Page Up/Down, Enter, Space, Escape and Tab work as in a
 * native select, and type-ahead resets after 350 ms (spec §9). It opens below the button, or above
 * when the page has more room there. Our own code rather than Headless UI's: it is on the first
 * screen of every application step, where Headless UI's listbox cost 35 kB (decision 0005).
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
  const { t } = useLingui()
  // aria-required is not allowed on a button; the label says the field is needed.
  const { 'aria-required': _required, ...field } = useFieldControlProps()
  const base = useId()
  const buttonId = field.id ?? `${base}-button`
  const listId = `${base}-list`
  const optionId = (index: number) => `${base}-option-${index}`

  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [above, setAbove] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const typeahead = useTypeahead()

  const selectedIndex = options.findIndex((o) => o.value === value)
  const selected = options[selectedIndex]
  const shown = selected?.label ?? placeholder ?? t`Choose…`
  // The label is said as part of the button's name, so it is not said a second time on its own.
  const accessibleName = label ? [label, shown, valueHint].filter(Boolean).join(' ') : aria['aria-label']

  const openAt = (index: number) => {
    setActive(Math.min(Math.max(index, 0), options.length - 1))
    setOpen(true)
  }
  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false)
      typeahead.reset()
      if (refocus) buttonRef.current?.focus()
    },
    [typeahead],
  )
  const choose = (index: number) => {
    const option = options[index]
    if (option && option.value !== value) onChange(option.value)
    close(true)
  }

  // Opened: the list takes focus, and goes above the button if it fits better there.
  useLayoutEffect(() => {
    const list = listRef.current
    const button = buttonRef.current
    if (!open || !list || !button) return
    list.focus({ preventScroll: true })
    const rect = button.getBoundingClientRect()
    const below = window.innerHeight - rect.bottom - GAP
    setAbove(list.offsetHeight > below && rect.top - GAP > below)
  }, [open])

  // The active option stays in view inside the list (the page itself does not scroll).
  useLayoutEffect(() => {
    const list = listRef.current
    const option = list?.children[active] as HTMLElement | undefined
    if (!list || !option) return
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight
  }, [open, active])

  // A press anywhere else closes it (iOS does not blur the list on a tap outside).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [open, close])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    if (selectedIndex >= 0) openAt(selectedIndex)
    else openAt(event.key === 'ArrowDown' ? 0 : options.length - 1)
  }

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation() // a dialog around the select stays open
      close(true)
      return
    }
    if (event.key === 'Tab') {
      // Focus goes back to the button, so Tab and Shift+Tab go on from there.
      close(true)
      return
    }
    if (event.key === 'Enter' || (event.key === ' ' && !typeahead.searching())) {
      event.preventDefault()
      if (active >= 0) choose(active)
      return
    }
    const target = listKeyTarget(event.key, active, options.length)
    if (target !== null) {
      event.preventDefault()
      setActive(target)
      return
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault()
      const match = typeaheadMatch(
        options.map((o) => o.label),
        typeahead.type(event.key),
        active,
      )
      if (match >= 0) setActive(match)
    }
  }

  return (
    <>
      {label ? (
        <span aria-hidden="true" className={labelClassName}>
          {label}
        </span>
      ) : null}
      <div ref={rootRef} className={cn('relative', className)}>
        <button
          ref={buttonRef}
          type="button"
          data-slot="select"
          {...field}
          id={buttonId}
          aria-label={accessibleName}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          data-open={open ? '' : undefined}
          disabled={disabled}
          onKeyDown={onButtonKeyDown}
          // An open list keeps focus when its button is pressed, so the click closes it rather than
          // the list's blur closing it and the click opening it again.
          onMouseDown={(event) => open && event.preventDefault()}
          onClick={() => (open ? close(true) : openAt(selectedIndex >= 0 ? selectedIndex : 0))}
          className={cn(controlClass, 'relative flex items-center pr-9 text-left data-open:border-primary')}
        >
          <span className={cn('truncate', !selected && 'text-fg-muted')}>{shown}</span>
          <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-fg-muted" />
        </button>
        {open ? (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={0}
            aria-labelledby={buttonId}
            aria-orientation="vertical"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            onKeyDown={onListKeyDown}
            onBlur={(event) => {
              if (!rootRef.current?.contains(event.relatedTarget)) close(false)
            }}
            className={cn(
              'absolute inset-x-0 z-50 max-h-72 overflow-auto rounded-select border border-border bg-surface p-1 shadow-lg outline-none',
              above ? 'bottom-full mb-1' : 'top-full mt-1',
            )}
          >
            {options.map((option, index) => (
              // Keys are the list's: it names the active option (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === selectedIndex}
                data-focus={index === active ? '' : undefined}
                data-selected={index === selectedIndex ? '' : undefined}
                onPointerMove={() => index !== active && setActive(index)}
                onClick={() => choose(index)}
                className="group flex min-h-11 cursor-default items-center justify-between gap-2 rounded-select-inner px-3 py-2 text-sm text-fg data-focus:bg-primary-10 data-selected:font-medium"
              >
                {option.label}
                <CheckIcon className="invisible size-4 shrink-0 text-primary group-data-selected:visible" />
              </li>
            ))}
          </ul>
        ) : null}
        {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      </div>
    </>
  )
}

/** The letters typed into an open list, forgotten 350 ms after the last one. */
function useTypeahead() {
  const query = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const [api] = useState(() => ({
    type(key: string) {
      clearTimeout(timer.current)
      query.current += key.toLowerCase()
      timer.current = setTimeout(() => {
        query.current = ''
      }, TYPEAHEAD_RESET_MS)
      return query.current
    },
    searching: () => query.current !== '',
    reset() {
      clearTimeout(timer.current)
      query.current = ''
    },
  }))
  return api
}
