import {
  type ComponentType,
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useContext,
  useState,
} from 'react'

/** What a part whose code did not load shows, given a way to load it again. */
type Failed = (retry: () => void) => ReactNode

const Retry = createContext<() => void>(() => undefined)

/**
 * A part of the page whose code loads after the first screen's (the footer, the toaster, the partner
 * bridge, the tables below the fold): nothing shows until it has loaded. When its code cannot load
 * (the connection dropped), the page goes on without it instead of failing as a whole: it shows
 * `failed` (nothing, unless given), whose retry loads the code again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { failed }: { failed?: Failed } = {},
): ComponentType<P> {
  function NotLoaded() {
    const retry = useContext(Retry)
    return failed ? failed(retry) : null
  }
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await load() }
      } catch {
        return { default: NotLoaded as ComponentType<P> }
      }
    })
  const first = attempt()
  return function LazyPart(props: P) {
    const [Part, setPart] = useState(() => first)
    return (
      <Retry.Provider value={() => setPart(() => attempt())}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </Retry.Provider>
    )
  }
}
