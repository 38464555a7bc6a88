import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Renders `children` just after the screen around it is on the page, in small pieces the browser can
 * interrupt (a transition), with `fallback` holding their place meanwhile. For heavy parts below the
 * fold on a phone (tables, charts): the top of the screen shows, and answers a tap, sooner (issue 15:
 * total blocking time). Never for what the merchant must see first.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    startTransition(() => setShown(true))
  }, [])
  return shown ? children : fallback
}
