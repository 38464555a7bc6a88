/**
 * Spec §4: session replay records only when the loan type is FIXED_FEE_INSTALLMENT, or the
 * application or pre-offer requires Plaid.
 */
export function shouldRecordReplay(data: {
  loan: { loanType: string } | null
  application: { plaidRequired: boolean } | null
  preOffer: { plaidRequired: boolean } | null
}): boolean {
  return (
    data.loan?.loanType === 'FIXED_FEE_INSTALLMENT' ||
    data.application?.plaidRequired === true ||
    data.preOffer?.plaidRequired === true
  )
}
