// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { z } from '@/lib/zod'
import { contractExamples } from '@/testing/contract-examples'
import { type PartnerTheme, partnerThemeSchema } from './api/schemas'
import { contrastRatio, guardTheme, onColor } from './contrast-guard'
import { applyTheme, loadFont, themeVariables } from './theme'

const contrastExamples = { acme: z.parse(partnerThemeSchema, contractExamples.config) }

test('colours become --cc-* variables; radii from each component (md, or four corners)', () => {
  const vars = themeVariables(contrastExamples.acme, guardTheme(contrastExamples.acme))
  expect(vars).toMatchObject({
    '--cc-primary': '#4f46e5',
    '--cc-page': '#f9fafb',
    '--cc-error': '#dc2626',
    '--cc-font': "'Inter'",
    '--cc-radius-button': '8px',
    '--cc-radius-card': '12px',
    '--cc-radius-input': '6px',
  })
  const fourCorners = {
    ...contrastExamples.acme,
    components: { button: { borderRadius: { md: [8, 8, 0, 0] as [number, number, number, number] } } },
  }
  expect(themeVariables(fourCorners, guardTheme(fourCorners))['--cc-radius-button']).toBe('8px 8px 0px 0px')
})

test('every component and every size of the borderRadius maps becomes a variable (issue 16)', () => {
  const theme: PartnerTheme = {
    ...contrastExamples.acme,
    components: {
      button: { borderRadius: { sm: 4, md: 8, lg: [8, 8, 8, 8] } },
      modal: { borderRadius: { md: 20 } },
      badge: { borderRadius: { sm: 2 } },
      tokenizedInput: { borderRadius: { md: [1, 2, 3, 4] } },
      'bad name{': { borderRadius: { md: 3 } },
    },
  }
  const vars = themeVariables(theme, guardTheme(theme))
  expect(vars).toMatchObject({
    '--cc-radius-button': '8px',
    '--cc-radius-button-sm': '4px',
    '--cc-radius-button-lg': '8px 8px 8px 8px',
    '--cc-radius-modal': '20px',
    // A map without md: its only size is also the base.
    '--cc-radius-badge': '2px',
    '--cc-radius-badge-sm': '2px',
    '--cc-radius-tokenized-input': '1px 2px 3px 4px',
  })
  expect(Object.keys(vars).filter((k) => k.includes('name'))).toEqual([])
})

test('switching partner leaves none of the previous partner’s corners behind', async () => {
  await applyTheme({ ...contrastExamples.acme, components: { modal: { borderRadius: { md: 20, lg: 30 } } } })
  expect(document.documentElement.style.getPropertyValue('--cc-radius-modal-lg')).toBe('30px')
  await applyTheme({ ...contrastExamples.acme, components: { card: { borderRadius: { md: 4 } } } })
  expect(document.documentElement.style.getPropertyValue('--cc-radius-modal-lg')).toBe('')
  expect(document.documentElement.style.getPropertyValue('--cc-radius-modal')).toBe('')
  expect(document.documentElement.style.getPropertyValue('--cc-radius-card')).toBe('4px')
})

test('text on primary is whichever of white and black reads better', () => {
  expect(onColor('#4f46e5', '#111827', '#ffffff')).toBe('#ffffff')
  expect(onColor('#fde047', '#111827', '#ffffff')).toBe('#111827')
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0)
})

test('applyTheme writes the variables on <html> and marks the partner', async () => {
  await applyTheme(contrastExamples.acme)
  const style = document.documentElement.style
  expect(style.getPropertyValue('--cc-primary')).toBe('#4f46e5')
  expect(style.getPropertyValue('--cc-on-primary')).toBe('#ffffff')
  expect(document.documentElement.dataset.partner).toBe('partner_acme')
})

test('the adjustments on screen: none before a theme, then each applied theme’s, and the screen follows', async () => {
  // A fresh module: this page has applied no theme yet.
  vi.resetModules()
  const fresh = await import('./theme')
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
  const { result } = renderHook(() => fresh.useThemeAdjustments())
  expect(result.current).toBeNull()
  // Acme's sky-blue secondary is darkened (contrast-guard.test.ts).
  await act(() => fresh.applyTheme(contrastExamples.acme))
  expect(result.current?.map((a) => a.color)).toEqual(['secondary'])
  const passing = {
    ...contrastExamples.acme,
    colors: { ...contrastExamples.acme.colors, secondary: '#0e7490' },
  }
  await act(() => fresh.applyTheme(passing))
  expect(result.current).toEqual([])
})

test('a partner font is requested once, however often it is asked for', async () => {
  const faces: string[] = []
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(family: string, source: string) {
        faces.push(`${family} ${source}`)
      }
      load() {
        return Promise.resolve(this)
      }
    },
  )
  Object.defineProperty(document, 'fonts', { value: { add: vi.fn() }, configurable: true })
  const url = 'https://fonts.example/brand-sans.woff2'
  try {
    await expect(Promise.all([loadFont('Brand Sans', url), loadFont('Brand Sans', url)])).resolves.toEqual([
      true,
      true,
    ])
    expect(faces).toEqual([`Brand Sans url("${url}")`])
  } finally {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(document, 'fonts')
  }
})

test('a partner font that cannot load is asked for again next time', async () => {
  let attempts = 0
  vi.stubGlobal(
    'FontFace',
    class {
      load() {
        attempts += 1
        return attempts === 1 ? Promise.reject(new Error('NetworkError')) : Promise.resolve(this)
      }
    },
  )
  Object.defineProperty(document, 'fonts', { value: { add: vi.fn() }, configurable: true })
  const url = 'https://fonts.example/brand-serif.woff2'
  try {
    await expect(loadFont('Brand Serif', url)).resolves.toBe(false)
    await expect(loadFont('Brand Serif', url)).resolves.toBe(true)
    expect(attempts).toBe(2)
  } finally {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(document, 'fonts')
  }
})
