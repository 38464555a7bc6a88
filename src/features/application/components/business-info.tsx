import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@/components/ui/alert'
import { ENTITY_TYPE_LABELS, toOptions } from '@/lib/labels'
import { todayIso } from '@/lib/dates'
import type { EntityType } from '@/lib/domain'
import type { SubStepId } from '../model/step-ids'
import { businessInfo1Schema, businessInfo2Schema } from '../schemas/step-schemas'
import { draftActions, useDraftStore, wasRestoredWithoutSensitiveData } from '../store/draft-store'
import {
  AddressFields,
  EmailPhoneFields,
  PrivateNumberField,
  SelectField,
  StepForm,
  TextField,
  contactForForm,
  useStepForm,
} from './form-fields'

export interface StepFormProps {
  /** The ids of this step's sub-steps (for the step's completion flag). */
  subStepIds: SubStepId[]
  onDone: () => void
}

/** What the partner already told us about the merchant: defaults for an empty Business Info. */
export interface KnownMerchant {
  legalName: string
  doingBusinessAs: string
  businessStructureType: EntityType
  email: string
  phoneFixed: string
  address: { street: string; street2: string | null; city: string; state: string; zip: string }
  establishmentDate: string | null
}

/** Why a sensitive field is empty after a reload, for each sub-step that has one. */
const REENTER_REASONS = {
  ein: msg`For your security we never store your EIN in your browser, so it was cleared when the page reloaded. Everything else is as you left it.`,
  birthDateAndSsn: msg`For your security we never store your date of birth or SSN in your browser, so they were cleared when the page reloaded. Everything else is as you left it.`,
  bankAccount: msg`For your security we never store your bank account number in your browser, so it was cleared when the page reloaded. Everything else is as you left it.`,
}

/** Re-entering a sensitive field after a reload: say why. */
export function ReenterNotice({ what }: { what: keyof typeof REENTER_REASONS }) {
  const { t } = useLingui()
  return (
    <Alert tone="info" title={t`Please enter this again`}>
      {t(REENTER_REASONS[what])}
    </Alert>
  )
}

export function BusinessInfo1Form({
  subStepIds,
  onDone,
  known,
}: StepFormProps & { known?: KnownMerchant | null }) {
  const { t } = useLingui()
  const draft = useDraftStore()
  const saved = draft.businessInfo.step1
  // An empty draft starts from what the partner already told us; the merchant confirms or corrects it.
  const fresh = !saved.merchant.legalName
  const form = useStepForm(businessInfo1Schema, 'businessInfo.1', {
    defaultValues: {
      merchant: {
        ...saved.merchant,
        legalName: fresh ? (known?.legalName ?? '') : saved.merchant.legalName,
        doingBusinessAs: fresh ? (known?.doingBusinessAs ?? '') : saved.merchant.doingBusinessAs,
        businessStructureType:
          saved.merchant.businessStructureType ?? known?.businessStructureType ?? undefined,
      },
      shop: { establishmentDate: saved.shop.establishmentDate || (known?.establishmentDate ?? '') },
    },
  })
  return (
    <StepForm
      form={form}
      onSave={(values) =>
        draftActions.businessInfoSaved(1, { merchant: values.merchant, shop: values.shop }, subStepIds)
      }
      onDone={onDone}
    >
      {wasRestoredWithoutSensitiveData(draft, 'businessInfo.1') ? <ReenterNotice what="ein" /> : null}
      <SelectField
        form={form}
        name="merchant.businessStructureType"
        label={t`Business structure`}
        options={toOptions(ENTITY_TYPE_LABELS, t)}
        placeholder={t`Choose a structure`}
      />
      <TextField
        form={form}
        name="merchant.legalName"
        label={t`Legal business name`}
        description={t`Exactly as registered with the IRS.`}
        autoComplete="organization"
      />
      <TextField
        form={form}
        name="merchant.doingBusinessAs"
        label={t`Doing business as`}
        optional
        description={t`The name your customers know, if it’s different.`}
      />
      <PrivateNumberField
        form={form}
        name="merchant.taxId"
        label={t`Employer Identification Number (EIN)`}
        description={t`9 digits, on your IRS confirmation letter.`}
      />
      <TextField
        form={form}
        name="shop.establishmentDate"
        label={t`Date the business started`}
        type="date"
        max={todayIso()}
      />
    </StepForm>
  )
}

export function BusinessInfo2Form({
  subStepIds,
  onDone,
  known,
}: StepFormProps & { known?: KnownMerchant | null }) {
  const { t } = useLingui()
  const saved = useDraftStore((d) => d.businessInfo.step2)
  const m = saved.merchant.address.street
    ? saved.merchant
    : known
      ? { address: { ...known.address, country: 'US' }, email: known.email, phoneFixed: known.phoneFixed }
      : saved.merchant
  const form = useStepForm(businessInfo2Schema, 'businessInfo.2', {
    defaultValues: { merchant: contactForForm({ ...m, address: { ...m.address, country: 'US' as const } }) },
  })
  return (
    <StepForm
      form={form}
      onSave={(values) => draftActions.businessInfoSaved(2, values, subStepIds)}
      onDone={onDone}
    >
      <AddressFields
        form={form}
        prefix="merchant.address"
        streetLabel={t`Street address`}
        unitLabel={t`Apartment, suite or unit`}
      />
      <TextField
        form={form}
        name="merchant.address.country"
        label={t`Country`}
        readOnly
        description={t`Only US businesses can apply.`}
      />
      <EmailPhoneFields
        form={form}
        prefix="merchant"
        emailLabel={t`Business email`}
        phoneLabel={t`Business phone`}
      />
    </StepForm>
  )
}
