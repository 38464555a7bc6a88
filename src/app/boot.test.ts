import { sessionClientHooks } from '@/features/session/client-hooks'
import { sessionActions } from '@/features/session/store/session-store'
import { configureApiClient } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { recordRequests } from '@/testing/requests'
import { answerWithProblem, sandbox } from '@/testing/server'
import { resetSession } from '@/testing/session'
import { startBoot } from './boot'
import { bootQueries } from './boot-queries'
import { loadDocumentFonts } from './use-document-font'

// Fonts cannot load in jsdom: what counts here is that the boot asks for them, and when.
vi.mock('./use-document-font', () => ({ loadDocumentFonts: vi.fn(() => Promise.resolve()) }))

// As at boot (app/provider.tsx): the API client sends the session's token.
let unregister: () => void
beforeAll(() => {
  unregister = configureApiClient(sessionClientHooks)
})
afterAll(() => unregister())

/** Boots `scenario` at `path` without rendering anything; resolves once its stage query has answered. */
async function boot(scenario: string, path: string) {
  window.history.replaceState(null, '', path)
  resetSession()
  sessionActions.started(sandbox.launch(scenario))
  const recording = recordRequests({ pick: (r) => r.path })
  const calls = recording.requests
  const preloaded: string[] = []
  const queryClient = createQueryClient({ retry: false })
  const { stop } = startBoot({ queryClient, preloadRoute: (p) => preloaded.push(p) })
  try {
    // The stage query answers (it follows the origination state), and nothing else is on its way.
    const stage = /^\/v2\/(pre-offers|applications|offers|loans)\/[^/]+$/
    await vi.waitFor(() => {
      expect(calls.some((c) => stage.test(c))).toBe(true)
      expect(queryClient.isFetching()).toBe(0)
    })
    // The screens' code loads just after the stage query has gone out (the next task).
    await new Promise((resolve) => setTimeout(resolve, 0))
    return { calls, preloaded, queryClient }
  } finally {
    stop()
    recording.stop()
  }
}

test('a link to / loads the code of the screens its stage can land on, beside the stage query', async () => {
  vi.mocked(loadDocumentFonts).mockClear()
  const { calls, preloaded } = await boot('new-merchant', '/')
  // No document on that screen: no document fonts.
  expect(loadDocumentFonts).not.toHaveBeenCalled()
  expect(calls).toContain('/v2/pre-offers/pre_new-merchant')
  expect(preloaded).toEqual(['/splash'])
})

test('an offer under offer integration preloads the amount screen only', async () => {
  const { preloaded } = await boot('offer-ca-flex', '/')
  expect(preloaded).toEqual(['/loan/offer/amount'])
})

test('a link to a screen loads nothing more: the router already loads that screen', async () => {
  const { calls, preloaded } = await boot('offer-ny-flex', '/disclosure')
  expect(calls.some((c) => c.startsWith('/v2/offers/'))).toBe(true)
  expect(preloaded).toEqual([])
})

test('a link to the summary screen asks for its payments and bank accounts with the loan, before any render', async () => {
  const { calls } = await boot('loan-flex-normal', '/loan/credit-view')
  const loan = calls.find((c) => /^\/v2\/loans\/[^/]+$/.test(c))
  expect(loan).toBeDefined()
  expect(calls).toContain(`${loan}/payments`)
  expect(calls).toContain('/v2/shops/shop_loan-flex-normal/bank-accounts')
  // Each asked once: the stage query and the screen's loan are the same request.
  expect(calls.filter((c) => c === loan)).toHaveLength(1)
})

test('a link to the disclosure asks for the disclosure of the offer’s terms the moment the offer arrives', async () => {
  vi.mocked(loadDocumentFonts).mockClear()
  window.history.replaceState(null, '', '/disclosure')
  resetSession()
  sessionActions.started(sandbox.launch('offer-ny-flex'))
  const recording = recordRequests({ pick: (r) => r.path })
  const { stop } = startBoot({
    queryClient: createQueryClient({ retry: false }),
    preloadRoute: () => undefined,
  })
  try {
    await vi.waitFor(() =>
      expect(recording.requests.some((c) => c.startsWith('/v2/disclosures/'))).toBe(true),
    )
    const calls = recording.requests
    const offer = calls.findIndex((c) => c.startsWith('/v2/offers/'))
    const disclosure = calls.findIndex((c) => c.startsWith('/v2/disclosures/'))
    expect(offer).toBeGreaterThanOrEqual(0)
    expect(disclosure).toBeGreaterThan(offer)
    expect(calls.filter((c) => c.startsWith('/v2/disclosures/'))).toHaveLength(1)
    // The document's fonts start with the data, once the theme is known: not after the screen renders.
    expect(loadDocumentFonts).toHaveBeenCalledWith(
      expect.objectContaining({ documentTheme: expect.objectContaining({ font: expect.anything() }) }),
    )
  } finally {
    stop()
    recording.stop()
  }
})

test('a screen’s own data waits until the screen is certain: a link to / in the loan stage asks for none', async () => {
  const { calls, preloaded } = await boot('loan-flex-normal', '/')
  expect(preloaded.length).toBeGreaterThan(1)
  expect(calls.some((c) => c.endsWith('/payments') || c.endsWith('/bank-accounts'))).toBe(false)
})

test('after the boot has stopped, a new session starts nothing', async () => {
  await boot('new-merchant', '/')
  // Recorded from here on: a boot still listening would ask for the new session's data.
  const recording = recordRequests({ pick: (r) => r.path })
  try {
    sessionActions.started(sandbox.launch('loan-flex-normal'))
    await new Promise((r) => setTimeout(r, 50))
    expect(recording.requests).toEqual([])
  } finally {
    recording.stop()
  }
})

