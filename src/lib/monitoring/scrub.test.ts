import fc from 'fast-check'
import { REDACTED, isSensitiveName, scrubEvent, scrubText, scrubUrl, scrubbedForSending } from './scrub'

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaG9wSWQiOiJzaG9wXzEyMyIsImV4cCI6MTc5MzAwMDAwMH0.c2FuZGJveA'
const SHOP = 'shop_new-merchant'
const SHORT_SHOP = 's7k'
const LOGIN_TOKEN = 'olt_9Qx2Lm'

/** Every string and key of a value, at any depth (numbers, booleans and null are not text). */
function texts(value: unknown, out: string[] = [], seen = new Set<object>()): string[] {
  if (typeof value === 'string') out.push(value)
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value)
    for (const [key, child] of Object.entries(value)) {
      out.push(key)
      texts(child, out, seen)
    }
  }
  return out
}

function nest(depth: number, leaf: object): object {
  let node: object = leaf
  for (let i = 0; i < depth; i++) node = i % 2 === 0 ? { level: node } : [node]
  return node
}

// ---------------------------------------------------------------------------------------------
// Hand-made probes: each must leave none of its `leaks` in any string or key of the event.
// The same table was run against the scrubber this replaced (see docs/decisions/0011).

/** A probe: its name, the event, what must not be left of it, and the secrets registered for it. */
type Probe = [name: string, event: object, leaks: string[], secrets?: string[]]

const message = (text: string) => ({ error: { message: text } })
const target = (name: string) => ({ action: { target: { name } } })
const resource = (url: string) => ({ resource: { url } })
const view = (url: string) => ({ view: { url } })
const referrer = (url: string) => ({ view: { referrer: url } })
const context = (value: object) => ({ context: value })

