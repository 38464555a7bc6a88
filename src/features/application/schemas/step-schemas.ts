import { t } from '@lingui/core/macro'
import { z } from '@/lib/zod'
import { ENTITY_TYPES, LOAN_PURPOSES } from '@/lib/domain'
import { rawPhone } from '@/lib/format'
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
 * One schema per sub-step. `zod/mini`, like the response schemas, so zod's core stays small on the
 * first page (docs/decisions/0007). Messages say what to fix, next to the field.
 *
 * Cleaning happens here, once: text fields are trimmed (`z.trim()` overwrites the value before the
 * checks that follow it), and the values a form's submit handler receives are the parsed ones. The
 * forms, the draft and the body builder trust them and never trim again.
 */
const text = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.string().check(z.trim(), ...checks)

/**
 * A message, read when the field is checked: in the language on screen then, not the one the schema
 * was built in (decision 0017).
 */
type Message = () => string

const filled = (message: Message) => z.minLength(1, { error: message })
const required = (message: Message) => text(filled(message))
const optionalText = text()
const email = text(
  filled(() => t`Enter an email address.`),
  z.refine((v) => v.length === 0 || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    error: () => t`Enter an email address like name@business.com.`,
  }),
)
const phone = text(
  filled(() => t`Enter a phone number.`),
  z.refine((v) => v.length === 0 || rawPhone(v).length === 10, {
    error: () => t`Enter a 10-digit US phone number, like 512-555-0100.`,
  }),
)
const zip = text(
  filled(() => t`Enter a ZIP code.`),
  z.refine((v) => v.length === 0 || isZip(v), { error: () => t`Enter a 5-digit ZIP code, or ZIP+4.` }),
)
const state = z.string().check(z.minLength(1, { error: () => t`Choose a state.` }))
const taxId = (empty: Message, wrongLength: Message) =>
  text(
    filled(empty),
    z.refine((v) => v.length === 0 || isTaxId(v), { error: wrongLength }),
  )
const date = (empty: Message, partial: Message) =>
  z.string().check(
    z.minLength(1, { error: empty }),
    z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: partial }),
  )
const percent = text(
  filled(() => t`Enter a percentage from 1 to 100.`),
  z.refine((v) => v.length === 0 || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100), {
    error: () => t`Enter a whole percentage from 1 to 100.`,
  }),
)

const address = z.object({
  street: required(() => t`Enter the street address.`),
  street2: optionalText,
  city: required(() => t`Enter the city.`),
  state,
  zip,
})

export const businessInfo1Schema = z.object({
  merchant: z.object({
    businessStructureType: z.enum(ENTITY_TYPES, { error: () => t`Choose how your business is set up.` }),
    doingBusinessAs: optionalText,
    legalName: required(() => t`Enter the legal business name.`),
    taxId: taxId(
      () => t`Enter your EIN.`,
      () => t`Your EIN has 9 digits.`,
    ),
  }),
  shop: z.object({
    establishmentDate: date(
      () => t`Enter the date your business started.`,
      () => t`Enter the date your business started as a full date.`,
    ).check(
      z.refine((v) => v === '' || isPastDate(v), { error: () => t`The start date must be in the past.` }),
    ),
  }),
})

export const businessInfo2Schema = z.object({
  merchant: z.object({
    address: z.extend(address, {
      country: z.literal('US', { error: () => t`Only US businesses can apply.` }),
    }),
    email,
    phoneFixed: phone,
  }),
})

export const personalInfo1Schema = z.object({
  applicant: z.object({
    firstName: required(() => t`Enter your first name.`),
    middleName: optionalText,
    lastName: required(() => t`Enter your last name.`),
    birthdayDate: date(
      () => t`Enter your date of birth.`,
      () => t`Enter your date of birth as a full date.`,
    ).check(
      z.refine((v) => v === '' || isOfAge(v, null), { error: () => t`You must be at least 18 to apply.` }),
    ),
    taxId: taxId(
      () => t`Enter your SSN.`,
      () => t`Your SSN has 9 digits.`,
    ),
  }),
})

