import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { z } from '../zod'
import { type DeepPartial, type ListEntry, type Path, type PathValue, getAt, setAt } from './paths'

/**
 * The application's forms (decision 0020): one hook for the values, the checks and the errors of a
 * form whose rules are a zod schema. It replaced react-hook-form, which was 15 kB gzip of the first
 * application step's code (issue 15).
 *
 * When a field is checked, the rule every form of ours follows ("on touched"):
 * - a field is checked when it is left (blurred), and from then on at every change;
 * - submitting checks every field, puts focus on the first one in error (in the page's order, once
 *   its message is on the page) and, when all pass, hands over the schema's output (trimmed, as the
 *   schema cleans);
 * - after a submit, every change checks its field again.
 * The whole form is parsed each time (a rule may read other fields: the total ownership), and only
 * the checked field's message changes, with the message of the list that holds it (a list's own
 * rules: "add each owner"). Adding or removing an entry checks the list's own message again once
 * the form was submitted, or while that message shows.
 *
 * A server's 422 puts its messages on fields (`setServerErrors`); they stay until the field is checked
 * again or the form is submitted.
 */

/** A message on a field, from the schema's rules or the server's answer. */
interface Message {
  source: 'schema' | 'server'
  message: string
}

/** A text input or a radio button: its value from the form, its changes to it. */
export interface RegisteredInput {
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur: () => void
  ref: (element: HTMLElement | null) => void
}

/** Any other control (a select, a checkbox, the tokenized account number). */
export interface FieldControl<V> {
  value: V
  onChange: (value: V) => void
  onBlur: () => void
  /** The element that takes focus when the field is in error. */
  ref: (element: HTMLElement | null) => void
}

/** A form's rules. */
type Schema = z.ZodMiniType

export interface FormOptions<S extends Schema> {
  schema: S
  defaultValues: DeepPartial<z.input<S>>
}

interface State<T> {
  values: DeepPartial<T>
  errors: ReadonlyMap<string, Message>
  touched: ReadonlySet<string>
  submitted: boolean
  /** A stable key per entry of each list (`fields`): entries keep their inputs when one is removed. */
  keys: ReadonlyMap<string, readonly number[]>
}

/** The first message the schema gives each path ('' is the form's own), by dot path. */
function schemaErrors<S extends Schema>(
  schema: S,
  values: unknown,
): Map<string, string> | { data: z.output<S> } {
  const result = z.safeParse(schema, values)
  if (result.success) return { data: result.data }
  const messages = new Map<string, string>()
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.')
    if (!messages.has(path)) messages.set(path, issue.message)
  }
  return messages
}

/** The lists (by path) that hold `path`: `owners` for `owners.1.email`. */
function listsHolding(path: string): string[] {
  const parts = path.split('.')
  return parts.flatMap((part, i) => (i > 0 && /^\d+$/.test(part) ? [parts.slice(0, i).join('.')] : []))
}

/** `path` with the entries after `index` of the list at `list` moved down one (one was removed). */
function shiftedPath(path: string, list: string, index: number): string | null {
  const prefix = `${list}.`
  if (!path.startsWith(prefix)) return path
  const [entry, ...rest] = path.slice(prefix.length).split('.')
  const at = Number(entry)
  if (!Number.isInteger(at) || at < index) return path
  if (at === index) return null
  return [list, String(at - 1), ...rest].join('.')
}

let nextKey = 0

/** The keys of a list's entries: those given when added, and the entry number for the first ones. */
function keysOf(s: { values: unknown; keys: ReadonlyMap<string, readonly number[]> }, path: string) {
  const entries = getAt(s.values, path)
  const known = s.keys.get(path) ?? []
  return (Array.isArray(entries) ? entries : []).map((_, i) => known[i] ?? -(i + 1))
}

