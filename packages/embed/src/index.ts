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

/** An active loan's health, as the app's loan screen shows it. */
export type LoanHealth = 'NORMAL' | 'PRE_DEFAULT' | 'DEFAULT'

/**
 * What a partner page may read of the merchant's financing: no personal data, no ids. Each stage
 * carries exactly its own fields, so a partner that checks `stage` gets them typed, never missing:
 * - `none`: nothing to offer (the tile shows nothing);
 * - `pre-offer`: pre-qualified up to `maxAmount`; `offer`: an offer ready, up to `maxAmount`;
 * - `application`: an application in review or approved, or a loan being funded;
 * - `loan`: an active loan, its `outstanding` balance and `health`;
 * - `closed`: past loans only.
 * Amounts are in dollars. `route` is where the full app opens for this state (its home rules decide
 * it).
 */
export type PartnerState =
  | { stage: 'none' }
  | { stage: 'pre-offer' | 'offer'; maxAmount: number; route: string }
  | { stage: 'application' | 'closed'; route: string }
  | { stage: 'loan'; outstanding: number; health: LoanHealth; route: string }

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
  /** The merchant's financing as a partner may read it, on every change (both views). */
  state: PartnerState
  /** The promotion tile's call to action: open the full app (embed.js's overlay, or `onOpen`). */
  open: { route: string }
  /** Esc was pressed in the app, outside any of its own dialogs (embed.js closes its overlay). */
  escape: Record<string, never>
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
  'state',
  'open',
  'escape',
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
  /**
   * `app` (the default): the whole app. `promotion`: a compact tile chosen by the merchant's state
   * (no tabs, no footer), whose call to action opens the whole app; nothing at all (0 px) when
   * there is nothing to offer.
   */
  view?: 'app' | 'promotion'
  /** The tile's shape: `card` (the default) or `banner` (one row on wider screens). */
  layout?: 'card' | 'banner'
  /** Hide the app's own tabs when your page has navigation. */
  hideTabs?: boolean
  /** Every event from the app. */
  onEvent?: (event: CreditConnectEvent) => void
  /**
   * The tile's call to action. Without it, embed.js opens the whole app in an overlay (full screen on
   * a phone, a dialog on a desktop); with it, you open the app where you like.
   */
  onOpen?: (open: { route: string; state: PartnerState | null }) => void
  /** Called when the session ends; the token it gives is handed over and the merchant carries on. */
  getToken?: () => Promise<string>
  /** The iframe's accessible name. */
  title?: string
}

export interface CreditConnectInstance {
  /** Hands over a new token (and, optionally, the shop it is for). */
  setToken(token: string, shopId?: string): void
  /** The last state the app reported (the `state` event), or null before the first. */
  getState(): PartnerState | null
  /** Opens the whole app in embed.js's overlay. */
  open(): void
  /** Stops listening and removes the iframe (and the overlay). */
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

/** One of the instance's iframes: the tile or the app, and the overlay's app. */
interface Frame {
  el: HTMLIFrameElement
  ready: boolean
  /** Sized to the content (`resize`); the overlay's fills its dialog instead. */
  fits: boolean
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, css: string): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag)
  node.style.cssText = css
  return node
}

