import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn'
import { useField, useFieldControlProps } from './field'
import { CheckIcon, ChevronDownIcon } from './icons'
import { controlClass } from './input'
import {
  type ListPlace,
  listKeyTarget,
  listPlace,
  samePlace,
  TYPEAHEAD_RESET_MS,
  typeaheadMatch,
} from './select-keys'

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
  controlRef?: (element: HTMLButtonElement | null) => void | (() => void)
  /** Focus has left the select (button and list), as a form library's touched state wants. */
  onBlur?: () => void
}

/**
 * A single-choice list: a button that opens a listbox (WAI-ARIA APG "listbox" popup, the DOM shape
 * Headless UI's Listbox had). The list takes focus and names its active option through
 * `aria-activedescendant`; arrows, Home/End, Page Up/Down, Enter, Space, Escape and Tab work as in a
 * native select, a press outside closes it (iOS included), and type-ahead resets after 350 ms (spec
 * §9). The list is fixed to the viewport beside its button, so no scrolling or clipping box cuts it
 * (a table's pager, a dialog): below it, or above where there is more room, and never taller than
 * that room. In a field, the button is named by the field's label and the value it shows. Our own
 * code rather than Headless UI's: it is on the first screen of every application step, where
 * Headless UI's listbox cost 35 kB (decision 0005).
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
  const { 'aria-required': _required, ...field } = useFieldControlProps()
  const labelId = useField()?.labelId
  const base = useId()
  const buttonId = field.id ?? `${base}-button`
  const valueId = `${base}-value`
  const listId = `${base}-list`
  const optionId = (index: number) => `${base}-option-${index}`

  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [place, setPlace] = useState<ListPlace | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  // A React 19 ref: what `controlRef` returns (a form's field leaving its path) runs when the button
  // goes, as it would had `controlRef` been the button's own ref.
  const setButton = useCallback(
    (element: HTMLButtonElement | null) => {
      buttonRef.current = element
      const cleanup = controlRef?.(element)
      return () => {
        buttonRef.current = null
        if (typeof cleanup === 'function') cleanup()
        else controlRef?.(null)
      }
    },
    [controlRef],
  )
  // Only a key moves the list's scroll to the active option: a pointer resting on it must not.
  const movedBy = useRef<'key' | 'pointer'>('key')
  const pointer = useRef({ x: -1, y: -1 })
  const typeahead = useTypeahead()

  const selectedIndex = options.findIndex((o) => o.value === value)
  const selected = options[selectedIndex]
  const shown = selected?.label ?? placeholder ?? t`Choose…`
  // With its own `label`, the button's name is the label, the value and `valueHint`; in a field, the
  // field's label and the value (a bare <label for> would name it without the value it shows).
  const naming = label
    ? { 'aria-label': [label, shown, valueHint].filter(Boolean).join(' ') }
    : aria['aria-label']
      ? { 'aria-label': aria['aria-label'] }
      : labelId
        ? { 'aria-labelledby': `${labelId} ${valueId}` }
        : {}

  const moveTo = (index: number, by: 'key' | 'pointer') => {
    movedBy.current = by
    setActive(index)
  }
  const openAt = (index: number) => {
    moveTo(Math.min(Math.max(index, 0), options.length - 1), 'key')
    setOpen(true)
  }
  const close = useCallback(
    (refocus: boolean) => {
      setOpen(false)
      setPlace(null)
      typeahead.reset()
      if (refocus) buttonRef.current?.focus()
    },
    [typeahead],
  )
  // Focus has left the select: said once (a form's touched state), however it left.
  const focusedInside = useRef(false)
  const leave = useCallback(() => {
    if (!focusedInside.current) return
    focusedInside.current = false
    onBlur?.()
  }, [onBlur])
  // Closed by focus or a press going elsewhere. Where that left focus nowhere (a press on plain text,
  // a window switch), it comes back to the button rather than to the page's start: at once, or when
  // the window has focus again (never taken from the partner's page around the frame). A press on
  // another control leaves focus there, and says the select was left (the list it took is gone,
  // and Safari and Firefox fire no blur for a removed element).
  const dismiss = useCallback(() => {
    close(false)
    setTimeout(() => {
      const giveBack = () => {
        const focused = document.activeElement
        if (!focused || focused === document.body) buttonRef.current?.focus({ preventScroll: true })
      }
      if (document.hasFocus()) giveBack()
      else window.addEventListener('focus', giveBack, { once: true })
      if (!rootRef.current?.contains(document.activeElement)) leave()
    }, 0)
  }, [close, leave])
  const choose = (index: number) => {
    const option = options[index]
    if (option && option.value !== value) onChange(option.value)
    close(true)
  }

  // Opened: the list takes focus, and is placed beside the button while the page scrolls or resizes.
  useLayoutEffect(() => {
    const list = listRef.current
    const button = buttonRef.current
    if (!open || !list || !button) return
    list.focus({ preventScroll: true })
    const update = (event?: Event) => {
      // The list's own scrolling moves nothing.
      if (event?.target === list) return
      const rect = button.getBoundingClientRect()
      list.style.width = `${rect.width}px` // measured at its width: long options wrap
      // The layout viewport, which `position: fixed` and the button's box use (a pinch-zoom
      // shrinks `innerHeight`, not this).
      const next = listPlace(rect, list.scrollHeight, document.documentElement.clientHeight)
      // A scroll that did not move the button re-renders nothing.
      setPlace((now) => (now && samePlace(now, next) ? now : next))
    }
    update()
    window.addEventListener('scroll', update, { capture: true, passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update, { capture: true })
      window.removeEventListener('resize', update)
    }
  }, [open])

  // The active option a key moved to stays in view inside the list (the page itself does not scroll),
  // from when the list is first placed (its height known), not again when the page scrolls it along.
  const placed = place !== null
  useLayoutEffect(() => {
    const list = listRef.current
    const option = list?.children[active] as HTMLElement | undefined
    if (!list || !option || movedBy.current !== 'key') return
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight
  }, [open, active, placed])

  // A press anywhere else closes it (iOS does not blur the list on a tap outside).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dismiss()
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [open, dismiss])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const up = event.key === 'ArrowUp'
    if (!up && event.key !== 'ArrowDown' && event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    if (selectedIndex >= 0) openAt(selectedIndex)
    else openAt(up ? options.length - 1 : 0)
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
      moveTo(target, 'key')
      return
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault()
      const match = typeaheadMatch(
        options.map((o) => o.label),
        typeahead.type(event.key),
        active,
      )
      if (match >= 0) moveTo(match, 'key')
    }
  }

  return (
    <>
      {label ? (
        <span aria-hidden="true" className={labelClassName}>
          {label}
        </span>
      ) : null}
      <div
        ref={rootRef}
        className={className}
        onFocus={() => {
          focusedInside.current = true
        }}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget)) leave()
        }}
      >
        <button
          ref={setButton}
          type="button"
          data-slot="select"
          {...field}
          id={buttonId}
          {...naming}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          data-open={open ? '' : undefined}
          disabled={disabled}
          onKeyDown={onButtonKeyDown}
          // Firefox clicks a button when Space is released over it: after Space picked an option and
          // focus came back here, that click would open the list again.
          onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
          // An open list keeps focus when its button is pressed, so the click closes it rather than
          // the list's blur closing it and the click opening it again.
          onMouseDown={(event) => open && event.preventDefault()}
          onClick={() => (open ? close(true) : openAt(selectedIndex >= 0 ? selectedIndex : 0))}
          className={cn(controlClass, 'relative flex items-center pr-9 text-left data-open:border-primary')}
        >
          <span id={valueId} className={cn('truncate', !selected && 'text-fg-muted')}>
            {shown}
          </span>
          <ChevronDownIcon className="pointer-events-none absolute right-3 size-4 text-fg-muted" />
        </button>
        {open ? (
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            tabIndex={0}
            aria-labelledby={'aria-labelledby' in naming ? labelId : buttonId}
            aria-orientation="vertical"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            onKeyDown={onListKeyDown}
            onBlur={(event) => {
              if (!rootRef.current?.contains(event.relatedTarget)) dismiss()
            }}
            data-side={place?.bottom !== undefined ? 'top' : 'bottom'}
            // Placed before the first paint (a layout effect; not hidden meanwhile: a hidden list could not take focus).
            style={place ?? { top: 0, left: 0 }}
            className="fixed z-50 overflow-auto rounded-select border border-border bg-surface p-1 shadow-lg outline-none"
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
                onPointerMove={(event) => {
                  // A list scrolling under a resting pointer is not the pointer moving.
                  const moved = event.clientX !== pointer.current.x || event.clientY !== pointer.current.y
                  pointer.current = { x: event.clientX, y: event.clientY }
                  if (moved && index !== active) moveTo(index, 'pointer')
                }}
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
