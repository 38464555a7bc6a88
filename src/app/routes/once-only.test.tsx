import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { draftActions } from '@/features/application/store/draft-store'
import { offerReviewActions } from '@/features/offers/store/review-store'
import { transport } from '@/lib/api-client'
import { todayIso } from '@/lib/dates'
import { formatMoney } from '@/lib/format'
import { createIntent, onceOnlyTiming, resetOnceOnly, saveIntent, sealIntent } from '@/lib/once-only'
import type { Fault } from '@/sandbox/scenarios'
import { openApp } from '@/testing/app'
import { seedDraftUpTo } from '@/testing/application-draft'
import { postsTo, recordIdempotencyKeys, recordRequests } from '@/testing/requests'
import { answerWithProblem, sandbox } from '@/testing/server'

/**
 * The fault matrix of issue 14: each money or contract action × every fault we can produce, against
 * the sandbox. For each cell: effects ≤ 1 (exactly 1 where it should), one Idempotency-Key per
 * intent, and only true things said to the merchant.
 */

const shopOf = (scenario: string) => sandbox.db.state.shops[`shop_${scenario}`]!
const originalTimeout = transport.timeoutMs

beforeEach(() => {
  toast.clear()
  offerReviewActions.cleared()
  draftActions.cleared()
})
const originalChecks = onceOnlyTiming.inProgressChecksMs
afterEach(() => {
  transport.timeoutMs = originalTimeout
  onceOnlyTiming.inProgressChecksMs = originalChecks
})

/** A reload: this page's memory is gone (the app, the once-only latches); sessionStorage stays. */
function reload(scenario: string, path = '/') {
  cleanup()
  resetOnceOnly({ keepStorage: true })
  return openApp(scenario, path)
}

/** Everything the screen ever showed, so a passing "didn't go through" can't hide. */
function recordTold() {
  let told = ''
  const observer = new MutationObserver(() => (told += `\n${document.body.textContent ?? ''}`))
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  return { text: () => told + (document.body.textContent ?? ''), stop: () => observer.disconnect() }
}

interface ActionDriver {
  name: string
  /** Runtime faults of a cell apply to this call. */
  on: string
  matches: (request: Request) => boolean
  /** Opens the screen up to the last click; answers the effects counter. */
  open: (user: ReturnType<typeof userEvent.setup>) => Promise<() => number>
  act: (user: ReturnType<typeof userEvent.setup>) => Promise<void>
  success: RegExp
  retryButton: string
  /** Said only when the server refused: must never show after an unknown outcome. */
  refusedCopy: RegExp
  /** Makes the server answer a real 409 / 422 (state changed; invalid request). */
  conflict: () => void
  invalid: () => void
  conflictCopy: RegExp
  invalidCopy: RegExp
}

/** The payments' scenario: an active flex loan, and its record in the sandbox. */
const flexScenario = 'loan-flex-normal'
const loanRecord = () => sandbox.db.state.loans[shopOf(flexScenario).origination.loanId!]!

/** Opens the flex loan's Summary, and waits for its heading. */
async function openFlexLoan() {
  openApp(flexScenario, '/')
  await screen.findByRole('heading', { level: 1, name: /Your flex loan/ }, { timeout: 15_000 })
}

/** How many extra payments of `amount` the loan has received since this call. */
function paymentsFromNow(loanId: string, amount: number): () => number {
  const count = () =>
    Object.values(sandbox.db.state.payments).filter(
      (p) => p.loanId === loanId && p.type === 'PREPAY' && p.amount === amount,
    ).length
  const before = count()
  return () => count() - before
}

