import { t } from '@lingui/core/macro'
import * as v from 'valibot'
import { ENTITY_TYPES, LOAN_PURPOSES } from '@/lib/domain'
import { rawPhone } from '@/lib/format'
import { isEmailAddress } from '@/lib/email'
import { fieldsObject, objectRule } from '@/lib/validation'
import {
  ageOfMajority,
  digitsOnly,
  isOfAge,
  isPastDate,
  isTaxId,
  isValidRoutingNumber,
  isZip,
  totalOwnershipOk,
} from '../model/validators'

/**
 * One schema per sub-step, in valibot like the response schemas (docs/decisions/0007). Messages say
 * what to fix, next to the field.
 *
 * Cleaning happens here, once: text fields are trimmed (`v.trim()` hands the checks after it the
 * trimmed value), and the values a form's submit handler receives are the parsed ones. The forms, the
 * draft and the body builder trust them and never trim again.
 */

/**
 * A message, read when the field is checked: in the language on screen then, not the one the schema
 * was built in (decision 0017).
 */
type Message = () => string

/** A rule on a text field that passes when the field is empty: `filled` alone says it is missing. */
const whenFilled = (rule: (value: string) => boolean, message: Message) =>
  v.check((value: string) => value.length === 0 || rule(value), message)

const filled = (message: Message) => v.minLength<string, 1, Message>(1, message)
const required = (message: Message) => v.pipe(v.string(), v.trim(), filled(message))
const optionalText = v.pipe(v.string(), v.trim())
/** A trimmed text field that must be filled (`empty`) and, once filled, pass `rule` (`wrong`). */
const text = (empty: Message, rule: (value: string) => boolean, wrong: Message) =>
  v.pipe(v.string(), v.trim(), filled(empty), whenFilled(rule, wrong))
const email = text(
  () => t`Enter an email address.`,
  isEmailAddress,
  () => t`Enter an email address like name@business.com.`,
)
const phone = text(
  () => t`Enter a phone number.`,
  (value) => rawPhone(value).length === 10,
  () => t`Enter a 10-digit US phone number, like 512-555-0100.`,
)
const zip = text(
  () => t`Enter a ZIP code.`,
  isZip,
  () => t`Enter a 5-digit ZIP code, or ZIP+4.`,
)
const state = v.pipe(
  v.string(),
  v.minLength(1, () => t`Choose a state.`),
)
const taxId = (empty: Message, wrongLength: Message) => text(empty, isTaxId, wrongLength)
/** A full date (`YYYY-MM-DD` from the date field) that passes `rule`. */
const date = (empty: Message, partial: Message, rule: (value: string) => boolean, wrong: Message) =>
  v.pipe(
    v.string(),
    v.minLength(1, empty),
    whenFilled((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), partial),
    whenFilled(rule, wrong),
  )
