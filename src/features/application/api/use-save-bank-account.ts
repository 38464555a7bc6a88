import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { applicationQueries, exchangePlaidPublicToken } from './application-api'

/**
 * Links the shop's bank through Plaid: the public token Plaid Link hands back is exchanged once
 * (react-plaid-link can call its onSuccess twice; reliability §1.4), and a failed exchange can be
 * tried again. The linked accounts are read again after it (docs/decisions/0023).
 */
export function useSaveBankAccount(shopId: string) {
  const exchanged = useRef(false)
  const exchange = useMutation({
    mutationFn: (publicToken: string) => exchangePlaidPublicToken(shopId, publicToken),
    meta: { invalidates: [applicationQueries.linkedAccounts(shopId).queryKey] },
    onError: () => {
      exchanged.current = false
    },
  })

  /** Plaid Link's public token: exchanged the first time it arrives. */
  const save = (publicToken: string | null | undefined) => {
    if (!publicToken || exchanged.current) return
    exchanged.current = true
    exchange.mutate(publicToken)
  }

  return { ...exchange, save }
}
