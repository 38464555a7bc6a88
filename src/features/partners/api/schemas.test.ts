import { contractExamples } from '@/testing/contract-examples'
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
    expect(partnerThemeSchema.safeParse(themeWith(place, url)).success).toBe(true)
  })
  test.each(refused)('%s is refused', (url) => {
    expect(partnerThemeSchema.safeParse(themeWith(place, url)).success).toBe(false)
  })
})
