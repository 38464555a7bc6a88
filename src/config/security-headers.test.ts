import {
  contentSecurityPolicy,
  headersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
} from './security-headers'

const options = {
  environment: 'production' as const,
  apiBaseUrl: 'https://api.credit-connect.example',
  frameAncestors: ['https://pos.acme.example', 'https://bistro.example'],
  partnerFontOrigins: ['https://cdn.acme.example'],
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

test('the policy: strict defaults, the API, Plaid, partner fonts and frame ancestors', () => {
  const csp = directives(contentSecurityPolicy(options))
  expect(csp.get('default-src')).toEqual(["'none'"])
  expect(csp.get('script-src')).toEqual([
    "'self'",
    'https://cdn.plaid.com/link/v2/stable/link-initialize.js',
    "'wasm-unsafe-eval'",
  ])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'none'"])
  expect(csp.get('connect-src')).toEqual([
    "'self'",
    'https://api.credit-connect.example',
    'https://production.plaid.com',
    'https://cdn.acme.example',
    'data:',
  ])
  expect(csp.get('font-src')).toEqual(["'self'", 'https://cdn.acme.example'])
  expect(csp.get('frame-ancestors')).toEqual(['https://pos.acme.example', 'https://bistro.example'])
  expect(csp.get('worker-src')).toEqual(["'self'"])
  expect(contentSecurityPolicy(options)).not.toMatch(/'unsafe-eval'|'unsafe-inline' .*script|\*/)
})

test('no partner configured: the app cannot be framed at all', () => {
  const csp = directives(contentSecurityPolicy({ ...options, frameAncestors: [] }))
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
})

test('non-production builds may reach Plaid’s sandbox', () => {
  const csp = directives(contentSecurityPolicy({ ...options, environment: 'development' }))
  expect(csp.get('connect-src')).toContain('https://sandbox.plaid.com')
})

test('inline scripts are allowed by hash only', async () => {
  const html = '<script type="module" src="/a.js"></script><script>console.log(1)</script>'
  const hashes = await inlineScriptHashes(html)
  // echo -n 'console.log(1)' | openssl dgst -sha256 -binary | base64
  expect(hashes).toEqual(['sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='])
  expect(contentSecurityPolicy({ ...options, inlineScriptHashes: hashes })).toContain(
    "script-src 'self' 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='",
  )
})

test('the headers file: security headers everywhere, index.html never cached, assets cached for good', () => {
  const rules = parseHeadersFile(headersFile(options))
  const page = headersForPath(rules, '/loan/credit-view')
  expect(page['Referrer-Policy']).toBe('no-referrer')
  expect(page['Cache-Control']).toBe('no-store')
  expect(page['X-Content-Type-Options']).toBe('nosniff')
  expect(page['Content-Security-Policy']).toBe(contentSecurityPolicy(options))
  expect(headersForPath(rules, '/index.html')['Cache-Control']).toBe('no-store')
  const asset = headersForPath(rules, '/assets/index-abc123.js')
  expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable')
  expect(asset['Content-Security-Policy']).toBeDefined()
})
