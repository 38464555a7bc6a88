// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { ApiError, apiErrorFromResponse } from '../api-error'
import { KEY_WINDOW_MS, createIntent, readIntent, saveIntent } from './intent-store'
import {
  type OnceOnlyHandlers,
  acknowledge,
  checkIntent,
  onceOnlyTiming,
  resetOnceOnly,
  snapshotOf,
  start,
  subscribe,
  useSlotSnapshot,
} from './runner'

const slot = 'one-time-payment:loan_1'
const lost = () => new ApiError({ kind: 'network' })

beforeEach(() => resetOnceOnly())

function handlers(over: Partial<OnceOnlyHandlers<{ id: string }>>) {
  const calls = { sent: [] as string[], done: [] as string[] }
  const h: OnceOnlyHandlers<{ id: string }> = {
    send: (intent) => {
      calls.sent.push(intent.key)
      return Promise.reject(lost())
    },
    reconcile: () => Promise.resolve(null),
    onDone: (result, { via }) => void calls.done.push(`${result.id} by ${via}`),
    ...over,
  }
  return { h, calls }
}

test('a changed amount checks the unresolved intent first: found, it is the one received, and nothing new is sent', async () => {
  let checks = 0
  const { h, calls } = handlers({
    // The first check cannot be made (unconfirmed); the next finds the first payment.
    reconcile: () => (++checks === 1 ? Promise.reject(lost()) : Promise.resolve({ id: 'pay_1' })),
  })
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('unconfirmed'))
  const first = readIntent('one-time-payment', 'loan_1')!
  acknowledge(slot)
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 150 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('received'))
  expect(calls.sent).toEqual([first.key])
  expect(calls.done).toEqual(['pay_1 by check'])
})

test('a changed amount whose earlier intent is not received starts a new intent with a new key', async () => {
  const { h, calls } = handlers({})
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('not-received'))
  acknowledge(slot)
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 150 }, h)
  await waitFor(() => expect(calls.sent).toHaveLength(2))
  expect(calls.sent[1]).not.toBe(calls.sent[0])
  expect(readIntent('one-time-payment', 'loan_1')?.amount).toBe(150)
})

test('a changed amount while the earlier check cannot be made sends nothing: still unconfirmed', async () => {
  const { h, calls } = handlers({ reconcile: () => Promise.reject(lost()) })
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('unconfirmed'))
  acknowledge(slot)
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 150 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('unconfirmed'))
  expect(calls.sent).toHaveLength(1)
  expect(readIntent('one-time-payment', 'loan_1')?.amount).toBe(100)
})

test('the same amount again reuses the unresolved intent’s key', async () => {
  const { h, calls } = handlers({})
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('not-received'))
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(calls.sent).toHaveLength(2))
  expect(calls.sent[1]).toBe(calls.sent[0])
})

test('a key the server saw with another body (IDEMPOTENCY_KEY_REUSED) is an unknown outcome, checked', async () => {
  const reused = new ApiError({ kind: 'http', status: 422, code: 'IDEMPOTENCY_KEY_REUSED' })
  Object.defineProperty(reused, 'hasErrorBody', { value: true })
  const { h } = handlers({
    send: () => Promise.reject(reused),
    reconcile: () => Promise.resolve({ id: 'pay_1' }),
  })
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase).toEqual({ name: 'received', via: 'check' }))
})

/** What a reload keeps: sessionStorage, and nothing of this page's memory. */
const reload = () => resetOnceOnly({ keepStorage: true })

