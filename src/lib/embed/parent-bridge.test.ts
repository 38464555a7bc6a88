// @vitest-environment jsdom
import { HOST_SOURCE } from './protocol'
import { isFramed } from './framed'
import { notifyParent, startEmbedding } from './parent-bridge'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln'
const ORIGINS = { partner_acme: ['https://pos.acme.example'], partner_bistro: ['https://bistro.example'] }

/** A window inside a frame: its own listeners, a parent whose postMessage is recorded. */
function framedWindow() {
  const listeners = new Set<(e: MessageEvent) => void>()
  const parent = { postMessage: vi.fn<(message: unknown, origin: string) => void>() }
  const win = {
    parent,
    location: { pathname: '/splash' },
    addEventListener: (_type: string, fn: (e: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (e: MessageEvent) => void) => listeners.delete(fn),
  }
  const deliver = (init: { data: unknown; origin: string; source?: unknown }) => {
    for (const fn of listeners) fn({ source: parent, ...init } as unknown as MessageEvent)
  }
  return { win: win as unknown as Window, parent, deliver, listeners }
}

function start(partnerId: string | null = 'partner_acme') {
  const framed = framedWindow()
  const onToken = vi.fn()
  const content = document.createElement('div')
  content.getBoundingClientRect = () => ({ height: 812.4 }) as DOMRect
  const stop = startEmbedding({
    partnerOrigins: ORIGINS,
    getPartnerId: () => partnerId,
    onToken,
    content,
    signedIn: partnerId !== null,
    win: framed.win,
  })
  return { ...framed, onToken, stop }
}

afterEach(() => vi.restoreAllMocks())

test('outside a frame nothing is sent and nothing listens', () => {
  expect(isFramed(window)).toBe(false)
  const spy = vi.spyOn(window, 'postMessage')
  const stop = startEmbedding({
    partnerOrigins: ORIGINS,
    getPartnerId: () => 'partner_acme',
    onToken: vi.fn(),
    content: document.body,
    signedIn: true,
  })
  notifyParent('route-changed', { path: '/x', locale: 'en-US' })
  expect(spy).not.toHaveBeenCalled()
  stop()
})

test('framed: ready and the content height go to the partner’s origin only, never "*"', () => {
  const { parent, stop } = start()
  expect(parent.postMessage.mock.calls).toEqual([
    [
      {
        source: 'credit-connect',
        version: 1,
        type: 'ready',
        payload: { path: '/splash', signedIn: true, locale: 'en-US' },
      },
      'https://pos.acme.example',
    ],
    [
      { source: 'credit-connect', version: 1, type: 'resize', payload: { height: 813 } },
      'https://pos.acme.example',
    ],
  ])
  notifyParent('payment-made', { loanId: 'loan_1', paymentId: 'pay_1', amount: 500 })
  expect(parent.postMessage).toHaveBeenLastCalledWith(
    expect.objectContaining({
      type: 'payment-made',
      payload: { loanId: 'loan_1', paymentId: 'pay_1', amount: 500 },
    }),
    'https://pos.acme.example',
  )
  expect(parent.postMessage.mock.calls.every(([, origin]) => origin !== '*')).toBe(true)
  stop()
  notifyParent('route-changed', { path: '/after-stop', locale: 'en-US' })
  expect(parent.postMessage.mock.calls.some(([m]) => (m as { type: string }).type === 'route-changed')).toBe(
    false,
  )
})

test('before a session: every configured partner origin (the browser delivers only to the real parent)', () => {
  const { parent, stop } = start(null)
  const origins = parent.postMessage.mock.calls
    .filter(([m]) => (m as { type: string }).type === 'ready')
    .map(([, o]) => o)
  expect(origins).toEqual(['https://pos.acme.example', 'https://bistro.example'])
  stop()
})

test('a token message from the parent at the partner’s origin is handed on', () => {
  const { deliver, onToken, stop } = start()
  deliver({
    origin: 'https://pos.acme.example',
    data: { source: HOST_SOURCE, type: 'set-token', token: TOKEN },
  })
  expect(onToken).toHaveBeenCalledWith(
    { type: 'set-token', token: TOKEN, shopId: null },
    'https://pos.acme.example',
  )
  stop()
})

test.each([
  ['a lookalike origin', { origin: 'https://pos.acme.example.evil.test' }],
  ['another partner’s origin', { origin: 'https://bistro.example' }],
  ['the null origin', { origin: 'null' }],
  ['a window that is not the parent', { origin: 'https://pos.acme.example', source: {} }],
  [
    'an invalid payload',
    { origin: 'https://pos.acme.example', data: { source: HOST_SOURCE, type: 'set-token', token: 'x' } },
  ],
  ['another kind of message', { origin: 'https://pos.acme.example', data: { type: 'webpackOk' } }],
])('ignores %s', (_label, overrides) => {
  const { deliver, onToken, stop } = start()
  deliver({ data: { source: HOST_SOURCE, type: 'set-token', token: TOKEN }, ...overrides })
  expect(onToken).not.toHaveBeenCalled()
  stop()
})

test('stopping removes the listener', () => {
  const { listeners, stop } = start()
  expect(listeners.size).toBe(1)
  stop()
  expect(listeners.size).toBe(0)
})
