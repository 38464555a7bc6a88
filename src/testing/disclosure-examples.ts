import { z } from '@/lib/zod'
import { type Disclosure, disclosureSchema } from '@/features/offers/api/schemas'
import { stateDisclosureRules } from '@/sandbox/disclosure-rules'
import { contractExamples } from './contract-examples'

/** The worked examples of shared/docs/disclosures.md §10: $10,000, $1,200 fee. */
export const workedExamples = {
  installment: contractExamples.installmentTerms,
  flex: {
    ...contractExamples.installmentTerms,
    apr: 0.311,
    loanType: 'FIXED_FEE_FLEX',
    averageMonthlyCost: 1261.73,
    paymentAmount: null,
    paymentFrequencyDays: null,
    paymentCount: null,
    minPayment: 1867,
    minWindowDays: 60,
    withholdingBps: 1500,
    expectedTermDays: 270,
    maxTermDays: 540,
  },
}

/** A disclosure response (contract shape) for a state and terms, as the worked examples assume. */
export function disclosureExample(
  stateCode: string,
  terms: object,
  over: Partial<Record<string, unknown>> = {},
): Disclosure {
  return z.parse(disclosureSchema, {
    termsId: 'terms_10000',
    stateCode,
    terms,
    merchant: { legalName: 'Diaz Foods LLC', addressStreet: '1 Main St, Austin, TX 78701' },
    disbursementAmount: 10000,
    estimatedMonthlySales: (terms as { loanType: string }).loanType === 'FIXED_FEE_FLEX' ? 8411.52 : null,
    firstPaymentDate: '2026-12-01',
    ...stateDisclosureRules(stateCode),
    generatedAt: '2026-11-21T15:00:00Z',
    ...over,
  })
}
