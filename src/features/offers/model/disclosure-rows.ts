import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDate, truncate2 } from '@/lib/format'
import type { Disclosure, FlexTerms, InstallmentTerms } from '../api/schemas'
import { type Writer } from './writer'

/**
 * The rows of each state's form, written in one language (the Lingui instance's): the words of
 * shared/docs/disclosures.md §4–§7 and the figures of §2. `disclosure.ts` builds the model from them.
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

export { GOVERNING_LOCALE } from './writer'

export const isFlex = (t: Disclosure['terms']): t is FlexTerms => t.loanType === 'FIXED_FEE_FLEX'

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

function productDescription(w: Writer, terms: Disclosure['terms']): string {
  const product = terms.partnerProductName
  return isFlex(terms)
    ? w.say(
        msg({
          message: `${product} Flex Loan`,
          comment: 'Product description; {product} is the partner’s product name',
        }),
      )
    : w.say(
        msg({
          message: `${product} Term Loan`,
          comment: 'Product description; {product} is the partner’s product name',
        }),
      )
}

export function fundingWindow(w: Writer, fundingDays: { min: number; max: number } | null): string {
  const days = fundingDays ? `${fundingDays.min}-${fundingDays.max}` : '2-6'
  return w.say(msg`Funds usually reach your account ${days} days after you accept.`)
}

function installmentPayment(w: Writer, t: InstallmentTerms): string {
  const amount = w.money(t.paymentAmount)
  const frequency = w.frequency(t.paymentFrequencyDays)
  const paymentCount = t.paymentCount
  return w.say(
    msg({
      message: `${amount} ${frequency}, ${paymentCount} payments`,
      comment: 'The Payment row: "$224.00 Weekly, 50 payments"',
    }),
  )
}

function flexPaymentTerms(w: Writer, t: FlexTerms): string {
  const withholding = w.bps(t.withholdingBps)
  const minWindowDays = t.minWindowDays
  const minPayment = w.money(t.minPayment)
  const maxTermDays = t.maxTermDays
  return w.say(
    msg`Each settlement day, ${withholding} of your card receipts goes to repaying this financing. If those payments in a ${minWindowDays}-day period add up to less than ${minPayment}, the difference is debited at the end of the period. Everything is due by day ${maxTermDays}.`,
  )
}

/** The API's prepayment statement; beside the English original, its meaning in the language on screen. */
function prepaymentStatement(w: Writer, d: Disclosure): string {
  if (!w.translating || d.prepayment.feeReducedOnPrepayment) return d.prepayment.text
  return w.say(msg`Paying early does not reduce the fee.`)
}

/** Fee names the API sends, in the language on screen; any other name is shown as the API wrote it. */
const KNOWN_FEES: Record<string, MessageDescriptor> = {
  'late fee': msg({ message: 'Late fee', comment: 'NY avoidable fee (as the API names it)' }),
  'returned payment fee': msg({
    message: 'Returned payment fee',
    comment: 'NY avoidable fee (as the API names it)',
  }),
}

function feeName(w: Writer, name: string): string {
  const known = w.translating ? KNOWN_FEES[name.trim().toLowerCase()] : undefined
  return known ? w.say(known) : name
}

function collateral(w: Writer, text: string | null): string {
  const given = text?.trim() ?? ''
  const none = w.say(
    msg({ message: 'None', context: 'disclosure', comment: 'No collateral, no avoidable fees' }),
  )
  if (!given) return none
  return w.translating && given.toLowerCase() === 'none' ? none : given
}

/**
 * The sales estimate a flex disclosure is based on, written. Its schema refuses a flex disclosure
 * without a positive one, so no figure here is ever made up.
 */
function flexSales(w: Writer, d: Disclosure): string {
  if (d.estimatedMonthlySales === null) throw new Error('A flex disclosure came without its sales estimate')
  return w.money(d.estimatedMonthlySales)
}

