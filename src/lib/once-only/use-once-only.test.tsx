import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ApiError } from '../api-error'
import { createQueryClient } from '../query-client'
import { type OnceOnlyDone, resetOnceOnly, useOnceOnly } from './index'

/**
 * The one invalidation policy on the once-only side (docs/decisions/0023): `invalidates` is read again
 * after a known success (answered or found by the check) and after a refusal that says the resource
 * changed, exactly those keys; never after another refusal nor while the outcome is unknown.
 */

const OWN = ['loans'] as const
const ROUTES = ['application', 'origination'] as const
const refusal = (status: number, code: string) =>
  new ApiError({ kind: 'http', status, code, message: 'No.', hasErrorBody: true })
const lost = () => new ApiError({ kind: 'network' })

function setup({
  send,
  reconcile,
}: {
  send: () => Promise<string>
  reconcile: () => Promise<string | null>
}) {
  const client = createQueryClient({ retry: false })
  const invalidated = vi.spyOn(client, 'invalidateQueries')
  const done: { result: string; via: string; refreshedAfter: number }[] = []
  const refused: string[] = []
  // An active query under the route's key: its refetch is what `refreshed` waits for.
  let reads = 0
  const read = () => ++reads
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result, unmount } = renderHook(
    () => {
      useQuery({ queryKey: [...ROUTES, 'shop_1'], queryFn: read })
      return useOnceOnly<string>({
        action: 'one-time-payment',
        targetId: 'loan_1',
        conflictCodes: ['LOAN_NOT_PAYABLE'],
        invalidates: [OWN, ROUTES],
        send,
        reconcile,
        onDone: async (value, { via, refreshed }: OnceOnlyDone) => {
          await refreshed
          done.push({ result: value, via, refreshedAfter: reads })
        },
        onRefused: ({ reason }) => void refused.push(reason),
      })
    },
    { wrapper },
  )
  const keys = () => invalidated.mock.calls.map((call) => call[0]?.queryKey)
  /** This screen and its intents are gone: the next scenario starts from nothing. */
  const forget = () => {
    unmount()
    resetOnceOnly()
  }
  return { result, keys, done, refused, reads: () => reads, forget }
}

test('a success answered invalidates exactly the declared keys; onDone can wait for their refetch', async () => {
  const { result, keys, done, reads } = setup({
    send: () => Promise.resolve('pay_1'),
    reconcile: () => Promise.resolve(null),
  })
  await waitFor(() => expect(reads()).toBe(1))
  act(() => result.current.submit({ amount: 100 }))
  await waitFor(() => expect(done).toHaveLength(1))
  expect(keys()).toEqual([OWN, ROUTES])
  // The route's active query was read again before onDone went on.
  expect(done[0]).toEqual({ result: 'pay_1', via: 'answer', refreshedAfter: 2 })
})

test('a success found by the check invalidates the same keys', async () => {
  const { result, keys, done } = setup({
    send: () => Promise.reject(lost()),
    reconcile: () => Promise.resolve('pay_1'),
  })
  act(() => result.current.submit({ amount: 100 }))
  await waitFor(() => expect(done).toHaveLength(1))
  expect(done[0]?.via).toBe('check')
  expect(keys()).toEqual([OWN, ROUTES])
})

test('an unknown outcome invalidates nothing: not received yet, or the check itself failed', async () => {
  for (const reconcile of [() => Promise.resolve(null), () => Promise.reject(lost())]) {
    const { result, keys, done, refused, forget } = setup({ send: () => Promise.reject(lost()), reconcile })
    act(() => result.current.submit({ amount: 100 }))
    await waitFor(() => expect(['not-received', 'unconfirmed']).toContain(result.current.phase.name))
    expect(keys()).toEqual([])
    expect(done).toEqual([])
    expect(refused).toEqual([])
    forget()
  }
})

test('a 409 that says the resource changed invalidates the keys; a 422 or another 409 does not', async () => {
  const conflict = setup({
    send: () => Promise.reject(refusal(409, 'LOAN_NOT_PAYABLE')),
    reconcile: () => Promise.resolve(null),
  })
  act(() => conflict.result.current.submit({ amount: 100 }))
  await waitFor(() => expect(conflict.refused).toEqual(['conflict']))
  await waitFor(() => expect(conflict.keys()).toEqual([OWN, ROUTES]))
  conflict.forget()

  const invalid = setup({
    send: () => Promise.reject(refusal(422, 'VALIDATION_FAILED')),
    reconcile: () => Promise.resolve(null),
  })
  act(() => invalid.result.current.submit({ amount: 100 }))
  await waitFor(() => expect(invalid.refused).toEqual(['invalid']))
  expect(invalid.keys()).toEqual([])
  invalid.forget()

  // A 409 whose code names no state change is an unknown outcome: checked, nothing invalidated.
  const other = setup({
    send: () => Promise.reject(refusal(409, 'SOMETHING_ELSE')),
    reconcile: () => Promise.resolve(null),
  })
  act(() => other.result.current.submit({ amount: 100 }))
  await waitFor(() => expect(other.result.current.phase.name).toBe('not-received'))
  expect(other.refused).toEqual([])
  expect(other.keys()).toEqual([])
})
