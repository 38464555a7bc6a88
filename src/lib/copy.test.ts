import fc from 'fast-check'
import { COPY_PLACEHOLDERS, fillCopy, partnerDisplayName, type CopyValues } from './copy'
import { chooseLocale } from './i18n/runtime'

test('fills the spec §9 placeholders', () => {
  expect(
    fillCopy('{partnerName} and {bankName}: {amount} to {account} in {days} days.', {
      partnerName: 'Acme POS',
      bankName: 'First Example Bank',
      amount: '$12,000.00',
      account: '*****7781',
      days: '2-6',
    }),
  ).toBe('Acme POS and First Example Bank: $12,000.00 to *****7781 in 2-6 days.')
  expect(fillCopy('{amount} and {amount} again', { amount: 5 })).toBe('5 and 5 again')
})

test('a missing value is left out and the gap closes up', () => {
  expect(fillCopy('Go back to your {partnerName} dashboard.', {})).toBe('Go back to your dashboard.')
  expect(fillCopy('Go back to your {partnerName} dashboard.', { partnerName: 'Acme POS' })).toBe(
    'Go back to your Acme POS dashboard.',
  )
})

test('braces that are not placeholders stay as written', () => {
  expect(fillCopy('{other} {partnerName}', { partnerName: 'Acme' })).toBe('{other} Acme')
})

test('property: every placeholder is filled and none is left', () => {
  const word = fc.stringMatching(/^[A-Za-z0-9 $.,*-]{1,20}$/)
  const placeholder = fc.constantFrom(...COPY_PLACEHOLDERS)
  const text = fc.stringMatching(/^[A-Za-z .,’]{0,12}$/)
  const values = fc.record(
    Object.fromEntries(COPY_PLACEHOLDERS.map((k) => [k, word])) as Record<
      (typeof COPY_PLACEHOLDERS)[number],
      typeof word
    >,
  )
  fc.assert(
    fc.property(fc.array(fc.tuple(text, placeholder)), text, values, (parts, tail, v: CopyValues) => {
      const template = parts.map(([t, p]) => `${t}{${p}}`).join('') + tail
      const filled = fillCopy(template, v)
      expect(filled).not.toMatch(/\{(partnerName|bankName|days|account|amount)\}/)
      expect(filled).not.toMatch(/undefined|null/)
      // Each value appears (spacing aside) where its placeholder was.
      const squash = (s: string) => s.replace(/\s+/g, '')
      for (const [, p] of parts) expect(squash(filled)).toContain(squash(String(v[p])))
    }),
  )
})

test('property: with no values, nothing of a placeholder is left', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...COPY_PLACEHOLDERS)), (keys) => {
      expect(fillCopy(keys.map((k) => `a {${k}} b`).join(' '), {})).not.toMatch(/[{}]/)
    }),
  )
})

test('a partner is named by its name, or by the one fallback, in the language on screen', async () => {
  expect(partnerDisplayName('Acme POS')).toBe('Acme POS')
  expect(partnerDisplayName(null)).toBe('the platform you came from')
  expect(partnerDisplayName(undefined)).toBe('the platform you came from')
  expect(fillCopy('Contact support through {partnerName}.', { partnerName: partnerDisplayName(null) })).toBe(
    'Contact support through the platform you came from.',
  )
  await chooseLocale('es-US')
  expect(partnerDisplayName(null)).toBe('la plataforma desde la que llegó')
  expect(partnerDisplayName('Tienda Pay')).toBe('Tienda Pay')
  await chooseLocale('en-US')
})