export function offerSummary(w: Writer, d: Disclosure): DisclosureRow[] {
  const t = d.terms
  const ny = d.stateCode === 'NY'
  const flex = isFlex(t)
  const bankName = t.bankName
  const sales = flex ? flexSales(w, d) : ''
  const deducted = w.money(t.principal - d.disbursementAmount)
  const disbursed = w.money(d.disbursementAmount)
  const rows: DisclosureRow[] = [
    {
      label: w.say(msg({ message: 'Funding Provided', comment: 'CA/NY Offer Summary row' })),
      value: w.money(t.principal),
      explanation:
        d.disbursementAmount < t.principal
          ? w.say(
              msg`${bankName} will provide this amount. ${deducted} is deducted at funding, so ${disbursed} reaches your account.`,
            )
          : w.say(msg`${bankName} will provide this amount.`),
    },
    {
      label: flex
        ? w.say(
            msg({ message: 'Estimated Annual Percentage Rate (APR)', comment: 'CA/NY Offer Summary row' }),
          )
        : w.say(msg({ message: 'Annual Percentage Rate (APR)', comment: 'CA/NY Offer Summary row' })),
      value: w.apr(t.apr),
      explanation: flex
        ? w.say(
            msg`The estimated yearly cost of this financing, including fees. It assumes average monthly income of ${sales} from card sales, so your actual APR may differ. This is not an interest rate.`,
          )
        : w.say(
            msg`The yearly cost of this financing, including fees and the timing of payments. This is not an interest rate.`,
          ),
    },
    {
      label: w.say(msg({ message: 'Finance Charge', comment: 'CA/NY Offer Summary row' })),
      value: w.money(t.fee),
      explanation: flex
        ? w.say(msg`The dollar cost of this financing. It will not grow if repayment takes longer.`)
        : w.say(msg`The dollar cost of this financing.`),
    },
    {
      label: flex
        ? w.say(msg({ message: 'Estimated Total Payment Amount', comment: 'CA/NY Offer Summary row' }))
        : w.say(msg({ message: 'Total Payment Amount', comment: 'CA/NY Offer Summary row' })),
      value: w.money(totalPayment(t)),
      explanation: w.say(msg`The total you will pay over the term.`),
    },
  ]
  if (flex) {
    const daily = w.money(flexDailyPayment(t))
    rows.push({
      label: w.say(msg({ message: 'Estimated Monthly Cost', comment: 'CA/NY Offer Summary row' })),
      value: w.money(t.averageMonthlyCost),
      explanation: w.say(msg`A calculated monthly average of what you will pay.`),
    })
    rows.push({
      label: w.say(msg({ message: 'Estimated Payment', comment: 'CA/NY Offer Summary row' })),
      value: '',
      merged: true,
      explanation: w.say(msg`${daily} per day. No additional payments are expected.`),
    })
    rows.push({
      label: w.say(msg({ message: 'Payment Terms', comment: 'CA/NY Offer Summary row' })),
      value: '',
      merged: true,
      explanation: flexPaymentTerms(w, t),
    })
    rows.push({
      label: w.say(msg({ message: 'Estimated Term', comment: 'CA/NY Offer Summary row' })),
      value: w.duration(t.expectedTermDays),
      explanation: w.say(msg`Based on average monthly income of ${sales} from card sales.`),
    })
  } else {
    if (t.paymentFrequencyDays !== 30) {
      const frequency = w.frequency(t.paymentFrequencyDays, true)
      rows.push({
        label: w.say(msg({ message: 'Average Monthly Cost', comment: 'CA/NY Offer Summary row' })),
        value: w.money(t.averageMonthlyCost),
        explanation: w.say(
          msg({
            message: `Your payments are ${frequency}; this is the monthly average.`,
            comment: '{frequency}: "weekly", "bi-weekly", "every 10 days"…',
          }),
        ),
      })
    }
    rows.push({
      label: w.say(msg({ message: 'Payment', context: 'disclosure', comment: 'Disclosure row' })),
      value: '',
      merged: true,
      explanation: installmentPayment(w, t),
    })
    // One duration rule for every duration row (spec §9; docs/decisions/0014-spec-conformance.md).
    rows.push({
      label: w.say(msg({ message: 'Term', context: 'disclosure', comment: 'CA/NY Offer Summary row' })),
      value: w.duration(t.paymentCount * t.paymentFrequencyDays),
    })
  }
  const fee = w.money(t.fee)
  const prepaymentLabel = w.say(
    msg({ message: 'Prepayment', context: 'disclosure', comment: 'Disclosure row' }),
  )
  let prepayment: string
  if (d.prepayment.feeReducedOnPrepayment) prepayment = d.prepayment.text
  else if (ny)
    prepayment = flex
      ? w.say(
          msg`If you pay off early, you must still pay 100% of the unpaid finance charge, up to ${fee}, based upon our estimates.`,
        )
      : w.say(msg`If you pay off early, you must still pay 100% of the unpaid finance charge, up to ${fee}.`)
  else
    prepayment = flex
      ? w.say(
          msg`If you pay off early, you still owe the unpaid part of the ${fee} finance charge, up to ${fee}, based upon our estimates.`,
        )
      : w.say(
          msg`If you pay off early, you still owe the unpaid part of the ${fee} finance charge, up to ${fee}.`,
        )
  rows.push({ label: prepaymentLabel, value: '', merged: true, labelRowSpan: 2, explanation: prepayment })
  rows.push({
    label: prepaymentLabel,
    value: '',
    merged: true,
    continuesLabel: true,
    explanation: w.say(msg`There are no additional fees for paying early.`),
  })
  if (ny) {
    rows.push({
      label: w.say(msg({ message: 'Avoidable fees', comment: 'NY Offer Summary row' })),
      value: '',
      merged: true,
      explanation: d.avoidableFees.length
        ? d.avoidableFees.map((f) => `${feeName(w, f.name)} ${w.money(f.amount)}`).join('; ')
        : collateral(w, null),
    })
    rows.push({
      label: w.say(msg({ message: 'Collateral Requirements', comment: 'NY Offer Summary row' })),
      value: '',
      merged: true,
      explanation: collateral(w, d.collateral),
    })
  }
  return rows
}