const PROBES: Probe[] = [
  // Digits joined to letters or `_`.
  ['joined: acct_', message('no acct_123456789'), ['123456789']],
  ['joined: letters both sides', message('id123456789x'), ['123456789']],
  ['joined: routing in a path', resource('https://api.example/v2/banks/routing021000021/x'), ['021000021']],
  ['joined: account + suffix', target('Use 000123456789end'), ['000123456789']],
  // Account numbers of 8 digits or fewer.
  ['short account: 8 digits', message('account 12345678 closed'), ['12345678']],
  ['short account: 6 digits', message('acct 552301 missing'), ['552301']],
  ['short account: ending', target('Account ****7781'), ['7781']],
  // JSON `"token":"…"`, Plaid tokens and tokenized account numbers.
  ['JSON token', message('{"token":"opaque-login-abc"}'), ['opaque-login-abc']],
  [
    'JSON-in-JSON access_token',
    context({ body: JSON.stringify({ raw: JSON.stringify({ access_token: 'secretvalue' }) }) }),
    ['secretvalue'],
  ],
  ['JS inspect token', message("{ token: 'abcdefg' }"), ['abcdefg']],
  [
    'Plaid link token',
    message('link-sandbox-af1a0311-da53-4636-b754-dd15cc058176 expired'),
    ['af1a0311-da53-4636-b754-dd15cc058176'],
  ],
  ['Plaid public token', context({ t: 'public-sandbox-b0e2c4ee-a763-4df5' }), ['b0e2c4ee']],
  ['Plaid access token', { error: { stack: 'at x (access-production-9f2c1a77-8d1e)' } }, ['9f2c1a77-8d1e']],
  ['tokenized account number', target('tok_8f2kq1x9a7781'), ['8f2kq1x9a']],
  // Object keys.
  ['key: account number', context({ acct_123456789: true }), ['123456789']],
  ['key: session token', context({ [TOKEN]: 1 }), [TOKEN], [TOKEN]],
  ['key: e-mail', context({ 'ana@example.com': 'x' }), ['ana@example.com']],
  ['key: applicant name', context({ 'Ana Diaz': 1 }), ['Ana', 'Diaz'], ['Ana', 'Diaz']],
  // Deeper than 8 levels.
  ['deep: 12 levels', context(nest(12, { m: 'tax id 123456789' })), ['123456789']],
  ['deep: 40 levels token', context(nest(40, { t: TOKEN })), [TOKEN]],
  ['deep: 20 levels key', context(nest(20, { 'ana@example.com': 1 })), ['ana@example.com']],
  // Short shop ids.
  [
    'short shop id in a path',
    resource(`https://api.example/v2/shops/${SHORT_SHOP}/loans`),
    [`/${SHORT_SHOP}/`],
    [SHORT_SHOP],
  ],
  ['short shop id in a message', message(`Shop ${SHORT_SHOP} not found`), [` ${SHORT_SHOP} `], [SHORT_SHOP]],
  ['short shop id in JSON', context({ body: `{"shop":"${SHORT_SHOP}"}` }), [`"${SHORT_SHOP}"`], [SHORT_SHOP]],
  // E-mail addresses.
  ['e-mail', message('send to ana.diaz@example.com failed'), ['ana.diaz@example.com']],
  [
    'e-mail URL-encoded',
    view('https://app.example/x?to=ana.diaz%40example.com'),
    ['ana.diaz%40example.com', 'ana.diaz'],
  ],
  ['e-mail upper case with +', target('ANA+SHOP@Example.co.uk'), ['ANA+SHOP']],
  // Birth dates.
  ['birth date ISO', message('dob 1985-02-14 invalid'), ['1985-02-14']],
  ['birth date US', message('born 02/14/1985'), ['02/14/1985']],
  ['birth date dotted', context({ note: 'geb. 14.02.1985' }), ['14.02.1985']],
  ['birth date encoded', view('https://app.example/?d=02%2F14%2F1985'), ['02%2F14%2F1985', '%2F14%2F']],
  // Applicant names (registered as secrets).
  ['name in an action', target('Sign as Ana Diaz'), ['Ana', 'Diaz'], ['Ana', 'Diaz']],
  [
    'legal name URL-encoded',
    referrer('https://partner.example/?biz=Diaz%20Foods%20LLC'),
    ['Foods'],
    ['Diaz Foods LLC'],
  ],
  [
    'name form-encoded',
    resource('https://api.example/search?q=Jos%C3%A9+N%C3%BA%C3%B1ez'),
    ['Jos%C3%A9', 'N%C3%BA%C3%B1ez'],
    ['José Núñez'],
  ],
  [
    'name JSON-escaped',
    context({ body: '{"n":"Jos\\u00e9 N\\u00fa\\u00f1ez"}' }),
    ['Jos\\u00e9', 'N\\u00fa'],
    ['José Núñez'],
  ],
  ['name in upper case', message('DIAZ FOODS LLC rejected'), ['DIAZ FOODS'], ['Diaz Foods LLC']],
  // Split digits.
  ['split SSN spaces', message('ssn 123 45 6789'), ['123 45 6789', '6789']],
  ['split SSN dashes', message('SSN 123-45-6789 rejected'), ['123-45-6789', '45-6789']],
  ['split EIN', message('Invalid EIN 12-3456789'), ['3456789']],
  ['split phone', target('Call (512) 555-0100'), ['555-0100', '0100']],
  ['registered account split oddly', message('acct 00 01 23 45 67 89'), ['23 45 67'], ['000123456789']],
  // The session token, the launch token and the shop id.
  [
    'session token in a URL',
    view(`https://app.example/?token=${TOKEN}&shopId=${SHOP}`),
    [TOKEN, SHOP],
    [TOKEN, SHOP],
  ],
  [
    'launch token URL-encoded',
    referrer(`https://partner.example/?next=${encodeURIComponent(`/x?t=${LOGIN_TOKEN}`)}`),
    [LOGIN_TOKEN],
    [LOGIN_TOKEN],
  ],
]