test('after a reload, a send with other confirmed content checks the stored intent, then sends the new content under a new key', async () => {
  const sent: { key: string; body: unknown }[] = []
  const accept = handlers({
    send: (intent, confirmed) => {
      sent.push({ key: intent.key, body: confirmed })
      return Promise.reject(new ApiError({ kind: 'http', status: 504 }))
    },
  }).h
  const acceptSlot = 'accept-offer:offer_1'
  start({ action: 'accept-offer', targetId: 'offer_1', confirmed: { termsId: 'terms_10000' } }, accept)
  await waitFor(() => expect(snapshotOf(acceptSlot).phase.name).toBe('not-received'))
  reload()
  let checked = 0
  const { h } = handlers({
    send: (intent, confirmed) => {
      sent.push({ key: intent.key, body: confirmed })
      return Promise.resolve({ id: 'loan_1' })
    },
    reconcile: () => {
      checked += 1
      return Promise.resolve(null)
    },
  })
  start({ action: 'accept-offer', targetId: 'offer_1', confirmed: { termsId: 'terms_20000' } }, h)
  await waitFor(() => expect(snapshotOf(acceptSlot).phase.name).toBe('received'))
  expect(checked).toBe(1)
  expect(sent).toHaveLength(2)
  expect(sent[1]!.key).not.toBe(sent[0]!.key)
  // Never the old terms under the new key, nor the new terms under the old one.
  expect(sent.map((s) => s.body)).toEqual([{ termsId: 'terms_10000' }, { termsId: 'terms_20000' }])
})

test('after a reload, the same confirmed content is the same intent: its key goes again, with that content', async () => {
  const sent: { key: string; body: unknown }[] = []
  const record = (intent: { key: string }, body: unknown) => void sent.push({ key: intent.key, body })
  const { h } = handlers({
    send: (intent, confirmed) => {
      record(intent, confirmed)
      return Promise.reject(lost())
    },
  })
  start(
    { action: 'one-time-payment', targetId: 'loan_1', amount: 100, confirmed: { bankAccountId: 'ba_1' } },
    h,
  )
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('not-received'))
  reload()
  start(
    { action: 'one-time-payment', targetId: 'loan_1', amount: 100, confirmed: { bankAccountId: 'ba_1' } },
    h,
  )
  await waitFor(() => expect(sent).toHaveLength(2))
  expect(sent[1]).toEqual(sent[0])
})

test('a repeatable action (a payment): another amount after “not received” waits for the earlier one, sending nothing', async () => {
  const { h, calls } = handlers({ repeatable: true })
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('not-received'))
  const first = readIntent('one-time-payment', 'loan_1')!
  reload()
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 150 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('waiting'))
  expect(snapshotOf(slot)).toEqual({
    phase: { name: 'waiting', until: new Date(Date.parse(first.createdAt) + KEY_WINDOW_MS) },
    intent: first,
  })
  expect(calls.sent).toEqual([first.key])
  expect(readIntent('one-time-payment', 'loan_1')).toEqual(first)
})

/** A $100 payment's intent, stored a second past its key window. */
function savedPastItsWindow() {
  const old = createIntent(
    { action: 'one-time-payment', targetId: 'loan_1', amount: 100 },
    new Date(Date.now() - KEY_WINDOW_MS - 1000),
  )
  saveIntent(old)
  return old
}

test('an intent past its key window is checked once, then dropped: a new intent goes out under a new key', async () => {
  const old = savedPastItsWindow()
  let checks = 0
  const { h, calls } = handlers({
    repeatable: true,
    reconcile: () => {
      checks += 1
      return Promise.resolve(null)
    },
    send: (intent) => {
      calls.sent.push(intent.key)
      return Promise.resolve({ id: 'pay_2' })
    },
  })
  // Even the same amount: the old key no longer protects a resend.
  start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
  await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('received'))
  expect(checks).toBe(1)
  expect(calls.sent).toHaveLength(1)
  expect(calls.sent[0]).not.toBe(old.key)
})

test('found on mount past its key window and not received: checked once, dropped, and nothing said', async () => {
  const old = savedPastItsWindow()
  let checks = 0
  const { h, calls } = handlers({
    reconcile: () => {
      checks += 1
      return Promise.resolve(null)
    },
  })
  await checkIntent(old, h)
  expect(checks).toBe(1)
  expect(snapshotOf(slot)).toEqual({ phase: { name: 'idle' }, intent: null })
  expect(readIntent('one-time-payment', 'loan_1')).toBeNull()
  expect(calls.sent).toEqual([])
})

