import { delay, http, HttpResponse } from 'msw'
import { recordRequests } from '@/testing/requests'
import { answerWithProblem, apiUrl, problem, server } from '@/testing/server'
import { apiDownload, apiGet, apiSend, configureApiClient, path, schemaLoader, transport } from './api-client'
import { ApiError } from './api-error'
import { z } from './zod'

const okSchema = z.object({ ok: z.literal(true), amount: z.number() })
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')

let token: string | null = 'token-a'
let unregister: () => void
const onUnauthorized = vi.fn<(used: string | null) => boolean>()

beforeEach(() => {
  token = 'token-a'
  onUnauthorized.mockReset().mockReturnValue(false)
  unregister = configureApiClient({ getToken: () => token, onUnauthorized })
})
afterEach(() => unregister())

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected the call to fail')
}

test('sends the bearer token and JSON content type, and parses the answer', async () => {
  let auth: string | null = null
  let contentType: string | null = null
  server.use(
    http.get(apiUrl('/thing'), ({ request }) => {
      auth = request.headers.get('Authorization')
      contentType = request.headers.get('Content-Type')
      return HttpResponse.json({ ok: true, amount: 12.5, extra: 'ignored' })
    }),
  )
  await expect(apiGet('/thing', okSchema)).resolves.toEqual({ ok: true, amount: 12.5 })
  expect(auth).toBe('Bearer token-a')
  expect(contentType).toBe('application/json')
})

test('sends the Idempotency-Key on mutations that carry one', async () => {
  let key: string | null = null
  server.use(
    http.post(apiUrl('/pay'), ({ request }) => {
      key = request.headers.get('Idempotency-Key')
      return HttpResponse.json({ ok: true, amount: 1 }, { status: 201 })
    }),
  )
  await apiSend('POST', '/pay', okSchema, { data: { amount: 1 }, idempotencyKey: 'key-1' })
  expect(key).toBe('key-1')
})

test('a 422 becomes an ApiError with the contract message and field errors', async () => {
  answerWithProblem('post', '/apply', 422, 'VALIDATION_FAILED', 'Check the form.', [
    { field: 'merchant.taxId', message: 'Bad EIN.' },
  ])
  const error = await failure(apiSend('POST', '/apply', okSchema, { data: {} }))
  expect(error).toMatchObject({
    kind: 'http',
    status: 422,
    code: 'VALIDATION_FAILED',
    message: 'Check the form.',
  })
  expect(error.fieldErrors).toEqual([{ field: 'merchant.taxId', message: 'Bad EIN.' }])
  expect(error.isRetryable).toBe(false)
})

test('a 502 with an HTML body keeps its status and gets a human message', async () => {
  server.use(
    http.get(
      apiUrl('/thing'),
      () =>
        new HttpResponse('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    ),
  )
  const error = await failure(apiGet('/thing', okSchema))
  expect(error).toMatchObject({ kind: 'http', status: 502, code: 'HTTP_502' })
  expect(error.message).toMatch(/having trouble/)
  expect(error.isRetryable).toBe(true)
})

test('a 429 carries its Retry-After', async () => {
  server.use(
    http.get(
      apiUrl('/thing'),
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3' } }),
    ),
  )
  const error = await failure(apiGet('/thing', okSchema))
  expect(error).toMatchObject({ status: 429, retryAfterMs: 3000 })
  expect(error.isRetryable).toBe(true)
})

test('a dropped connection is a network error', async () => {
  server.use(http.get(apiUrl('/thing'), () => HttpResponse.error()))
  const error = await failure(apiGet('/thing', okSchema))
  expect(error).toMatchObject({ kind: 'network', status: null })
  expect(error.message).toMatch(/couldn’t reach the server/)
})

test('a call that takes longer than the timeout fails as a timeout', async () => {
  server.use(
    http.get(apiUrl('/slow'), async () => {
      await delay(300)
      return HttpResponse.json({ ok: true, amount: 1 })
    }),
  )
  const previous = transport.timeoutMs
  transport.timeoutMs = 50
  try {
    const error = await failure(apiGet('/slow', okSchema))
    expect(error.kind).toBe('timeout')
  } finally {
    transport.timeoutMs = previous
  }
})

test('a 200 with truncated JSON is malformed, not a string', async () => {
  server.use(
    http.get(
      apiUrl('/thing'),
      () => new HttpResponse('{"ok": tr', { headers: { 'Content-Type': 'application/json' } }),
    ),
  )
  const error = await failure(apiGet('/thing', okSchema))
  expect(error.kind).toBe('malformed')
})

test('a 200 that breaks the schema is malformed, and the report names fields, not values', async () => {
  server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ ok: true, amount: '123-45-6789' })))
  const error = await failure(apiGet('/thing', okSchema))
  expect(error.kind).toBe('malformed')
  expect(error.detail).toContain('amount')
  expect(error.detail).not.toContain('123-45-6789')
  expect(error.isRetryable).toBe(false)
})

