/**
 * `load` (a chunk's import, usually), asked once and shared by every caller, however many ask at the
 * same time; after a failure (a dropped connection), the next caller asks again rather than being
 * handed the old failure. One rule for every part of the app that loads code on demand: the API's
 * schemas, the lazily loaded parts of the page, the partner theme's contrast guard.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
}
