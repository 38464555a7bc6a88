import {
  formatApr,
  formatBps,
  formatDate,
  formatDuration,
  formatMoney,
  paymentFrequencyLabel,
  truncate2,
} from '@/lib/format'
import type { Disclosure, FlexTerms, InstallmentTerms } from '../api/schemas'

/**
 * The state disclosure as rows (shared/docs/disclosures.md), from the disclosure response alone.
 * Row order and wording follow §4–§7; values follow §2's formatting rules. The screen and the PDF
 * both render these rows, so they can never disagree.
 */
export type DisclosureForm = 'offer-summary' | 'commercial-financing' | 'generic'

export interface DisclosureRow {
  label: string
  /** Column 2. Empty when the row merges columns 2–3 (the value then sits in `explanation`). */
  value: string
  explanation?: string
  /** Columns 2 and 3 merged (CA/NY Payment, Payment Terms, Prepayment rows). */
  merged?: boolean
  /** The label cell spans this many rows (CA/NY Prepayment spans 2). */
  labelRowSpan?: number
  /** This row continues the label of the row above. */
  continuesLabel?: boolean
}

export interface DisclosureModel {
  form: DisclosureForm
  stateCode: string
  title: string
  rows: DisclosureRow[]
  /** Unprescribed text goes outside the table (§1 "Layout"). */
  notes: string[]
  signatureRequired: boolean
}

/**
 * Shown under CA and NY offer summaries, above the signature lines (disclosures.md §4). Plain
 * English until counsel supplies the prescribed wording.
 */
export const ACKNOWLEDGMENT = 'By signing, you confirm that you have received and read this Offer Summary.'

const OFFER_SUMMARY_STATES = ['CA', 'NY']
const CF_STATES = ['UT', 'FL', 'GA']

export function disclosureForm(stateCode: string): DisclosureForm {
  if (OFFER_SUMMARY_STATES.includes(stateCode)) return 'offer-summary'
  if (CF_STATES.includes(stateCode)) return 'commercial-financing'
  return 'generic'
}

const money = (v: number) => formatMoney(v, 'en-US')
const isFlex = (t: Disclosure['terms']): t is FlexTerms => t.loanType === 'FIXED_FEE_FLEX'

/** Total to be paid: installment `paymentAmount × paymentCount`; flex `principal + fee` (§4, §6). */
export function totalPayment(terms: Disclosure['terms']): number {
  return isFlex(terms)
    ? Math.round((terms.principal + terms.fee) * 100) / 100
    : Math.round(terms.paymentAmount * terms.paymentCount * 100) / 100
}

/** Flex estimated payment per day: total / expected term, truncated to cents (§2, §4). */
export function flexDailyPayment(terms: FlexTerms): number {
  return truncate2((terms.principal + terms.fee) / terms.expectedTermDays)
}

function productDescription(terms: Disclosure['terms']): string {
  return `${terms.partnerProductName} ${isFlex(terms) ? 'Flex Loan' : 'Term Loan'}`
}

function fundingWindow(days: { min: number; max: number } | null): string {
  return `Funds usually reach your account ${days ? `${days.min}-${days.max}` : '2-6'} days after you accept.`
}

function installmentPayment(t: InstallmentTerms): string {
  return `${money(t.paymentAmount)} ${paymentFrequencyLabel(t.paymentFrequencyDays)}, ${t.paymentCount} payments`
}

function flexPaymentTerms(t: FlexTerms): string {
  return (
    `Each settlement day, ${formatBps(t.withholdingBps, 'en-US')} of your card receipts goes to repaying this financing. ` +
    `If those payments in a ${t.minWindowDays}-day period add up to less than ${money(t.minPayment)}, the difference is debited at the end of the period. ` +
    `Everything is due by day ${t.maxTermDays}.`
  )
}

