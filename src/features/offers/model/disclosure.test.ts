import { disclosureExample, workedExamples } from '@/testing/disclosure-examples'
import type { Disclosure } from '../api/schemas'
import { buildDisclosure, disclosureForm, flexDailyPayment, totalPayment } from './disclosure'

const installmentTerms = workedExamples.installment
const flexTerms = workedExamples.flex
const disclosure = disclosureExample

const table = (d: Disclosure) =>
  buildDisclosure(d, { min: 2, max: 6 }).rows.map((r) => [r.label, r.value || r.explanation])

test('form by state: CA/NY offer summary, UT/FL/GA commercial financing, others generic', () => {
  expect(['CA', 'NY', 'UT', 'FL', 'GA', 'TX', 'WA'].map(disclosureForm)).toEqual([
    'offer-summary',
    'offer-summary',
    'commercial-financing',
    'commercial-financing',
    'commercial-financing',
    'generic',
    'generic',
  ])
})

test('derived numbers to the cent', () => {
  const i = disclosure('CA', installmentTerms).terms
  const f = disclosure('CA', flexTerms).terms
  expect(totalPayment(i)).toBe(11200)
  expect(totalPayment(f)).toBe(11200)
  expect(f.loanType === 'FIXED_FEE_FLEX' && flexDailyPayment(f)).toBe(41.48)
})

test('CA installment (§10.1): 8 rows + Average Monthly Cost for weekly payments, in order', () => {
  const model = buildDisclosure(disclosure('CA', installmentTerms), { min: 2, max: 6 })
  expect(model.title).toBe('OFFER SUMMARY - Acme Capital Term Loan')
  expect(model.signatureRequired).toBe(true)
  expect(table(disclosure('CA', installmentTerms))).toEqual([
    ['Funding Provided', '$10,000.00'],
    ['Annual Percentage Rate (APR)', '23.60%'],
    ['Finance Charge', '$1,200.00'],
    ['Total Payment Amount', '$11,200.00'],
    ['Average Monthly Cost', '$970.67'],
    ['Payment', '$224.00 Weekly, 50 payments'],
    ['Term', '350 days'],
    [
      'Prepayment',
      'If you pay off early, you still owe the unpaid part of the $1,200.00 finance charge, up to $1,200.00.',
    ],
    ['Prepayment', 'There are no additional fees for paying early.'],
  ])
  expect(model.rows[0]?.explanation).toBe('First Example Bank will provide this amount.')
  expect(model.rows.at(-2)?.labelRowSpan).toBe(2)
  expect(model.rows.at(-1)?.continuesLabel).toBe(true)
  expect(model.notes[0]).toBe('Funds usually reach your account 2-6 days after you accept.')
})

test('CA installment with monthly payments has no Average Monthly Cost row', () => {
  const monthly = {
    ...installmentTerms,
    paymentAmount: 933.33,
    paymentFrequencyDays: 30,
    paymentCount: 12,
    expectedTermDays: 360,
    maxTermDays: 360,
  }
  expect(table(disclosure('CA', monthly)).map((r) => r[0])).not.toContain('Average Monthly Cost')
})

test('CA flex (§10.2): estimated labels, $41.48 per day, payment terms, 270 days', () => {
  const model = buildDisclosure(disclosure('CA', flexTerms))
  expect(model.title).toBe('OFFER SUMMARY - Acme Capital Flex Loan')
  expect(table(disclosure('CA', flexTerms))).toEqual([
    ['Funding Provided', '$10,000.00'],
    ['Estimated Annual Percentage Rate (APR)', '31.10%'],
    ['Finance Charge', '$1,200.00'],
    ['Estimated Total Payment Amount', '$11,200.00'],
    ['Estimated Monthly Cost', '$1,261.73'],
    ['Estimated Payment', '$41.48 per day. No additional payments are expected.'],
    [
      'Payment Terms',
      'Each settlement day, 15.00% of your card receipts goes to repaying this financing. If those payments in a 60-day period add up to less than $1,867.00, the difference is debited at the end of the period. Everything is due by day 540.',
    ],
    ['Estimated Term', '270 days'],
    [
      'Prepayment',
      'If you pay off early, you still owe the unpaid part of the $1,200.00 finance charge, up to $1,200.00, based upon our estimates.',
    ],
    ['Prepayment', 'There are no additional fees for paying early.'],
  ])
  expect(model.rows[1]?.explanation).toContain('average monthly income of $8,411.52')
})

