import { request as httpRequest } from 'node:http'
import { type ClientHttp2Session, type IncomingHttpHeaders, connect } from 'node:http2'
import { networkInterfaces } from 'node:os'
import { gunzipSync } from 'node:zlib'
import { getResponse } from 'msw'
import { server as mswServer } from '@/testing/server'
import { type SandboxHttpServer, createSandboxHttpServer } from './http-server'
import { MAX_FAULTS } from './http-server-controls'
import { MAX_LATENCY_MS } from './validation'

const APP = 'http://127.0.0.1:4311'
const PAGE = 'http://localhost:4311'

let api: SandboxHttpServer

beforeAll(async () => {
  // The shared msw interceptor (src/testing/setup.ts) would answer these calls in-process: here they
  // must reach the real server over the network.
  mswServer.close()
  api = await createSandboxHttpServer({ port: 0, appUrl: APP, maxAgeSeconds: 600 })
})

afterAll(async () => {
  await api.close()
  mswServer.listen()
})

afterEach(() => api.reset())

const session = (scenarioId: string) => {
  const link = new URL(api.launchUrl(scenarioId))
  return { token: link.searchParams.get('token')!, shopId: link.searchParams.get('shopId')! }
}

const preflight = (path: string, origin: string, requestHeaders = 'authorization,content-type') =>
  fetch(`${api.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': requestHeaders,
    },
  })

test('a preflight from an allowed origin gets 204 with the methods, the requested headers and Max-Age', async () => {
  const response = await preflight(
    '/v2/shops/shop_new-merchant',
    PAGE,
    'authorization,content-type,x-unknown',
  )
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe(PAGE)
  expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS')
  // Only what was asked for and is allowed: the unknown header is not echoed, so the browser refuses it.
  expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type')
  expect(response.headers.get('access-control-max-age')).toBe('600')
  expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  expect(response.headers.get('vary')).toContain('Origin')
})

test('a disallowed origin gets no CORS headers, on the preflight and on the call', async () => {
  const response = await preflight('/v2/shops/shop_new-merchant', 'https://evil.example')
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBeNull()
  expect(response.headers.get('access-control-allow-methods')).toBeNull()
  const call = await fetch(`${api.url}/v2/config?app-name=connect-v2`, {
    headers: { Origin: 'https://evil.example' },
  })
  expect(call.headers.get('access-control-allow-origin')).toBeNull()
})

test('a call with a launch link’s token answers what the in-process sandbox answers, gzipped, with CORS', async () => {
  const { token, shopId } = session('loan-flex-normal')
  const path = `/v2/originations/${shopId}/state`
  const response = await fetch(`${api.url}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Origin: PAGE, 'Accept-Encoding': 'gzip' },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.headers.get('content-encoding')).toBe('gzip') // fetch decodes it
  expect(response.headers.get('access-control-allow-origin')).toBe(PAGE)
  expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After, Content-Disposition')
  const direct = await getResponse(
    api.sandbox.handlers,
    new Request(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  )
  expect(await response.json()).toEqual(await direct!.json())
})

test('no token: 401 with the contract’s error body; an unknown path: 404 with the same shape', async () => {
  const response = await fetch(`${api.url}/v2/shops/shop_new-merchant`, { headers: { Origin: PAGE } })
  expect(response.status).toBe(401)
  expect(response.headers.get('access-control-allow-origin')).toBe(PAGE)
  expect(await response.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' })
  const missing = await fetch(`${api.url}/v2/nothing-here`)
  expect(missing.status).toBe(404)
  expect(await missing.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: expect.any(String) })
})

test('a launch link redirects to the app with token and shopId, passing other parameters on', async () => {
  const response = await fetch(`${api.url}/launch/loan-flex-normal?path=/loan/credit-view&hideTabs=true`, {
    redirect: 'manual',
  })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  expect(location.origin + location.pathname).toBe(`${APP}/loan/credit-view`)
  expect(location.searchParams.get('hideTabs')).toBe('true')
  expect(location.searchParams.get('shopId')).toBe('shop_loan-flex-normal')
  expect(location.searchParams.get('token')!.split('.')).toHaveLength(3)
  expect(location.searchParams.has('path')).toBe(false)

  const login = await fetch(`${api.url}/launch/new-merchant?login=1`, { redirect: 'manual' })
  const loginLocation = new URL(login.headers.get('location')!)
  expect(loginLocation.pathname).toBe('/')
  expect(loginLocation.searchParams.get('token')).toBe('login-new-merchant')
  expect(loginLocation.searchParams.has('login')).toBe(false)

  const unknown = await fetch(`${api.url}/launch/no-such-scenario`, { redirect: 'manual' })
  expect(unknown.status).toBe(404)
  expect(await unknown.text()).toContain('/launch/new-merchant')
  const offSite = await fetch(`${api.url}/launch/new-merchant?path=//evil.example/`, { redirect: 'manual' })
  expect(offSite.status).toBe(400)
})