/** A form (`useForm`): values of type `T`, handed over as `Out` once the schema passes. */
export interface Form<T, Out = T> {
  /** One value, as it stands. */
  value: <P extends Path<T>>(path: P) => PathValue<T, P> | undefined
  /** A text input's, or a radio group's, props. */
  register: (path: Path<T>) => RegisteredInput
  /** Any other control's value and handlers. */
  control: <P extends Path<T>>(path: P) => FieldControl<PathValue<T, P> | undefined>
  /** The message showing for a field, or for a list itself, if any. */
  errorOf: (path: Path<T>) => string | undefined
  /**
   * Checks again every field showing a message from the schema, so the message is written anew (the
   * language changed). A server's messages stay. Stable.
   */
  rewriteMessages: () => void
  /** A server's messages on their fields; focus goes to the first of them in the page. Stable. */
  setServerErrors: (errors: readonly { field: string; message: string }[]) => void
  /** A list's entries (a stable key for each), and adding or removing one. */
  list: <P extends Path<T>>(
    path: P,
  ) => {
    keys: number[]
    append: (entry: ListEntry<PathValue<T, P>>) => void
    remove: (index: number) => void
  }
  /**
   * The form's submit handler: every field checked; when all pass, `onValid` gets the schema's
   * output, else focus goes to the first field in error.
   */
  handleSubmit: (onValid: (values: Out) => void) => (event?: FormEvent) => void
}

