import {
  type ComponentType,
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react'
import { afterFirstScreen } from './first-screen'
import { loadOnce } from './load-once'

/** What a part whose code did not load shows, given a way to load it again. */
type Failed = (retry: () => void) => ReactNode

const Retry = createContext<() => void>(() => undefined)

/** What holds a part's place until it is drawn (nothing, unless given): a spinner card, a row. */
interface Placeholder {
  placeholder?: ReactNode
}

/** A lazily loaded part, and a way to load its code before it first shows. */
export type LazyPart<P extends object> = ComponentType<P & Placeholder> & {
  /**
   * Loads the part's code now, without showing it: once loaded, the part shows at once, with no
   * empty moment (the application's next steps, after its first screen). Never rejects.
   */
  preload: () => Promise<void>
}

/**
 * A part of the page drawn later than the rest: the one way to draw a part later.
 *
 * Its code loads after the first screen's (the footer, the toaster, the partner bridge, the tables
 * below the fold, the application's later steps): its `placeholder` prop (nothing, unless given)
 * holds its place until it has loaded, unless `preload` loaded it already. When its code cannot load
 * (the connection dropped), the page goes on without it instead of failing as a whole: it shows
 * `failed` (nothing, unless given), whose retry loads the code again.
 *
 * With `after: 'firstScreen'` it is not even drawn (nor its code asked for) until the first screen is
 * shown (`afterFirstScreen`: at once on any later screen), and then in a transition the browser can
 * interrupt. For heavy parts below the fold on a phone (tables, charts): the top of the screen shows,
 * and answers a tap, sooner, and the code those parts load (a table's sorting and paging) does not share the
 * phone's network with the top's (issue 15). Never for what the merchant must see first.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { failed, after }: { failed?: Failed; after?: 'firstScreen' } = {},
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
  const draw = () => loaded ?? attempt()
  function LazyPart({ placeholder = null, ...props }: P & Placeholder) {
    // Chosen once, when the part is first drawn (at once, or once the first screen is shown): its
    // code already loaded, or loading now (one load shared with any other mount or preload; a load
    // that failed before is tried again).
    const [Part, setPart] = useState<ComponentType<P> | null>(() => (after ? null : draw()))
    // A part gone before the first screen was shown gives up waiting (the effect's cleanup).
    useEffect(() => {
      if (after) return afterFirstScreen(() => startTransition(() => setPart(() => draw())))
    }, [])
    if (!Part) return placeholder
    return (
      <Retry.Provider value={() => setPart(() => attempt())}>
        <Suspense fallback={placeholder}>
          <Part {...(props as P)} />
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

/** Shows what it is given: the part `Later` draws. */
function Children({ children }: { children: ReactNode }) {
  return children
}

/**
 * `children` drawn after the first screen is shown, with `placeholder` holding their place meanwhile
 * (a `lazyPart` with `after: 'firstScreen'` whose code is already here): the credit view's balance
 * and payments, below the fold on a phone.
 */
export const Later = lazyPart(() => Promise.resolve(Children), { after: 'firstScreen' })