export function commercialFinancing(w: Writer, d: Disclosure): DisclosureRow[] {
  const t = d.terms
  const rows: DisclosureRow[] = [
    {
      label: w.say(msg({ message: 'Total amount of funds provided', comment: 'UT/FL/GA disclosure item' })),
      value: w.money(t.principal),
    },
  ]
  if (d.disbursementAmount < t.principal)
    rows.push({
      label: w.say(msg({ message: 'Total amount of funds disbursed', comment: 'UT/FL/GA disclosure item' })),
      value: w.money(d.disbursementAmount),
    })
  rows.push({
    label: w.say(msg({ message: 'Total amount to be paid', comment: 'UT/FL/GA disclosure item' })),
    value: w.money(totalPayment(t)),
  })
  rows.push({
    label: w.say(msg({ message: 'Total dollar cost', comment: 'UT/FL/GA disclosure item' })),
    value: w.money(Math.round((totalPayment(t) - t.principal) * 100) / 100),
  })
  let payments: string
  if (isFlex(t)) {
    const withholding = w.bps(t.withholdingBps)
    const daily = w.money(flexDailyPayment(t))
    const sales = flexSales(w, d)
    const minPayment = w.money(t.minPayment)
    const minWindowDays = t.minWindowDays
    const maxTermDays = t.maxTermDays
    payments = w.say(
      msg`${withholding} of each card settlement, remitted each settlement day; estimated initial payment about ${daily} a day, based on average monthly card sales of ${sales}; at least ${minPayment} per ${minWindowDays}-day period, with any shortfall debited at the end of the period; all due within ${maxTermDays} days.`,
    )
  } else {
    const paymentCount = t.paymentCount
    const frequency = w.frequency(t.paymentFrequencyDays, true)
    const amount = w.money(t.paymentAmount)
    const firstPayment = formatDate(d.firstPaymentDate)
    payments = w.say(
      msg({
        message: `${paymentCount} ${frequency} payments of ${amount} by ACH debit, starting ${firstPayment}.`,
        comment: '{frequency}: "weekly", "bi-weekly", "every 10 days"…',
      }),
    )
  }
  rows.push({
    label: w.say(
      msg({ message: 'Manner, frequency and amount of payments', comment: 'UT/FL/GA disclosure item' }),
    ),
    value: '',
    merged: true,
    explanation: payments,
  })
  const statement = prepaymentStatement(w, d)
  rows.push({
    label: w.say(msg({ message: 'Prepayment', context: 'disclosure', comment: 'Disclosure row' })),
    value: '',
    merged: true,
    explanation: w.say(
      msg({
        message: `${statement} There is no prepayment penalty or discount. See the prepayment section of your agreement.`,
        comment: '{statement}: whether paying early reduces the fee (from the lender)',
      }),
    ),
  })
  return rows
}

