import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field'
import { formatPhone, fractionToPercent, percentToFraction, rawPhone } from '@/lib/format'
import {
  type PersonalInfo1Values,
  type PersonalInfo2Values,
  type PersonalInfo3Values,
  personalInfo1Schema,
  personalInfo2Schema,
  personalInfo3Schema,
} from '../schemas/step-schemas'
import { draftActions, useDraftStore, wasRestoredWithoutSensitiveData } from '../store/draft-store'
import { ReenterNotice, type StepFormProps } from './business-info'
import {
  AddressFields,
  ContinueButton,
  TextField,
  YesNoField,
  errorOf,
  useServerFieldErrors,
} from './form-fields'

export function PersonalInfo1Form({ subStepIds, onDone }: StepFormProps) {
  const draft = useDraftStore()
  const a = draft.personalInfo.step1.applicant
  const form = useForm<PersonalInfo1Values>({
    resolver: zodResolver(personalInfo1Schema),
    defaultValues: { applicant: { ...a, middleName: a.middleName ?? '' } },
    mode: 'onTouched',
  })
  useServerFieldErrors(form, 'personalInfo.1')
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((values) => {
        const v = values.applicant
        draftActions.personalInfoSaved(
          1,
          {
            step1: {
              applicant: { ...v, middleName: v.middleName || null },
            },
          },
          subStepIds,
        )
        onDone()
      })}
    >
      {wasRestoredWithoutSensitiveData(draft, 'personalInfo.1') ? (
        <ReenterNotice what="your date of birth or SSN" />
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField form={form} name="applicant.firstName" label="First name" autoComplete="given-name" />
        <TextField form={form} name="applicant.lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField
        form={form}
        name="applicant.middleName"
        label="Middle name"
        optional
        autoComplete="additional-name"
      />
      <TextField
        form={form}
        name="applicant.birthdayDate"
        label="Date of birth"
        type="date"
        autoComplete="off"
        data-dd-privacy="mask"
      />
      <TextField
        form={form}
        name="applicant.taxId"
        label="Social Security number (SSN)"
        description="9 digits. We use it to verify your identity."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        data-dd-privacy="mask"
      />
      <ContinueButton />
    </form>
  )
}

export function PersonalInfo2Form({ subStepIds, onDone }: StepFormProps) {
  const draft = useDraftStore()
  const a = draft.personalInfo.step2.applicant
  const others = draft.personalInfo.hasAdditionalPartners
    ? draft.personalInfo.step3.additionalOwners.map((o) => o.ownershipFraction)
    : []
  const business = draft.businessInfo.step2.merchant
  const form = useForm<PersonalInfo2Values>({
    resolver: zodResolver(personalInfo2Schema(draft.personalInfo.step1.applicant.birthdayDate, others)),
    defaultValues: {
      applicant: {
        address: { ...a.address, street2: a.address.street2 ?? '' },
        email: a.email || business.email,
        phoneFixed: a.phoneFixed ? formatPhone(a.phoneFixed) : '',
        ownershipPercent: a.ownershipFraction === null ? '' : String(fractionToPercent(a.ownershipFraction)),
      },
    },
    mode: 'onTouched',
  })
  useServerFieldErrors(form, 'personalInfo.2')
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit((values) => {
        const v = values.applicant
        draftActions.personalInfoSaved(
          2,
          {
            step2: {
              applicant: {
                address: { ...v.address, street2: v.address.street2 || null },
                email: v.email,
                phoneFixed: rawPhone(v.phoneFixed),
                // spec §5: a percentage entered is held as a fraction (÷100, 2 decimals).
                ownershipFraction: percentToFraction(Number(v.ownershipPercent)),
              },
            },
          },
          subStepIds,
        )
        onDone()
      })}
    >
      <AddressFields
        form={form}
        prefix="applicant.address"
        streetLabel="Home street address"
        unitLabel="Apartment or unit"
      />
      <TextField form={form} name="applicant.email" label="Your email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="applicant.phoneFixed"
        label="Your mobile phone"
        type="tel"
        autoComplete="tel-national"
        placeholder="512-555-0100"
      />
      <TextField
        form={form}
        name="applicant.ownershipPercent"
        label="How much of the business do you own? (%)"
        inputMode="numeric"
        description="A whole number from 1 to 100."
      />
      <ContinueButton />
    </form>
  )
}

