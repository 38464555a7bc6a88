import { shouldRecordReplay } from './replay-rule'

test.each([
  [{ loan: { loanType: 'FIXED_FEE_INSTALLMENT' }, application: null, preOffer: null }, true],
  [{ loan: { loanType: 'FIXED_FEE_FLEX' }, application: null, preOffer: null }, false],
  [{ loan: null, application: { plaidRequired: true }, preOffer: null }, true],
  [{ loan: null, application: { plaidRequired: false }, preOffer: { plaidRequired: false } }, false],
  [{ loan: null, application: null, preOffer: { plaidRequired: true } }, true],
  [{ loan: null, application: null, preOffer: null }, false],
])('%o → %s', (data, expected) => {
  expect(shouldRecordReplay(data)).toBe(expected)
})
