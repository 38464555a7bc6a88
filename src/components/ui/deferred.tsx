import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { afterFirstScreen } from '@/lib/first-screen'

/**
 * Renders `children` once the first screen is shown (`afterFirstScreen`: at once on any later
 * screen), in small pieces the browser can interrupt (a transition), with `fallback` holding their
 * place meanwhile. For heavy parts below the fold on a phone (tables, charts): the top of the screen
 * shows, and answers a tap, sooner, and the code those parts load (a table's 15 kB) does not share
 * the phone's network with the top's (issue 15). Never for what the merchant must see first.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [shown, setShown] = useState(false)
  useEffect(() => afterFirstScreen(() => startTransition(() => setShown(true))), [])
  return shown ? children : fallback
}