const emptyOwner = { firstName: '', lastName: '', ownershipPercent: '', phoneFixed: '', email: '' }

export function PersonalInfo3Form({ subStepIds, onDone }: StepFormProps) {
  const draft = useDraftStore()
  const p = draft.personalInfo
  const applicantFraction = p.step2.applicant.ownershipFraction ?? 0
  const form = useForm<PersonalInfo3Values>({
    resolver: zodResolver(personalInfo3Schema(applicantFraction)),
    defaultValues: {
      hasAdditionalPartners:
        p.step3.additionalOwners.length > 0 || p.hasAdditionalPartners ? 'yes' : undefined,
      additionalOwners: p.step3.additionalOwners.map((o) => ({
        ...o,
        ownershipPercent: String(fractionToPercent(o.ownershipFraction)),
        phoneFixed: formatPhone(o.phoneFixed),
      })),
    },
    mode: 'onTouched',
  })
  const owners = useFieldArray({ control: form.control, name: 'additionalOwners' })
  // react-hook-form's watch is fine without the React Compiler, which this app doesn't use.
  // eslint-disable-next-line react-hooks/incompatible-library
  const hasPartners = form.watch('hasAdditionalPartners') === 'yes'
  useServerFieldErrors(form, 'personalInfo.3')
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        const yes = values.hasAdditionalPartners === 'yes'
        draftActions.personalInfoSaved(
          3,
          {
            hasAdditionalPartners: yes,
            step3: {
              additionalOwners: yes
                ? values.additionalOwners.map((o) => ({
                    firstName: o.firstName,
                    lastName: o.lastName,
                    ownershipFraction: percentToFraction(Number(o.ownershipPercent)),
                    phoneFixed: rawPhone(o.phoneFixed),
                    email: o.email,
                  }))
                : [],
            },
          },
          subStepIds,
        )
        onDone()
      })}
    >
      <YesNoField
        form={form}
        name="hasAdditionalPartners"
        legend="Does anyone else own part of the business?"
        description="Include everyone who owns 25% or more."
      />
      {hasPartners ? (
        <div className="flex flex-col gap-4">
          {owners.fields.map((owner, index) => (
            <Card key={owner.id} className="p-4 sm:p-5">
              <div className="mb-2 flex items-center justify-between">
                <h2 className="text-base font-semibold text-fg">Owner {index + 2}</h2>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => owners.remove(index)}
                  aria-label={`Remove owner ${index + 2}`}
                >
                  Remove
                </Button>
              </div>
              <div className="grid gap-x-4 sm:grid-cols-2">
                <TextField form={form} name={`additionalOwners.${index}.firstName`} label="First name" />
                <TextField form={form} name={`additionalOwners.${index}.lastName`} label="Last name" />
                <TextField
                  form={form}
                  name={`additionalOwners.${index}.ownershipPercent`}
                  label="Ownership (%)"
                  inputMode="numeric"
                />
                <TextField
                  form={form}
                  name={`additionalOwners.${index}.phoneFixed`}
                  label="Phone"
                  type="tel"
                  placeholder="512-555-0100"
                />
              </div>
              <TextField form={form} name={`additionalOwners.${index}.email`} label="Email" type="email" />
            </Card>
          ))}
          <FieldError>{errorOf(form, 'additionalOwners')}</FieldError>
          <div>
            <Button variant="outline" onClick={() => owners.append(emptyOwner)}>
              Add an owner
            </Button>
          </div>
        </div>
      ) : null}
      <ContinueButton />
    </form>
  )
}