function offerSummary(d: Disclosure): DisclosureRow[] {
  const t = d.terms
  const ny = d.stateCode === 'NY'
  const flex = isFlex(t)
  const est = (label: string) => (flex ? `Estimated ${label}` : label)
  const rows: DisclosureRow[] = [
    {
      label: 'Funding Provided',
      value: money(t.principal),
      explanation:
        d.disbursementAmount < t.principal
          ? `${t.bankName} will provide this amount. ${money(t.principal - d.disbursementAmount)} is deducted at funding, so ${money(d.disbursementAmount)} reaches your account.`
          : `${t.bankName} will provide this amount.`,
    },
    {
      label: flex ? 'Estimated Annual Percentage Rate (APR)' : 'Annual Percentage Rate (APR)',
      value: formatApr(t.apr, 'en-US'),
      explanation: flex
        ? `The estimated yearly cost of this financing, including fees. It assumes average monthly income of ${money(d.estimatedMonthlySales ?? 0)} from card sales, so your actual APR may differ. This is not an interest rate.`
        : `The yearly cost of this financing, including fees and the timing of payments. This is not an interest rate.`,
    },
    {
      label: 'Finance Charge',
      value: money(t.fee),
      explanation: flex
        ? 'The dollar cost of this financing. It will not grow if repayment takes longer.'
        : 'The dollar cost of this financing.',
    },
    {
      label: est('Total Payment Amount'),
      value: money(totalPayment(t)),
      explanation: 'The total you will pay over the term.',
    },
  ]
  if (flex) {
    rows.push({
      label: 'Estimated Monthly Cost',
      value: money(t.averageMonthlyCost),
      explanation: 'A calculated monthly average of what you will pay.',
    })
    rows.push({
      label: 'Estimated Payment',
      value: '',
      merged: true,
      explanation: `${money(flexDailyPayment(t))} per day. No additional payments are expected.`,
    })
    rows.push({ label: 'Payment Terms', value: '', merged: true, explanation: flexPaymentTerms(t) })
    rows.push({
      label: 'Estimated Term',
      value: formatDuration(t.expectedTermDays),
      explanation: `Based on average monthly income of ${money(d.estimatedMonthlySales ?? 0)} from card sales.`,
    })
  } else {
    if (t.paymentFrequencyDays !== 30) {
      rows.push({
        label: 'Average Monthly Cost',
        value: money(t.averageMonthlyCost),
        explanation: `Your payments are ${paymentFrequencyLabel(t.paymentFrequencyDays).toLowerCase()}; this is the monthly average.`,
      })
    }
    rows.push({ label: 'Payment', value: '', merged: true, explanation: installmentPayment(t) })
    // One duration rule for every duration row (spec §9; docs/decisions/0014-spec-conformance.md).
    rows.push({ label: 'Term', value: formatDuration(t.paymentCount * t.paymentFrequencyDays) })
  }
  const feePart = ny
    ? `100% of the unpaid finance charge, up to ${money(t.fee)}`
    : `the unpaid part of the ${money(t.fee)} finance charge, up to ${money(t.fee)}`
  rows.push({
    label: 'Prepayment',
    value: '',
    merged: true,
    labelRowSpan: 2,
    explanation: d.prepayment.feeReducedOnPrepayment
      ? d.prepayment.text
      : ny
        ? `If you pay off early, you must still pay ${feePart}${flex ? ', based upon our estimates' : ''}.`
        : `If you pay off early, you still owe ${feePart}${flex ? ', based upon our estimates' : ''}.`,
  })
  rows.push({
    label: 'Prepayment',
    value: '',
    merged: true,
    continuesLabel: true,
    explanation: 'There are no additional fees for paying early.',
  })
  if (ny) {
    rows.push({
      label: 'Avoidable fees',
      value: '',
      merged: true,
      explanation: d.avoidableFees.length
        ? d.avoidableFees.map((f) => `${f.name} ${money(f.amount)}`).join('; ')
        : 'None',
    })
    rows.push({
      label: 'Collateral Requirements',
      value: '',
      merged: true,
      explanation: d.collateral?.trim() || 'None',
    })
  }
  return rows
}

function commercialFinancing(d: Disclosure): DisclosureRow[] {
  const t = d.terms
  const rows: DisclosureRow[] = [{ label: 'Total amount of funds provided', value: money(t.principal) }]
  if (d.disbursementAmount < t.principal)
    rows.push({ label: 'Total amount of funds disbursed', value: money(d.disbursementAmount) })
  rows.push({ label: 'Total amount to be paid', value: money(totalPayment(t)) })
  rows.push({
    label: 'Total dollar cost',
    value: money(Math.round((totalPayment(t) - t.principal) * 100) / 100),
  })
  rows.push({
    label: 'Manner, frequency and amount of payments',
    value: '',
    merged: true,
    explanation: isFlex(t)
      ? `${formatBps(t.withholdingBps, 'en-US')} of each card settlement, remitted each settlement day; estimated initial payment about ${money(flexDailyPayment(t))} a day, based on average monthly card sales of ${money(d.estimatedMonthlySales ?? 0)}; at least ${money(t.minPayment)} per ${t.minWindowDays}-day period, with any shortfall debited at the end of the period; all due within ${t.maxTermDays} days.`
      : `${t.paymentCount} ${paymentFrequencyLabel(t.paymentFrequencyDays).toLowerCase()} payments of ${money(t.paymentAmount)} by ACH debit, starting ${formatDate(d.firstPaymentDate)}.`,
  })
  rows.push({
    label: 'Prepayment',
    value: '',
    merged: true,
    explanation: `${d.prepayment.text} There is no prepayment penalty or discount. See the prepayment section of your agreement.`,
  })
  return rows
}

function generic(d: Disclosure): DisclosureRow[] {
  const t = d.terms
  const rows: DisclosureRow[] = [
    { label: 'Amount', value: money(t.principal) },
    { label: 'Fee', value: money(t.fee) },
    { label: 'Total repayment', value: money(totalPayment(t)) },
    { label: 'APR', value: formatApr(t.apr, 'en-US') },
    {
      label: 'Payment',
      value: isFlex(t)
        ? `${formatBps(t.withholdingBps, 'en-US')} of daily card sales, at least ${money(t.minPayment)} every ${t.minWindowDays} days`
        : `${money(t.paymentAmount)} ${paymentFrequencyLabel(t.paymentFrequencyDays)} × ${t.paymentCount}`,
    },
    { label: 'Expected term', value: formatDuration(t.expectedTermDays) },
  ]
  if (isFlex(t)) rows.push({ label: 'Maximum term', value: formatDuration(t.maxTermDays) })
  return rows
}

export function buildDisclosure(
  d: Disclosure,
  fundingDays: { min: number; max: number } | null = null,
): DisclosureModel {
  const form = disclosureForm(d.stateCode)
  const title =
    form === 'offer-summary'
      ? d.stateCode === 'NY'
        ? `OFFER SUMMARY ${productDescription(d.terms)}`
        : `OFFER SUMMARY - ${productDescription(d.terms)}`
      : form === 'commercial-financing'
        ? 'Commercial Financing Disclosure'
        : `Your ${productDescription(d.terms)} offer`
  const rows =
    form === 'offer-summary'
      ? offerSummary(d)
      : form === 'commercial-financing'
        ? commercialFinancing(d)
        : generic(d)
  return {
    form,
    stateCode: d.stateCode,
    title,
    rows,
    notes: [fundingWindow(fundingDays), `Prepared for ${d.merchant.legalName}, ${d.merchant.addressStreet}.`],
    signatureRequired: d.signatureRequired,
  }
}