/** Puts Credit Connect into `target` (an element or a selector). */
export function mount(target: Element | string, options: MountOptions): CreditConnectInstance {
  const host = typeof target === 'string' ? document.querySelector(target) : target
  if (!host) throw new Error(`Credit Connect: nothing matches ${target as string}`)
  const promotion = options.view === 'promotion'
  const title = options.title ?? 'Credit Connect financing'
  // The app's address carries no token: only the embed flag, hideTabs and the tile's layout.
  const address = (tile: boolean) => {
    const url = new URL(options.appUrl, location.href)
    url.search = url.hash = ''
    if (tile) url.pathname = '/promotion'
    url.searchParams.set('embed', '1')
    if (tile && options.layout === 'banner') url.searchParams.set('layout', 'banner')
    if (options.hideTabs && !tile) url.searchParams.set('hideTabs', 'true')
    return url
  }
  const origin = address(false).origin

  const frames: Frame[] = []
  const frameOf = (src: string, css: string, fits: boolean): Frame => {
    const frame = el('iframe', `display:block;width:100%;border:0;${css}`)
    frame.title = title
    // Plaid Link runs in its own frame inside the app and opens bank sign-in in a pop-up; copying a
    // reference is all the app needs. No `sandbox` attribute: the app is isolated by its origin.
    frame.setAttribute('allow', 'clipboard-write')
    frame.setAttribute('referrerpolicy', 'no-referrer')
    frame.src = src
    const record = { el: frame, ready: false, fits }
    frames.push(record)
    return record
  }
  const main = frameOf(address(promotion).href, `height:${promotion ? 0 : 480}px`, true)

  let token = options.token
  let shopId = options.shopId
  // Set once the token can no longer open a session: the app said it ended, or a one-time login
  // token was sent. The next `ready` asks `getToken` instead of sending it again.
  let spent = false
  let alive = true
  let state: PartnerState | null = null
  let locale = 'en-US'

  const send = (frame: Frame) => {
    if (!JWT.test(token)) spent = true
    frame.el.contentWindow?.postMessage(
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

  // The overlay: the whole app over the partner's page, a modal dialog that traps focus (the rest
  // of the page is inert), closes on Esc or its button, and gives focus back where it was.
  let overlay: { close(): void } | null = null
  const openOverlay = () => {
    if (overlay || !alive) return
    const desktop = innerWidth >= 640
    const backdrop = el(
      'div',
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(17,24,39,.6)',
    )
    const dialog = el(
      'div',
      `display:flex;flex-direction:column;background:#fff;overflow:hidden;${desktop ? 'width:min(960px,calc(100% - 48px));height:calc(100% - 48px);border-radius:12px' : 'width:100%;height:100%'}`,
    )
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-label', title)
    const close = el(
      'button',
      'align-self:flex-end;margin:4px;width:44px;height:44px;border:0;background:none;font:28px/1 system-ui,sans-serif;color:#111827;cursor:pointer',
    )
    close.type = 'button'
    close.textContent = '×'
    close.setAttribute('aria-label', locale.startsWith('es') ? 'Cerrar' : 'Close')
    const app = frameOf(address(false).href, 'flex:1;min-height:0', false)
    // Tab past either end comes back into the dialog.
    const edge = (next: () => HTMLElement) => {
      const guard = el('span', 'position:fixed;opacity:0')
      guard.tabIndex = 0
      guard.onfocus = () => next().focus()
      return guard
    }
    dialog.append(
      edge(() => app.el),
      close,
      app.el,
      edge(() => close),
    )
    backdrop.append(dialog)
    const previous = document.activeElement as HTMLElement | null
    const inert = [...document.body.children].filter((node) => !node.hasAttribute('inert'))
    const scroll = document.documentElement.style.overflow
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') overlay?.close()
    }
    const shut = () => {
      overlay = null
      removeEventListener('keydown', onKey, true)
      frames.splice(frames.indexOf(app), 1)
      backdrop.remove()
      for (const node of inert) node.removeAttribute('inert')
      document.documentElement.style.overflow = scroll
      previous?.focus()
    }
    overlay = { close: shut }
    addEventListener('keydown', onKey, true)
    for (const node of inert) node.setAttribute('inert', '')
    document.documentElement.style.overflow = 'hidden'
    document.body.append(backdrop)
    close.onclick = shut
    close.focus()
  }

  const onMessage = (event: MessageEvent) => {
    const frame = frames.find((f) => event.source === f.el.contentWindow)
    if (!alive || !frame || event.origin !== origin) return
    const message = event.data as unknown
    if (!isAppMessage(message)) return
    if (message.type === 'ready' || message.type === 'route-changed') locale = message.payload.locale
    if (message.type === 'ready') {
      frame.ready = true
      if (spent) renew()
      else send(frame)
    } else if (message.type === 'resize') {
      const height = Number(message.payload.height)
      if (frame.fits && height >= 0) frame.el.style.height = `${Math.ceil(height)}px`
    } else if (message.type === 'session-expired') {
      spent = true
      renew()
    } else if (message.type === 'state') {
      state = message.payload
      // Nothing to offer: the tile takes no room at all.
      if (promotion && frame === main && (state.stage === 'none' || state.stage === 'closed'))
        frame.el.style.height = '0px'
    } else if (message.type === 'open') {
      if (options.onOpen) options.onOpen({ route: message.payload.route, state })
      else openOverlay()
    } else if (message.type === 'escape') {
      if (frame !== main) overlay?.close()
    }
    options.onEvent?.(message)
  }
  addEventListener('message', onMessage)
  host.append(main.el)

  const instance: CreditConnectInstance = {
    setToken(next, nextShopId) {
      if (!alive) return
      token = next
      shopId = nextShopId
      spent = false
      for (const frame of frames) if (frame.ready) send(frame)
    },
    getState: () => state,
    open: openOverlay,
    destroy() {
      overlay?.close()
      alive = false
      removeEventListener('message', onMessage)
      main.el.remove()
    },
  }
  return instance
}
