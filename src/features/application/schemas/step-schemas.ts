import { t } from '@lingui/core/macro'
import { ENTITY_TYPES, LOAN_PURPOSES } from '@/lib/domain'
import { percentToFraction, rawPhone } from '@/lib/format'
import { isEmailAddress } from '@/lib/email'
import { z } from '@/lib/zod'
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
 * One schema per sub-step, in zod like the response schemas (docs/decisions/0007). Messages say
 * what to fix, next to the field. A field's message answers for it whatever is wrong, an answer not
 * given yet (a radio group no one has chosen: no key at all) included.
 *
 * Normalising happens here, once: text fields are trimmed (`z.trim()` hands the checks after it the
 * trimmed value); a phone becomes its 10 digits, a tax id, a ZIP code and a routing number their
 * digits, an empty optional line `null`, a yes / no answer a boolean and an ownership percentage its
 * fraction. A form's fields keep what the merchant typed; its submit handler receives the parsed
 * values, which are the draft's as they are. The forms, the draft and the body builder trust them
 * and never clean a value again.
 */

/**
 * A message, read when the field is checked: in the language on screen then, not the one the schema
 * was built in (decision 0017).
 */
type Message = () => string

/** A rule on a text field that passes when the field is empty: `filled` alone says it is missing. */
const whenFilled = (rule: (value: string) => boolean, message: Message) =>
  z.refine<string>((value) => value.length === 0 || rule(value), { error: message })

/** A field that must be filled: empty, or not text at all (no answer yet), is `empty`. */
const filled = (empty: Message) => z.string({ error: empty }).check(z.minLength(1, { error: empty }))
/** The same, trimmed first (`z.trim()` hands the checks after it the trimmed value). */
const required = (empty: Message) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, { error: empty }))
const optionalText = z.string().check(z.trim())
/** An optional line (a unit, a middle name): trimmed, and `null` when left empty. */
const optionalLine = z.pipe(
  optionalText,
  z.transform((value: string) => value || null),
)
/** A field checked as typed, then handed on as its digits only (`12-3456789` → `123456789`). */
const asDigits = (field: z.ZodMiniType<string, string>) =>
  z.pipe(
    field,
    z.transform((value: string) => digitsOnly(value)),
  )
/** A yes / no radio group: a boolean once answered. */
const yesNo = (unanswered: Message) =>
  z.pipe(
    z.enum(['yes', 'no'], { error: unanswered }),
    z.transform((answer) => answer === 'yes'),
  )
/** A trimmed text field that must be filled (`empty`) and, once filled, pass `rule` (`wrong`). */
const text = (empty: Message, rule: (value: string) => boolean, wrong: Message) =>
  required(empty).check(whenFilled(rule, wrong))
const email = text(
  () => t`Enter an email address.`,
  isEmailAddress,
  () => t`Enter an email address like name@business.com.`,
)
/** Checked as typed (`+1 (512) 555-0100`), saved as its 10 digits (spec §3). */
const phone = z.pipe(
  text(
    () => t`Enter a phone number.`,
    (value) => rawPhone(value).length === 10,
    () => t`Enter a 10-digit US phone number, like 512-555-0100.`,
  ),
  z.transform(rawPhone),
)
const zip = asDigits(
  text(
    () => t`Enter a ZIP code.`,
    isZip,
    () => t`Enter a 5-digit ZIP code, or ZIP+4.`,
  ),
)
const state = filled(() => t`Choose a state.`)
const taxId = (empty: Message, wrongLength: Message) => asDigits(text(empty, isTaxId, wrongLength))
/** A full date (`YYYY-MM-DD` from the date field) that passes `rule`. */
const date = (empty: Message, partial: Message, rule: (value: string) => boolean, wrong: Message) =>
  filled(empty).check(
    whenFilled((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), partial),
    whenFilled(rule, wrong),
  )
