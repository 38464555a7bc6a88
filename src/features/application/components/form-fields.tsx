import { Trans, useLingui } from '@lingui/react/macro'
import { type ComponentProps, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FieldSet } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { RadioGroup } from '@/components/ui/radio-group'
import { type Option, Select } from '@/components/ui/select'
import { type FieldControl, type Form, type Path } from '@/lib/form'
import { formatPhone, rawPhone } from '@/lib/format'
import { usStates } from '@/lib/us-states'
import { serverErrorActions } from '../store/server-errors'
import type { SubStepId } from '../sub-steps'

interface TextFieldProps<T> extends Omit<ComponentProps<'input'>, 'name' | 'form'> {
  form: Form<T, unknown>
  name: Path<T>
  label: string
  description?: string
  optional?: boolean
}

/** A labelled text input registered with the form; its error shows next to it. */
export function TextField<T>({ form, name, label, description, optional, ...input }: TextFieldProps<T>) {
  return (
    <Field
      label={label}
      hint={description}
      optional={optional}
      error={form.errorOf(name)}
      required={!optional}
    >
      <Input {...input} {...form.register(name)} />
    </Field>
  )
}

/**
 * A private number (EIN, SSN, routing number): a digits keyboard, no autofill or spell check, and kept
 * out of session replay.
 */
export function PrivateNumberField<T>(props: TextFieldProps<T>) {
  return (
    <TextField inputMode="numeric" autoComplete="off" spellCheck={false} data-dd-privacy="mask" {...props} />
  )
}

interface SelectFieldProps<T> {
  form: Form<T, unknown>
  name: Path<T>
  label: string
  options: readonly Option[]
  placeholder?: string
}

export function SelectField<T>({ form, name, label, options, placeholder }: SelectFieldProps<T>) {
  // A select holds one of its options' values, a string (or nothing chosen yet).
  const field = form.control(name) as FieldControl<string | null | undefined>
  return (
    <Field label={label} error={form.errorOf(name)} required>
      <Select
        controlRef={field.ref}
        options={options}
        value={typeof field.value === 'string' && field.value ? field.value : null}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={placeholder}
      />
    </Field>
  )
}

/** A yes / no question as two native radio buttons (keyboard: arrows; screen readers: a group). */
export function YesNoField<T>({
  form,
  name,
  legend,
  description,
}: {
  form: Form<T, unknown>
  name: Path<T>
  legend: string
  description?: string
}) {
  const { t } = useLingui()
  const options = [
    { value: 'yes', label: t`Yes` },
    { value: 'no', label: t`No` },
  ]
  return (
    <FieldSet legend={legend} hint={description} error={form.errorOf(name)}>
      <RadioGroup options={options} {...form.register(name)} />
    </FieldSet>
  )
}

/**
 * Puts a server 422's field errors for this sub-step on the form's fields, once, on arrival: before
 * the sub-step is first shown (a layout effect), so it never shows without them.
 */
function useServerFieldErrors<T, Out>(form: Form<T, Out>, subStepId: SubStepId) {
  const { setServerErrors } = form
  useLayoutEffect(() => setServerErrors(serverErrorActions.takeFor(subStepId)), [setServerErrors, subStepId])
}

/**
 * A validation message is written in the language on screen when its field is checked. When the
 * language changes, the fields showing one are checked again, so their messages follow it.
 */
function useMessagesInLanguage<T, Out>(form: Form<T, Out>) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const shown = useRef(locale)
  const { rewriteMessages } = form
  useEffect(() => {
    if (shown.current === locale) return
    shown.current = locale
    rewriteMessages()
  }, [rewriteMessages, locale])
}

interface StepFormProps<T, Out> {
  form: Form<T, Out>
  subStepId: SubStepId
  /** Saves the checked values into the draft. */
  onSave: (values: Out) => void
  /** Then moves on. */
  onDone: () => void
  className?: string
  children: ReactNode
}

/**
 * Every sub-step's form: the browser's own validation off (the schema checks), a server 422's errors
 * for this sub-step on its fields, the values saved then the next sub-step, and Continue at the end.
 */
export function StepForm<T, Out>({
  form,
  subStepId,
  onSave,
  onDone,
  className,
  children,
}: StepFormProps<T, Out>) {
  useServerFieldErrors(form, subStepId)
  useMessagesInLanguage(form)
  return (
    <form
      noValidate
      className={className ?? 'flex flex-col gap-2'}
      onSubmit={form.handleSubmit((values) => {
        onSave(values)
        onDone()
      })}
    >
      {children}
      <ContinueButton />
    </form>
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

/** A saved address, email and phone (the business's or the applicant's) as their fields show them. */
export function contactForForm<A extends { street2: string | null }>(contact: Contact<A>) {
  return {
    address: { ...contact.address, street2: contact.address.street2 ?? '' },
    email: contact.email,
    phoneFixed: contact.phoneFixed ? formatPhone(contact.phoneFixed) : '',
  }
}

/** And back, to be saved: no unit is null, and the phone is 10 digits, no +1 or dashes (spec §3). */
export function contactForDraft<A extends { street2: string }>(values: Contact<A>) {
  return {
    address: { ...values.address, street2: values.address.street2 || null },
    email: values.email,
    phoneFixed: rawPhone(values.phoneFixed),
  }
}

/** Email and phone: the same fields for the business and for the applicant. */
export function EmailPhoneFields<T>({
  form,
  prefix,
  emailLabel,
  phoneLabel,
}: {
  form: Form<T, unknown>
  /** Where the email and the phone sit in the form's values. */
  prefix: string
  emailLabel: string
  phoneLabel: string
}) {
  const name = (field: string) => `${prefix}.${field}` as Path<T>
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

interface AddressFieldsProps<T> {
  form: Form<T, unknown>
  /** Where the address sits in the form's values. */
  prefix: string
  streetLabel: string
  unitLabel: string
}

/** Street, unit, city, ZIP and state: the same fields for the business and for the applicant. */
export function AddressFields<T>({ form, prefix, streetLabel, unitLabel }: AddressFieldsProps<T>) {
  const { t } = useLingui()
  const name = (field: string) => `${prefix}.${field}` as Path<T>
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
