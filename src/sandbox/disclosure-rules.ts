/**
 * What a state's disclosure holds beyond the terms (shared/docs/disclosures.md): the prepayment
 * statement, and for New York its collateral line and avoidable fees; California and New York
 * require the merchant's signature. The sandbox answers with these, and the tests' disclosure
 * examples are built from them.
 */
export function stateDisclosureRules(stateCode: string) {
  const newYork = stateCode === 'NY'
  return {
    prepayment: { feeReducedOnPrepayment: false, text: 'Paying early does not reduce the fee.' },
    collateral: newYork ? 'None' : null,
    avoidableFees: newYork
      ? [
          { name: 'Late fee', amount: 15 },
          { name: 'Returned payment fee', amount: 25 },
        ]
      : [],
    signatureRequired: stateCode === 'CA' || newYork,
  }
}
