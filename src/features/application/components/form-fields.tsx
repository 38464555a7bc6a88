import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentProps, type ReactNode, useLayoutEffect } from 'react'
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldSet } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioGroup } from '@/components/ui/radio-group'
import { type Option, Select } from '@/components/ui/select'
import {
  type AnyForm,
  type FormOptions,
  type Schema,
  type SchemaInput,
  Form,
  errorOf,
  setServerErrors,
  useSchemaForm,
} from '@/lib/forms'
import { formatPhone } from '@/lib/format'
import { usStates } from '@/lib/us-states'
import { serverErrorActions } from '../store/server-errors'
import type { SubStepId } from '../model/step-ids'

interface TextFieldProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'name' | 'form'> {
  form: AnyForm<T>
  name: FieldPath<T>
  label: string
  description?: string
  optional?: boolean
  /** What else is checked when this field is (the list that holds it: its own rules read it). */
  deps?: FieldPath<T>
}

/** A labelled text input registered with the form; its error shows next to it. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  optional,
  deps,
  ...input
}: TextFieldProps<T>) {
  return (
    <Field
      label={label}
      hint={description}
      optional={optional}
      error={errorOf(form, name)}
      required={!optional}
    >
      <Input {...input} {...form.register(name, { deps })} />
    </Field>
  )
}

/**
 * A private number (EIN, SSN, routing number): a digits keyboard, no autofill or spell check, and kept
 * out of session replay.
 */
export function PrivateNumberField<T extends FieldValues>(props: TextFieldProps<T>) {
  return (
    <TextField inputMode="numeric" autoComplete="off" spellCheck={false} data-dd-privacy="mask" {...props} />
  )
}

interface SelectFieldProps<T extends FieldValues> {
  form: AnyForm<T>
  name: FieldPath<T>
  label: string
  options: readonly Option[]
  placeholder?: string
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  placeholder,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} error={errorOf(form, name)} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            controlRef={field.ref}
            options={options}
            // A select holds one of its options' values, a string (or nothing chosen yet).
            value={typeof field.value === 'string' && field.value ? field.value : null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={placeholder}
          />
        )}
      />
    </Field>
  )
}

/** A yes / no question as two native radio buttons (keyboard: arrows; screen readers: a group). */
export function YesNoField<T extends FieldValues>({
  form,
  name,
  legend,
  description,
}: {
  form: AnyForm<T>
  name: FieldPath<T>
  legend: string
  description?: string
}) {
  const { t } = useLingui()
  const options = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ]
  return (
    <FieldSet legend={legend} hint={description} error={errorOf(form, name)}>
      <RadioGroup options={options} {...form.register(name)} />
    </FieldSet>
  )
}

/**
 * A sub-step's form (`useSchemaForm`), with a server 422's field errors for this sub-step on its
 * fields: taken once, as it first shows, before it is painted (a layout effect, after the form's own,
 * so the messages render at once), so it never shows without them.
 */
export function useStepForm<S extends Schema>(
  schema: S,
  subStepId: SubStepId,
  options: FormOptions<SchemaInput<S>>,
) {
  const form = useSchemaForm(schema, options)
  useLayoutEffect(() => setServerErrors(form, serverErrorActions.takeFor(subStepId)), [form, subStepId])
  return form
}

interface StepFormProps<T extends FieldValues, Out> {
  form: UseFormReturn<T, unknown, Out>
  /** Saves the checked values into the draft. */
  onSave: (values: Out) => void
  /** Then moves on. */
  onDone: () => void
  className?: string
  children: ReactNode
}

/** Every sub-step's form: the values saved then the next sub-step, and Continue at the end. */
export function StepForm<T extends FieldValues, Out>({
  form,
  onSave,
  onDone,
  className,
  children,
}: StepFormProps<T, Out>) {
  return (
    <Form
      form={form}
      className={className ?? 'flex flex-col gap-2'}
      onValid={(values) => {
        onSave(values)
        onDone()
      }}
    >
      {children}
      <ContinueButton />
    </Form>
  )
}

/** The states by their English names, in both languages (as US forms in Spanish usually keep them). */
export const STATE_OPTIONS = usStates().map((s) => ({ value: s.abbreviation, label: s.name }))

/** Every sub-step ends the same way. */
function ContinueButton() {
  return (
    <div className="mt-4 flex justify-end">
      <Button type="submit" size="lg">
        <Trans>Continue</Trans>
      </Button>
    </div>
  )
}

interface Contact<A> {
  address: A
  email: string
  phoneFixed: string
}

/**
 * A saved address, email and phone (the business's or the applicant's) as their fields show them. The
 * way back, to the draft, is the step schema's (trimmed, the phone's digits, no unit as `null`).
 */
export function contactForForm<A extends { street2: string | null }>(contact: Contact<A>) {
  return {
    address: { ...contact.address, street2: contact.address.street2 ?? '' },
    email: contact.email,
    phoneFixed: contact.phoneFixed ? formatPhone(contact.phoneFixed) : '',
  }
}

/** Email and phone: the same fields for the business and for the applicant. */
export function EmailPhoneFields<T extends FieldValues>({
  form,
  prefix,
  emailLabel,
  phoneLabel,
}: {
  form: AnyForm<T>
  /** Where the email and the phone sit in the form's values. */
  prefix: string
  emailLabel: string
  phoneLabel: string
}) {
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>
  return (
    <>
      <TextField form={form} name={name('email')} label={emailLabel} type="email" autoComplete="email" />
      <TextField
        form={form}
        name={name('phoneFixed')}
        label={phoneLabel}
        type="tel"
        autoComplete="tel-national"
        placeholder="512-555-0100"
      />
    </>
  )
}

interface AddressFieldsProps<T extends FieldValues> {
  form: AnyForm<T>
  /** Where the address sits in the form's values. */
  prefix: string
  streetLabel: string
  unitLabel: string
}

/** Street, unit, city, ZIP and state: the same fields for the business and for the applicant. */
export function AddressFields<T extends FieldValues>({
  form,
  prefix,
  streetLabel,
  unitLabel,
}: AddressFieldsProps<T>) {
  const { t } = useLingui()
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>
  return (
    <>
      <TextField form={form} name={name('street')} label={streetLabel} autoComplete="address-line1" />
      <TextField form={form} name={name('street2')} label={unitLabel} optional autoComplete="address-line2" />
      <div className="grid gap-x-4 sm:grid-cols-[2fr_1fr]">
        <TextField form={form} name={name('city')} label={t`City`} autoComplete="address-level2" />
        <TextField
          form={form}
          name={name('zip')}
          label={t`ZIP code`}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      <SelectField
        form={form}
        name={name('state')}
        label={t`State`}
        options={STATE_OPTIONS}
        placeholder={t`Choose a state`}
      />
    </>
  )
}
