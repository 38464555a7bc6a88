import fc from 'fast-check'
import { z } from './zod'
import { instantSchema, isInstant, secureUrlSchema } from './schemas'
import { LOOPBACK_HOSTS, isSecureUrl } from './urls'

describe('secure URLs: https, or http on a loopback host (issue 14)', () => {
  test.each([
    ['https://api.acme.example/v2/contracts/c_9?r=7f3a', true],
    ['https://cdn.acme.example/inter.woff2', true],
    ['HTTPS://CDN.ACME.EXAMPLE/font.woff2', true],
    ['http://localhost:5173/assets/inter.woff2', true],
    ['http://127.0.0.1:4199/assets/serif.woff', true],
    ['http://[::1]:8080/x', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(document.cookie)', false],
    ['data:application/pdf;base64,JVBERi0=', false],
    ['file:///etc/passwd', false],
    ['blob:https://api.acme.example/1f2e', false],
    ['ftp://files.acme.example/contract.pdf', false],
    ['http://api.acme.example/contract.pdf', false],
    ['http://localhost.evil.example/x', false],
    ['http://127.0.0.2/x', false],
    ['http://192.168.1.10:5173/x', false],
    ['https://user:secret@api.acme.example/x', false],
    ['//api.acme.example/x', false],
    ['/v2/contracts/c_9', false],
    ['not a url', false],
    ['', false],
  ])('%s: accepted %s', (url, accepted) => {
    expect(isSecureUrl(url)).toBe(accepted)
    expect(z.safeParse(secureUrlSchema, url).success).toBe(accepted)
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

describe('ISO instants (contract "Conventions")', () => {
  test.each([
    ['2026-11-21T15:00:00Z', true],
    ['2026-11-21T15:00:00.123Z', true],
    ['2026-11-21T15:00:00+02:00', true],
    ['2024-02-29T00:00:00-05:00', true],
    ['2026-11-21T15:00Z', false],
    ['2026-11-21T15:00:00', false],
    ['2026-11-21T15:00:00+0200', false],
    ['2026-11-21 15:00:00Z', false],
    ['2026-11-21t15:00:00z', false],
    ['2026-02-29T00:00:00Z', false],
    ['2026-11-21T24:00:00Z', false],
    ['2026-11-21T15:60:00Z', false],
    ['2026-11-21', false],
    ['', false],
  ])('%s: accepted %s', (text, accepted) => {
    expect(isInstant(text)).toBe(accepted)
    expect(z.safeParse(instantSchema, text).success).toBe(accepted)
  })
})
