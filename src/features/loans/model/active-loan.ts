import type { LoanState } from '@/lib/domain'
import { isActive } from '@/lib/loan-status'

/**
 * The loan the credit view shows: the origination's loan when it is active, else the first active
 * loan of the shop's list; none when no loan is active (the credit view then sends the merchant home).
 */
export function activeLoanId<L extends { id: string; state: LoanState }>(
  current: L | null,
  loans: readonly L[],
): string | null {
  if (current && isActive(current.state)) return current.id
  return loans.find((l) => isActive(l.state))?.id ?? null
}
