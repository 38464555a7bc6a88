import { type ComponentType, type ReactNode, Suspense, lazy } from 'react'

/**
 * A part of the page whose code loads after the first screen's (the footer, the toaster, the partner
 * bridge, the tables below the fold): `fallback` (nothing, unless given) shows until it has loaded.
 * When its code cannot load (the connection dropped), the page goes on without it instead of failing
 * as a whole; the next page load tries again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode } = {},
): ComponentType<P> {
  const Part = lazy(async () => {
    try {
      return { default: await load() }
    } catch {
      return { default: () => null }
    }
  })
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    )
  }
}