test('a 401 for the current token reaches the session hook once and is not retried', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/thing'), () => {
      calls += 1
      return problem(401, 'UNAUTHENTICATED', 'Expired.')
    }),
  )
  const error = await failure(apiGet('/thing', okSchema))
  expect(error.status).toBe(401)
  expect(onUnauthorized).toHaveBeenCalledOnce()
  expect(onUnauthorized).toHaveBeenCalledWith('token-a')
  expect(calls).toBe(1)
})

test('a stale 401 (the call left with an older token) is retried once with the new token', async () => {
  const seen: (string | null)[] = []
  server.use(
    http.get(apiUrl('/thing'), ({ request }) => {
      const auth = request.headers.get('Authorization')
      seen.push(auth)
      if (auth === 'Bearer token-a') {
        token = 'token-b' // a refresh completed while this call was in flight
        return new HttpResponse(null, { status: 401 })
      }
      return HttpResponse.json({ ok: true, amount: 2 })
    }),
  )
  onUnauthorized.mockReturnValue(true)
  await expect(apiGet('/thing', okSchema)).resolves.toEqual({ ok: true, amount: 2 })
  expect(seen).toEqual(['Bearer token-a', 'Bearer token-b'])
})

test('a 401 that repeats with the fresh token is retried at most once (never loops)', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/thing'), () => {
      calls += 1
      token = `token-${calls + 1}`
      return new HttpResponse(null, { status: 401 })
    }),
  )
  onUnauthorized.mockReturnValue(true)
  await failure(apiGet('/thing', okSchema))
  expect(calls).toBe(2)
})

test('file downloads send only the bearer header and return the blob', async () => {
  let contentType: string | null = 'unset'
  server.use(
    http.get(apiUrl('/v2/loans/loan_1/download-contract'), ({ request }) => {
      contentType = request.headers.get('Content-Type')
      return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } })
    }),
  )
  const blob = await apiDownload(apiUrl('/v2/loans/loan_1/download-contract'))
  expect(blob.size).toBe(PDF.length)
  expect(contentType).toBeNull()
})

test('a download error body (JSON in a blob) still gives the contract message', async () => {
  server.use(
    http.get(apiUrl('/v2/loans/loan_1/download-contract'), () =>
      problem(404, 'NOT_FOUND', 'Contract not found.'),
    ),
  )
  const error = await failure(apiDownload(apiUrl('/v2/loans/loan_1/download-contract')))
  expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Contract not found.' })
})

describe('a contract on another host (spec §7: GET as a blob)', () => {
  const FOREIGN = 'https://documents.bank.example/contracts/c_9.pdf?r=7f3a'

  test('is fetched without any credentials: no bearer header, no cookies, no Referer', async () => {
    const seen: {
      auth: string | null
      credentials: string
      referrerPolicy: string
      cookie: string | null
    }[] = []
    server.use(
      http.get('https://documents.bank.example/contracts/c_9.pdf', ({ request }) => {
        seen.push({
          auth: request.headers.get('Authorization'),
          credentials: request.credentials,
          referrerPolicy: request.referrerPolicy,
          cookie: request.headers.get('Cookie'),
        })
        return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } })
      }),
    )
    const blob = await apiDownload(FOREIGN)
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toMatch(/^%PDF-/)
    expect(seen).toEqual([{ auth: null, credentials: 'omit', referrerPolicy: 'no-referrer', cookie: null }])
  })

  test('a 401 there never reaches the session', async () => {
    server.use(
      http.get(
        'https://documents.bank.example/contracts/c_9.pdf',
        () => new HttpResponse(null, { status: 401 }),
      ),
    )
    const error = await failure(apiDownload(FOREIGN))
    expect(error.status).toBe(401)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  test.each([
    'http://documents.bank.example/c.pdf',
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBERi0xLjQK',
    'file:///etc/passwd',
  ])('%s is refused before anything is sent', async (url) => {
    const { requests: sent, stop } = recordRequests({ pick: (r) => r.url })
    const error = await failure(apiDownload(url))
    stop()
    expect(error).toMatchObject({ kind: 'malformed', code: 'UNSAFE_URL' })
    expect(sent).toEqual([])
  })
})

