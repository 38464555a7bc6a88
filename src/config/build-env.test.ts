import { API_BASE_URLS, parseEnv } from './build-env'
import { ConfigError } from './env-schema'

test('defaults: production API, sandbox off', () => {
  expect(parseEnv({})).toMatchObject({
    environment: 'production',
    apiBaseUrl: API_BASE_URLS.production,
    apiMocking: false,
    datadog: null,
  })
})

test.each(['production', 'development', 'multitenancy', 'spoton'] as const)(
  'VITE_APP_ENV=%s picks its API host',
  (environment) => {
    expect(parseEnv({ VITE_APP_ENV: environment }).apiBaseUrl).toBe(API_BASE_URLS[environment])
  },
)

test('VITE_API_BASE_URL overrides the host (trailing slash dropped)', () => {
  expect(parseEnv({ VITE_APP_ENV: 'spoton', VITE_API_BASE_URL: 'http://127.0.0.1:7801/' }).apiBaseUrl).toBe(
    'http://127.0.0.1:7801',
  )
})

test('VITE_API_MOCKING turns the sandbox on', () => {
  expect(parseEnv({ VITE_API_MOCKING: 'enabled' }).apiMocking).toBe(true)
  expect(parseEnv({ VITE_API_MOCKING: '' }).apiMocking).toBe(false)
})

test('monitoring is configured only with an application id and a client token', () => {
  expect(parseEnv({ VITE_DATADOG_APPLICATION_ID: 'app' }).datadog).toBeNull()
  expect(parseEnv({ VITE_DATADOG_APPLICATION_ID: 'app', VITE_DATADOG_CLIENT_TOKEN: 'pub' }).datadog).toEqual({
    applicationId: 'app',
    clientToken: 'pub',
    site: 'datadoghq.com',
    service: 'credit-connect',
  })
})

test('bad values fail with every problem in plain words', () => {
  expect(() =>
    parseEnv({ VITE_APP_ENV: 'staging', VITE_API_BASE_URL: 'not a url', VITE_API_MOCKING: 'yes' }),
  ).toThrow(ConfigError)
  try {
    parseEnv({ VITE_APP_ENV: 'staging', VITE_API_BASE_URL: 'ftp://x', VITE_API_MOCKING: 'yes' })
  } catch (error) {
    const message = (error as Error).message
    expect(message).toContain('VITE_APP_ENV must be one of production, development, multitenancy, spoton')
    expect(message).toContain('VITE_API_BASE_URL must be an absolute http(s) URL')
    expect(message).toContain('VITE_API_MOCKING must be "enabled" or "disabled"')
  }
})

describe('partner origins', () => {
  test('partner ids map to exact origins; the font hosts are a plain list', () => {
    const config = parseEnv({
      VITE_PARTNER_ORIGINS:
        'partner_acme=https://pos.acme.example,https://admin.acme.example\n partner_bistro=http://localhost:4198',
      VITE_PARTNER_FONT_ORIGINS: 'https://cdn.acme.example, https://fonts.bistro.example',
    })
    expect(config.partnerOrigins).toEqual({
      partner_acme: ['https://pos.acme.example', 'https://admin.acme.example'],
      partner_bistro: ['http://localhost:4198'],
    })
    expect(config.partnerFontOrigins).toEqual(['https://cdn.acme.example', 'https://fonts.bistro.example'])
    expect(parseEnv({}).partnerOrigins).toEqual({})
  })

  test.each([
    ['partner_acme=https://pos.acme.example/', 'not an exact origin'],
    ['partner_acme=https://*.acme.example', 'not an exact origin'],
    ['partner_acme=ftp://pos.acme.example', 'not an exact origin'],
    ['partner_acme=https://pos.acme.example/path', 'not an exact origin'],
    ['https://pos.acme.example', 'should look like'],
    ['partner_acme=', 'should look like'],
  ])('%s is refused with a readable message', (value, message) => {
    expect(() => parseEnv({ VITE_PARTNER_ORIGINS: value })).toThrow(message)
  })
})

describe('every configured URL is https, or http on a loopback host (issue 14)', () => {
  test.each([
    'https://pos.acme.example',
    'https://pos.acme.example:8443',
    'http://localhost:4198',
    'http://127.0.0.1:4198',
    'http://[::1]:4198',
  ])('partner origin %s is accepted', (origin) => {
    expect(parseEnv({ VITE_PARTNER_ORIGINS: `partner_acme=${origin}` }).partnerOrigins).toEqual({
      partner_acme: [origin],
    })
    expect(parseEnv({ VITE_PARTNER_FONT_ORIGINS: origin }).partnerFontOrigins).toEqual([origin])
  })

  test.each([
    ['http://pos.acme.example', 'must be an https:// URL'],
    ['http://10.0.0.5:4198', 'must be an https:// URL'],
    ['http://localhost.acme.example', 'must be an https:// URL'],
    ['javascript:alert(1)', 'is not an exact origin'],
    ['data:text/plain', 'is not an exact origin'],
    ['file:///etc', 'is not an exact origin'],
    ['https://user:pw@pos.acme.example', 'is not an exact origin'],
    ['http://localhost:4198/', 'is not an exact origin'],
  ])('partner origin %s is refused (%s)', (origin, message) => {
    expect(() => parseEnv({ VITE_PARTNER_ORIGINS: `partner_acme=${origin}` })).toThrow(message)
    expect(() => parseEnv({ VITE_PARTNER_FONT_ORIGINS: origin })).toThrow(
      `VITE_PARTNER_FONT_ORIGINS: "${origin}" ${message}`,
    )
  })

  test.each([
    ['https://api.acme.example', true],
    ['http://127.0.0.1:7801', true],
    ['http://localhost:7801', true],
    ['http://api.acme.example', false],
    ['javascript:alert(1)', false],
    ['file:///tmp/api', false],
  ])('VITE_API_BASE_URL=%s accepted: %s', (url, accepted) => {
    const run = () => parseEnv({ VITE_API_BASE_URL: url })
    if (accepted) expect(run().apiBaseUrl).toBe(url)
    else expect(run).toThrow('VITE_API_BASE_URL must be an absolute http(s) URL')
  })
})