describe('hand-made probes: every one is caught', () => {
  test('there are at least 29, several per category', () => expect(PROBES.length).toBeGreaterThanOrEqual(29))

  test.each(PROBES)('%s', (_, original, leaks, secrets = []) => {
    const event = structuredClone(original)
    const out = texts(scrubEvent(event, secrets)).join('\n').toLowerCase()
    for (const leak of leaks) expect(out).not.toContain(leak.toLowerCase())
  })
})

// ---------------------------------------------------------------------------------------------
// Benign values: telemetry that must survive unchanged.

const BENIGN_SECRETS = [SHORT_SHOP, 'Ana', 'Mark', 'Diaz Foods LLC', TOKEN]

test.each([
  'GET https://api.example/v2/loans/loan_1/payments failed with 500',
  'HTTP 503 Service Unavailable, retried 3 times',
  'Amount 12500.50 for 12 months',
  'Paid $12,500.00 of $1,250.50',
  '2026-11-21T15:00:00Z',
  'due at 2026-11-21T15:00:00.123+02:00',
  '/loan/credit-view',
  'https://app.example/application/business-info/1',
  'http://127.0.0.1:4199/loan/status?hideTabs=true',
  '3f1c2a9e-8b7d-4c1e-9f2a-8671031fc0f6',
  'Review payment',
  'banana Analytics marketing Markdown',
  's7kx is not a shop',
  'status code: 500',
  'https://files.example/contract?sig=1',
  'Error: Network request failed\n    at fetch (https://app.example/assets/index-BxQ.js:12:345)',
  'version 5.12.1',
])('benign: %s', (text) => {
  expect(scrubText(text, BENIGN_SECRETS)).toBe(text)
})

test('benign: RUM numbers, booleans and ids are left alone', () => {
  const event = {
    date: 1732201200000,
    type: 'resource',
    session: { id: '3f1c2a9e-8b7d-4c1e-9f2a-8671031fc0f6', has_replay: true },
    view: {
      url: 'https://app.example/loan/credit-view',
      loading_time: 123456789,
      first_contentful_paint: 4567,
    },
    resource: {
      url: 'https://api.example/v2/loans/loan_1',
      status_code: 200,
      duration: 1234567,
      size: 98765,
    },
    context: { hasEmail: false, attempt: 2, note: null },
  }
  const before = structuredClone(event)
  expect(scrubEvent(event, BENIGN_SECRETS)).toEqual(before)
})

// ---------------------------------------------------------------------------------------------
// Rules, one by one.

describe('scrubUrl', () => {
  test.each([
    [
      `https://app.example/?token=${TOKEN}&shopId=${SHOP}`,
      'https://app.example/?token=[redacted]&shopId=[redacted]',
    ],
    [
      `https://app.example/loan/status?hideTabs=true&token=abc123`,
      'https://app.example/loan/status?hideTabs=true&token=[redacted]',
    ],
    [`https://api.example/v2/shops/${SHOP}/loans`, 'https://api.example/v2/shops/[redacted]/loans'],
    [
      `https://api.example/v2/shops/${encodeURIComponent('shop with space')}/loans`,
      'https://api.example/v2/shops/[redacted]/loans',
    ],
    ['https://files.example/contract?r=7f3a9c&sig=1', 'https://files.example/contract?r=[redacted]&sig=1'],
    ['https://api.example/v2/loans/loan_1/payments', 'https://api.example/v2/loans/loan_1/payments'],
    ['https://app.example/application/business-info', 'https://app.example/application/business-info'],
  ])('%s', (url, expected) => {
    expect(scrubUrl(url, [TOKEN, SHOP, 'shop with space'])).toBe(expected)
  })

  test('a JWT anywhere goes even when it is not the current token', () => {
    expect(scrubUrl(`https://x.example/#/cb/${TOKEN}`)).toBe(`https://x.example/#/cb/${REDACTED}`)
  })
})