test('NY (§5): no hyphen in the title, 100% of the unpaid finance charge, avoidable fees, collateral last', () => {
  const model = buildDisclosure(disclosure('NY', installmentTerms))
  expect(model.title).toBe('OFFER SUMMARY Acme Capital Term Loan')
  const rows = table(disclosure('NY', installmentTerms))
  expect(rows.find((r) => r[0] === 'Prepayment')?.[1]).toBe(
    'If you pay off early, you must still pay 100% of the unpaid finance charge, up to $1,200.00.',
  )
  expect(rows.at(-2)).toEqual(['Avoidable fees', 'Late fee $15.00; Returned payment fee $25.00'])
  expect(rows.at(-1)).toEqual(['Collateral Requirements', 'None'])
  expect(table(disclosure('NY', flexTerms)).at(-1)).toEqual(['Collateral Requirements', 'None'])
  const secured = table(
    disclosure('NY', flexTerms, { collateral: 'A general security interest in business assets.' }),
  )
  expect(secured.at(-1)).toEqual([
    'Collateral Requirements',
    'A general security interest in business assets.',
  ])
})

test.each(['UT', 'FL', 'GA'])('%s installment (§6, §10.1): the statutory items in order', (state) => {
  expect(buildDisclosure(disclosure(state, installmentTerms)).signatureRequired).toBe(false)
  expect(table(disclosure(state, installmentTerms))).toEqual([
    ['Total amount of funds provided', '$10,000.00'],
    ['Total amount to be paid', '$11,200.00'],
    ['Total dollar cost', '$1,200.00'],
    [
      'Manner, frequency and amount of payments',
      '50 weekly payments of $224.00 by ACH debit, starting 12/01/2026.',
    ],
    [
      'Prepayment',
      'Paying early does not reduce the fee. There is no prepayment penalty or discount. See the prepayment section of your agreement.',
    ],
  ])
})

test.each(['UT', 'FL', 'GA'])('%s flex (§10.2): estimated initial payment and how payments vary', (state) => {
  const rows = table(disclosure(state, flexTerms))
  expect(rows.slice(0, 3)).toEqual([
    ['Total amount of funds provided', '$10,000.00'],
    ['Total amount to be paid', '$11,200.00'],
    ['Total dollar cost', '$1,200.00'],
  ])
  expect(rows[3]?.[1]).toBe(
    '15.00% of each card settlement, remitted each settlement day; estimated initial payment about $41.48 a day, based on average monthly card sales of $8,411.52; at least $1,867.00 per 60-day period, with any shortfall debited at the end of the period; all due within 540 days.',
  )
})

test('disbursed less than provided: CA explains the deduction; UT/FL/GA add the disbursed item', () => {
  const less = { disbursementAmount: 9750 }
  expect(buildDisclosure(disclosure('CA', installmentTerms, less)).rows[0]?.explanation).toBe(
    'First Example Bank will provide this amount. $250.00 is deducted at funding, so $9,750.00 reaches your account.',
  )
  expect(table(disclosure('FL', installmentTerms, less))[1]).toEqual([
    'Total amount of funds disbursed',
    '$9,750.00',
  ])
})

test('any other state gets the generic summary (§7, §10)', () => {
  expect(table(disclosure('TX', installmentTerms))).toEqual([
    ['Amount', '$10,000.00'],
    ['Fee', '$1,200.00'],
    ['Total repayment', '$11,200.00'],
    ['APR', '23.60%'],
    ['Payment', '$224.00 Weekly × 50'],
    ['Expected term', '350 days'],
  ])
  expect(table(disclosure('TX', flexTerms)).slice(4)).toEqual([
    ['Payment', '15.00% of daily card sales, at least $1,867.00 every 60 days'],
    ['Expected term', '270 days'],
    ['Maximum term', '1 year 6 months'],
  ])
  const model = buildDisclosure(disclosure('TX', flexTerms))
  expect(model.signatureRequired).toBe(false)
  expect(model.notes[1]).toBe('Prepared for Diaz Foods LLC, 1 Main St, Austin, TX 78701.')
})

test('every duration row follows the one duration rule: a 2-year installment Term reads in years and months', () => {
  // 104 weekly payments: 728 days → 2 years 1 month (360-day years, 30-day months, spec §9).
  const long = { ...installmentTerms, paymentCount: 104, expectedTermDays: 728, maxTermDays: 728 }
  const rows = table(disclosure('CA', long))
  expect(rows).toContainEqual(['Term', '2 years 1 month'])
  expect(rows.flat().join(' ')).not.toMatch(/728 days/)
})