test('the registry: subscribers hear each phase, a screen follows only its own slot, a reset empties it', async () => {
  const heard: string[] = []
  const stop = subscribe(() => heard.push(snapshotOf(slot).phase.name))
  let renders = 0
  const { result } = renderHook(() => {
    renders += 1
    return useSlotSnapshot(slot)
  })
  let otherRenders = 0
  const other = renderHook(() => {
    otherRenders += 1
    return useSlotSnapshot('accept-offer:offer_1')
  })
  const { h } = handlers({ send: () => Promise.resolve({ id: 'pay_1' }) })
  act(() => start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h))
  await waitFor(() => expect(result.current.phase).toEqual({ name: 'received', via: 'answer' }))
  expect(heard).toContain('sending')
  expect(heard.at(-1)).toBe('received')
  expect(result.current.intent?.amount).toBe(100)
  // Another slot's screen is told nothing new: the same idle snapshot, never rendered again.
  expect(other.result.current).toEqual({ phase: { name: 'idle' }, intent: null })
  expect(otherRenders).toBe(1)
  stop()
  const count = heard.length
  const before = renders
  act(() => resetOnceOnly())
  expect(result.current).toEqual({ phase: { name: 'idle' }, intent: null })
  expect(renders).toBe(before + 1)
  expect(heard).toHaveLength(count)
})

describe('409 IDEMPOTENCY_REQUEST_IN_PROGRESS', () => {
  const inProgress = () =>
    apiErrorFromResponse(409, {
      status: 409,
      code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS',
      message: 'Still processing.',
    })
  const timing = [...onceOnlyTiming.inProgressChecksMs]
  beforeEach(() => void (onceOnlyTiming.inProgressChecksMs = [20, 20]))
  afterEach(() => void (onceOnlyTiming.inProgressChecksMs = timing))

  test('keeps the key, says “still processing” and checks again by itself until it is found', async () => {
    let checks = 0
    const phases: string[] = []
    const { h, calls } = handlers({
      conflictCodes: ['OFFER_NOT_PENDING'],
      send: (intent) => {
        calls.sent.push(intent.key)
        return Promise.reject(inProgress())
      },
      reconcile: () => Promise.resolve(++checks === 2 ? { id: 'pay_1' } : null),
    })
    const stop = subscribe(() => phases.push(snapshotOf(slot).phase.name))
    start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
    await waitFor(() => expect(snapshotOf(slot).phase).toEqual({ name: 'received', via: 'check' }))
    stop()
    expect(calls.sent).toHaveLength(1)
    expect(calls.done).toEqual(['pay_1 by check'])
    expect(phases).toContain('in-progress')
    // Never "not received" nor a refusal: the server said it has the request.
    expect(phases).not.toContain('not-received')
    expect(phases).not.toContain('refused')
  })

  test('still not found after the checks: the merchant can ask again, with the same key', async () => {
    const { h, calls } = handlers({
      send: (intent) => {
        calls.sent.push(intent.key)
        return Promise.reject(inProgress())
      },
    })
    start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
    await waitFor(() => expect(snapshotOf(slot).phase).toEqual({ name: 'in-progress', rechecking: false }))
    expect(readIntent('one-time-payment', 'loan_1')?.key).toBe(calls.sent[0])
    start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
    await waitFor(() => expect(calls.sent).toHaveLength(2))
    expect(calls.sent[1]).toBe(calls.sent[0])
  })

  test('a 409 whose code names a state change is a refusal, and ends the intent', async () => {
    const refusal = apiErrorFromResponse(409, { status: 409, code: 'LOAN_NOT_PAYABLE', message: 'No.' })
    const { h } = handlers({ conflictCodes: ['LOAN_NOT_PAYABLE'], send: () => Promise.reject(refusal) })
    start({ action: 'one-time-payment', targetId: 'loan_1', amount: 100 }, h)
    await waitFor(() => expect(snapshotOf(slot).phase.name).toBe('refused'))
    expect(readIntent('one-time-payment', 'loan_1')).toBeNull()
  })
})