describe('scrubText', () => {
  test.each([
    ['Invalid EIN 12-3456789 for shop', 'Invalid EIN [redacted] for shop'],
    ['SSN 123-45-6789 rejected', 'SSN [redacted] rejected'],
    ['account 000123456789 and routing 021000021', 'account [redacted] and routing [redacted]'],
    ['card 4111 1111 1111 1111', 'card [redacted]'],
    ['Born 1984-02-29', 'Born [redacted]'],
    ['{"email":"a@b.co","ok":true,"n":1}', '{"email":"[redacted]","ok":true,"n":1}'],
    ['{"ssn":123456789,"ok":true}', '{"ssn":[redacted],"ok":true}'],
    ['{\\"taxId\\":\\"12-3\\",\\"x\\":1}', '{\\"taxId\\":\\"[redacted]\\",\\"x\\":1}'],
    ["{ routingNumber: 'abc' }", "{ routingNumber: '[redacted]' }"],
    ['?code=xyz&state=ok', '?code=[redacted]&state=ok'],
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['link-sandbox-[redacted]-x', '[redacted]'],
  ])('%s', (text, expected) => expect(scrubText(text)).toBe(expected))

  test('short secrets go only as whole tokens; one-character secrets are ignored', () => {
    expect(scrubText('Ana, banana, ANA_x, Ana%20Diaz', ['Ana'])).toBe(
      '[redacted], banana, [redacted]_x, [redacted]%20Diaz',
    )
    expect(scrubText('a b c', ['', null, undefined, 'a'])).toBe('a b c')
  })

  test('a registered birth date goes even inside an instant', () => {
    expect(scrubText('at 1985-02-14T00:00:00Z', ['1985-02-14'])).toBe('at [redacted]T00:00:00Z')
  })

  test('a long secret goes even joined to other letters', () => {
    expect(scrubText('xxDiazFoodsLLCyy', ['diazfoodsllc'])).toBe('xx[redacted]yy')
  })

  test('a large stack is scrubbed quickly (no catastrophic backtracking)', () => {
    const line = `at f (https://app.example/assets/a.js:1:2) ${'a'.repeat(60)} 1234 x@y.co `
    const text = line.repeat(1500)
    const started = performance.now()
    const out = scrubText(text, BENIGN_SECRETS)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(out).not.toContain('1234')
  })
})

