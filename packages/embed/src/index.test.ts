// @vitest-environment jsdom
import {
  type CreditConnectEvent,
  type CreditConnectInstance,
  type MountOptions,
  type PartnerState,
  mount,
} from './index'

const APP = 'https://financing.example.com'
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln'
const FRESH = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjJ9.c2ln'

let mounted: CreditConnectInstance | null = null

function setUp(options: Partial<MountOptions> = {}) {
  document.body.innerHTML = '<div id="financing"></div>'
  const onEvent = vi.fn<(event: CreditConnectEvent) => void>()
  mounted = mount('#financing', { appUrl: APP, token: TOKEN, shopId: 'shop_1', onEvent, ...options })
  const frame = document.querySelector('iframe')!
  const app = frame.contentWindow!
  const posted = vi.spyOn(app, 'postMessage').mockImplementation(() => undefined)
  /** A message as the browser delivers it to the partner page. */
  const deliver = (data: unknown, init: { origin?: string; source?: Window | null } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: init.origin ?? APP, source: init.source ?? app }),
    )
  const fromApp = (type: string, payload: unknown = {}, version = 1) =>
    deliver({ source: 'credit-connect', version, type, payload })
  return { frame, app, posted, deliver, fromApp, onEvent, instance: mounted }
}

/** Lets a resolved `getToken` promise hand its token over. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  mounted?.destroy()
  mounted = null
  vi.restoreAllMocks()
})

test('mounts one iframe with a title, the Plaid-ready permissions, no referrer and no token in its address', () => {
  const { frame } = setUp({ appUrl: `${APP}/?token=${TOKEN}#x`, hideTabs: true })
  expect(document.querySelectorAll('#financing > iframe')).toHaveLength(1)
  expect(frame.title).toBe('Credit Connect financing')
  expect(frame.getAttribute('allow')).toBe('clipboard-write')
  expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer')
  expect(frame.hasAttribute('sandbox')).toBe(false)
  expect(frame.src).toBe(`${APP}/?embed=1&hideTabs=true`)
  expect(frame.src).not.toContain(TOKEN)
  expect(frame.outerHTML).not.toContain(TOKEN)
})

test('takes an element as the target, and a title of the partner’s choosing', () => {
  document.body.innerHTML = '<section></section>'
  const target = document.querySelector('section')!
  mounted = mount(target, { appUrl: APP, token: TOKEN, title: 'Capital for your shop' })
  expect(target.querySelector('iframe')?.title).toBe('Capital for your shop')
  expect(target.querySelector('iframe')?.src).toBe(`${APP}/?embed=1`)
})

test('a selector that matches nothing says so', () => {
  document.body.innerHTML = ''
  expect(() => mount('#missing', { appUrl: APP, token: TOKEN })).toThrow('nothing matches #missing')
})

test('hands the session over once the app is ready, to the app’s origin only', () => {
  const { posted, fromApp, onEvent } = setUp()
  expect(posted).not.toHaveBeenCalled()
  fromApp('ready', { path: '/', signedIn: false })
  expect(posted.mock.calls).toEqual([
    [{ source: 'credit-connect-host', version: 1, type: 'set-token', token: TOKEN, shopId: 'shop_1' }, APP],
  ])
  expect(onEvent).toHaveBeenCalledWith({
    source: 'credit-connect',
    version: 1,
    type: 'ready',
    payload: { path: '/', signedIn: false },
  })
})

test('sizes the iframe to the app’s content height', () => {
  const { frame, fromApp, onEvent } = setUp()
  fromApp('resize', { height: 812.4 })
  expect(frame.style.height).toBe('813px')
  fromApp('resize', { height: 640 })
  expect(frame.style.height).toBe('640px')
  expect(onEvent).toHaveBeenCalledTimes(2)
})

test('on session-expired it asks getToken and hands the new token over', async () => {
  const getToken = vi.fn(() => Promise.resolve(FRESH))
  const { posted, fromApp, onEvent } = setUp({ getToken })
  fromApp('ready', { path: '/', signedIn: false })
  fromApp('session-expired')
  expect(getToken).toHaveBeenCalledTimes(1)
  await settle()
  expect(posted).toHaveBeenLastCalledWith(
    { source: 'credit-connect-host', version: 1, type: 'set-token', token: FRESH, shopId: undefined },
    APP,
  )
  expect(onEvent.mock.calls.map(([e]) => e.type)).toEqual(['ready', 'session-expired'])
})

test('a failing getToken leaves the app where it is', async () => {
  const getToken = vi.fn(() => Promise.reject(new Error('offline')))
  const { posted, fromApp } = setUp({ getToken })
  fromApp('ready', { path: '/', signedIn: false })
  fromApp('session-expired')
  await settle()
  expect(posted).toHaveBeenCalledTimes(1)
})

test('a one-time login token is sent once: when the app starts again it asks for a new one', async () => {
  const getToken = vi.fn(() => Promise.resolve('login-second-code'))
  const { posted, fromApp } = setUp({ token: 'login-first-code', shopId: undefined, getToken })
  fromApp('ready', { path: '/', signedIn: false })
  expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'login-first-code' }), APP)
  // The iframe reloaded: the first code is spent.
  fromApp('ready', { path: '/', signedIn: false })
  expect(getToken).toHaveBeenCalledTimes(1)
  await settle()
  expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'login-second-code' }), APP)
  expect(
    posted.mock.calls.filter(([m]) => (m as { token: string }).token === 'login-first-code'),
  ).toHaveLength(1)
})

test('a session token is handed over again when the app reloads', () => {
  const { posted, fromApp } = setUp()
  fromApp('ready', { path: '/', signedIn: false })
  fromApp('ready', { path: '/', signedIn: false })
  expect(posted).toHaveBeenCalledTimes(2)
})

test('setToken hands a token over at once when the app is ready, and waits for ready otherwise', () => {
  const { posted, fromApp, instance } = setUp()
  instance.setToken(FRESH, 'shop_2')
  expect(posted).not.toHaveBeenCalled()
  fromApp('ready', { path: '/', signedIn: false })
  expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ token: FRESH, shopId: 'shop_2' }), APP)
  instance.setToken(TOKEN)
  expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ token: TOKEN }), APP)
  expect(posted).toHaveBeenCalledTimes(2)
})

test.each([
  ['another origin', { origin: 'https://financing.example.com.evil.test' }],
  ['the null origin', { origin: 'null' }],
  ['another window at the app’s origin', { source: window }],
])('ignores a message from %s', (_label, init) => {
  const { frame, posted, deliver, onEvent } = setUp({ getToken: vi.fn(() => Promise.resolve(FRESH)) })
  for (const [type, payload] of [
    ['ready', { path: '/', signedIn: false }],
    ['resize', { height: 999 }],
    ['session-expired', {}],
  ] as const)
    deliver({ source: 'credit-connect', version: 1, type, payload }, init)
  expect(posted).not.toHaveBeenCalled()
  expect(frame.style.height).toBe('480px')
  expect(onEvent).not.toHaveBeenCalled()
})

test.each([
  ['an unknown type', { source: 'credit-connect', version: 1, type: 'navigate', payload: {} }],
  ['another version', { source: 'credit-connect', version: 2, type: 'resize', payload: { height: 9 } }],
  ['another source', { source: 'someone-else', version: 1, type: 'resize', payload: { height: 9 } }],
  ['no payload', { source: 'credit-connect', version: 1, type: 'resize' }],
  ['a string', 'resize'],
  ['null', null],
])('ignores %s', (_label, data) => {
  const { frame, posted, deliver, onEvent } = setUp()
  deliver(data)
  expect(onEvent).not.toHaveBeenCalled()
  expect(posted).not.toHaveBeenCalled()
  expect(frame.style.height).toBe('480px')
})

test('destroy removes the iframe and stops listening', async () => {
  const added = vi.spyOn(window, 'addEventListener')
  const removed = vi.spyOn(window, 'removeEventListener')
  const getToken = vi.fn(() => Promise.resolve(FRESH))
  const { frame, posted, fromApp, onEvent, instance } = setUp({ getToken })
  const listener = added.mock.calls.find(([type]) => type === 'message')?.[1]
  fromApp('ready', { path: '/', signedIn: false })
  fromApp('session-expired')
  instance.destroy()
  expect(listener).toBeTypeOf('function')
  expect(removed).toHaveBeenCalledWith('message', listener)
  expect(document.querySelector('iframe')).toBeNull()
  expect(frame.isConnected).toBe(false)
  // The token getToken gave after destroy is not handed over; nothing else is heard or sent.
  await settle()
  fromApp('resize', { height: 300 })
  instance.setToken(TOKEN)
  expect(posted).toHaveBeenCalledTimes(1)
  expect(onEvent).toHaveBeenCalledTimes(2)
})

describe('the promotion tile (view: promotion)', () => {
  const PRE_OFFER = { stage: 'pre-offer', maxAmount: 25000, route: '/splash' } as const

  test('loads /promotion with its layout and no token, and takes no room until it has content', () => {
    const { frame } = setUp({ view: 'promotion', layout: 'banner', hideTabs: true })
    expect(frame.src).toBe(`${APP}/promotion?embed=1&layout=banner`)
    expect(frame.outerHTML).not.toContain(TOKEN)
    expect(frame.style.height).toBe('0px')
  })

  test('getState and the state event: the last state the app told; nothing to offer takes 0 px', () => {
    const { frame, fromApp, onEvent, instance } = setUp({ view: 'promotion' })
    expect(instance.getState()).toBeNull()
    fromApp('state', PRE_OFFER)
    fromApp('resize', { height: 152 })
    expect(instance.getState()).toEqual(PRE_OFFER)
    expect(frame.style.height).toBe('152px')
    fromApp('state', { stage: 'none' })
    expect(instance.getState()).toEqual({ stage: 'none' })
    expect(frame.style.height).toBe('0px')
    expect(onEvent.mock.calls.map(([e]) => e.type)).toEqual(['state', 'resize', 'state'])
  })

  test('the whole app tells its state too', () => {
    const { frame, fromApp, instance } = setUp()
    fromApp('state', { stage: 'none' })
    expect(instance.getState()).toEqual({ stage: 'none' })
    expect(frame.style.height).toBe('480px')
  })

  test('with onOpen, the call to action is the partner’s: no overlay', () => {
    const onOpen = vi.fn()
    const { fromApp } = setUp({ view: 'promotion', onOpen })
    fromApp('state', PRE_OFFER)
    fromApp('open', { route: '/splash' })
    expect(onOpen).toHaveBeenCalledWith({ route: '/splash', state: PRE_OFFER })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})

describe('the overlay', () => {
  /** The tile, the partner's own button focused, and the tile's call to action chosen. */
  function opened(options: Partial<MountOptions> = {}) {
    const tile = setUp({ view: 'promotion', ...options })
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    tile.fromApp('ready', { path: '/promotion', signedIn: false, locale: 'es-US' })
    tile.fromApp('open', { route: '/splash' })
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!
    const frame = dialog.querySelector('iframe')!
    const app = frame.contentWindow!
    const posted = vi.spyOn(app, 'postMessage').mockImplementation(() => undefined)
    const fromOverlay = (type: string, payload: unknown = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'credit-connect', version: 1, type, payload },
          origin: APP,
          source: app,
        }),
      )
    return { ...tile, button, dialog, frame, posted, fromOverlay }
  }

  test('opens the whole app over the page: a modal dialog, the rest of the page inert, focus inside', () => {
    const { dialog, frame, button } = opened()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-label')).toBe('Credit Connect financing')
    expect(frame.src).toBe(`${APP}/?embed=1`)
    expect(frame.outerHTML).not.toContain(TOKEN)
    // The close button speaks the app's language, and has focus.
    const close = dialog.querySelector('button')!
    expect(close.getAttribute('aria-label')).toBe('Cerrar')
    expect(document.activeElement).toBe(close)
    expect(document.getElementById('financing')!.hasAttribute('inert')).toBe(true)
    expect(button.hasAttribute('inert')).toBe(true)
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  test('Tab past either end comes back into the dialog', () => {
    const { dialog } = opened()
    const [first, close, , last] = [...dialog.children] as HTMLElement[]
    last!.focus()
    expect(document.activeElement).toBe(close)
    first!.focus()
    expect(document.activeElement).toBe(dialog.querySelector('iframe'))
  })

  test('hands the session over by message when its app is ready', () => {
    const { fromOverlay, posted } = opened()
    fromOverlay('ready', { path: '/', signedIn: false, locale: 'en-US' })
    expect(posted).toHaveBeenCalledWith(
      { source: 'credit-connect-host', version: 1, type: 'set-token', token: TOKEN, shopId: 'shop_1' },
      APP,
    )
  })

  test('a spent one-time login token: the overlay’s app gets a fresh one from getToken', async () => {
    const getToken = vi.fn(() => Promise.resolve('login-second-code'))
    const { fromOverlay, posted } = opened({ token: 'login-first-code', shopId: undefined, getToken })
    fromOverlay('ready', { path: '/', signedIn: false, locale: 'en-US' })
    expect(getToken).toHaveBeenCalledTimes(1)
    await settle()
    expect(posted).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'login-second-code' }), APP)
  })

  test('Esc closes it, the page is live again and focus returns', () => {
    const { button } = opened()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(button.hasAttribute('inert')).toBe(false)
    expect(document.getElementById('financing')!.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.activeElement).toBe(button)
  })

  test('Esc inside its app (outside the app’s own dialogs) and the close button close it too', () => {
    const first = opened()
    first.fromApp('escape')
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    first.fromOverlay('escape')
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(first.button)
    mounted?.destroy()
    const second = opened()
    second.dialog.querySelector('button')!.click()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    // A closed overlay's app is no longer heard.
    second.fromOverlay('state', { stage: 'none' })
    expect(second.instance.getState()).toBeNull()
  })

  test('the state its app tells is the instance’s state too; destroy closes it', () => {
    const { fromOverlay, instance } = opened()
    fromOverlay('state', {
      stage: 'loan',
      outstanding: 8100.25,
      health: 'NORMAL',
      route: '/loan/credit-view',
    })
    expect(instance.getState()?.stage).toBe('loan')
    instance.destroy()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})

// Checked by the type check (tsc -b): a partner that tests `stage` gets that stage's fields, never
// optional, so no tile or badge falls back to $0.00 or to a health it was not told.
test('each partner stage carries exactly its own fields, typed', () => {
  const states: PartnerState[] = [
    { stage: 'none' },
    { stage: 'pre-offer', maxAmount: 25_000, route: '/splash' },
    { stage: 'loan', outstanding: 7_392, health: 'NORMAL', route: '/loan/credit-view' },
  ]
  for (const state of states) {
    if (state.stage === 'pre-offer' || state.stage === 'offer')
      expectTypeOf(state.maxAmount).toEqualTypeOf<number>()
    if (state.stage === 'loan') {
      expectTypeOf(state.outstanding).toEqualTypeOf<number>()
      expectTypeOf(state.health).toEqualTypeOf<'NORMAL' | 'PRE_DEFAULT' | 'DEFAULT'>()
    }
    if (state.stage !== 'none') expectTypeOf(state.route).toEqualTypeOf<string>()
    else expectTypeOf(state).toEqualTypeOf<{ stage: 'none' }>()
  }
  expect(states.map((s) => s.stage)).toEqual(['none', 'pre-offer', 'loan'])
})
