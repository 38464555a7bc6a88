import fc from 'fast-check'
import { isEmailAddress, mailtoHref } from './email'

test.each([
  'support@credit-connect.example',
  'capital-support@acme.example',
  'first.last+loans@sub.bistropay.example',
  "o'brien@shop.example",
  'ayuda@tiendapay.example',
])('%s is a mailto: link', (address) => {
  expect(mailtoHref(address)).toBe(`mailto:${address}`)
})

test.each([
  ['a header', 'help@bistropay.example?cc=boss@evil.example'],
  ['a subject', 'help@bistropay.example?subject=Hi'],
  ['a joined header', 'help@bistropay.example&body=Send%20your%20SSN'],
  ['a percent escape', 'help%40evil.example@bistropay.example'],
  ['an encoded question mark', 'help@bistropay.example%3Fbcc=x'],
  ['a fragment', 'help@bistropay.example#x'],
  ['a colon', 'javascript:alert(1)//@x.example'],
  ['a colon in the local part', 'a:b@bistropay.example'],
  ['a second recipient', 'help@bistropay.example,boss@evil.example'],
  ['a second recipient after ;', 'help@bistropay.example;x'],
  ['a control character', 'help@bistropay.example\u0000'],
  ['no address at all', 'not an address'],
  ['an empty string', ''],
])('%s (%j): no link', (_, address) => {
  expect(mailtoHref(address)).toBeNull()
})

test('nothing, or not a string: no link', () => {
  expect(mailtoHref(null)).toBeNull()
  expect(mailtoHref(undefined)).toBeNull()
})

test('property: a link is made exactly for an address with none of ? & % # : , ;', () => {
  const address = fc.oneof(
    // RFC 5322 local parts may hold `?`, `&`, `%` and `#` themselves.
    fc.emailAddress(),
    fc
      .tuple(
        fc.emailAddress(),
        fc.constantFrom('?', '&', '%', '#', ':', ',', ';'),
        fc.string({ maxLength: 8 }),
        fc.boolean(),
      )
      .map(([email, c, rest, after]) => {
        const at = email.indexOf('@')
        return after ? `${email}${c}${rest}` : `${email.slice(0, at)}${c}${email.slice(at)}`
      }),
  )
  fc.assert(
    fc.property(address, (text) => {
      const href = mailtoHref(text)
      const safe = isEmailAddress(text) && !/[?&%#:,;]/.test(text)
      expect(href).toBe(safe ? `mailto:${text}` : null)
      if (href) expect(new URL(href).searchParams.size).toBe(0)
    }),
    { numRuns: 400 },
  )
})