describe('issue 35: an encoded `=`, `bearer` in any case, events that cannot be edited', () => {
  test.each([
    ['token%3Dabc', 'token%3D[redacted]'],
    ['password%3dhunter2', 'password%3d[redacted]'],
    ['token%253Dabc', 'token%253D[redacted]'],
    [
      'https://app.example/cb?next=%2Fhome%3Ftoken%3Dabc123%26lang%3Den',
      'https://app.example/cb?next=%2Fhome%3Ftoken%3D[redacted]%26lang%3Den',
    ],
    // Twice encoded: the value ends at `%2526` (whose digits then go by the 4-digit rule).
    [
      'https://app.example/cb?next=%252Fhome%253Fr%253D7f3a9c%2526x%253D1',
      'https://app.example/cb?next=%252Fhome%253Fr%253D[redacted]%[redacted]x%253D1',
    ],
    ['?next=%2Fa%3FshopId=s_7k&x=1', '?next=%2Fa%3FshopId=[redacted]&x=1'],
    ['authorization: bearer abc.def-ghi', 'authorization: bearer [redacted]'],
    ['AUTHORIZATION: BEARER abc', 'AUTHORIZATION: BEARER [redacted]'],
    ['Authorization=Bearer%20abc', 'Authorization=Bearer%20[redacted]'],
    ['auth=bEaReR+xyz', 'auth=bEaReR+[redacted]'],
  ])('%s', (text, expected) => expect(scrubText(text)).toBe(expected))

  test('an encoded `=` after a name that is not sensitive, and `bearer` inside a word, stay', () => {
    for (const text of ['hideTabs%3Dtrue', 'lang%3Den%26view%3Dstatus', 'the cupbearer abc'])
      expect(scrubText(text)).toBe(text)
  })

  test('an event it can edit may leave, scrubbed', () => {
    const event = { view: { url: 'https://app.example/?token%3Dabc' } }
    expect(scrubbedForSending(event)).toBe(true)
    expect(event.view.url).toBe('https://app.example/?token%3D[redacted]')
  })

  test.each([
    ['a frozen object', () => ({ view: Object.freeze({ url: '/cb?token=abc' }) })],
    [
      'a read-only property',
      () => Object.defineProperty({}, 'message', { value: 'Bearer abc', enumerable: true, writable: false }),
    ],
    ['a getter', () => Object.defineProperty({}, 'message', { get: () => 'Bearer abc', enumerable: true })],
    [
      'a setter that ignores the write',
      () =>
        Object.defineProperty({}, 'message', { get: () => 'Bearer abc', set: () => {}, enumerable: true }),
    ],
    ['a frozen array', () => ({ list: Object.freeze(['token=abc']) })],
    ['a key that cannot be renamed', () => ({ ctx: Object.freeze({ shop_123456789: true }) })],
    [
      'an object that throws when read',
      () => ({
        ctx: new Proxy(
          {},
          {
            ownKeys: () => {
              throw new Error('no')
            },
          },
        ),
      }),
    ],
  ])('%s: the event is dropped', (_, make) => {
    expect(scrubbedForSending(make())).toBe(false)
  })

  test('a frozen event with nothing to scrub may leave as it is', () => {
    const event = Object.freeze({ view: Object.freeze({ url: 'https://app.example/loan/status' }) })
    expect(scrubbedForSending(event)).toBe(true)
  })

  test('property: a sensitive value after `%3D` or `%253D` in a URL never survives', () => {
    const name = fc.constantFrom('token', 'access_token', 'shopId', 'r', 'code', 'email', 'taxId')
    const value = fc.stringMatching(/^[A-Za-z0-9_-]{2,30}$/)
    fc.assert(
      fc.property(name, value, fc.boolean(), (n, v, twice) => {
        const inner = `/cb?x=1&${n}=${v}&y=2`
        const once = encodeURIComponent(inner)
        const url = `https://app.example/?next=${twice ? encodeURIComponent(once) : once}`
        const out = scrubText(url)
        expect(out).toContain(REDACTED)
        expect(out).toContain(twice ? 'y%253D2' : '%26y%3D2')
        expect(out.replace(REDACTED, '')).not.toMatch(new RegExp(`3D${v}(?![A-Za-z0-9_-])`))
      }),
      { numRuns: 300 },
    )
  })
})

const SENSITIVE = [
  'token',
  'access_token',
  'link-token',
  'applicant.taxId',
  'bankAccountNumber',
  'birthdayDate',
  'r',
  'phoneFixed',
]
const NOT_SENSITIVE = ['name', 'url', 'status_code', 'date', 'referrer']
test.each([
  ...SENSITIVE.map((name) => [name, true] as const),
  ...NOT_SENSITIVE.map((name) => [name, false] as const),
])('isSensitiveName(%s) is %s', (name, expected) => expect(isSensitiveName(name)).toBe(expected))
test('scrubEvent: sensitive keys lose their whole value, colliding redacted keys stay distinct, cycles end', () => {
  const event: Record<string, unknown> = {
    context: {
      ssn: 123456789,
      disclosureSignature: { name: 'Ana Diaz', signedAt: '2026-11-21T15:00:00Z' },
      hasEmail: true,
      acct_111111111: 1,
      acct_222222222: 2,
    },
  }
  event.self = event
  scrubEvent(event, [])
  expect(event.context).toEqual({
    ssn: REDACTED,
    disclosureSignature: REDACTED,
    hasEmail: true,
    [REDACTED]: 1,
    [`${REDACTED}_2`]: 2,
  })
})