const percent = text(
  () => t`Enter a percentage from 1 to 100.`,
  (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100,
  () => t`Enter a whole percentage from 1 to 100.`,
)
/** An ownership percentage as typed (`60`) is held as a fraction (`0.6`; spec §5). */
const fractionOf = (percent: string) => percentToFraction(Number(percent))
/**
 * The ownership entered as a percentage, saved as `ownershipFraction`. After the whole form's rules,
 * which add the shares up and name the field the merchant typed in (`ownershipPercent`).
 */
const withFraction = <T extends { ownershipPercent: string }>({ ownershipPercent, ...rest }: T) => ({
  ...rest,
  ownershipFraction: fractionOf(ownershipPercent),
})

const address = z.object({
  street: required(() => t`Enter the street address.`),
  street2: optionalLine,
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
      isPastDate,
      () => t`The start date must be in the past.`,
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
    middleName: optionalLine,
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
  const fields = z
    .object({
      applicant: z.object({ address, email, phoneFixed: phone, ownershipPercent: percent }),
    })
    .check(
      // Rules on the whole form, once every field has its type; each message goes on one field.
      z.superRefine((values, ctx) => {
        const st = values.applicant.address.state
        if (birthdayDate && st && !isOfAge(birthdayDate, st)) {
          const age = ageOfMajority(st)
          ctx.addIssue({
            code: 'custom',
            message: t`In this state applicants must be at least ${age}.`,
            path: ['applicant', 'address', 'state'],
          })
        }
        const own = fractionOf(values.applicant.ownershipPercent)
        if (Number.isFinite(own) && !totalOwnershipOk([own, ...otherOwnersFractions])) {
          ctx.addIssue({
            code: 'custom',
            message: t`Together, all owners can own at most 100%.`,
            path: ['applicant', 'ownershipPercent'],
          })
        }
      }),
    )
  return z.pipe(
    fields,
    z.transform(({ applicant }: z.output<typeof fields>) => ({ applicant: withFraction(applicant) })),
  )
}

/**
 * Step 3's fields. The owners are checked only when the answer is yes: a merchant who added one, then
 * answered no, has no owners to give (the entries stay in the form, in case the answer changes back).
 */
/** The other owners' fields; the ownership total depends on the applicant's share (below). */
const otherOwnersFields = z.object({
  hasAdditionalPartners: yesNo(() => t`Tell us whether anyone else owns part of the business.`),
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

function otherOwnersSchema(applicantFraction: number) {
  return otherOwnersFields.check(
    z.superRefine((values, ctx) => {
      const report = (message: string) =>
        ctx.addIssue({ code: 'custom', message, path: ['additionalOwners'] })
      if (values.hasAdditionalPartners && values.additionalOwners.length === 0) {
        report(t`Add each person who owns part of the business.`)
      }
      const fractions = values.hasAdditionalPartners
        ? values.additionalOwners.map((o) => fractionOf(o.ownershipPercent))
        : []
      if (!totalOwnershipOk([applicantFraction, ...fractions.filter(Number.isFinite)])) {
        const owned = Math.round(applicantFraction * 100)
        report(t`Together, all owners can own at most 100%. You own ${owned}%.`)
      }
    }),
  )
}
type OtherOwners = z.input<typeof otherOwnersFields>

export function personalInfo3Schema(applicantFraction: number) {
  const checked = z.pipe(
    // Any value: the schema after the transform says what is wrong with it.
    z.pipe(
      z.custom<OtherOwners>(),
      z.transform((values: OtherOwners) =>
        values.hasAdditionalPartners === 'no' ? { ...values, additionalOwners: [] } : values,
      ),
    ),
    otherOwnersSchema(applicantFraction),
  )
  return z.pipe(
    checked,
    z.transform((values: z.output<typeof checked>) => ({
      ...values,
      additionalOwners: values.additionalOwners.map(withFraction),
    })),
  )
}

export const manualBankSchema = z.object({
  shop: z.object({
    bankAccountNumber: filled(() => t`Enter the account number.`).check(
      whenFilled(
        (value) => /^\d{4,17}$/.test(value),
        () => t`Account numbers have 4 to 17 digits.`,
      ),
    ),
    bankAccountRoutingNumber: asDigits(
      text(
        () => t`Enter the routing number.`,
        (value) => digitsOnly(value).length === 9,
        () => t`Routing numbers have 9 digits.`,
      ).check(
        z.refine<string>(
          (value) => digitsOnly(value).length !== 9 || isValidRoutingNumber(digitsOnly(value)),
          {
            error: () => t`This routing number isn’t valid. Check it on a cheque or in your bank app.`,
          },
        ),
      ),
    ),
  }),
  bankAccess: z.literal(true, { error: () => t`Please allow us to verify this account.` }),
})

export const banking2Schema = z.object({
  loanPurpose: z.enum(LOAN_PURPOSES, { error: () => t`Choose what the funds are for.` }),
  hasOtherDebts: yesNo(() => t`Tell us whether the business has other debts.`),
})
