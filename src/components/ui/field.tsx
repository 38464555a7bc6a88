import { Trans } from '@lingui/react/macro'
import { type ComponentProps, type ReactNode, createContext, useContext, useId } from 'react'
import { cn } from '@/lib/cn'

/**
 * Field anatomy that knows nothing about form libraries (docs/decisions/0005-component-kit.md): the
 * field owns the ids; the control, label, description and error read them from context. A control
 * is `aria-invalid` and described by the description and the error.
 */
interface FieldContextValue {
  controlId: string
  labelId: string
  descriptionId: string
  errorId: string
  invalid: boolean
  hasDescription: boolean
  required: boolean
}

const FieldContext = createContext<FieldContextValue | null>(null)

export function useField() {
  return useContext(FieldContext)
}

/** The ids describing a field's control (or fieldset): its description, and its error when shown. */
function describedBy(field: FieldContextValue) {
  const ids = [field.hasDescription ? field.descriptionId : null, field.invalid ? field.errorId : null]
  return ids.filter(Boolean).join(' ') || undefined
}

/** Props a control spreads to join its field. */
export function useFieldControlProps(id?: string) {
  const field = useField()
  if (!field) return { id }
  return {
    id: id ?? field.controlId,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy(field),
    'aria-required': field.required || undefined,
  }
}

function useFieldValue(error: string | null | undefined, hasDescription: boolean, required: boolean) {
  const base = useId()
  return {
    controlId: `${base}-control`,
    labelId: `${base}-label`,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
    invalid: Boolean(error),
    hasDescription,
    required,
  }
}

interface FieldProps extends ComponentProps<'div'> {
  /** The error message, or nothing. Reserved space keeps the layout still when it appears. */
  error?: string | null
  /** The label, rendered as the field's `FieldLabel` (or compose `FieldLabel` yourself). */
  label?: ReactNode
  /** A hint under the label, rendered as the field's `FieldDescription`. */
  hint?: ReactNode
  /** Marks the label "(optional)". */
  optional?: boolean
  /** A `FieldDescription` is among the children (implied by `hint`). */
  description?: boolean
  required?: boolean
  children: ReactNode
}

/**
 * One field: label, hint, the control (children, controlled or registered with a form library: it
 * joins through `useFieldControlProps`), and the error line.
 */
export function Field({
  error,
  label,
  hint,
  optional,
  description = false,
  required = false,
  className,
  children,
  ...props
}: FieldProps) {
  const value = useFieldValue(error, description || Boolean(hint), required)
  return (
    <FieldContext value={value}>
      <div
        data-slot="field"
        data-invalid={value.invalid || undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {label !== undefined ? <FieldLabel optional={optional}>{label}</FieldLabel> : null}
        {hint ? <FieldDescription>{hint}</FieldDescription> : null}
        {children}
        <FieldError>{error}</FieldError>
      </div>
    </FieldContext>
  )
}

interface FieldSetProps extends Omit<ComponentProps<'fieldset'>, 'children'> {
  /** The group's name: its `Legend`. */
  legend: ReactNode
  hint?: ReactNode
  error?: string | null
  children: ReactNode
}

/**
 * A group of controls answering one question (a radio group): the legend names the group, and the
 * fieldset itself is described by the hint and the error and marked invalid.
 */
export function FieldSet({ legend, hint, error, className, children, ...props }: FieldSetProps) {
  const value = useFieldValue(error, Boolean(hint), false)
  return (
    <FieldContext value={value}>
      <fieldset
        data-slot="field-set"
        aria-describedby={describedBy(value)}
        aria-invalid={value.invalid || undefined}
        className={cn('flex flex-col gap-2', className)}
        {...props}
      >
        <Legend>{legend}</Legend>
        {hint ? <FieldDescription>{hint}</FieldDescription> : null}
        {children}
        <FieldError>{error}</FieldError>
      </fieldset>
    </FieldContext>
  )
}

export function Legend({ className, ...props }: ComponentProps<'legend'>) {
  return <legend data-slot="legend" className={cn('text-sm font-medium text-fg', className)} {...props} />
}

export function FieldLabel({
  className,
  children,
  optional,
  ...props
}: ComponentProps<'label'> & { optional?: boolean }) {
  const field = useField()
  return (
    <label
      data-slot="field-label"
      id={field?.labelId}
      htmlFor={field?.controlId}
      className={cn('text-sm font-medium text-fg', className)}
      {...props}
    >
      {children}
      {/* A real space: the accessible name reads "Middle name (optional)", not "Middle name(optional)". */}
      {optional ? ' ' : null}
      {optional ? (
        <span className="font-normal text-fg-muted">
          <Trans>(optional)</Trans>
        </span>
      ) : null}
    </label>
  )
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  const field = useField()
  return (
    <p
      data-slot="field-description"
      id={field?.descriptionId}
      className={cn('text-sm text-fg-muted', className)}
      {...props}
    />
  )
}

/** Always rendered (min height), so an error appearing does not push the page around. */
export function FieldError({ children, className }: { children?: ReactNode; className?: string }) {
  const field = useField()
  return (
    <p
      data-slot="field-error"
      id={field?.errorId}
      role="alert"
      className={cn('min-h-5 text-sm text-error-d20', className)}
    >
      {children}
    </p>
  )
}
