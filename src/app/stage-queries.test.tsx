import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { fetchOrigination } from '@/features/application/api/application-api'
import { createQueryClient } from '@/lib/query-client'
import { recordRequests } from '@/testing/requests'
import { signInAs } from '@/testing/session'
import { stageQueries } from './stage-queries'

function useStage(origination: Awaited<ReturnType<typeof fetchOrigination>>) {
  const q = stageQueries(origination)
  return {
    preOffer: useQuery(q.preOffer),
    application: useQuery(q.application),
    offer: useQuery(q.offer),
    loan: useQuery(q.loan),
  }
}

test.each([
  ['new-merchant', 'preOffer', '/v2/pre-offers/'],
  ['application-under-review', 'application', '/v2/applications/'],
  ['offer-ca-flex', 'offer', '/v2/offers/'],
  ['loan-flex-normal', 'loan', '/v2/loans/'],
] as const)('%s: only the %s query runs', async (scenario, expected, path) => {
  const session = signInAs(scenario)
  const origination = await fetchOrigination(session.shopId)
  const { requests: requested, stop } = recordRequests({ pick: (r) => r.path })
  const client = createQueryClient({ retry: false })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useStage(origination), { wrapper })
  await waitFor(() => expect(result.current[expected].isSuccess).toBe(true))
  for (const other of ['preOffer', 'application', 'offer', 'loan'] as const) {
    if (other !== expected) expect(result.current[other].fetchStatus).toBe('idle')
  }
  expect(requested).toHaveLength(1)
  expect(requested[0]).toContain(path)
  stop()
  session.unregister()
})

test('no origination state: nothing runs', () => {
  const queries = stageQueries(undefined)
  expect(Object.values(queries).every((q) => !q.enabled)).toBe(true)
})

test('NO_PENDING_ORIGINATION: nothing runs', () => {
  const queries = stageQueries({
    id: 's',
    state: 'NO_PENDING_ORIGINATION',
    preOfferId: 'p',
    applicationId: 'a',
    offerId: 'o',
    loanId: 'l',
  })
  expect(Object.values(queries).every((q) => !q.enabled)).toBe(true)
})
