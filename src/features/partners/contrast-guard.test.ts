// @vitest-environment jsdom
import { z } from '@/lib/zod'
import { type MessageDescriptor, i18n } from '@lingui/core'
import fc from 'fast-check'
import { chooseLocale } from '@/lib/i18n/runtime'
import { contractExamples } from '@/testing/contract-examples'
import { describeAdjustment } from './adjustment-copy'
import { type PartnerTheme, THEME_COLOR_NAMES, partnerThemeSchema } from './api/schemas'
import {
  TEXT_CONTRAST,
  UI_CONTRAST,
  contrastRatio,
  guardColor,
  guardTheme,
  hexToOklab,
  mixOklab,
} from './contrast-guard'
import { applyTheme, themeVariables } from './theme'

const acme = z.parse(partnerThemeSchema, contractExamples.config)

function withColors(colors: Partial<PartnerTheme['colors']>, documentText?: string, heading?: string) {
  return {
    ...acme,
    colors: { ...acme.colors, ...colors },
    documentTheme: {
      ...acme.documentTheme,
      colors: {
        text: documentText ?? acme.documentTheme.colors.text,
        table: heading ? { headingBackground: heading } : acme.documentTheme.colors.table,
      },
    },
  }
}

const hue = (hex: string) => {
  const [, a, b] = hexToOklab(hex)
  return (Math.atan2(b, a) * 180) / Math.PI
}

test('colours that already pass are left exactly as configured; a failing one is named', () => {
  const guarded = guardTheme(acme)
  // Acme's sky-blue secondary (#0ea5e9) is 2.8:1 on white: below the 3:1 of UI parts.
  expect(guarded.adjustments.map((a) => [a.color, a.from, a.how])).toEqual([
    ['secondary', '#0ea5e9', 'darkened'],
  ])
  expect(guarded.colors).toMatchObject({ primary: '#4f46e5', black: '#111827', error: '#dc2626' })
  expect(guardTheme(withColors({ secondary: '#0e7490' })).adjustments).toEqual([])
})

test('a light primary is darkened, keeping its hue, just enough to read as text', () => {
  const { color, adjustment } = guardColor('primary', '#fde047', ['#ffffff'], TEXT_CONTRAST, '#1f4fd1')
  expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  // Just enough: one step lighter would not pass.
  expect(contrastRatio(color, '#ffffff')).toBeLessThan(TEXT_CONTRAST + 0.3)
  expect(Math.abs(hue(color) - hue('#fde047'))).toBeLessThan(8)
  expect(adjustment).toMatchObject({ how: 'darkened', from: '#fde047', to: color })
  expect(adjustment?.message).toBe(`Your primary colour was darkened from #fde047 to ${color} for contrast.`)
})

test('on screen an adjustment is said in the language on screen; the console’s note stays English', async () => {
  const { adjustment } = guardColor('primary', '#fde047', ['#ffffff'], TEXT_CONTRAST, '#4f46e5')
  const t = (message: MessageDescriptor) => i18n._(message)
  expect(describeAdjustment(adjustment!, t)).toBe(adjustment!.message)
  await chooseLocale('es-US')
  expect(describeAdjustment(adjustment!, t)).toBe(
    `Su color principal se oscureció de #fde047 a ${adjustment!.to} para mejorar el contraste.`,
  )
  expect(adjustment!.message).toBe(
    `Your primary colour was darkened from #fde047 to ${adjustment!.to} for contrast.`,
  )
})

test('on a dark surface a dark colour is lightened instead', () => {
  const { color, adjustment } = guardColor('success', '#14532d', ['#111111'], UI_CONTRAST, '#15803d')
  expect(adjustment?.how).toBe('lightened')
  expect(contrastRatio(color, '#111111')).toBeGreaterThanOrEqual(UI_CONTRAST)
})