export function generic(w: Writer, d: Disclosure): DisclosureRow[] {
  const t = d.terms
  let payment: string
  if (isFlex(t)) {
    const withholding = w.bps(t.withholdingBps)
    const minPayment = w.money(t.minPayment)
    const minWindowDays = t.minWindowDays
    payment = w.say(
      msg`${withholding} of daily card sales, at least ${minPayment} every ${minWindowDays} days`,
    )
  } else {
    const amount = w.money(t.paymentAmount)
    const frequency = w.frequency(t.paymentFrequencyDays)
    const paymentCount = t.paymentCount
    payment = w.say(
      msg({
        message: `${amount} ${frequency} × ${paymentCount}`,
        comment: '"$224.00 Weekly × 50" (50 payments)',
      }),
    )
  }
  const rows: DisclosureRow[] = [
    {
      label: w.say(msg({ message: 'Amount', context: 'disclosure', comment: 'Offer summary row' })),
      value: w.money(t.principal),
    },
    {
      label: w.say(
        msg({ message: 'Fee', context: 'disclosure', comment: 'Offer summary row: the fixed fee' }),
      ),
      value: w.money(t.fee),
    },
    {
      label: w.say(msg({ message: 'Total repayment', context: 'disclosure', comment: 'Offer summary row' })),
      value: w.money(totalPayment(t)),
    },
    {
      label: w.say(msg({ message: 'APR', context: 'disclosure', comment: 'Offer summary row' })),
      value: w.apr(t.apr),
    },
    {
      label: w.say(msg({ message: 'Payment', context: 'disclosure', comment: 'Disclosure row' })),
      value: payment,
    },
    {
      label: w.say(msg({ message: 'Expected term', context: 'disclosure', comment: 'Offer summary row' })),
      value: w.duration(t.expectedTermDays),
    },
  ]
  if (isFlex(t))
    rows.push({
      label: w.say(msg({ message: 'Maximum term', context: 'disclosure', comment: 'Offer summary row' })),
      value: w.duration(t.maxTermDays),
    })
  return rows
}

export function title(w: Writer, d: Disclosure, form: DisclosureForm): string {
  const description = productDescription(w, d.terms)
  if (form === 'commercial-financing')
    return w.say(msg({ message: 'Commercial Financing Disclosure', comment: 'UT/FL/GA form title' }))
  if (form === 'generic') return w.say(msg`Your ${description} offer`)
  return d.stateCode === 'NY'
    ? w.say(msg({ message: `OFFER SUMMARY ${description}`, comment: 'NY form title (no hyphen)' }))
    : w.say(msg({ message: `OFFER SUMMARY - ${description}`, comment: 'CA form title' }))
}
