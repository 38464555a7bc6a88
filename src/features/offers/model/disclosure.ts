import { type I18n, type MessageDescriptor, i18n as appI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate } from '@/lib/format'
import type { Disclosure } from '../api/schemas'

/**
 * The state disclosure as rows (shared/docs/disclosures.md), from the disclosure response alone.
 * Row order and wording follow §4–§7; values follow §2's formatting rules. The screen and the PDF
 * both render these rows, so they can never disagree.
 *
 * Every word comes from the catalogue through the Lingui instance passed in (decision 0017): the
 * language on screen by default, or a fixed English instance for the English original that stands
 * beside a translation. English governs; the Spanish form is a translation, row for row, with the
 * same figures.
 */
import {
  type DisclosureForm,
  type DisclosureRow,
  commercialFinancing,
  fundingWindow,
  generic,
  offerSummary,
  title,
} from './disclosure-rows'
import { Writer } from './writer'

export {
  type DisclosureForm,
  type DisclosureRow,
  GOVERNING_LOCALE,
  flexDailyPayment,
  totalPayment,
} from './disclosure-rows'

export interface DisclosureModel {
  form: DisclosureForm
  stateCode: string
  title: string
  rows: DisclosureRow[]
  /** Unprescribed text goes outside the table (§1 "Layout"). */
  notes: string[]
  signatureRequired: boolean
  /** The language the words are in (the Lingui instance's locale). */
  locale: string
  /** What the model was built from, so the same disclosure can be built again in another language. */
  source: { disclosure: Disclosure; fundingDays: { min: number; max: number } | null }
}

/**
 * Shown under CA and NY offer summaries, above the signature lines (disclosures.md §4). Plain
 * English until counsel supplies the prescribed wording.
 */
export const ACKNOWLEDGMENT: MessageDescriptor = msg`By signing, you confirm that you have received and read this Offer Summary.`

/** The document's own words around the rows, shared by the screen and the PDF. */
export const DOCUMENT_COPY = {
  item: msg({
    message: 'Item',
    context: 'disclosure',
    comment: 'Disclosure table header: the item named in each row',
  }),
  amountOrTerms: msg({ message: 'Amount or terms', comment: 'Disclosure table header: the value column' }),
  recipientSignature: msg({ message: 'Recipient Signature', comment: 'Caption under the signature line' }),
  date: msg({
    message: 'Date',
    context: 'disclosure',
    comment: 'Caption under the date beside the signature',
  }),
  /** Beside a translation, on screen and in the PDF (decision 0017). */
  governs: msg`The English version governs; the Spanish version is a translation.`,
  englishOriginal: msg`English original`,
  subject: msg({ message: 'State disclosure', comment: 'PDF document properties: subject' }),
} satisfies Record<string, MessageDescriptor>

/** What a kept copy of a signed disclosure prints about itself (issue 38), PDF only. */
export interface DisclosureRecord {
  termsId: string
  /** SHA-256 of the disclosure response's canonical JSON (src/lib/digest.ts). */
  fingerprint: string
  /** When this copy was made (an ISO instant). */
  madeAt: string
}

/** A signature's moment, to the minute and in UTC, so support reads the same time anywhere. */
export const signedMoment = (signedAt: string) => `${signedAt.slice(0, 10)} ${signedAt.slice(11, 16)} UTC`

/** The kept copy's lines, in `i18n`'s language. */
export function recordLines(
  i18n: I18n,
  record: DisclosureRecord,
  signature: { name: string; signedAt: string } | null,
  signatureRequired: boolean,
): string[] {
  const { termsId, fingerprint } = record
  const date = formatDate(record.madeAt)
  const lines = [
    i18n._(msg`Terms ID: ${termsId}`),
    i18n._(msg`Copy made ${date}.`),
    i18n._(msg`SHA-256 of this disclosure’s content: ${fingerprint}`),
  ]
  if (signature) {
    const name = signature.name
    const moment = signedMoment(signature.signedAt)
    lines.push(i18n._(msg`Signed by ${name} at ${moment}.`))
  } else if (signatureRequired) {
    lines.push(
      i18n._(
        msg`This browser didn’t keep your signature, so the signature line is blank on this copy. The signed original is kept with your loan.`,
      ),
    )
  }
  return lines
}

/** "Prepared 11/21/2026." under the notes. */
export function preparedOn(i18n: I18n, generatedAt: string): string {
  const date = formatDate(generatedAt)
  return i18n._(msg`Prepared ${date}.`)
}

const OFFER_SUMMARY_STATES = ['CA', 'NY']
const CF_STATES = ['UT', 'FL', 'GA']

export function disclosureForm(stateCode: string): DisclosureForm {
  if (OFFER_SUMMARY_STATES.includes(stateCode)) return 'offer-summary'
  if (CF_STATES.includes(stateCode)) return 'commercial-financing'
  return 'generic'
}

/**
 * The disclosure in the language of `i18n` (the language on screen unless told otherwise). The same
 * response gives the same figures in every language.
 */
export function buildDisclosure(
  d: Disclosure,
  fundingDays: { min: number; max: number } | null = null,
  i18n: I18n = appI18n,
): DisclosureModel {
  const w = new Writer(i18n)
  const form = disclosureForm(d.stateCode)
  const rows =
    form === 'offer-summary'
      ? offerSummary(w, d)
      : form === 'commercial-financing'
        ? commercialFinancing(w, d)
        : generic(w, d)
  const legalName = d.merchant.legalName
  const address = d.merchant.addressStreet
  return {
    form,
    stateCode: d.stateCode,
    title: title(w, d, form),
    rows,
    notes: [fundingWindow(w, fundingDays), w.say(msg`Prepared for ${legalName}, ${address}.`)],
    signatureRequired: d.signatureRequired,
    locale: i18n.locale,
    source: { disclosure: d, fundingDays },
  }
}

/** The same disclosure in the language of `i18n`: the model itself when it is already in it. */
export function disclosureIn(model: DisclosureModel, i18n: I18n): DisclosureModel {
  return model.locale === i18n.locale
    ? model
    : buildDisclosure(model.source.disclosure, model.source.fundingDays, i18n)
}