const payment: ActionDriver = {
  name: 'one-time payment',
  on: 'POST /v2/loans/',
  matches: postsTo('/payments/one-time'),
  open: async (user) => {
    await openFlexLoan()
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '100')
    await user.click(screen.getByRole('button', { name: 'Review payment' }))
    await screen.findByRole('dialog', { name: 'Pay $100.00 now?' })
    return paymentsFromNow(loanRecord().id, 100)
  },
  act: (user) => user.click(screen.getByRole('button', { name: 'Pay $100.00' })),
  success: /Payment of \$100\.00 (sent|received)/,
  retryButton: 'Try again',
  refusedCopy: /didn’t go through/,
  conflict: () => {
    loanRecord().closedAt = loanRecord().fundedAt
  },
  invalid: () => {
    loanRecord().paidAmount = loanRecord().totalRepayment - 50
  },
  conflictCopy: /This loan can’t take payments right now\./,
  invalidCopy: /The most you can pay is \$50\.00\./,
}

/** The payoff (issue 38): "Pay off $X" opens the same payment's review for exactly the balance. */
let payoffAmount = ''
const payoff: ActionDriver = {
  ...payment,
  name: 'payoff',
  open: async (user) => {
    await openFlexLoan()
    const loan = loanRecord()
    const balance = Math.round((loan.totalRepayment - loan.paidAmount) * 100) / 100
    payoffAmount = formatMoney(balance)
    await user.click(screen.getByRole('button', { name: `Pay off ${payoffAmount}` }))
    await screen.findByRole('dialog', { name: `Pay ${payoffAmount} now?` })
    // Effects: payments of exactly the balance.
    return paymentsFromNow(loan.id, balance)
  },
  act: (user) => user.click(screen.getByRole('button', { name: `Pay ${payoffAmount}` })),
  get success() {
    return new RegExp(`Payment of \\${payoffAmount.replace(/[.]/g, '\\.')} (sent|received)`)
  },
  invalid: () => {
    loanRecord().paidAmount = loanRecord().totalRepayment - 50
  },
}