// ---------------------------------------------------------------------------------------------
// Property: personal data in many shapes, in realistic RUM events, never survives.

type Kind = 'digits' | 'name' | 'email' | 'date' | 'token' | 'shop'
interface Datum {
  kind: Kind
  value: string
  registered: boolean
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzáéíñóúü'
const word = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...LETTERS), { minLength: min, maxLength: max })
    .map((c) => c.join(''))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .filter((w) => !'redacted'.includes(w.toLowerCase()))

const datum: fc.Arbitrary<Datum> = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[0-9]{4,17}$/), fc.boolean())
    .map(([value, registered]) => ({ kind: 'digits' as const, value, registered })),
  fc
    .oneof(
      word(3, 12),
      fc.tuple(word(2, 10), word(2, 12)).map(([a, b]) => `${a} ${b}`),
    )
    .map((value) => ({ kind: 'name' as const, value, registered: true })),
  fc
    // Local parts with URL delimiters are cut there (see scrub.ts); the rest of RFC 5322 is covered.
    .tuple(
      fc.emailAddress().filter((e) => !/[/?=&#]/.test(e.split('@')[0]!)),
      fc.boolean(),
    )
    .map(([value, registered]) => ({ kind: 'email' as const, value, registered })),
  fc
    .tuple(
      fc.date({ min: new Date('1930-01-01'), max: new Date('2008-12-31'), noInvalidDate: true }),
      fc.nat(2),
    )
    .map(([d, format]) => {
      const [y, m, day] = d.toISOString().slice(0, 10).split('-') as [string, string, string]
      const value = [`${y}-${m}-${day}`, `${m}/${day}/${y}`, `${day}.${m}.${y}`][format]!
      return { kind: 'date' as const, value, registered: false }
    }),
  fc
    .stringMatching(/^[A-Za-z0-9_-]{6,40}$/)
    .map((value) => ({ kind: 'token' as const, value, registered: true })),
  fc
    .stringMatching(/^[a-z][a-z0-9]{1,4}$/)
    .map((value) => ({ kind: 'shop' as const, value, registered: true })),
)

const toAsciiJson = (s: string) =>
  JSON.stringify(s)
    .slice(1, -1)
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

const SHAPES: Record<string, (d: Datum) => string> = {
  raw: (d) => d.value,
  upper: (d) => d.value.toUpperCase(),
  urlEncoded: (d) => encodeURIComponent(d.value),
  formEncoded: (d) => new URLSearchParams({ v: d.value }).toString().slice(2),
  doubleEncoded: (d) => encodeURIComponent(encodeURIComponent(d.value)),
  json: (d) => JSON.stringify({ value: d.value }),
  jsonAscii: (d) => `{"v":"${toAsciiJson(d.value)}"}`,
  // Joined to letters or `_` (digits and long tokens: short values match only as whole tokens).
  joined: (d) =>
    d.kind === 'digits' || (d.kind === 'token' && d.value.length >= 6) ? `acct_${d.value}x` : d.value,
  // Split by spaces or dashes, as tax ids and phones are written.
  split: (d) =>
    d.kind === 'digits' && (d.registered || d.value.length >= 7)
      ? d.value.replace(/(\d{3})(?=\d)/g, d.value.length % 2 ? '$1 ' : '$1-')
      : d.value,
}

type Slot = (event: RumEvent, text: string) => void
interface RumEvent {
  date: number
  type: string
  view: { url: string; referrer: string; loading_time: number }
  resource: { url: string; status_code: number; duration: number }
  error: { message: string; stack: string }
  action: { target: { name: string } }
  context: Record<string, unknown>
}

const SLOTS: Record<string, (depth: number) => Slot> = {
  viewQuery: () => (e, t) => void (e.view.url += `&q=${t}`),
  viewPath: () => (e, t) => void (e.view.url = e.view.url.replace('/loan/', `/loan/${t}/`)),
  referrer: () => (e, t) => void (e.view.referrer += `?from=${t}`),
  resource: () => (e, t) => void (e.resource.url += `/${t}`),
  errorMessage: () => (e, t) => void (e.error.message += ` for ${t}.`),
  errorStack: () => (e, t) => void (e.error.stack = `Error: bad ${t}\n${e.error.stack}`),
  actionName: () => (e, t) => void (e.action.target.name += ` ${t}`),
  contextValue: (depth) => (e, t) =>
    void (e.context[`v${depth}`] = nest(depth, { value: t, list: [`see ${t}`] })),
  contextKey: (depth) => (e, t) => void (e.context[`k${depth}`] = nest(depth, { [t]: true })),
}

function baseEvent(): RumEvent {
  return {
    date: 1732201200000,
    type: 'error',
    view: {
      url: 'https://app.example/loan/status?hideTabs=true',
      referrer: 'https://partner.example/',
      loading_time: 1234567,
    },
    resource: { url: 'https://api.example/v2/loans', status_code: 500, duration: 9876543 },
    error: { message: 'Request failed', stack: '    at f (https://app.example/assets/index.js:1:2)' },
    action: { target: { name: 'Review payment' } },
    context: {},
  }
}

/** The output's text as a reader could decode it: raw, URL-decoded (once and twice), JSON-unescaped. */
function readings(text: string): string[] {
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '))
    } catch {
      return s
    }
  }
  const unescape = (s: string) =>
    s.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  const once = decode(text)
  return [text, once, decode(once), unescape(text), unescape(once)]
}

