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

/** Props a control spreads to join its field. */
export function useFieldControlProps(id?: string) {
  const field = useField()
  if (!field) return { id }
  const describedBy = [
    field.hasDescription ? field.descriptionId : null,
    field.invalid ? field.errorId : null,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    id: id ?? field.controlId,
    'aria-invalid': field.invalid || undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required || undefined,
  }
}

interface FieldProps extends ComponentProps<'div'> {
  /** The error message, or nothing. Reserved space keeps the layout still when it appears. */
  error?: string | null
  description?: boolean
  required?: boolean
  children: ReactNode
}

export function Field({
  error,
  description = false,
  required = false,
  className,
  children,
  ...props
}: FieldProps) {
  const base = useId()
  const value: FieldContextValue = {
    controlId: `${base}-control`,
    labelId: `${base}-label`,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
    invalid: Boolean(error),
    hasDescription: description,
    required,
  }
  return (
    <FieldContext value={value}>
      <div
        data-slot="field"
        data-invalid={value.invalid || undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {children}
        <FieldError>{error}</FieldError>
      </div>
    </FieldContext>
  )
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
      {optional ? <span className="ml-1 font-normal text-fg-muted">(optional)</span> : null}
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
