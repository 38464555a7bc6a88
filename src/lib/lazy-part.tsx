import {
  type ComponentType,
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useContext,
  useState,
} from 'react'
import { loadOnce } from './load-once'

/** What a part whose code did not load shows, given a way to load it again. */
type Failed = (retry: () => void) => ReactNode

const Retry = createContext<() => void>(() => undefined)

/** A lazily loaded part, and a way to load its code before it first shows. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /**
   * Loads the part's code now, without showing it: once loaded, the part shows at once, with no
   * empty moment (the application's next steps, after its first screen). Never rejects.
   */
  preload: () => Promise<void>
}

/**
 * A part of the page whose code loads after the first screen's (the footer, the toaster, the partner
 * bridge, the tables below the fold, the application's later steps): nothing shows until it has
 * loaded, unless `preload` loaded it already. When its code cannot load (the connection dropped), the
 * page goes on without it instead of failing as a whole: it shows `failed` (nothing, unless given),
 * whose retry loads the code again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { failed }: { failed?: Failed } = {},
): LazyPart<P> {
  function NotLoaded() {
    const retry = useContext(Retry)
    return failed ? failed(retry) : null
  }
  // One load at a time: a preload and a first render share it; a failed load may be tried again.
  let loaded: ComponentType<P> | null = null
  const loadPart = loadOnce(() => load().then((part) => (loaded = part)))
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await loadPart() }
      } catch {
        return { default: NotLoaded as ComponentType<P> }
      }
    })
  function LazyPart(props: P) {
    // Chosen once, when the part first shows: its code already loaded, or loading now (one load
    // shared with any other mount or preload; a load that failed before is tried again).
    const [Part, setPart] = useState<ComponentType<P>>(() => loaded ?? attempt())
    return (
      <Retry.Provider value={() => setPart(() => attempt())}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </Retry.Provider>
    )
  }
  return Object.assign(LazyPart, {
    preload: () =>
      loadPart().then(
        () => undefined,
        () => undefined,
      ),
  })
}
