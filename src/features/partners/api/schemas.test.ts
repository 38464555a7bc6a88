import { z } from '@/lib/zod'
import { chooseLocale } from '@/lib/i18n/runtime'
import { contractExamples } from '@/testing/contract-examples'
import { DEFAULT_PARTNER_SETTINGS } from './partners-api'
import { partnerThemeSchema } from './schemas'

// Partner fonts are loaded by the page and by the PDF: only https, or http on a loopback host (issue 14).
function themeWith(place: 'primary' | 'document', url: string) {
  const theme = contractExamples.config
  return place === 'primary'
    ? { ...theme, fonts: { primary: { ...theme.fonts.primary, url } } }
    : { ...theme, documentTheme: { ...theme.documentTheme, font: { ...theme.documentTheme.font, url } } }
}

const accepted = [
  'https://cdn.acme.example/inter.woff2',
  'http://localhost:5173/assets/inter-latin-400-normal.woff2',
  'http://127.0.0.1:4199/assets/source-serif-4-latin-400-normal.woff',
  'http://[::1]:5173/font.woff2',
]
const refused = [
  'javascript:alert(1)',
  'data:font/woff2;base64,d09GMgABAAAAA',
  'file:///Library/Fonts/Inter.ttf',
  'http://cdn.acme.example/inter.woff2',
  'ftp://cdn.acme.example/inter.woff2',
  'https://user:pw@cdn.acme.example/inter.woff2',
  'inter.woff2',
]

describe.each(['primary', 'document'] as const)('%s font URL', (place) => {
  test.each(accepted)('%s is accepted', (url) => {
    expect(z.safeParse(partnerThemeSchema, themeWith(place, url)).success).toBe(true)
  })
  test.each(refused)('%s is refused', (url) => {
    expect(z.safeParse(partnerThemeSchema, themeWith(place, url)).success).toBe(false)
  })
})

test('the documented default settings: the product is a word in the language on screen, and no bank is named', async () => {
  expect(DEFAULT_PARTNER_SETTINGS).toMatchObject({
    partnerName: 'Credit Connect',
    productName: 'Business financing',
    bankName: null,
  })
  await chooseLocale('es-US')
  expect(DEFAULT_PARTNER_SETTINGS.productName).toBe('Financiamiento para negocios')
  expect(DEFAULT_PARTNER_SETTINGS.partnerName).toBe('Credit Connect')
})

test('the configuration’s language is optional, and any string is accepted (an unknown one is ignored later)', () => {
  expect(z.safeParse(partnerThemeSchema, contractExamples.config).success).toBe(true)
  for (const defaultLocale of ['es-US', 'es', 'en', 'fr-FR']) {
    const config = { ...contractExamples.config.config, defaultLocale }
    expect(z.safeParse(partnerThemeSchema, { ...contractExamples.config, config }).success).toBe(true)
  }
})