export function useForm<S extends Schema>({
  schema,
  defaultValues,
}: FormOptions<S>): Form<z.input<S>, z.output<S>> {
  type T = z.input<S>
  const [state, setState] = useState<State<T>>(() => ({
    values: defaultValues,
    errors: new Map(),
    touched: new Set(),
    submitted: false,
    keys: new Map(),
  }))
  // The latest state, for a handler called before the next render (a blur right after a change).
  const current = useRef(state)
  // The elements that take focus for each path (a radio group's radios share one path).
  const elements = useRef(new Map<string, Set<HTMLElement>>())
  // Focus waits until the messages are on the page, so the field is announced with its message.
  const pendingFocus = useRef<string[] | null>(null)
  // A step may build its schema at each render (from other steps' answers): a check uses the latest.
  const schemaRef = useRef(schema)
  useLayoutEffect(() => {
    schemaRef.current = schema
  }, [schema])

  const update = useCallback((next: (s: State<T>) => State<T>) => {
    current.current = next(current.current)
    setState(current.current)
  }, [])

  /** Checks `paths` against the schema: their messages (and their lists') become the schema's. */
  const check = useCallback((s: State<T>, paths: readonly string[]): State<T> => {
    const result = schemaErrors(schemaRef.current, s.values)
    const messages = result instanceof Map ? result : new Map<string, string>()
    const errors = new Map(s.errors)
    for (const path of new Set(paths.flatMap((p) => [p, ...listsHolding(p)]))) {
      const message = messages.get(path)
      if (message === undefined) errors.delete(path)
      else errors.set(path, { source: 'schema', message })
    }
    return { ...s, errors }
  }, [])

  const focusFirst = useCallback((paths: Iterable<string>) => {
    const inError = [...paths]
      .flatMap((p) => [...(elements.current.get(p) ?? [])])
      .filter((e) => e.isConnected)
    inError.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    inError[0]?.focus()
  }, [])

  const setValue = useCallback(
    (path: string, value: unknown) =>
      update((s) => {
        const next = { ...s, values: setAt(s.values, path, value) }
        return s.touched.has(path) || s.submitted ? check(next, [path]) : next
      }),
    [update, check],
  )

  const blur = useCallback(
    (path: string) => update((s) => check({ ...s, touched: new Set(s.touched).add(path) }, [path])),
    [update, check],
  )

  // One ref callback per path, kept: a new one at each render would detach and attach every field.
  // An element leaves its path when it unmounts or answers to another path (an owner removed above
  // it): React then runs the cleanup the callback returned. (A control that merges refs without
  // passing cleanups on, like Headless UI's behind Checkbox, keeps its element listed: `focusFirst`
  // skips elements no longer on the page.)
  const refs = useRef(new Map<string, (element: HTMLElement | null) => (() => void) | undefined>())
  const refFor = useCallback((path: string) => {
    let ref = refs.current.get(path)
    if (!ref) {
      ref = (element) => {
        if (!element) return undefined
        const set = elements.current.get(path) ?? new Set()
        elements.current.set(path, set.add(element))
        return () => void set.delete(element)
      }
      refs.current.set(path, ref)
    }
    return ref
  }, [])

  // After the render that shows the messages: focus the first field in error. (A 422's messages are
  // set from the step's own layout effect, which runs before this one in the commit before theirs.)
  useLayoutEffect(() => {
    const paths = pendingFocus.current
    if (!paths?.every((path) => state.errors.has(path))) return
    pendingFocus.current = null
    focusFirst(paths)
  })

  // Stable, for effects.
  const rewriteMessages = useCallback(
    () =>
      update((s) => {
        const shown = [...s.errors].filter(([, e]) => e.source === 'schema').map(([path]) => path)
        return shown.length ? check(s, shown) : s
      }),
    [update, check],
  )
  const setServerErrors = useCallback(
    (list: readonly { field: string; message: string }[]) => {
      if (!list.length) return
      pendingFocus.current = list.map((e) => e.field)
      update((s) => {
        const errors = new Map(s.errors)
        for (const { field, message } of list) errors.set(field, { source: 'server', message })
        return { ...s, errors }
      })
    },
    [update],
  )

  return useMemo((): Form<T, z.output<S>> => {
    const value = <P extends Path<T>>(path: P) => getAt(state.values, path) as PathValue<T, P> | undefined
    return {
      value,
      register: (path) => {
        const v = getAt(state.values, path)
        return {
          name: path,
          // A text input or radio group holds text; nothing entered yet is ''.
          value: typeof v === 'string' ? v : '',
          onChange: (event) => setValue(path, event.target.value),
          onBlur: () => blur(path),
          ref: refFor(path),
        }
      },
      control: (path) => ({
        value: value(path),
        onChange: (next) => setValue(path, next),
        onBlur: () => blur(path),
        ref: refFor(path),
      }),
      errorOf: (path) => state.errors.get(path)?.message,
      rewriteMessages,
      setServerErrors,
      list: (path) => {
        /** Changes the list's entries; a message the list shows is kept true (before a submit, none is added). */
        const change = (next: (s: State<T>, entries: unknown[]) => State<T>) =>
          update((s) => {
            const changed = next(s, (getAt(s.values, path) as unknown[] | undefined) ?? [])
            return s.submitted || s.errors.has(path) ? check(changed, [path]) : changed
          })
        return {
          keys: keysOf(state, path),
          append: (entry) =>
            change((s, entries) => ({
              ...s,
              values: setAt(s.values, path, [...entries, entry]),
              keys: new Map(s.keys).set(path, [...keysOf(s, path), nextKey++]),
            })),
          remove: (index) =>
            change((s, entries) => {
              const moved = (p: string) => shiftedPath(p, path, index)
              return {
                ...s,
                values: setAt(
                  s.values,
                  path,
                  entries.filter((_, i) => i !== index),
                ),
                errors: new Map(
                  [...s.errors].flatMap(([p, e]) => {
                    const to = moved(p)
                    return to === null ? [] : [[to, e] as const]
                  }),
                ),
                touched: new Set([...s.touched].flatMap((p) => moved(p) ?? [])),
                keys: new Map(s.keys).set(
                  path,
                  keysOf(s, path).filter((_, i) => i !== index),
                ),
              }
            }),
        }
      },
      handleSubmit: (onValid) => (event) => {
        event?.preventDefault()
        const result = schemaErrors(schemaRef.current, current.current.values)
        if (!(result instanceof Map)) {
          update((s) => ({ ...s, submitted: true, errors: new Map() }))
          onValid(result.data)
          return
        }
        const errors = new Map<string, Message>()
        for (const [path, message] of result) errors.set(path, { source: 'schema', message })
        pendingFocus.current = [...errors.keys()]
        update((s) => ({ ...s, submitted: true, errors }))
      },
    }
  }, [state, setValue, blur, refFor, update, check, rewriteMessages, setServerErrors])
}
