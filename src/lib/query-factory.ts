import { queryOptions } from '@tanstack/react-query'

/**
 * One feature's query factories, in TkDodo's shape: every key is the feature's root (`all()`, what a
 * mutation invalidates), the query's name, then the query's arguments; the fetcher takes those same
 * arguments and, last, the query's abort signal.
 *
 * ```ts
 * const loans = queryFactory('loans')
 * export const loanQueries = { all: loans.all, detail: loans.query('detail', fetchLoan) }
 * loanQueries.detail(loanId) // { queryKey: ['loans', 'detail', loanId], queryFn: … fetchLoan(loanId, signal) }
 * ```
 */
export function queryFactory<const Root extends string>(root: Root) {
  return {
    all: () => [root] as const,
    query:
      <Args extends unknown[], T>(
        name: string,
        fetcher: (...args: [...Args, AbortSignal]) => T | Promise<T>,
        options: { staleTime?: number | 'static' } = {},
      ) =>
      (...args: Args) =>
        queryOptions({
          queryKey: [root, name, ...args],
          queryFn: ({ signal }) => fetcher(...args, signal),
          ...options,
        }),
  }
}
