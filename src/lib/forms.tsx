import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  createFormControl,
  get,
  set,
  useForm,
} from 'react-hook-form'
import type { ZodMiniType, input, output } from './zod'

/**
 * Every form of ours is a react-hook-form form (decision 0022), built here with the house rules:
 * - a field is checked when it is left, and from then on at every change; after a submit every change
 *   checks its field (`mode: 'onTouched'`);
 * - a submit checks every field and, when all pass, hands over the schema's output (trimmed);
 * - a list's own message ("add each owner") is checked again when an entry is added or removed, or
 *   when a field that names the list in `deps` is checked; its entries' messages stay as they were;
 * - focus goes to the first field in error in the page's order once its message is on the page, after
 *   a submit or a server's 422 (`Form`; react-hook-form's own focus comes before the message, in the
 *   order fields registered);
 * - a message on screen is written again when the language changes (`Form`).
 */

/** The one place the schemas meet the forms: a form's rules are a zod schema. */
export const schemaResolver = zodResolver

/** A form's rules: a zod schema (src/lib/zod). */
export type Schema = ZodMiniType<unknown, FieldValues>
export type SchemaInput<S extends Schema> = input<S>
export type SchemaOutput<S extends Schema> = output<S>

/** What every form sets the same way. */
const HOUSE_RULES = { mode: 'onTouched', shouldFocusError: false } as const

export type FormOptions<T extends FieldValues> = Omit<
  UseFormProps<T>,
  'mode' | 'reValidateMode' | 'shouldFocusError' | 'resolver' | 'formControl'
>

/** A form whose one field carries its own rule (`register(name, { validate })`). */
export function useAppForm<T extends FieldValues>(options: FormOptions<T>): UseFormReturn<T> {
  return useForm<T>({ ...options, ...HOUSE_RULES })
}

/** A form whose rules are a schema; the submit handler gets the schema's output. */
export function useSchemaForm<S extends Schema>(
  schema: S,
  options: FormOptions<SchemaInput<S>>,
): UseFormReturn<SchemaInput<S>, unknown, SchemaOutput<S>> {
  type In = SchemaInput<S>
  // The form's control made first, so that a list's check can read what the form shows.
  const [made] = useState(() =>
    createFormControl<In, unknown, SchemaOutput<S>>({ ...options, ...HOUSE_RULES }),
  )
  return useForm<In, unknown, SchemaOutput<S>>({
    ...options,
    ...HOUSE_RULES,
    formControl: made.formControl,
    resolver: listsCheckTheirOwnMessage(
      schemaResolver(schema),
      (name) => made.getFieldState(name as FieldPath<In>).error,
    ),
  })
}

/**
 * When react-hook-form checks a list as a whole (an entry added or removed, a `deps` naming it), it
 * would show every message of every entry, even of an entry just added and not yet filled in. Only
 * the list's own message changes then; its entries keep the messages they show (an entry's field is
 * checked when it is left, or on a submit).
 */
function listsCheckTheirOwnMessage<T extends FieldValues, Out>(
  resolver: Resolver<T, unknown, Out>,
  shown: (name: string) => unknown,
): Resolver<T, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    listErrorsAsArrays(result.errors, values)
    const [name, ...others] = options.names ?? []
    if (!name || others.length || !Array.isArray(get(values, name))) return result
    const checked: ListErrors | undefined = get(result.errors, name)
    const before = shown(name)
    const entries: ListErrors = Array.isArray(before) ? [...(before as unknown[])] : []
    if (checked?.root) entries.root = checked.root
    set(result.errors, name, entries.length || entries.root ? entries : undefined)
    return result
  }
}

/** A list's errors: its entries' by number, its own message as `.root`. */
type ListErrors = unknown[] & { root?: FieldError }

const isMessage = (error: object): error is FieldError => 'type' in error && typeof error.type === 'string'

/**
 * A list's errors as react-hook-form keeps them, an array (so removing an entry moves the later
 * entries' messages up), where the resolver can give an object: its entries by number, and its own
 * message on it or on `.root`.
 */