test('a grey page behind light-grey text: the text goes dark; the muted text and links follow', () => {
  const guarded = guardTheme(withColors({ black: '#9ca3af', primary: '#93c5fd', secondary: '#0e7490' }))
  expect(guarded.adjustments.map((a) => a.color)).toEqual(['black', 'mutedText', 'primary'])
  for (const bg of [guarded.colors.white, guarded.colors.pageBackground]) {
    expect(contrastRatio(guarded.colors.black, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastRatio(guarded.mutedText, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(contrastRatio(guarded.colors.primary, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  }
})

test('the disclosure’s text reads on the page and on its table headings', () => {
  const guarded = guardTheme(withColors({ secondary: '#0e7490' }, '#a1a1aa', '#3f3f46'))
  expect(guarded.adjustments.map((a) => a.color)).toEqual(['documentHeading', 'documentText'])
  expect(contrastRatio(guarded.documentText, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  expect(contrastRatio(guarded.documentText, guarded.documentHeading)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
})

test('the CSS variables carry the guarded colours, and each adjustment is said once in the console', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  const theme = withColors({ primary: '#fde047' })
  const vars = themeVariables(theme, guardTheme(theme))
  expect(contrastRatio(vars['--cc-primary']!, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  expect(vars['--cc-fg-muted']).toMatch(/^#[0-9a-f]{6}$/)
  await applyTheme(theme)
  await applyTheme(theme)
  const said = info.mock.calls.filter(([text]) => String(text).includes('#fde047'))
  expect(said).toHaveLength(1)
  expect(String(said[0]?.[0])).toMatch(
    /primary colour was darkened from #fde047 to #[0-9a-f]{6} for contrast/,
  )
  info.mockRestore()
})

test('mixing in OKLab matches the ends and lies between them', () => {
  expect(mixOklab('#111827', 100, '#ffffff')).toBe('#111827')
  expect(mixOklab('#111827', 0, '#ffffff')).toBe('#ffffff')
  const mid = mixOklab('#000000', 50, '#ffffff')
  expect(contrastRatio(mid, '#000000')).toBeGreaterThan(2)
  expect(contrastRatio(mid, '#ffffff')).toBeGreaterThan(2)
})

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`)

const palette = fc.record({
  colors: fc.record(
    Object.fromEntries(THEME_COLOR_NAMES.map((n) => [n, hex])) as Record<
      (typeof THEME_COLOR_NAMES)[number],
      typeof hex
    >,
  ),
  documentText: hex,
  heading: fc.option(hex, { nil: undefined }),
})

test('property: whatever the partner’s palette, every colour passes against every background it is used on', () => {
  fc.assert(
    fc.property(palette, ({ colors, documentText, heading }) => {
      const g = guardTheme(withColors(colors, documentText, heading))
      const backgrounds = [g.colors.white, g.colors.pageBackground]
      const pairs: [string, string, number][] = [
        ...backgrounds.flatMap((bg): [string, string, number][] => [
          [g.colors.black, bg, TEXT_CONTRAST],
          [g.mutedText, bg, TEXT_CONTRAST],
          [g.colors.primary, bg, TEXT_CONTRAST],
        ]),
        ...(['secondary', 'success', 'warning', 'error', 'info'] as const).map(
          (name): [string, string, number] => [g.colors[name], g.colors.white, UI_CONTRAST],
        ),
        [g.documentText, g.colors.white, TEXT_CONTRAST],
        ...(g.documentHeading
          ? [[g.documentText, g.documentHeading, TEXT_CONTRAST] as [string, string, number]]
          : []),
      ]
      for (const [fg, bg, ratio] of pairs) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(ratio)
      // Every change is reported, with the colour it became.
      for (const a of g.adjustments) expect(a.message).toContain(a.to)
    }),
    { numRuns: 300 },
  )
})

test('property: an adjusted colour keeps its hue unless it had to be replaced', () => {
  fc.assert(
    fc.property(hex, hex, (color, background) => {
      const { color: out, adjustment } = guardColor('primary', color, [background], TEXT_CONTRAST, '#1f4fd1')
      expect(contrastRatio(out, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      const [, a, b] = hexToOklab(color)
      const chromatic = Math.hypot(a, b) > 0.05
      const [, a2, b2] = hexToOklab(out)
      if (adjustment && adjustment.how !== 'replaced' && chromatic && Math.hypot(a2, b2) > 0.05) {
        const delta = Math.abs(((hue(out) - hue(color) + 540) % 360) - 180)
        expect(delta).toBeLessThan(20)
      }
    }),
    { numRuns: 500 },
  )
})

test('document text is checked against the table heading background even when the partner sets none', () => {
  const theme = z.parse(partnerThemeSchema, {
    ...contractExamples.config,
    documentTheme: { ...contractExamples.config.documentTheme, colors: { text: '#767676' } },
  })
  const guarded = guardTheme(theme)
  // #767676 passes on white (4.54:1) but not on the default heading cells (#f3f4f6, 4.13:1).
  expect(contrastRatio(guarded.documentText, guarded.documentHeading)).toBeGreaterThanOrEqual(4.5)
  expect(guarded.adjustments.some((a) => a.color === 'documentText')).toBe(true)
})
