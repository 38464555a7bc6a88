import { useMutation } from '@tanstack/react-query'
import { applicationQueries, refreshCreditFreeze } from './application-api'

/**
 * "I've lifted it": asks the lender to run the credit check again on a frozen application. The
 * application's queries (the origination, the application) are read again before `onRefreshed`, so
 * what comes next is routed by the new state (docs/decisions/0023).
 */
export function useRefreshCreditFreeze(applicationId: string, onRefreshed: () => void) {
  return useMutation({
    mutationFn: () => refreshCreditFreeze(applicationId),
    meta: { invalidates: [applicationQueries.all()] },
    onSuccess: onRefreshed,
  })
}