describe('a download is a PDF, or nothing is returned to save', () => {
  test.each([
    ['an HTML page', new TextEncoder().encode('<!doctype html><p>Sign in</p>'), 'text/html'],
    ['JSON with a 200', new TextEncoder().encode('{"url":"https://x"}'), 'application/json'],
    ['"%PDF" without its dash', new Uint8Array([37, 80, 68, 70]), 'application/pdf'],
    ['a PDF signature that is not at the start', new TextEncoder().encode(' %PDF-1.4'), 'application/pdf'],
    ['an empty body', new Uint8Array(), 'application/pdf'],
  ])('%s is refused with a plain message', async (_name, body, type) => {
    server.use(
      http.get(
        apiUrl('/v2/loans/loan_1/download-contract'),
        () => new HttpResponse(body, { headers: { 'Content-Type': type } }),
      ),
    )
    const error = await failure(apiDownload(apiUrl('/v2/loans/loan_1/download-contract')))
    expect(error).toMatchObject({ kind: 'malformed', code: 'NOT_A_PDF', message: 'Please try again.' })
  })

  test('on another host too', async () => {
    server.use(
      http.get('https://documents.bank.example/contracts/c_9.pdf', () =>
        HttpResponse.html('<html>Access denied</html>'),
      ),
    )
    const error = await failure(apiDownload('https://documents.bank.example/contracts/c_9.pdf?r=1'))
    expect(error.code).toBe('NOT_A_PDF')
    expect(error.detail).not.toContain('documents.bank.example')
  })
})

test('without a session no Authorization header is sent', async () => {
  token = null
  let auth: string | null = 'unset'
  server.use(
    http.get(apiUrl('/thing'), ({ request }) => {
      auth = request.headers.get('Authorization')
      return HttpResponse.json({ ok: true, amount: 1 })
    }),
  )
  await apiGet('/thing', okSchema)
  expect(auth).toBeNull()
})

