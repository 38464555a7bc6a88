import { Trans, useLingui } from '@lingui/react/macro'
import { useFieldArray, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field'
import { errorOf } from '@/lib/forms'
import { formatPhone, fractionToPercent } from '@/lib/format'
import { personalInfo1Schema, personalInfo2Schema, personalInfo3Schema } from '../schemas/step-schemas'
import { draftActions, useDraftStore, wasRestoredWithoutSensitiveData } from '../store/draft-store'
import { ReenterNotice, type StepFormProps } from './business-info'
import {
  AddressFields,
  EmailPhoneFields,
  PrivateNumberField,
  StepForm,
  TextField,
  YesNoField,
  contactForForm,
  useStepForm,
} from './form-fields'

export function PersonalInfo1Form({ subStepIds, onDone }: StepFormProps) {
  const { t } = useLingui()
  const draft = useDraftStore()
  const a = draft.personalInfo.step1.applicant
  const form = useStepForm(personalInfo1Schema, 'personalInfo.1', {
    defaultValues: { applicant: { ...a, middleName: a.middleName ?? '' } },
  })
  return (
    <StepForm
      form={form}
      onSave={(values) => draftActions.personalInfoSaved(1, { step1: values }, subStepIds)}
      onDone={onDone}
    >
      {wasRestoredWithoutSensitiveData(draft, 'personalInfo.1') ? (
        <ReenterNotice what="birthDateAndSsn" />
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField form={form} name="applicant.firstName" label={t`First name`} autoComplete="given-name" />
        <TextField form={form} name="applicant.lastName" label={t`Last name`} autoComplete="family-name" />
      </div>
      <TextField
        form={form}
        name="applicant.middleName"
        label={t`Middle name`}
        optional
        autoComplete="additional-name"
      />
      <TextField
        form={form}
        name="applicant.birthdayDate"
        label={t`Date of birth`}
        type="date"
        autoComplete="off"
        data-dd-privacy="mask"
      />
      <PrivateNumberField
        form={form}
        name="applicant.taxId"
        label={t`Social Security number (SSN)`}
        description={t`9 digits. We use it to verify your identity.`}
      />
    </StepForm>
  )
}

export function PersonalInfo2Form({ subStepIds, onDone }: StepFormProps) {
  const { t } = useLingui()
  const draft = useDraftStore()
  const a = draft.personalInfo.step2.applicant
  const others = draft.personalInfo.hasAdditionalPartners
    ? draft.personalInfo.step3.additionalOwners.map((o) => o.ownershipFraction)
    : []
  const business = draft.businessInfo.step2.merchant
  const form = useStepForm(
    personalInfo2Schema(draft.personalInfo.step1.applicant.birthdayDate, others),
    'personalInfo.2',
    {
      defaultValues: {
        applicant: {
          ...contactForForm({ ...a, email: a.email || business.email }),
          ownershipPercent:
            a.ownershipFraction === null ? '' : String(fractionToPercent(a.ownershipFraction)),
        },
      },
    },
  )
  return (
    <StepForm
      form={form}
      onSave={(values) => draftActions.personalInfoSaved(2, { step2: values }, subStepIds)}
      onDone={onDone}
    >
      <AddressFields
        form={form}
        prefix="applicant.address"
        streetLabel={t`Home street address`}
        unitLabel={t`Apartment or unit`}
      />
      <EmailPhoneFields
        form={form}
        prefix="applicant"
        emailLabel={t`Your email`}
        phoneLabel={t`Your mobile phone`}
      />
      <TextField
        form={form}
        name="applicant.ownershipPercent"
        label={t`How much of the business do you own? (%)`}
        inputMode="numeric"
        description={t`A whole number from 1 to 100.`}
      />
    </StepForm>
  )
}

const emptyOwner = { firstName: '', lastName: '', ownershipPercent: '', phoneFixed: '', email: '' }

export function PersonalInfo3Form({ subStepIds, onDone }: StepFormProps) {
  const { t } = useLingui()
  const draft = useDraftStore()
  const p = draft.personalInfo
  const applicantFraction = p.step2.applicant.ownershipFraction ?? 0
  const form = useStepForm(personalInfo3Schema(applicantFraction), 'personalInfo.3', {
    defaultValues: {
      hasAdditionalPartners:
        p.step3.additionalOwners.length > 0 || p.hasAdditionalPartners ? 'yes' : undefined,
      additionalOwners: p.step3.additionalOwners.map((o) => ({
        ...o,
        ownershipPercent: String(fractionToPercent(o.ownershipFraction)),
        phoneFixed: formatPhone(o.phoneFixed),
      })),
    },
  })
  const owners = useFieldArray({ control: form.control, name: 'additionalOwners' })
  const hasPartners = useWatch({ control: form.control, name: 'hasAdditionalPartners' }) === 'yes'
  return (
    <StepForm
      form={form}
      className="flex flex-col gap-4"
      onSave={({ hasAdditionalPartners, additionalOwners }) =>
        // The schema gives no owners for "no" (personalInfo3Schema): typed ones are not saved.
        draftActions.personalInfoSaved(3, { hasAdditionalPartners, step3: { additionalOwners } }, subStepIds)
      }
      onDone={onDone}
    >
      <YesNoField
        form={form}
        name="hasAdditionalPartners"
        legend={t`Does anyone else own part of the business?`}
        description={t`Include everyone who owns 25% or more.`}
      />
      {hasPartners ? (
        <div className="flex flex-col gap-4">
          {owners.fields.map((owner, index) => {
            const number = index + 2
            return (
              <Card key={owner.id} padding="compact">
                <div className="mb-2 flex items-center justify-between">
                  <CardTitle>
                    <Trans>Owner {number}</Trans>
                  </CardTitle>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => owners.remove(index)}
                    aria-label={t`Remove owner ${number}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </div>
                <div className="grid gap-x-4 sm:grid-cols-2">
                  <TextField form={form} name={`additionalOwners.${index}.firstName`} label={t`First name`} />
                  <TextField form={form} name={`additionalOwners.${index}.lastName`} label={t`Last name`} />
                  <TextField
                    form={form}
                    name={`additionalOwners.${index}.ownershipPercent`}
                    label={t`Ownership (%)`}
                    inputMode="numeric"
                    // The list's own rule adds the shares up.
                    deps="additionalOwners"
                  />
                  <TextField
                    form={form}
                    name={`additionalOwners.${index}.phoneFixed`}
                    label={t`Phone`}
                    type="tel"
                    placeholder="512-555-0100"
                  />
                </div>
                <TextField
                  form={form}
                  name={`additionalOwners.${index}.email`}
                  label={t`Email`}
                  type="email"
                />
              </Card>
            )
          })}
          <FieldError>{errorOf(form, 'additionalOwners')}</FieldError>
          <div>
            <Button variant="outline" onClick={() => owners.append(emptyOwner)}>
              <Trans>Add an owner</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </StepForm>
  )
}
