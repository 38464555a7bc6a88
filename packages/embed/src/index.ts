/**
 * Credit Connect's embed library (issue 18): puts the app in an iframe on a partner's page, sizes it
 * to its content, hands the merchant's session over by message (never in the iframe's address) and
 * passes the app's events on. No dependencies; served by the app as `/embed.js` (`window.CreditConnect`)
 * and published as `@credit-connect/embed` (ESM).
 *
 * The message protocol lives here and only here: the app imports these types and constants
 * (src/lib/embed/protocol.ts), so both sides always speak the same version.
 */

/** Every message the app sends carries this `source`. */
export const APP_SOURCE = 'credit-connect'
/** Every message to the app must carry this `source`. */
export const HOST_SOURCE = 'credit-connect-host'
/** The protocol version the app's messages carry; a message of another version is ignored. */
export const PROTOCOL_VERSION = 1

/** The app's events and their payloads (docs/embedding.md). */
export interface AppEvents {
  /**
   * The app has started and listens; `signedIn: false`: it waits for a token. `locale`: the
   * language on screen, `en-US` or `es-US`.
   */
  ready: { path: string; signedIn: boolean; locale: string }
  /** The content height in CSS pixels, on every change. */
  resize: { height: number }
  /** A new screen (the path only, never a query string), and the language on screen. */
  'route-changed': { path: string; locale: string }
  'application-submitted': { applicationId: string }
  'offer-accepted': { offerId: string; loanId: string | null }
  'payment-made': { loanId: string; paymentId: string; amount: number }
  /** The session ended: hand over a fresh token to go on. */
  'session-expired': Record<string, never>
  /** The app shows its error screen. `code`: `session`, `load`, `config` or `unknown`. */
  error: { code: string }
}
export type AppEventType = keyof AppEvents

/** Every event type of this protocol version; any other type is ignored. */
export const APP_EVENT_TYPES: readonly AppEventType[] = [
  'ready',
  'resize',
  'route-changed',
  'application-submitted',
  'offer-accepted',
  'payment-made',
  'session-expired',
  'error',
]

/** A message from the app. */
export interface AppMessage<T extends AppEventType = AppEventType> {
  source: typeof APP_SOURCE
  version: typeof PROTOCOL_VERSION
  type: T
  payload: AppEvents[T]
}

/** What `onEvent` receives: one of the app's messages, narrowed by `type`. */
export type CreditConnectEvent = { [T in AppEventType]: AppMessage<T> }[AppEventType]

/** The one message the app accepts: a session token (or a one-time login token) for a shop. */
export interface HostMessage {
  source: typeof HOST_SOURCE
  /** The protocol version, both ways; a page that leaves it out is read as version 1. */
  version?: typeof PROTOCOL_VERSION
  type: 'set-token'
  token: string
  shopId?: string
}

export interface MountOptions {
  /** Where Credit Connect is served, e.g. `https://financing.example.com`. */
  appUrl: string
  /** The merchant's session token, or a one-time login token (then `shopId` may be left out). */
  token: string
  shopId?: string
  /** Hide the app's own tabs when your page has navigation. */
  hideTabs?: boolean
  /** Every event from the app. */
  onEvent?: (event: CreditConnectEvent) => void
  /** Called when the session ends; the token it gives is handed over and the merchant carries on. */
  getToken?: () => Promise<string>
  /** The iframe's accessible name. */
  title?: string
}

export interface CreditConnectInstance {
  /** Hands over a new token (and, optionally, the shop it is for). */
  setToken(token: string, shopId?: string): void
  /** Stops listening and removes the iframe. */
  destroy(): void
}

const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/

function isAppMessage(data: unknown): data is CreditConnectEvent {
  const message = data as Partial<AppMessage> | null
  return (
    typeof message === 'object' &&
    message !== null &&
    message.source === APP_SOURCE &&
    message.version === PROTOCOL_VERSION &&
    APP_EVENT_TYPES.includes(message.type as AppEventType) &&
    typeof message.payload === 'object' &&
    message.payload !== null
  )
}

/** Puts Credit Connect into `target` (an element or a selector). */
export function mount(target: Element | string, options: MountOptions): CreditConnectInstance {
  const host = typeof target === 'string' ? document.querySelector(target) : target
  if (!host) throw new Error(`Credit Connect: nothing matches ${target as string}`)
  // The app's address carries no token: only the embed flag and hideTabs.
  const url = new URL(options.appUrl, location.href)
  url.search = url.hash = ''
  url.searchParams.set('embed', '1')
  if (options.hideTabs) url.searchParams.set('hideTabs', 'true')
  const origin = url.origin

  const frame = document.createElement('iframe')
  frame.title = options.title ?? 'Credit Connect financing'
  // Plaid Link runs in its own frame inside the app and opens bank sign-in in a pop-up; copying a
  // reference is all the app needs. No `sandbox` attribute: the app is isolated by its origin.
  frame.setAttribute('allow', 'clipboard-write')
  frame.setAttribute('referrerpolicy', 'no-referrer')
  frame.style.cssText = 'display:block;width:100%;height:480px;border:0'
  frame.src = url.href

  let token = options.token
  let shopId = options.shopId
  let ready = false
  // Set once the token can no longer open a session: the app said it ended, or a one-time login
  // token was sent. The next `ready` asks `getToken` instead of sending it again.
  let spent = false
  let alive = true

  const send = () => {
    if (!JWT.test(token)) spent = true
    frame.contentWindow?.postMessage(
      {
        source: HOST_SOURCE,
        version: PROTOCOL_VERSION,
        type: 'set-token',
        token,
        shopId,
      } satisfies HostMessage,
      origin,
    )
  }
  const renew = () => {
    options.getToken?.().then(
      (fresh) => alive && instance.setToken(fresh),
      () => {
        // No token: the app keeps showing that the session ended.
      },
    )
  }

  const onMessage = (event: MessageEvent) => {
    if (!alive || event.source !== frame.contentWindow || event.origin !== origin) return
    const message = event.data as unknown
    if (!isAppMessage(message)) return
    if (message.type === 'ready') {
      ready = true
      if (spent) renew()
      else send()
    } else if (message.type === 'resize') {
      const height = Number(message.payload.height)
      if (height >= 0) frame.style.height = `${Math.ceil(height)}px`
    } else if (message.type === 'session-expired') {
      spent = true
      renew()
    }
    options.onEvent?.(message)
  }
  addEventListener('message', onMessage)
  host.append(frame)

  const instance: CreditConnectInstance = {
    setToken(next, nextShopId) {
      if (!alive) return
      token = next
      shopId = nextShopId
      spent = false
      if (ready) send()
    },
    destroy() {
      alive = false
      removeEventListener('message', onMessage)
      frame.remove()
    },
  }
  return instance
}