describe('a schema passed as a loader loads beside the data (decision 0007)', () => {
  /** A loader as a feature API module makes one: `schemaLoader(() => import('./schemas'))`. */
  const schema = schemaLoader(() => Promise.resolve({ okSchema, NOT_A_SCHEMA: 'ignored' }))

  test("a loader names one of the module's schemas (types refuse anything else)", () => {
    // @ts-expect-error: not a schema
    expect(typeof schema('NOT_A_SCHEMA')).toBe('function')
  })

  test('the answer is parsed with the loaded schema', async () => {
    server.use(http.post(apiUrl('/pay'), () => HttpResponse.json({ ok: true, amount: 3, extra: 'x' })))
    await expect(apiSend('POST', '/pay', schema('okSchema'), { data: {} })).resolves.toEqual({
      ok: true,
      amount: 3,
    })
  })

  test('a malformed answer still rejects as malformed, naming fields, not values', async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ ok: false, amount: '123-45-6789' })))
    const error = await failure(apiGet('/thing', schema('okSchema')))
    expect(error).toMatchObject({ kind: 'malformed', status: null })
    expect(error.detail).toMatch(/^GET \/thing: /)
    expect(error.detail).toContain('amount')
    expect(error.detail).not.toContain('123-45-6789')
    expect(error.isRetryable).toBe(false)
  })

  test('the request goes out while the schema is still loading, not after it', async () => {
    const events: string[] = []
    let requestArrived!: () => void
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve))
    server.use(
      http.get(apiUrl('/thing'), () => {
        events.push('request arrived')
        requestArrived()
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    // This loader only finishes once the server has seen the request: a client that waited for the
    // schema before sending would never send (and fail below on the loader's own deadline).
    const loader = () => {
      events.push('loader started')
      const deadline = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the request never went out')), 2000),
      )
      return Promise.race([arrived, deadline]).then(() => {
        events.push('loader resolved')
        return okSchema
      })
    }
    await expect(apiGet('/thing', loader)).resolves.toEqual({ ok: true, amount: 1 })
    expect(events).toEqual(['loader started', 'request arrived', 'loader resolved'])
  })

  test('a schema that fails to load (a chunk load error) is a network error, after the answer', async () => {
    let answered = false
    server.use(
      http.post(apiUrl('/pay'), async () => {
        await delay(30)
        answered = true
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/schemas-x.js')
    const error = await failure(apiSend('POST', '/pay', () => Promise.reject(chunkError), { data: {} }))
    // The call itself went through: the client waited for it rather than leave it in flight.
    expect(answered).toBe(true)
    expect(error).toMatchObject({ kind: 'network', code: 'SCHEMA_NOT_LOADED', status: null })
    expect(error.cause).toBe(chunkError)
    expect(error.detail).toBe('POST /pay: the code that checks the answer did not load')
    // Shown and retried like any connectivity problem (the load error screen, query retries).
    expect(error.message).toMatch(/couldn’t reach the server/)
    expect(error.isRetryable).toBe(true)
  })

  test('a feature’s schemas module is imported once for all its calls; after a failed load, the next call asks again', async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ ok: true, amount: 1 })))
    let imports = 0
    let failNext = true
    const loaded = schemaLoader(() => {
      imports++
      if (failNext) {
        failNext = false
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      }
      return Promise.resolve({ okSchema })
    })
    // The chunk did not load: the call fails as a network error, and the failure is not kept.
    await expect(apiGet('/thing', loaded('okSchema'))).rejects.toMatchObject({ code: 'SCHEMA_NOT_LOADED' })
    // The next calls (the boot sends several at once) share one import.
    const answers = await Promise.all([1, 2, 3].map(() => apiGet('/thing', loaded('okSchema'))))
    expect(answers).toEqual([1, 2, 3].map(() => ({ ok: true, amount: 1 })))
    expect(imports).toBe(2)
  })

  test("the call's own failure wins over a schema that failed to load", async () => {
    server.use(http.get(apiUrl('/thing'), () => problem(404, 'NOT_FOUND', 'No such thing.')))
    const error = await failure(apiGet('/thing', () => Promise.reject(new Error('chunk'))))
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'NOT_FOUND' })
  })
})

