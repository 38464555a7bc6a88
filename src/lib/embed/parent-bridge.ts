import { currentLocale } from '@/lib/i18n/runtime'
import { isFramed } from './framed'
import {
  type AppEventType,
  type AppEvents,
  type PartnerState,
  type SetTokenMessage,
  appMessage,
  isAllowedOrigin,
  parseHostMessage,
  targetOrigins,
} from './protocol'

/**
 * Talks to the partner page when the app runs in its iframe: `postMessage` only to the partner's
 * configured origins (never `'*'`), and only messages from the parent window at one of those origins
 * are read. Outside a frame every call here does nothing.
 */
export interface EmbedOptions {
  /** Partner id → the origins allowed to frame the app (build configuration). */
  partnerOrigins: Readonly<Record<string, readonly string[]>>
  /** The signed-in partner, or null before a session exists. */
  getPartnerId(): string | null
  /** A well-formed `set-token` message from an allowed origin; the caller checks the token itself. */
  onToken(message: SetTokenMessage, origin: string): void
  /** The element whose height is the app's content height. */
  content: HTMLElement
  /** Whether a session exists when the bridge starts (sent with `ready`). */
  signedIn: boolean
  win?: Window
}

interface Bridge {
  send<T extends AppEventType>(type: T, payload: AppEvents[T]): void
}

let bridge: Bridge | null = null

/** Sends an event to the partner page; nothing happens outside an iframe. */
export function notifyParent<T extends AppEventType>(type: T, payload: AppEvents[T]): void {
  bridge?.send(type, payload)
}

let lastState: string | null = null

/**
 * The merchant's state as partners read it (`getState()`, the `state` event): sent when it changes,
 * from either view (the whole app or the promotion tile), and once more as the bridge starts (it
 * loads after the first render, when the state may already be known).
 */
export function reportPartnerState(state: PartnerState): void {
  const key = JSON.stringify(state)
  if (key === lastState) return
  lastState = key
  bridge?.send('state', state)
}

/** Starts the bridge when framed: `ready`, a `resize` on every height change, token intake. */
export function startEmbedding(options: EmbedOptions): () => void {
  const win = options.win ?? window
  if (!isFramed(win)) return () => {}
  const origins = () => targetOrigins(options.partnerOrigins, options.getPartnerId())
  const current: Bridge = {
    send(type, payload) {
      const message = appMessage(type, payload)
      for (const origin of origins()) {
        try {
          win.parent.postMessage(message, origin)
        } catch {
          // A detached or navigating parent: nothing to tell.
        }
      }
    },
  }
  bridge = current

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent) return
    if (!isAllowedOrigin(event.origin, origins())) return
    const message = parseHostMessage(event.data)
    if (message) options.onToken(message, event.origin)
  }
  win.addEventListener('message', onMessage)

  // The content's own height (not the document's, which is never less than the iframe's), so the
  // partner can grow and shrink the iframe and it never needs scrollbars.
  let lastHeight = -1
  const measure = () => {
    const height = Math.ceil(options.content.getBoundingClientRect().height)
    if (height === lastHeight || height <= 0) return
    lastHeight = height
    current.send('resize', { height })
  }
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
  observer?.observe(options.content)

  current.send('ready', { path: win.location.pathname, signedIn: options.signedIn, locale: currentLocale() })
  measure()
  if (lastState) current.send('state', JSON.parse(lastState) as PartnerState)
  return () => {
    observer?.disconnect()
    win.removeEventListener('message', onMessage)
    if (bridge === current) bridge = null
  }
}
