import { waitFor } from '@testing-library/react'
import { ApiError } from '../api-error'
import { readIntent } from './intent-store'
import { type OnceOnlyHandlers, acknowledge, resetOnceOnly, snapshotOf, start } from './runner'

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