/** Starts the boot for `scenario` at `path`; `firstScreen` settles to the calls made by then. */
function bootFirstScreen(scenario: string | null, path: string) {
  window.history.replaceState(null, '', path)
  resetSession()
  document.documentElement.removeAttribute('data-partner')
  if (scenario) sessionActions.started(sandbox.launch(scenario))
  const recording = recordRequests({ pick: (r) => r.path })
  const queryClient = createQueryClient({ retry: false })
  const { firstScreen, stop } = startBoot({ queryClient, preloadRoute: () => undefined })
  const settled = firstScreen.then(() => ({
    calls: [...recording.requests],
    inFlight: queryClient.isFetching(),
    partner: document.documentElement.dataset.partner,
  }))
  return { settled, queryClient, finish: () => (stop(), recording.stop()) }
}

test('the first screen is ready once the last call it needs has answered and the theme is on the page', async () => {
  const { settled, queryClient, finish } = bootFirstScreen('offer-ny-flex', '/disclosure')
  try {
    const { calls, inFlight, partner } = await settled
    // The disclosure follows the offer, which follows the origination state: all three answered.
    expect(calls.some((c) => c.startsWith('/v2/disclosures/'))).toBe(true)
    expect(inFlight).toBe(0)
    const disclosure = queryClient
      .getQueryCache()
      .findAll()
      .find((q) => q.queryHash.includes('disclosure'))
    expect(disclosure?.state.status).toBe('success')
    // The partner's colours went on the page from the boot: the shell shows no loader for them.
    expect(partner).toBe('partner_bistro')
  } finally {
    finish()
  }
})

test('a call that fails still lets the first screen show (the shell then shows the error)', async () => {
  const launch = sandbox.launch('new-merchant')
  answerWithProblem('get', `/v2/originations/${launch.shopId}/state`, 500, 'INTERNAL', 'Server error')
  window.history.replaceState(null, '', '/')
  resetSession()
  sessionActions.started(launch)
  const queryClient = createQueryClient({ retry: false })
  const { firstScreen, stop } = startBoot({ queryClient, preloadRoute: () => undefined })
  try {
    await firstScreen
    expect(queryClient.isFetching()).toBe(0)
    // The origination state failed (no retries here): its stage was never asked for.
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .filter((q) => q.state.status === 'error'),
    ).toHaveLength(1)
  } finally {
    stop()
  }
})

test('with no session yet (a partner hands the token over later), the first screen does not wait', async () => {
  const { settled, finish } = bootFirstScreen(null, '/')
  try {
    const { calls } = await settled
    expect(calls).toEqual([])
  } finally {
    finish()
  }
})

test('a boot stopped while it works out a screen’s data asks for none of it', async () => {
  window.history.replaceState(null, '', '/disclosure')
  resetSession()
  sessionActions.started(sandbox.launch('offer-ny-flex'))
  const recording = recordRequests({ pick: (r) => r.path })
  const queryClient = createQueryClient({ retry: false })
  const { stop } = startBoot({ queryClient, preloadRoute: () => undefined })
  // Stopped the moment the offer arrives: the boot has just started working out the disclosure's terms.
  const offerArrived = new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      if (!event.query.queryHash.includes('off_')) return
      stop()
      unsubscribe()
      resolve()
    })
  })
  try {
    await offerArrived
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(recording.requests.some((c) => c.startsWith('/v2/offers/'))).toBe(true)
    expect(recording.requests.filter((c) => c.startsWith('/v2/disclosures/'))).toEqual([])
  } finally {
    stop()
    recording.stop()
  }
})

/** Starts the boot for `scenario`'s session at `path`, and nothing else (no recording, no render). */
function bootFor(scenario: string, path: string) {
  window.history.replaceState(null, '', path)
  resetSession()
  const launch = sandbox.launch(scenario)
  sessionActions.started(launch)
  const queryClient = createQueryClient({ retry: false })
  const { stop } = startBoot({ queryClient, preloadRoute: () => undefined })
  return { launch, queryClient, stop }
}

test('the calls that start chains leave in the boot’s first task, the others in the next (short tasks: issue 15)', async () => {
  const { launch, queryClient, stop } = bootFor('loan-flex-normal', '/loan/credit-view')
  const queries = bootQueries({
    signedIn: true,
    shopId: launch.shopId ?? '',
    partnerId: 'partner_acme',
    merchantId: 'mer_loan-flex-normal',
  })
  const started = () =>
    (Object.keys(queries) as (keyof typeof queries)[]).filter(
      (name) => queryClient.getQueryState(queries[name].queryKey) !== undefined,
    )
  try {
    expect(started().sort()).toEqual(['origination', 'settings', 'theme'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started().sort()).toEqual([
      'loans',
      'merchant',
      'origination',
      'renewals',
      'settings',
      'shop',
      'theme',
    ])
  } finally {
    stop()
  }
})

test('the boot’s second task asks for the session as it is then: a session replaced in between gets nothing of the previous one', async () => {
  const { launch: before, queryClient, stop } = bootFor('loan-flex-normal', '/')
  const after = sandbox.launch('new-merchant')
  sessionActions.started(after)
  const shopStarted = (shopId: string | null) =>
    queryClient.getQueryState(
      bootQueries({ signedIn: true, shopId: shopId ?? '', partnerId: '', merchantId: '' }).shop.queryKey,
    ) !== undefined
  try {
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shopStarted(after.shopId)).toBe(true)
    expect(shopStarted(before.shopId)).toBe(false)
  } finally {
    stop()
  }
})