function listErrorsAsArrays(errors: Record<string, unknown>, values: unknown) {
  for (const [key, error] of Object.entries(errors)) {
    const value = (values as Record<string, unknown> | null | undefined)?.[key]
    if (!error || typeof error !== 'object' || !value || typeof value !== 'object') continue
    if (Array.isArray(value) && !Array.isArray(error)) {
      const { root, type, message, ref, ...entries } = error as FieldError & { root?: FieldError }
      const list: ListErrors = Object.assign([], entries)
      const own = root ?? (typeof type === 'string' ? { type, message, ref } : undefined)
      if (own) list.root = own
      errors[key] = list
    }
    if (!isMessage(errors[key] as object)) listErrorsAsArrays(errors[key] as Record<string, unknown>, value)
  }
}

/** Any of our forms, whatever its submit handler gets. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the output is the form's own business
export type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, any>

/** The message showing for a field, or for a list itself (on the list, or on its `.root`). */
export function errorOf<T extends FieldValues>(form: AnyForm<T>, name: FieldPath<T>): string | undefined {
  const error = form.getFieldState(name, form.formState).error as
    (FieldError & { root?: FieldError }) | undefined
  return error?.message ?? error?.root?.message
}

/** A server's messages on their fields: they stay until the field is checked again or the form is sent. */
export function setServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  errors: readonly { field: string; message: string }[],
) {
  for (const { field, message } of errors) form.setError(field as FieldPath<T>, { type: 'server', message })
}

/** The paths showing a message, by where it came from (`root` is a list's own message). */
function errorPaths(errors: FieldErrors, from: 'server' | 'rules', prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]): string[] => {
    if (!value || typeof value !== 'object') return []
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key
    if ('type' in value && typeof value.type === 'string')
      return (value.type === 'server') === (from === 'server') && path ? [path] : []
    return errorPaths(value as FieldErrors, from, path)
  })
}

/** The first control in error in `root`, in the page's order (a group's first radio), takes focus. */
function focusFirstInvalid(root: HTMLElement | null) {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
  const target = invalid?.matches('fieldset')
    ? invalid.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), [tabindex]')
    : invalid
  target?.focus()
}

interface FormProps<T extends FieldValues, Out> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<T, unknown, Out>
  /** Gets the checked values (a schema's output). */
  onValid: (values: Out) => void
}

/**
 * A form element for a react-hook-form form: the browser's own validation off (the rules check),
 * focus on the first field in error once its message shows, and messages that follow the language.
 */
export function Form<T extends FieldValues, Out>({ form, onValid, children, ...props }: FormProps<T, Out>) {
  const root = useRef<HTMLFormElement>(null)
  const { submitCount, errors } = form.formState
  // What the last render showed: focus moves once a failed submit's messages, or a server's, show.
  // After every render: react-hook-form changes its errors in place.
  const shown = useRef({ submitCount, server: [] as string[] })
  useLayoutEffect(() => {
    const server = errorPaths(errors, 'server')
    const before = shown.current
    shown.current = { submitCount, server }
    const submitted = submitCount !== before.submitCount
    const fromServer = server.some((path) => !before.server.includes(path))
    if (submitted || fromServer) focusFirstInvalid(root.current)
  })

  // A message is written in the language on screen when its field is checked: when the language
  // changes, the fields showing one from the rules are checked again (a server's message stays).
  const { i18n } = useLingui()
  const locale = i18n.locale
  const language = useRef(locale)
  useEffect(() => {
    if (language.current === locale) return
    language.current = locale
    // One at a time: a list's own check keeps what its entries show.
    const paths = [...new Set(errorPaths(form.formState.errors, 'rules'))] as FieldPath<T>[]
    void paths.reduce((checked, path) => checked.then(() => form.trigger(path)), Promise.resolve(true))
  }, [locale, form])

  return (
    <form ref={root} noValidate onSubmit={form.handleSubmit((values) => onValid(values))} {...props}>
      {children}
    </form>
  )
}
