import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { ApiError } from './api-error'
import { createQueryClient, MAX_RETRIES, readFresh, retryDelay, shouldRetry } from './query-client'

const http = (status: number) => new ApiError({ kind: 'http', status })

test('retries network errors, timeouts, 5xx and 429 up to 3 times; never 4xx or malformed', () => {
  for (const error of [
    new ApiError({ kind: 'network' }),
    new ApiError({ kind: 'timeout' }),
    http(500),
    http(503),
    http(429),
  ]) {
    expect(shouldRetry(0, error)).toBe(true)
    expect(shouldRetry(MAX_RETRIES, error)).toBe(false)
  }
  for (const error of [
    http(400),
    http(401),
    http(403),
    http(404),
    http(409),
    http(422),
    new ApiError({ kind: 'malformed' }),
    new Error('x'),
  ]) {
    expect(shouldRetry(0, error)).toBe(false)
  }
})

test('backs off exponentially and honours Retry-After', () => {
  expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, http(500)))).toEqual([500, 1000, 2000, 4000, 8000])
  expect(retryDelay(0, new ApiError({ kind: 'http', status: 429, retryAfterMs: 3000 }))).toBe(3000)
})

test('a mutation invalidates its meta.invalidates keys on success and on 409, not on other errors', async () => {
  const client = createQueryClient({ retry: false })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  const run = async (fail: ApiError | null) => {
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: () => (fail ? Promise.reject(fail) : Promise.resolve(1)),
          meta: { invalidates: [['offers'], ['loans']] },
        }),
      { wrapper },
    )
    result.current.mutate()
    await waitFor(() => expect(result.current.isIdle).toBe(false))
    await waitFor(() => expect(result.current.isPending).toBe(false))
  }
  await run(null)
  expect(invalidate.mock.calls.map((c) => c[0]?.queryKey)).toEqual([['offers'], ['loans']])
  invalidate.mockClear()
  await run(http(409))
  expect(invalidate).toHaveBeenCalledTimes(2)
  invalidate.mockClear()
  await run(http(422))
  expect(invalidate).not.toHaveBeenCalled()
})

test('mutations are never retried automatically', () => {
  expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false)
})

describe('readFresh: a read around a send, through the query factory', () => {
  const key = ['offers', 'detail', 'offer_1'] as const

  test('asks the API again even when the cache holds a fresh answer, and shares the answer', async () => {
    const client = createQueryClient()
    client.setQueryData(key, 'cached')
    const answer = await readFresh(client, { queryKey: key, queryFn: () => Promise.resolve('now') })
    expect(answer).toBe('now')
    expect(client.getQueryData(key)).toBe('now')
  })

  test('a failure is the caller’s alone: tried once, and the cached answer stays as it was', async () => {
    const client = createQueryClient()
    client.setQueryData(key, 'cached', { updatedAt: 1000 })
    let calls = 0
    const down = new ApiError({ kind: 'network' })
    await expect(
      readFresh(client, {
        queryKey: key,
        queryFn: () => {
          calls += 1
          return Promise.reject(down)
        },
      }),
    ).rejects.toBe(down)
    // Never retried (network errors are, for a screen's queries), and no load error for the screen.
    expect(calls).toBe(1)
    expect(client.getQueryState(key)).toMatchObject({
      status: 'success',
      data: 'cached',
      dataUpdatedAt: 1000,
    })
  })
})
