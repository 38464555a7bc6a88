import { type FetchQueryOptions, MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from './api-error'

/**
 * What a write refreshes (docs/decisions/0023): query keys from the feature factories (`offerQueries.all()`),
 * its own feature's and those its route passes in. Invalidated after a known success, and after a 409
 * that says the resource changed; never after another failure or an unknown outcome.
 */
export type Invalidates = readonly QueryKey[]

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
    mutationMeta: {
      invalidates?: Invalidates
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
    // `useMutation`'s side of the one invalidation policy; `useOnceOnly({ invalidates })` is the other.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        invalidateKeys(queryClient, mutation.meta?.invalidates),
      onError: (error, _variables, _context, mutation) => {
        // 409: the resource changed under the user; refetch and show its new state (contract).
        if (error instanceof ApiError && error.isConflict)
          return invalidateKeys(queryClient, mutation.meta?.invalidates)
        return undefined
      },
    }),
  })
  return queryClient
}

/**
 * The one invalidation of a write's declared keys (`Invalidates`): resolves once the active queries
 * among them are read again. Nothing else in the app calls `invalidateQueries`.
 */
export async function invalidateKeys(queryClient: QueryClient, keys: Invalidates | undefined): Promise<void> {
  if (!keys?.length) return
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

/**
 * A read around a send (docs/decisions/0023): a feature's query factory, asked of the API again now
 * through the cache — never the cached answer nor a read already under way (it may predate the send),
 * never paused offline and never retried (the once-only runner decides what a failure means). An
 * answer lands in the cache for every screen; a failure is the caller's alone: a cached answer stays
 * as it was, so a screen showing it (the shell's offer, the origination) never turns into a load error.
 */
export async function readFresh<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, ApiError, T, Key>,
): Promise<T> {
  const { queryKey } = options
  const before = queryClient.getQueryState<T, ApiError>(queryKey)
  await queryClient.cancelQueries({ queryKey, exact: true })
  try {
    return await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false, networkMode: 'always' })
  } catch (cause) {
    if (before?.status === 'success')
      queryClient.setQueryData<T>(queryKey, before.data, { updatedAt: before.dataUpdatedAt })
    throw cause
  }
}