test('the index lists every scenario as a launch link', async () => {
  const response = await fetch(`${api.url}/`)
  expect(response.headers.get('content-type')).toContain('text/html')
  const html = await response.text()
  for (const id of api.sandbox.scenarios.map((s) => s.id)) expect(html).toContain(`href="/launch/${id}"`)
})

test('faults injected through the admin endpoint fail the next call as configured, then stop', async () => {
  const { token, shopId } = session('new-merchant')
  const injected = await fetch(`${api.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: PAGE },
    body: JSON.stringify([{ on: 'GET /v2/shops', kind: '429', times: 1 }]),
  })
  expect(injected.status).toBe(204)
  const call = () =>
    fetch(`${api.url}/v2/shops/${shopId}`, { headers: { Authorization: `Bearer ${token}`, Origin: PAGE } })
  const limited = await call()
  expect(limited.status).toBe(429)
  expect(limited.headers.get('retry-after')).toBe('1')
  expect(await limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' })
  expect((await call()).status).toBe(200)

  await fetch(`${api.url}/__sandbox/faults`, {
    method: 'POST',
    body: JSON.stringify([{ on: '*', kind: 'network' }]),
  })
  await expect(call()).rejects.toThrow() // the connection drops, as a cut network would
  expect((await fetch(`${api.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(204)
  expect((await call()).status).toBe(200)

  const refused = await fetch(`${api.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { Origin: 'https://evil.example' },
    body: '[]',
  })
  expect(refused.status).toBe(403)
})

test('latency set through the admin endpoint applies to preflights, calls and fonts; a launch link can set it', async () => {
  expect(
    (
      await fetch(`${api.url}/__sandbox/latency`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ms: 150 }),
      })
    ).status,
  ).toBe(204)
  const time = async (run: () => Promise<Response>) => {
    const started = performance.now()
    await run()
    return performance.now() - started
  }
  expect(await time(() => preflight('/v2/config', PAGE))).toBeGreaterThanOrEqual(140)
  expect(await time(() => fetch(`${api.url}/v2/config?app-name=connect-v2`))).toBeGreaterThanOrEqual(140)
  // The partner fonts the server hosts wait as long: the page pays a round trip for them too.
  const { token } = session('new-merchant')
  const config = (await (
    await fetch(`${api.url}/v2/config?app-name=connect-v2&partner-id=partner_bistro`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { fonts: { primary: { url: string } } }
  expect(await time(() => fetch(config.fonts.primary.url))).toBeGreaterThanOrEqual(140)

  const link = new URL(api.launchUrl('new-merchant', { params: { sandboxLatency: '0', hideTabs: 'true' } }))
  expect(link.searchParams.has('sandboxLatency')).toBe(false)
  expect(link.searchParams.get('hideTabs')).toBe('true')
  expect(api.sandbox.latencyMs()).toBe(0)
})

test('partner fonts point at the server, which serves them with CORS and a long cache', async () => {
  const { token } = session('new-merchant')
  const config = (await (
    await fetch(`${api.url}/v2/config?app-name=connect-v2&partner-id=partner_bistro`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { fonts: { primary: { url: string } }; documentTheme: { font: { url: string } } }
  const fontUrl = config.fonts.primary.url
  expect(fontUrl.startsWith(`${api.url}/`)).toBe(true)
  const font = await fetch(fontUrl, { headers: { Origin: PAGE, 'Accept-Encoding': 'gzip' } })
  expect(font.status).toBe(200)
  expect(font.headers.get('content-type')).toBe('font/woff2')
  expect(font.headers.get('access-control-allow-origin')).toBe(PAGE)
  expect(font.headers.get('cache-control')).toContain('max-age=31536000')
  expect(font.headers.get('content-encoding')).toBeNull()
  expect(
    Buffer.from(await font.arrayBuffer())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('wOF2')
  const serif = await fetch(config.documentTheme.font.url)
  expect(serif.headers.get('content-type')).toBe('font/woff')
})

test('gzip only when accepted', async () => {
  const response = await fetch(`${api.url}/__sandbox/monitoring`, {
    headers: { 'Accept-Encoding': 'identity' },
  })
  expect(response.headers.get('content-encoding')).toBeNull()
  expect(await response.json()).toEqual([])
  // node's fetch always asks for gzip and decodes it: check the raw bytes once.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    void import('node:http').then(({ get }) =>
      get(`${api.url}/v2/nothing-here`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      }).on('error', reject),
    )
  })
  expect(JSON.parse(gunzipSync(raw).toString('utf8'))).toMatchObject({ status: 404 })
})

/**
 * A request over node:http, where fetch cannot go: any Host header (or none), to any address of the
 * server. Resolves with the status and the body as text.
 */
function raw(
  target: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
  setHost = true,
) {
  const { hostname, port } = new URL(target)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { host: hostname.replace(/^\[|\]$/g, ''), port, path, method, headers, setHost },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('issue 35: Host, loopback-only controls, caps', () => {
  const port = () => new URL(api.url).port
  const jsonPost = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  test('a Host that is not the server’s own loopback host and port is refused, whatever the path (DNS rebinding)', async () => {
    const { token, shopId } = session('new-merchant')
    const paths = ['/', `/v2/shops/${shopId}`, '/launch/new-merchant', '/__sandbox/monitoring']
    for (const host of ['evil.example', `evil.example:${port()}`, '127.0.0.1:1', `127.0.0.2:${port()}`]) {
      for (const path of paths) {
        const answer = await raw(api.url, path, { headers: { Host: host, Authorization: `Bearer ${token}` } })
        expect(answer.status, `${host} ${path}`).toBe(403)
        expect(JSON.parse(answer.body)).toMatchObject({ status: 403, code: 'FORBIDDEN' })
      }
    }
    // An HTTP/1.1 request with no Host at all never reaches it: Node's parser answers 400.
    expect((await raw(api.url, '/', {}, false)).status).toBe(400)
    // A preflight from a rebound name never reaches the CORS answer.
    const preflight = await raw(api.url, '/v2/config', {
      method: 'OPTIONS',
      headers: {
        Host: `evil.example:${port()}`,
        Origin: `http://evil.example:${port()}`,
        'Access-Control-Request-Method': 'GET',
      },
    })
    expect(preflight.status).toBe(403)
    // Its own loopback names, in any case, are answered.
    for (const host of [
      `127.0.0.1:${port()}`,
      `localhost:${port()}`,
      `LocalHost:${port()}`,
      `[::1]:${port()}`,
    ])
      expect((await raw(api.url, '/', { headers: { Host: host } })).status, host).toBe(200)
    // A failed call changes nothing: no fault was injected by any of them.
    expect(api.sandbox.injectedFaultCount()).toBe(0)
  })

  test('latency and faults are refused from a page that is not a loopback one, even an allowed origin', async () => {
    const partner = 'https://partner.example'
    const open = await createSandboxHttpServer({ port: 0, appUrl: APP, allowedOrigins: [partner, PAGE] })
    try {
      const { token, shopId } = (() => {
        const link = new URL(open.launchUrl('new-merchant'))
        return { token: link.searchParams.get('token')!, shopId: link.searchParams.get('shopId')! }
      })()
      // CORS for the partner's page still works: it is an API client.
      const call = await fetch(`${open.url}/v2/shops/${shopId}`, {
        headers: { Authorization: `Bearer ${token}`, Origin: partner },
      })
      expect(call.status).toBe(200)
      expect(call.headers.get('access-control-allow-origin')).toBe(partner)

      for (const [path, body] of [
        ['/__sandbox/faults', [{ on: '*', kind: '500' }]],
        ['/__sandbox/latency', { ms: 100 }],
        ['/__sandbox/reset', {}],
      ] as const) {
        const refused = await fetch(`${open.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: partner },
          body: JSON.stringify(body),
        })
        expect(refused.status, path).toBe(403)
        expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' })
      }
      const viaLink = await fetch(`${open.url}/launch/new-merchant?sandboxLatency=100`, {
        headers: { Origin: partner },
        redirect: 'manual',
      })
      expect(viaLink.status).toBe(403)
      expect(await viaLink.text()).toContain('loopback')
      const faultsViaLink = await fetch(
        `${open.url}/launch/new-merchant?sandboxFaults=${encodeURIComponent('[{"on":"*","kind":"500"}]')}`,
        { headers: { Origin: partner }, redirect: 'manual' },
      )
      expect(faultsViaLink.status).toBe(403)
      expect(open.sandbox.latencyMs()).toBe(0)
      expect(open.sandbox.injectedFaultCount()).toBe(0)
      // A plain launch link from there still opens the app.
      const plain = await fetch(`${open.url}/launch/new-merchant`, {
        headers: { Origin: partner },
        redirect: 'manual',
      })
      expect(plain.status).toBe(302)
      // From a loopback page, or with no page (curl, a script), the same controls work.
      expect(
        (
          await fetch(`${open.url}/__sandbox/latency`, {
            method: 'POST',
            headers: { Origin: PAGE },
            body: '{"ms":5}',
          })
        ).status,
      ).toBe(204)
      expect(open.sandbox.latencyMs()).toBe(5)
    } finally {
      await open.close()
    }
  })

  const outside = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address

  test('from another address than loopback, latency and faults are refused even with a loopback Host', async (ctx) => {
    ctx.skip(!outside, 'this machine has no other IPv4 address than loopback')
    const everywhere = await createSandboxHttpServer({ port: 0, host: '0.0.0.0', appUrl: APP })
    try {
      const at = `http://${outside}:${new URL(everywhere.url).port}`
      const host = { Host: new URL(everywhere.url).host }
      expect((await raw(at, '/', { headers: host })).status).toBe(200)
      // Its own outside name is not its loopback host: refused.
      expect((await raw(at, '/', { headers: { Host: new URL(at).host } })).status).toBe(403)
      const faults = await raw(at, '/__sandbox/faults', {
        method: 'POST',
        headers: { ...host, 'Content-Type': 'application/json' },
        body: '[{"on":"*","kind":"500"}]',
      })
      expect(faults.status).toBe(403)
      expect((await raw(at, '/launch/new-merchant?sandboxLatency=100', { headers: host })).status).toBe(403)
      expect((await raw(at, '/launch/new-merchant', { headers: host })).status).toBe(302)
      expect(everywhere.sandbox.injectedFaultCount()).toBe(0)
      expect(everywhere.sandbox.latencyMs()).toBe(0)
      // From loopback, the same server takes them.
      expect(
        (await raw(everywhere.url, '/__sandbox/latency', { method: 'POST', body: '{"ms":5}' })).status,
      ).toBe(204)
      expect(everywhere.sandbox.latencyMs()).toBe(5)
    } finally {
      await everywhere.close()
    }
  })

  test(`latency is capped at ${MAX_LATENCY_MS} ms: more is a 400 that says so, and changes nothing`, async () => {
    const tooLong = await jsonPost('/__sandbox/latency', { ms: MAX_LATENCY_MS + 1 })
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()) as { message: string }).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(String(MAX_LATENCY_MS)) as string,
    })
    expect(api.sandbox.latencyMs()).toBe(0)
    const link = await fetch(`${api.url}/launch/new-merchant?sandboxLatency=${MAX_LATENCY_MS * 10}`, {
      redirect: 'manual',
    })
    expect(link.status).toBe(400)
    expect(await link.text()).toContain(String(MAX_LATENCY_MS))
    expect(
      (await fetch(`${api.url}/launch/new-merchant?sandboxLatency=soon`, { redirect: 'manual' })).status,
    ).toBe(400)
    expect(api.sandbox.latencyMs()).toBe(0)
    expect(() => api.launchUrl('new-merchant', { params: { sandboxLatency: '1e9' } })).toThrow(/10000/)
    // A fault cannot hold a call longer either.
    const slow = await jsonPost('/__sandbox/faults', [{ on: '*', kind: 'slow', delayMs: MAX_LATENCY_MS + 1 }])
    expect(slow.status).toBe(400)
    expect(((await slow.json()) as { message: string }).message).toContain('delayMs')
    // The cap itself is allowed.
    expect((await jsonPost('/__sandbox/latency', { ms: MAX_LATENCY_MS })).status).toBe(204)
    expect(api.sandbox.latencyMs()).toBe(MAX_LATENCY_MS)
    await expect(createSandboxHttpServer({ port: 0, latencyMs: MAX_LATENCY_MS + 1 })).rejects.toThrow(
      String(MAX_LATENCY_MS),
    )
  })

  test(`faults are capped at ${MAX_FAULTS} held at once: more is a 400 that says so, and changes nothing`, async () => {
    const fault = { on: 'GET /v2/nothing', kind: '500' }
    const many = await jsonPost(
      '/__sandbox/faults',
      Array.from({ length: MAX_FAULTS + 1 }, () => fault),
    )
    expect(many.status).toBe(400)
    expect(((await many.json()) as { message: string }).message).toContain(`at most ${MAX_FAULTS}`)
    expect(api.sandbox.injectedFaultCount()).toBe(0)
    expect(
      (
        await jsonPost(
          '/__sandbox/faults',
          Array.from({ length: MAX_FAULTS - 1 }, () => fault),
        )
      ).status,
    ).toBe(204)
    expect((await jsonPost('/__sandbox/faults', [fault])).status).toBe(204)
    // Held ones count: one more is refused, whether posted or on a launch link.
    expect((await jsonPost('/__sandbox/faults', [fault])).status).toBe(400)
    const link = await fetch(
      `${api.url}/launch/new-merchant?sandboxFaults=${encodeURIComponent(JSON.stringify([fault]))}&sandboxLatency=50`,
      { redirect: 'manual' },
    )
    expect(link.status).toBe(400)
    // Refused as a whole: its latency did not apply either.
    expect(api.sandbox.latencyMs()).toBe(0)
    expect(api.sandbox.injectedFaultCount()).toBe(MAX_FAULTS)
    expect((await fetch(`${api.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(204)
    expect((await jsonPost('/__sandbox/faults', [fault])).status).toBe(204)
  })
})

/** The local certificate (scripts/lib/dev-cert.mjs), or why there is none (no openssl on this machine). */
const certificate: { key: string; cert: string } | string =
  await import('../../scripts/lib/dev-cert.mjs').then(({ devCertificate }) => {
    try {
      return devCertificate()
    } catch (e) {
      return `no local TLS certificate: ${(e as Error).message}`
    }
  })

test('with tls: HTTPS with HTTP/2, CORS on the preflight and the call, https origins everywhere', async (ctx) => {
  ctx.skip(typeof certificate === 'string', typeof certificate === 'string' ? certificate : '')
  if (typeof certificate === 'string') return
  const origin = 'https://127.0.0.1:4311'
  const secure = await createSandboxHttpServer({ port: 0, appUrl: origin, tls: certificate })
  let client: ClientHttp2Session | null = null
  try {
    expect(secure.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
    client = connect(secure.url, { ca: certificate.cert })
    const session = client
    const request = (headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const stream = session.request(headers)
        const chunks: Buffer[] = []
        let answer: IncomingHttpHeaders = {}
        stream.on('response', (h) => (answer = h))
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => resolve({ headers: answer, body: Buffer.concat(chunks) }))
        stream.on('error', reject)
        stream.end()
      })

    const link = new URL(secure.launchUrl('loan-flex-normal'))
    expect(link.origin).toBe(origin)
    const token = link.searchParams.get('token')!
    const path = `/v2/originations/${link.searchParams.get('shopId')!}/state`

    // The default allowed origins take https loopback pages too.
    const pre = await request({
      ':method': 'OPTIONS',
      ':path': path,
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    })
    expect(session.alpnProtocol).toBe('h2')
    expect(pre.headers[':status']).toBe(204)
    expect(pre.headers['access-control-allow-origin']).toBe(origin)
    expect(pre.headers['access-control-allow-headers']).toBe('Authorization')
    expect(pre.headers['access-control-max-age']).toBe('7200')
    expect(pre.headers.connection).toBeUndefined()
    // Over HTTP/2 the Host is `:authority`: another name is refused there too.
    const rebound = await request({ ':method': 'GET', ':path': '/', ':authority': 'evil.example' })
    expect(rebound.headers[':status']).toBe(403)

    const call = await request({
      ':method': 'GET',
      ':path': path,
      authorization: `Bearer ${token}`,
      origin,
      'accept-encoding': 'gzip',
    })
    expect(call.headers[':status']).toBe(200)
    expect(call.headers['content-type']).toContain('application/json')
    expect(call.headers['access-control-allow-origin']).toBe(origin)
    expect(call.headers['content-encoding']).toBe('gzip')
    const direct = await getResponse(
      secure.sandbox.handlers,
      new Request(`${secure.url}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
    )
    expect(JSON.parse(gunzipSync(call.body).toString('utf8'))).toEqual(await direct!.json())

    // The partner fonts point at the https origin.
    const config = await request({
      ':method': 'GET',
      ':path': '/v2/config?app-name=connect-v2&partner-id=partner_bistro',
      authorization: `Bearer ${token}`,
    })
    const fontUrl = (JSON.parse(config.body.toString('utf8')) as { fonts: { primary: { url: string } } })
      .fonts.primary.url
    expect(fontUrl.startsWith(`${secure.url}/`)).toBe(true)

    // A network fault resets that one stream; the session's next call still works.
    secure.sandbox.injectFaults([{ on: '*', kind: 'network', times: 1 }])
    await expect(
      request({ ':method': 'GET', ':path': path, authorization: `Bearer ${token}` }),
    ).rejects.toThrow()
    const after = await request({ ':method': 'GET', ':path': path, authorization: `Bearer ${token}` })
    expect(after.headers[':status']).toBe(200)
  } finally {
    client?.close()
    await secure.close()
  }
})