function leaks(d: Datum, text: string): boolean {
  return readings(text).some((reading) => {
    const r = reading.toLowerCase()
    const v = d.value.toLowerCase()
    switch (d.kind) {
      case 'digits':
        return r.replace(/[\s-]/g, '').includes(v)
      case 'email':
        return r.includes(v)
      case 'name':
      case 'shop':
      case 'token':
        if (v.length >= 6) return r.includes(v)
        return new RegExp(`(?<![a-z0-9])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`).test(r)
      case 'date':
        return r.includes(v)
    }
  })
}

test('a key that is also an inherited name (hasOwnProperty) is renamed like any other, not taken for uneditable', () => {
  const event = { context: { hasOwnProperty: 'x' } } as Record<string, unknown>
  expect(() => scrubEvent(event, ['hasOwnProperty'])).not.toThrow()
  expect(Object.keys(event.context as object)).not.toContain('hasOwnProperty')
})

test('property: personal data in any shape, anywhere in a RUM event, never survives scrubEvent', () => {
  const placement = fc.record({
    datum,
    shape: fc.constantFrom(...Object.keys(SHAPES)),
    slot: fc.constantFrom(...Object.keys(SLOTS)),
    depth: fc.nat(40),
  })
  fc.assert(
    fc.property(fc.array(placement, { minLength: 1, maxLength: 6 }), (placements) => {
      const event = baseEvent()
      placements.forEach((p, i) => SLOTS[p.slot]!(p.depth + i)(event, SHAPES[p.shape]!(p.datum)))
      const secrets = placements.filter((p) => p.datum.registered).map((p) => p.datum.value)
      scrubEvent(event, secrets)
      const out = texts(event).join('\n')
      for (const p of placements)
        expect(leaks(p.datum, out), `${p.datum.kind} ${p.datum.value} via ${p.shape}`).toBe(false)
      // Telemetry numbers are untouched.
      expect([
        event.date,
        event.view.loading_time,
        event.resource.status_code,
        event.resource.duration,
      ]).toEqual([1732201200000, 1234567, 500, 9876543])
    }),
    { numRuns: 600 },
  )
})