const percent = text(
  () => t`Enter a percentage from 1 to 100.`,
  (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100,
  () => t`Enter a whole percentage from 1 to 100.`,
)

const address = fieldsObject({
  street: required(() => t`Enter the street address.`),
  street2: optionalText,
  city: required(() => t`Enter the city.`),
  state,
  zip,
})

export const businessInfo1Schema = fieldsObject({
  merchant: fieldsObject({
    businessStructureType: v.picklist(ENTITY_TYPES, () => t`Choose how your business is set up.`),
    doingBusinessAs: optionalText,
    legalName: required(() => t`Enter the legal business name.`),
    taxId: taxId(
      () => t`Enter your EIN.`,
      () => t`Your EIN has 9 digits.`,
    ),
  }),
  shop: fieldsObject({
    establishmentDate: date(
      () => t`Enter the date your business started.`,
      () => t`Enter the date your business started as a full date.`,
      isPastDate,
      () => t`The start date must be in the past.`,
    ),
  }),
})

export const businessInfo2Schema = fieldsObject({
  merchant: fieldsObject({
    address: fieldsObject({
      ...address.entries,
      country: v.literal('US', () => t`Only US businesses can apply.`),
    }),
    email,
    phoneFixed: phone,
  }),
})

export const personalInfo1Schema = fieldsObject({
  applicant: fieldsObject({
    firstName: required(() => t`Enter your first name.`),
    middleName: optionalText,
    lastName: required(() => t`Enter your last name.`),
    birthdayDate: date(
      () => t`Enter your date of birth.`,
      () => t`Enter your date of birth as a full date.`,
      (value) => isOfAge(value, null),
      () => t`You must be at least 18 to apply.`,
    ),
    taxId: taxId(
      () => t`Enter your SSN.`,
      () => t`Your SSN has 9 digits.`,
    ),
  }),
})

/** Step 2 knows the applicant's state, so it checks the age of majority there (needs the birth date). */
export function personalInfo2Schema(birthdayDate: string, otherOwnersFractions: number[]) {
  return v.pipe(
    fieldsObject({
      applicant: fieldsObject({ address, email, phoneFixed: phone, ownershipPercent: percent }),
    }),
    objectRule((values, report) => {
      const st = values.applicant.address.state
      if (birthdayDate && st && !isOfAge(birthdayDate, st)) {
        const age = ageOfMajority(st)
        report(t`In this state applicants must be at least ${age}.`, ['applicant', 'address', 'state'])
      }
      const own = Number(values.applicant.ownershipPercent) / 100
      if (Number.isFinite(own) && !totalOwnershipOk([own, ...otherOwnersFractions])) {
        report(t`Together, all owners can own at most 100%.`, ['applicant', 'ownershipPercent'])
      }
    }),
  )
}

/**
 * Step 3's fields. The owners are checked only when the answer is yes: a merchant who added one, then
 * answered no, has no owners to give (the entries stay in the form, in case the answer changes back).
 */
/** The other owners' fields; the ownership total depends on the applicant's share (below). */
const otherOwnersFields = fieldsObject({
  hasAdditionalPartners: v.picklist(
    ['yes', 'no'],
    () => t`Tell us whether anyone else owns part of the business.`,
  ),
  additionalOwners: v.array(
    fieldsObject({
      firstName: required(() => t`Enter their first name.`),
      lastName: required(() => t`Enter their last name.`),
      ownershipPercent: percent,
      phoneFixed: phone,
      email,
    }),
  ),
})

function otherOwnersSchema(applicantFraction: number) {
  return v.pipe(
    otherOwnersFields,
    objectRule((values, report) => {
      if (values.hasAdditionalPartners === 'yes' && values.additionalOwners.length === 0) {
        report(t`Add each person who owns part of the business.`, ['additionalOwners'])
      }
      const fractions =
        values.hasAdditionalPartners === 'yes'
          ? values.additionalOwners.map((o) => Number(o.ownershipPercent) / 100)
          : []
      if (!totalOwnershipOk([applicantFraction, ...fractions.filter(Number.isFinite)])) {
        const owned = Math.round(applicantFraction * 100)
        report(t`Together, all owners can own at most 100%. You own ${owned}%.`, ['additionalOwners'])
      }
    }),
  )
}
type OtherOwners = v.InferInput<ReturnType<typeof otherOwnersSchema>>

export function personalInfo3Schema(applicantFraction: number) {
  return v.pipe(
    // Any value: the schema after the transform says what is wrong with it.
    v.custom<OtherOwners>(() => true),
    v.transform((values) =>
      values.hasAdditionalPartners === 'no' ? { ...values, additionalOwners: [] } : values,
    ),
    otherOwnersSchema(applicantFraction),
  )
}

export const manualBankSchema = fieldsObject({
  shop: fieldsObject({
    bankAccountNumber: v.pipe(
      v.string(),
      v.minLength(1, () => t`Enter the account number.`),
      whenFilled(
        (value) => /^\d{4,17}$/.test(value),
        () => t`Account numbers have 4 to 17 digits.`,
      ),
    ),
    bankAccountRoutingNumber: v.pipe(
      text(
        () => t`Enter the routing number.`,
        (value) => digitsOnly(value).length === 9,
        () => t`Routing numbers have 9 digits.`,
      ),
      v.check(
        (value) => digitsOnly(value).length !== 9 || isValidRoutingNumber(digitsOnly(value)),
        () => t`This routing number isn’t valid. Check it on a cheque or in your bank app.`,
      ),
    ),
  }),
  bankAccess: v.literal(true, () => t`Please allow us to verify this account.`),
})

export const banking2Schema = fieldsObject({
  loanPurpose: v.picklist(LOAN_PURPOSES, () => t`Choose what the funds are for.`),
  hasOtherDebts: v.picklist(['yes', 'no'], () => t`Tell us whether the business has other debts.`),
})