/** Step 2 knows the applicant's state, so it checks the age of majority there (needs the birth date). */
export function personalInfo2Schema(birthdayDate: string, otherOwnersFractions: number[]) {
  return z
    .object({ applicant: z.object({ address, email, phoneFixed: phone, ownershipPercent: percent }) })
    .check(
      z.superRefine((values, ctx) => {
        const st = values.applicant.address.state
        if (birthdayDate && st && !isOfAge(birthdayDate, st)) {
          const age = ageOfMajority(st)
          ctx.addIssue({
            code: 'custom',
            path: ['applicant', 'address', 'state'],
            message: t`In this state applicants must be at least ${age}.`,
            input: st,
          })
        }
        const own = Number(values.applicant.ownershipPercent) / 100
        if (Number.isFinite(own) && !totalOwnershipOk([own, ...otherOwnersFractions])) {
          ctx.addIssue({
            code: 'custom',
            path: ['applicant', 'ownershipPercent'],
            message: t`Together, all owners can own at most 100%.`,
            input: values.applicant.ownershipPercent,
          })
        }
      }),
    )
}

/**
 * Step 3's fields. The owners are checked only when the answer is yes: a merchant who added one, then
 * answered no, has no owners to give (the entries stay in the form, in case the answer changes back).
 */
function otherOwnersSchema(applicantFraction: number) {
  return z
    .object({
      hasAdditionalPartners: z.enum(['yes', 'no'], {
        error: () => t`Tell us whether anyone else owns part of the business.`,
      }),
      additionalOwners: z.array(
        z.object({
          firstName: required(() => t`Enter their first name.`),
          lastName: required(() => t`Enter their last name.`),
          ownershipPercent: percent,
          phoneFixed: phone,
          email,
        }),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.hasAdditionalPartners === 'yes' && values.additionalOwners.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['additionalOwners'],
            message: t`Add each person who owns part of the business.`,
            input: values.additionalOwners,
          })
        }
        const fractions =
          values.hasAdditionalPartners === 'yes'
            ? values.additionalOwners.map((o) => Number(o.ownershipPercent) / 100)
            : []
        if (!totalOwnershipOk([applicantFraction, ...fractions.filter(Number.isFinite)])) {
          const owned = Math.round(applicantFraction * 100)
          ctx.addIssue({
            code: 'custom',
            path: ['additionalOwners'],
            message: t`Together, all owners can own at most 100%. You own ${owned}%.`,
            input: values.additionalOwners,
          })
        }
      }),
    )
}
type OtherOwners = z.input<ReturnType<typeof otherOwnersSchema>>

export function personalInfo3Schema(applicantFraction: number) {
  return z.pipe(
    z.transform((values: OtherOwners) =>
      values.hasAdditionalPartners === 'no' ? { ...values, additionalOwners: [] } : values,
    ),
    otherOwnersSchema(applicantFraction),
  )
}

export const manualBankSchema = z.object({
  shop: z.object({
    bankAccountNumber: z.string().check(
      z.minLength(1, { error: () => t`Enter the account number.` }),
      z.refine((v) => v === '' || /^\d{4,17}$/.test(v), {
        error: () => t`Account numbers have 4 to 17 digits.`,
      }),
    ),
    bankAccountRoutingNumber: text(
      filled(() => t`Enter the routing number.`),
      z.refine((v) => v.length === 0 || digitsOnly(v).length === 9, {
        error: () => t`Routing numbers have 9 digits.`,
      }),
      z.refine((v) => digitsOnly(v).length !== 9 || isValidRoutingNumber(digitsOnly(v)), {
        error: () => t`This routing number isn’t valid. Check it on a cheque or in your bank app.`,
      }),
    ),
  }),
  bankAccess: z.literal(true, { error: () => t`Please allow us to verify this account.` }),
})

export const banking2Schema = z.object({
  loanPurpose: z.enum(LOAN_PURPOSES, { error: () => t`Choose what the funds are for.` }),
  hasOtherDebts: z.enum(['yes', 'no'], { error: () => t`Tell us whether the business has other debts.` }),
})
