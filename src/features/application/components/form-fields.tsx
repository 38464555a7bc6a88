import { type ComponentProps, useEffect } from 'react'
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
  Controller,
} from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldSet } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioGroup } from '@/components/ui/radio-group'
import { type Option, Select } from '@/components/ui/select'
import { usStates } from '@/lib/us-states'
import { serverErrorActions } from '../store/server-errors'
import type { SubStepId } from '../sub-steps'

/** The error message react-hook-form holds for a field, if any. */
export function errorOf<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: FieldPath<T>,
): string | undefined {
  const error = form.getFieldState(name, form.formState).error as
    (FieldError & { root?: FieldError }) | undefined
  // A list-level error sits on the list, or on its .root once the list has entries (field arrays).
  return error?.message ?? error?.root?.message
}

interface TextFieldProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'name' | 'form'> {
  form: UseFormReturn<T>
  name: FieldPath<T>
  label: string
  description?: string
  optional?: boolean
}

/** A labelled text input registered with the form; its error shows next to it. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  optional,
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
      <Input {...input} {...form.register(name)} />
    </Field>
  )
}

interface SelectFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>
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
            options={options}
            value={field.value || null}
            onChange={field.onChange}
            placeholder={placeholder}
          />
        )}
      />
    </Field>
  )
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

/** A yes / no question as two native radio buttons (keyboard: arrows; screen readers: a group). */
export function YesNoField<T extends FieldValues>({
  form,
  name,
  legend,
  description,
}: {
  form: UseFormReturn<T>
  name: FieldPath<T>
  legend: string
  description?: string
}) {
  return (
    <FieldSet legend={legend} hint={description} error={errorOf(form, name)}>
      <RadioGroup options={YES_NO} {...form.register(name)} />
    </FieldSet>
  )
}

/** Puts a server 422's field errors for this sub-step on the form's fields, once, on arrival. */
export function useServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, subStepId: SubStepId) {
  useEffect(() => {
    const errors = serverErrorActions.takeFor(subStepId)
    errors.forEach(({ field, message }, index) =>
      form.setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
    )
  }, [form, subStepId])
}

export const STATE_OPTIONS = usStates().map((s) => ({ value: s.abbreviation, label: s.name }))

/** Every sub-step ends the same way. */
export function ContinueButton() {
  return (
    <div className="mt-4 flex justify-end">
      <Button type="submit" size="lg">
        Continue
      </Button>
    </div>
  )
}

interface AddressFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>
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
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>
  return (
    <>
      <TextField form={form} name={name('street')} label={streetLabel} autoComplete="address-line1" />
      <TextField form={form} name={name('street2')} label={unitLabel} optional autoComplete="address-line2" />
      <div className="grid gap-x-4 sm:grid-cols-[2fr_1fr]">
        <TextField form={form} name={name('city')} label="City" autoComplete="address-level2" />
        <TextField
          form={form}
          name={name('zip')}
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
      <SelectField
        form={form}
        name={name('state')}
        label="State"
        options={STATE_OPTIONS}
        placeholder="Choose a state"
      />
    </>
  )
}
