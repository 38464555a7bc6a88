import { act } from 'react'
import { resetSession } from './session'

/**
 * A root for `startApp`, started as main.tsx starts it: no `act`, so React renders when it would in
 * the browser (after the current task), on `/` with no session. `close` unmounts what `unmount` is
 * given and puts things back.
 */
export function browserRoot(): { root: HTMLElement; close: (app: { unmount(): void } | null) => void } {
  const reactActEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  window.history.replaceState(null, '', '/')
  resetSession()
  const root = document.createElement('div')
  document.body.append(root)
  return {
    root,
    close: (app) => {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', reactActEnvironment)
      act(() => app?.unmount())
      root.remove()
    },
  }
}