const accept: ActionDriver = {
  name: 'accept offer',
  on: 'POST /v2/offers/',
  matches: postsTo('/accept-offer/'),
  open: async (user) => {
    openApp('offer-tx-installment', '/')
    const field = await screen.findByRole('textbox', { name: 'Amount in dollars' })
    await user.clear(field)
    await user.type(field, '5000')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('table')
    await user.click(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept offer' })).toBeEnabled())
    const shopId = shopOf('offer-tx-installment').id
    return () => Object.values(sandbox.db.state.loans).filter((l) => l.shopId === shopId).length
  },
  act: (user) => user.click(screen.getByRole('button', { name: 'Accept offer' })),
  success: /Your money is on its way/,
  retryButton: 'Try accepting again',
  refusedCopy: /We couldn’t accept this offer/,
  conflict: () => {
    const offerId = shopOf('offer-tx-installment').origination.offerId!
    sandbox.db.state.offers[offerId]!.state = 'EXPIRED'
  },
  invalid: () =>
    answerWithProblem(
      'post',
      '/v2/offers/:offerId/accept-offer/:termsId',
      422,
      'VALIDATION_FAILED',
      'These terms can’t be accepted as sent.',
    ),
  conflictCopy: /This offer has expired/,
  invalidCopy: /These terms can’t be accepted as sent\./,
}

const submit: ActionDriver = {
  name: 'application submit',
  on: 'POST /v2/pre-offers/',
  matches: (r) => r.method === 'POST' && r.url.endsWith('/application'),
  open: async () => {
    seedDraftUpTo('submit.1')
    openApp('new-merchant', '/application/submit/1')
    await screen.findByRole('button', { name: 'Submit application' })
    const shopId = shopOf('new-merchant').id
    return () => Object.values(sandbox.db.state.applications).filter((a) => a.shopId === shopId).length
  },
  act: (user) => user.click(screen.getByRole('button', { name: 'Submit application' })),
  success: /We’ve received your application/,
  retryButton: 'Try again',
  refusedCopy: /We couldn’t send your application/,
  // Another tab submitted first: the server answers the contract's 409.
  conflict: () =>
    answerWithProblem(
      'post',
      '/v2/pre-offers/:id/application',
      409,
      'APPLICATION_EXISTS',
      'An application already exists; update it instead.',
    ),
  invalid: () =>
    answerWithProblem(
      'post',
      '/v2/pre-offers/:id/application',
      422,
      'VALIDATION_FAILED',
      'Please check your application.',
      [{ field: 'consents', message: 'Please accept both checks again.' }],
    ),
  conflictCopy: /An application already exists; update it instead\./,
  invalidCopy: /Please accept both checks again\./,
}

type Expect = 'not-received' | 'received-by-check' | 'either'
const UNKNOWN_CELLS: [string, Fault['kind'], Expect][] = [
  ['a network error', 'network', 'not-received'],
  ['a timeout (it takes effect after the client gave up)', 'timeout', 'either'],
  ['a 500', '500', 'not-received'],
  ['a 502 with HTML', '502-html', 'not-received'],
  ['a 429', '429', 'not-received'],
  ['a 2xx with an unreadable body', 'malformed-after', 'received-by-check'],
  ['a 2xx with an unknown status value', 'drift-after', 'received-by-check'],
  ['takes effect, then loses its answer', 'lost-after', 'received-by-check'],
]

describe.each([payment, payoff, accept, submit])('$name', (driver) => {
  // drift-after only spoils answers that carry a status or a state (a payment, an application): the
  // accept answer ({ loanId }) has neither, so that cell is not asked of it.
  const cells = UNKNOWN_CELLS.filter(([, kind]) => !(kind === 'drift-after' && driver === accept))
  it.each(cells)('%s: outcome unknown → checked → the truth, once', async (_name, kind, expected) => {
    const user = userEvent.setup()
    const keys = recordIdempotencyKeys(driver.matches)
    const effects = await driver.open(user)
    if (kind === 'timeout') transport.timeoutMs = 400
    sandbox.injectFaults([{ on: driver.on, kind, times: 1, ...(kind === 'timeout' ? { delayMs: 900 } : {}) }])
    const told = recordTold()
    await driver.act(user)

    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await waitFor(
        () => {
          if (driver.success.test(document.body.textContent ?? '')) return 'success'
          if (screen.queryByText('Not received yet')) return 'retry'
          throw new Error('still waiting')
        },
        { timeout: 8000 },
      )
      if (outcome === 'success') break
      if (expected === 'received-by-check') throw new Error('the check missed an effect that happened')
      await user.click(screen.getByRole('button', { name: driver.retryButton }))
      await waitFor(() => expect(keys.length).toBe(attempt + 2))
    }
    expect(await screen.findByText(driver.success)).toBeInTheDocument()
    // The timed-out request reaches the lending server late (900 ms): wait for it, then count.
    // Inside act: the app keeps updating meanwhile (refetches after the success).
    if (kind === 'timeout') await act(() => new Promise((resolve) => setTimeout(resolve, 1000)))
    told.stop()

    expect(effects()).toBe(1)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    const text = told.text()
    expect(text).not.toMatch(driver.refusedCopy)
    if (expected === 'not-received') {
      expect(text).toMatch(/Not received yet/)
      expect(keys.length).toBe(2)
    }
    if (expected === 'received-by-check') {
      expect(text).not.toMatch(/Not received yet/)
      expect(keys).toHaveLength(1)
    }
  })

  it('a 409 in progress on a retry: “still processing”, checked again, the truth, once', async () => {
    const user = userEvent.setup()
    const keys = recordIdempotencyKeys(driver.matches)
    const effects = await driver.open(user)
    // The server is slow: a gateway answers 504 at once, the call takes effect 2.5 s later. The app
    // looks again after 0.4, 0.8 and 1.6 s (1, 2 and 4 s in the app): the same order, faster.
    sandbox.injectFaults([{ on: driver.on, kind: 'in-progress', delayMs: 2500, times: 1 }])
    onceOnlyTiming.inProgressChecksMs = [400, 800, 1600]
    const told = recordTold()
    await driver.act(user)
    expect(await screen.findByText('Not received yet', {}, { timeout: 8000 })).toBeInTheDocument()
    // The retry reaches the server while the first request is still being processed: 409 in progress.
    await user.click(screen.getByRole('button', { name: driver.retryButton }))
    expect(await screen.findByText('Still processing', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(await screen.findByText(driver.success, {}, { timeout: 15_000 })).toBeInTheDocument()
    told.stop()

    expect(effects()).toBe(1)
    expect(keys).toHaveLength(2)
    expect(new Set(keys).size).toBe(1)
    const text = told.text()
    expect(text).not.toMatch(driver.refusedCopy)
    // Once the server said it has the request, nothing says it did not arrive.
    expect(text.lastIndexOf('Not received yet')).toBeLessThan(text.indexOf('Still processing'))
  }, 40_000)

  it.each([
    ['409', 'conflict'],
    ['422', 'invalid'],
  ] as const)('a %s: a clear refusal, nothing taken, and the server’s words', async (_status, which) => {
    const user = userEvent.setup()
    const keys = recordIdempotencyKeys(driver.matches)
    const effects = await driver.open(user)
    driver[which]()
    const told = recordTold()
    await driver.act(user)
    expect(
      await screen.findByText(
        which === 'conflict' ? driver.conflictCopy : driver.invalidCopy,
        {},
        // A 409 refetches the resource before its new state shows.
        { timeout: 8000 },
      ),
    ).toBeInTheDocument()
    told.stop()
    expect(effects()).toBe(0)
    expect(keys).toHaveLength(1)
    expect(told.text()).not.toMatch(/Not received yet|We’re checking/)
  })
})

test('a held Enter or many clicks: one request per intent', async () => {
  const user = userEvent.setup()
  const keys = recordIdempotencyKeys(payment.matches)
  const effects = await payment.open(user)
  sandbox.injectFaults([{ on: payment.on, kind: 'slow', delayMs: 200, times: 1 }])
  const pay = screen.getByRole('button', { name: 'Pay $100.00' })
  for (let i = 0; i < 5; i++) await user.click(pay)
  expect(await screen.findByText(payment.success)).toBeInTheDocument()
  expect(keys).toHaveLength(1)
  expect(effects()).toBe(1)
})

test('unmounted mid-flight and mounted again: the same intent, no second request', async () => {
  const user = userEvent.setup()
  const keys = recordIdempotencyKeys(payment.matches)
  const effects = await payment.open(user)
  sandbox.injectFaults([{ on: payment.on, kind: 'slow', delayMs: 400, times: 1 }])
  await payment.act(user)
  await waitFor(() => expect(keys).toHaveLength(1))
  // The whole app goes away while the payment is out (a route change, a re-render from the top)…
  cleanup()
  const { unmount } = openApp('loan-flex-normal', '/')
  // …and comes back: it shows the payment still going, and hears its answer.
  expect(await screen.findByText(payment.success, {}, { timeout: 5000 })).toBeInTheDocument()
  expect(keys).toHaveLength(1)
  expect(effects()).toBe(1)
  unmount()
})

test('a reload with an unresolved payment intent checks the loan and reports it received, without sending', async () => {
  const keys = recordIdempotencyKeys(payment.matches)
  const loanId = shopOf('loan-flex-normal').origination.loanId!
  const known = Object.values(sandbox.db.state.payments)
    .filter((p) => p.loanId === loanId)
    .map((p) => p.id)
  // What a reload finds: the stored intent; the payment had reached the server before the reload.
  saveIntent(
    createIntent({
      action: 'one-time-payment',
      targetId: loanId,
      amount: 100,
      hints: { knownPaymentIds: known },
    }),
  )
  sandbox.db.addPayment(loanId, 'PREPAY', 100, todayIso(), 'PENDING')
  openApp('loan-flex-normal', '/')
  expect(await screen.findByText('Payment of $100.00 received')).toBeInTheDocument()
  expect(keys).toHaveLength(0)
  expect(sessionStorage.getItem(`credit-connect.once-only.one-time-payment:${loanId}`)).toBeNull()
})

test('a reload with an unresolved intent that never arrived: “Not received yet”, and the retry reuses its key', async () => {
  const user = userEvent.setup()
  const keys = recordIdempotencyKeys(payment.matches)
  const loanId = shopOf('loan-flex-normal').origination.loanId!
  const known = Object.values(sandbox.db.state.payments)
    .filter((p) => p.loanId === loanId)
    .map((p) => p.id)
  // As the payment screen made it: the amount and the account the merchant confirmed, sealed.
  const intent = await sealIntent(
    { action: 'one-time-payment', targetId: loanId, amount: 100, hints: { knownPaymentIds: known } },
    { bankAccountId: sandbox.db.state.loans[loanId]!.bankAccountId },
  )
  saveIntent(intent)
  openApp('loan-flex-normal', '/')
  const dialog = await screen.findByRole('dialog', { name: 'Pay $100.00 now?' }, { timeout: 15_000 })
  expect(await within(dialog).findByText('Not received yet')).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Payment of $100.00 sent')).toBeInTheDocument()
  expect(keys).toEqual([intent.key])
})

test('pay: a reload with another amount after a lost payment waits for the first, which “may still arrive”; found, it is the one received', async () => {
  const user = userEvent.setup()
  const loanId = shopOf('loan-flex-normal').origination.loanId!
  const bodies = recordRequests({ filter: payment.matches, body: true, pick: (r) => r.body }).requests
  const keys = recordIdempotencyKeys(payment.matches)
  const prepaysOf = (amount: number) =>
    Object.values(sandbox.db.state.payments).filter(
      (p) => p.loanId === loanId && p.type === 'PREPAY' && p.amount === amount,
    ).length
  await payment.open(user)
  const [before100, before150] = [prepaysOf(100), prepaysOf(150)]
  // The gateway answers 504; the server never acted.
  sandbox.injectFaults([{ on: payment.on, kind: '504-html', times: 1 }])
  const told = recordTold()
  await payment.act(user)
  expect(await screen.findByText('Not received yet', {}, { timeout: 8000 })).toBeInTheDocument()

  reload('loan-flex-normal')
  // The unresolved $100 payment reopens; the merchant cancels it and confirms $150 instead.
  const reopened = await screen.findByRole('dialog', { name: 'Pay $100.00 now?' }, { timeout: 15_000 })
  expect(await within(reopened).findByText('Not received yet')).toBeInTheDocument()
  await user.click(within(reopened).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150')
  await user.click(screen.getByRole('button', { name: 'Review payment' }))
  const dialog = await screen.findByRole('dialog', { name: 'Pay $150.00 now?' })
  await user.click(within(dialog).getByRole('button', { name: 'Pay $150.00' }))
  expect(
    await within(dialog).findByText('Your payment of $100.00 may still arrive', {}, { timeout: 8000 }),
  ).toBeInTheDocument()
  // Nothing more went out: the $150 waits while the $100 may still arrive.
  expect(keys).toHaveLength(1)
  expect(prepaysOf(150)).toBe(before150)

  // The first payment reaches the server late; "Check again" finds it, and $150 is never sent.
  sandbox.db.addPayment(loanId, 'PREPAY', 100, todayIso(), 'PENDING')
  await user.click(within(dialog).getByRole('button', { name: 'Check again' }))
  expect(await screen.findByText('Payment of $100.00 received', {}, { timeout: 8000 })).toBeInTheDocument()
  told.stop()
  expect(keys).toHaveLength(1)
  expect(bodies).toEqual([expect.objectContaining({ amount: 100 })])
  expect(prepaysOf(100) - before100).toBe(1)
  expect(prepaysOf(150)).toBe(before150)
  const text = told.text()
  expect(text).not.toMatch(/didn’t go through|didn’t arrive|Payment of \$150\.00 (sent|received)/)
  expect(sessionStorage.getItem(`credit-connect.once-only.one-time-payment:${loanId}`)).toBeNull()
}, 60_000)

test('accept: a reload with another amount after a lost acceptance accepts only the terms on screen, under a new key and signing time', async () => {
  const user = userEvent.setup()
  const scenario = 'offer-ca-installment'
  const shopId = shopOf(scenario).id
  const accepts = recordRequests({
    filter: accept.matches,
    body: true,
    pick: (r) => ({ path: r.path, key: r.headers.get('Idempotency-Key'), body: r.body }),
  }).requests
  const review = async (amount: string) => {
    const field = await screen.findByRole('textbox', { name: 'Amount in dollars' }, { timeout: 15_000 })
    await user.clear(field)
    await user.type(field, amount)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('table', {}, { timeout: 15_000 })
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Ana Diaz')
    await user.click(screen.getByRole('checkbox', { name: /I’ve read the disclosure/ }))
    const button = screen.getByRole('button', { name: /^(Accept offer|Try accepting again)$/ })
    await waitFor(() => expect(button).toBeEnabled())
    return button
  }
  openApp(scenario, '/')
  // $10,000, signed; the gateway answers 504 to the acceptance and the server never acted.
  const acceptButton = await review('10000')
  sandbox.injectFaults([{ on: accept.on, kind: '504-html', times: 1 }])
  await user.click(acceptButton)
  expect(await screen.findByText('Not received yet', {}, { timeout: 8000 })).toBeInTheDocument()
  const terms10k = sandbox.db.termsFor(
    sandbox.db.state.offers[shopOf(scenario).origination.offerId!]!,
    10_000,
  )
  expect(accepts).toHaveLength(1)
  expect(accepts[0]!.path).toMatch(new RegExp(`/accept-offer/${terms10k.id}$`))

  // Reload, change the amount to $20,000, read and sign its disclosure, accept.
  reload(scenario, '/')
  const told = recordTold()
  await user.click(await review('20000'))
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your money is on its way' }, { timeout: 15_000 }),
  ).toBeInTheDocument()
  told.stop()

  const loans = Object.values(sandbox.db.state.loans).filter((l) => l.shopId === shopId)
  expect(loans).toHaveLength(1)
  expect(loans[0]!.principal).toBe(20_000)
  expect(accepts).toHaveLength(2)
  const [first, second] = accepts as [(typeof accepts)[0], (typeof accepts)[0]]
  expect(second.key).not.toBe(first.key)
  expect(second.path).toMatch(new RegExp(`/accept-offer/${loans[0]!.termsId}$`))
  expect(loans[0]!.termsId).not.toBe(terms10k.id)
  const signedAt = (r: typeof first) =>
    Date.parse((r.body as { disclosureSignature: { signedAt: string } }).disclosureSignature.signedAt)
  expect(signedAt(second)).toBeGreaterThan(signedAt(first))
  expect(told.text()).not.toMatch(accept.refusedCopy)
}, 90_000)

test('after a submit the merchant goes straight to the status page: no form, no home in between (issue 16)', async () => {
  const user = userEvent.setup()
  await submit.open(user)
  const paths: string[] = []
  const record = (url: string | URL | null | undefined) => {
    if (url) paths.push(new URL(String(url), window.location.href).pathname)
  }
  const push = window.history.pushState.bind(window.history)
  const replace = window.history.replaceState.bind(window.history)
  vi.spyOn(window.history, 'pushState').mockImplementation((data, unused, url) => {
    record(url)
    push(data, unused, url)
  })
  vi.spyOn(window.history, 'replaceState').mockImplementation((data, unused, url) => {
    record(url)
    replace(data, unused, url)
  })
  await submit.act(user)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'We’ve received your application' }),
  ).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(paths.length).toBeGreaterThan(0)
  expect(paths.filter((p) => p.startsWith('/application/'))).toEqual([])
  expect(paths).not.toContain('/')
  expect(paths.at(-1)).toBe('/loan/status')
})
