import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-error'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
    mutationMeta: {
      /** Query keys (from the feature factories) refreshed after success, and after a 409. */
      invalidates?: readonly QueryKey[]
    }
  }
}

export const MAX_RETRIES = 3

/** Retry only what may succeed later (network, timeout, 5xx, 429), at most 3 times; never 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isRetryable && failureCount < MAX_RETRIES
}

/** Exponential backoff (0.5 s, 1 s, 2 s …, at most 8 s), or what the server's Retry-After asks. */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== null) return Math.min(error.retryAfterMs, 30_000)
  return Math.min(500 * 2 ** failureCount, 8_000)
}

export function createQueryClient(overrides: { retry?: boolean } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: overrides.retry === false ? false : shouldRetry,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Mutations are never retried automatically: money and contracts move only on a user's action,
        // and they are never queued for replay when offline (reliability §1.4).
        retry: false,
        networkMode: 'always',
      },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => invalidate(mutation.meta?.invalidates),
      onError: (error, _variables, _context, mutation) => {
        // 409: the resource changed under the user; refetch and show its new state (contract).
        if (error instanceof ApiError && error.isConflict) return invalidate(mutation.meta?.invalidates)
        return undefined
      },
    }),
  })

  function invalidate(keys: readonly QueryKey[] | undefined) {
    if (!keys?.length) return undefined
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  }

  return queryClient
}
