import fc from 'fast-check'
import {
  HOST_SOURCE,
  appMessage,
  isAllowedOrigin,
  parseHostMessage,
  partnersForOrigin,
  targetOrigins,
} from './protocol'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln'
const ORIGINS = {
  partner_acme: ['https://pos.acme.example', 'https://admin.acme.example'],
  partner_bistro: ['https://bistro.example'],
}

describe('parseHostMessage', () => {
  test('takes a well-formed set-token message', () => {
    expect(
      parseHostMessage({ source: HOST_SOURCE, type: 'set-token', token: TOKEN, shopId: 'shop_1' }),
    ).toEqual({ type: 'set-token', token: TOKEN, shopId: 'shop_1' })
    expect(parseHostMessage({ source: HOST_SOURCE, type: 'set-token', token: TOKEN })).toEqual({
      type: 'set-token',
      token: TOKEN,
      shopId: null,
    })
  })

  test('takes a one-time login token (the app exchanges it)', () => {
    expect(parseHostMessage({ source: HOST_SOURCE, type: 'set-token', token: 'login-new-merchant' })).toEqual(
      {
        type: 'set-token',
        token: 'login-new-merchant',
        shopId: null,
      },
    )
  })

  test.each([
    ['a string', TOKEN],
    ['null', null],
    ['an array', [TOKEN]],
    ['no source', { type: 'set-token', token: TOKEN }],
    ['our own outgoing source', { source: 'credit-connect', type: 'set-token', token: TOKEN }],
    ['another type', { source: HOST_SOURCE, type: 'navigate', token: TOKEN }],
    ['a token too short to be a login token', { source: HOST_SOURCE, type: 'set-token', token: 'abc' }],
    ['a login token with a slash', { source: HOST_SOURCE, type: 'set-token', token: 'login-abc/def' }],
    ['a token with spaces', { source: HOST_SOURCE, type: 'set-token', token: `${TOKEN} x` }],
    ['a token as a number', { source: HOST_SOURCE, type: 'set-token', token: 42 }],
    ['a huge token', { source: HOST_SOURCE, type: 'set-token', token: `${'a'.repeat(9000)}.bb.cc` }],
    ['a shop id with a path', { source: HOST_SOURCE, type: 'set-token', token: TOKEN, shopId: '../x' }],
    [
      'a shop id that is a dot segment',
      { source: HOST_SOURCE, type: 'set-token', token: TOKEN, shopId: '..' },
    ],
    ['a shop id as an object', { source: HOST_SOURCE, type: 'set-token', token: TOKEN, shopId: {} }],
  ])('ignores %s', (_label, data) => {
    expect(parseHostMessage(data)).toBeNull()
  })

  test('property: random data is never taken for a token message', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(parseHostMessage(data)).toBeNull()
      }),
      { numRuns: 500 },
    )
  })
})

describe('origins', () => {
  test('a known partner: only its origins', () => {
    expect(targetOrigins(ORIGINS, 'partner_acme')).toEqual(ORIGINS.partner_acme)
    expect(targetOrigins(ORIGINS, 'partner_unknown')).toEqual([])
  })

  test('no partner yet: every configured origin, never "*"', () => {
    expect(targetOrigins(ORIGINS, null)).toEqual([...ORIGINS.partner_acme, ...ORIGINS.partner_bistro])
    expect(targetOrigins({}, null)).toEqual([])
  })

  test.each([
    'https://pos.acme.example.evil.test',
    'https://evil-pos.acme.example',
    'https://xpos.acme.example',
    'http://pos.acme.example',
    'https://pos.acme.example:444',
    'https://pos.acme.example/',
    'https://POS.acme.example',
    'null',
    '*',
    '',
  ])('lookalike origin %s is refused', (origin) => {
    expect(isAllowedOrigin(origin, ORIGINS.partner_acme)).toBe(false)
    expect(partnersForOrigin(ORIGINS, origin)).toEqual([])
  })

  test('exact origins are allowed and map to their partner', () => {
    expect(isAllowedOrigin('https://admin.acme.example', ORIGINS.partner_acme)).toBe(true)
    expect(partnersForOrigin(ORIGINS, 'https://bistro.example')).toEqual(['partner_bistro'])
  })

  test('property: any other string than a configured origin is refused', () => {
    const allowed = ORIGINS.partner_acme
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl().map((u) => new URL(u).origin),
          fc.string(),
          fc.constantFrom(...allowed).chain((o) => fc.string({ minLength: 1 }).map((s) => o + s)),
          fc.constantFrom(...allowed).chain((o) => fc.string({ minLength: 1 }).map((s) => s + o)),
        ),
        (origin) => {
          expect(isAllowedOrigin(origin, allowed)).toBe(allowed.includes(origin))
        },
      ),
      { numRuns: 1000 },
    )
  })
})

test('outgoing messages carry the source and version', () => {
  expect(appMessage('resize', { height: 640 })).toEqual({
    source: 'credit-connect',
    version: 1,
    type: 'resize',
    payload: { height: 640 },
  })
})

test('the hand-over is versioned too: another version is ignored, none is read as version 1', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.c2ln'
  const base = { source: 'credit-connect-host', type: 'set-token', token }
  expect(parseHostMessage({ ...base, version: 2 })).toBeNull()
  expect(parseHostMessage({ ...base, version: 1 })?.token).toBe(token)
  expect(parseHostMessage(base)?.token).toBe(token)
})