describe('the transport: every answer that is not usable data fails as its kind', () => {
  const cases: [string, () => Response | Promise<Response>, Partial<ApiError>][] = [
    ['an empty 200', () => new HttpResponse(null, { status: 200 }), { kind: 'malformed' }],
    [
      'a proxy’s HTML page with 200',
      () =>
        new HttpResponse('<html>Sign in to the Wi-Fi</html>', { headers: { 'Content-Type': 'text/html' } }),
      { kind: 'malformed' },
    ],
    ['a 404 with no body', () => new HttpResponse(null, { status: 404 }), { kind: 'http', status: 404 }],
    [
      'a 500 with a contract body',
      () => HttpResponse.json({ status: 500, code: 'DOWN', message: 'Try later.' }, { status: 500 }),
      { kind: 'http', status: 500, code: 'DOWN', hasErrorBody: true },
    ],
    ['a dropped connection', () => HttpResponse.error(), { kind: 'network', status: null }],
  ]
  test.each(cases)('%s', async (_name, answer, expected) => {
    server.use(http.get(apiUrl('/thing'), answer))
    expect(await failure(apiGet('/thing', okSchema))).toMatchObject(expected)
  })

  test("the caller's signal cancels the call: cancelled, not a network failure", async () => {
    server.use(
      http.get(apiUrl('/thing'), async () => {
        await delay(300)
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    const controller = new AbortController()
    const call = apiGet('/thing', okSchema, { signal: controller.signal })
    controller.abort()
    expect(await failure(call)).toMatchObject({ kind: 'cancelled' })
  })

  test('query values: undefined ones are left out, the rest encoded, the sort readable', async () => {
    const seen: string[] = []
    server.use(
      http.get(apiUrl('/list'), ({ request }) => {
        seen.push(new URL(request.url).search)
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    await apiGet('/list', okSchema, { params: { page: 0, sort: 'date,desc', q: 'a&b c', skip: undefined } })
    expect(seen).toEqual(['?page=0&sort=date,desc&q=a%26b+c'])
  })

  test('no cookies are sent with any call: the bearer header is the only credential', async () => {
    const seen: string[] = []
    server.use(
      http.get(apiUrl('/thing'), ({ request }) => {
        seen.push(request.credentials)
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
      http.post(apiUrl('/pay'), ({ request }) => {
        seen.push(request.credentials)
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    await apiGet('/thing', okSchema)
    await apiSend('POST', '/pay', okSchema, { data: {} })
    expect(seen).toEqual(['omit', 'omit'])
  })

  test('only the headers the API allows in its CORS preflight: no axios User-Agent (Firefox sends it)', async () => {
    const names: string[][] = []
    server.use(
      http.post(apiUrl('/pay'), ({ request }) => {
        names.push([...request.headers.keys()].sort())
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    await apiSend('POST', '/pay', okSchema, { data: { amount: 1 }, idempotencyKey: 'key-1' })
    expect(names).toEqual([['accept', 'authorization', 'content-type', 'idempotency-key']])
  })

  test('a JSON body is sent as JSON', async () => {
    let body: unknown = null
    server.use(
      http.put(apiUrl('/thing'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    await apiSend('PUT', '/thing', okSchema, { data: { amount: 1, list: [1, 'a'], none: null } })
    expect(body).toEqual({ amount: 1, list: [1, 'a'], none: null })
  })

  test('a failed download with an HTML page keeps its status', async () => {
    server.use(
      http.get(apiUrl('/v2/loans/loan_1/download-contract'), () =>
        HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502, headers: { 'Retry-After': '5' } }),
      ),
    )
    const error = await failure(apiDownload(apiUrl('/v2/loans/loan_1/download-contract')))
    expect(error).toMatchObject({ kind: 'http', status: 502, code: 'HTTP_502', retryAfterMs: 5000 })
  })
})

describe('a URL is resolved once against the API base before the bearer is attached (issue 35)', () => {
  const seenAuth = (url: string) => {
    const seen: (string | null)[] = []
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('Authorization'))
        return HttpResponse.json({ ok: true, amount: 1 })
      }),
    )
    return seen
  }

  test('a path and an absolute URL on the API, however written, are the same URL and carry the bearer', async () => {
    const seen = seenAuth(apiUrl('/v2/thing'))
    const api = new URL(apiUrl('/'))
    await apiGet('/v2/thing', okSchema)
    await apiGet('v2/thing', okSchema)
    await apiGet(apiUrl('/v2/thing'), okSchema)
    await apiGet(`${api.protocol.toUpperCase()}//${api.host.toUpperCase()}/v2/thing`, okSchema)
    expect(seen).toEqual(Array(4).fill('Bearer token-a'))
  })

  test('a URL on another origin gets no bearer, and its 401 never reaches the session', async () => {
    const api = new URL(apiUrl('/'))
    const lookalike = `https://${api.hostname}.evil.example/v2/thing`
    const seen = seenAuth(lookalike)
    await apiGet(lookalike, okSchema)
    expect(seen).toEqual([null])
    server.use(http.get('https://other.example/v2/thing', () => problem(401, 'UNAUTHENTICATED', 'No.')))
    expect(await failure(apiGet('https://other.example/v2/thing', okSchema))).toMatchObject({ status: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  test.each(['//evil.example/v2/thing', 'javascript:fetch("//evil.example")', 'http://evil.example/x'])(
    '%s is neither joined to the API base nor sent',
    async (url) => {
      const { requests: sent, stop } = recordRequests({ pick: (r) => r.url })
      expect(await failure(apiGet(url, okSchema))).toMatchObject({ kind: 'malformed', code: 'UNSAFE_URL' })
      stop()
      expect(sent).toEqual([])
    },
  )
})

test('ids in a path are encoded, and a dot segment never reaches one', () => {
  expect(path`/v2/shops/${'a/b?c'}/loans`).toBe('/v2/shops/a%2Fb%3Fc/loans')
  expect(() => path`/v2/shops/${'..'}`).toThrow()
  expect(() => path`/v2/shops/${'.'}/loans`).toThrow()
  expect(path`/v2/shops/${'shop_1..2'}`).toBe('/v2/shops/shop_1..2')
})
