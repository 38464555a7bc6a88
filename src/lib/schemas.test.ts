import fc from 'fast-check'
import { safeParse } from './zod'
import { secureUrlSchema } from './schemas'
import { LOOPBACK_HOSTS, isSecureUrl } from './urls'

describe('secure URLs: https, or http on a loopback host (issue 14)', () => {
  test.each([
    'https://api.acme.example/v2/contracts/c_9?r=7f3a',
    'https://cdn.acme.example/inter.woff2',
    'HTTPS://CDN.ACME.EXAMPLE/font.woff2',
    'http://localhost:5173/assets/inter.woff2',
    'http://127.0.0.1:4199/assets/serif.woff',
    'http://[::1]:8080/x',
  ])('accepts %s', (url) => {
    expect(isSecureUrl(url)).toBe(true)
    expect(safeParse(secureUrlSchema, url).success).toBe(true)
  })

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:application/pdf;base64,JVBERi0=',
    'file:///etc/passwd',
    'blob:https://api.acme.example/1f2e',
    'ftp://files.acme.example/contract.pdf',
    'http://api.acme.example/contract.pdf',
    'http://localhost.evil.example/x',
    'http://127.0.0.2/x',
    'http://192.168.1.10:5173/x',
    'https://user:secret@api.acme.example/x',
    '//api.acme.example/x',
    '/v2/contracts/c_9',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isSecureUrl(url)).toBe(false)
    expect(safeParse(secureUrlSchema, url).success).toBe(false)
  })

  test('property: any URL that is not https and not http on a loopback host is refused', () => {
    const scheme = fc.constantFrom(
      'http',
      'ftp',
      'javascript',
      'data',
      'file',
      'ws',
      'wss',
      'blob',
      'about',
      'chrome',
    )
    const host = fc.domain().filter((h) => !LOOPBACK_HOSTS.includes(h))
    fc.assert(
      fc.property(scheme, host, fc.webPath(), (s, h, p) => {
        expect(isSecureUrl(`${s}://${h}${p}`)).toBe(false)
      }),
    )
  })

  test('property: any https URL is accepted, and http only on a loopback host', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (url) => {
        fc.pre(!/^https:\/\/[^/]*@/.test(url))
        expect(isSecureUrl(url)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...LOOPBACK_HOSTS),
        fc.integer({ min: 1, max: 65535 }),
        fc.webPath(),
        (h, port, p) => {
          expect(isSecureUrl(`http://${h}:${port}${p}`)).toBe(true)
        },
      ),
    )
  })
})
