import { contractExamples } from '@/testing/contract-examples'
import { partnerThemeSchema } from './api/schemas'
import { applyTheme, contrastRatio, onColor, themeVariables } from './theme'

const contrastExamples = { acme: partnerThemeSchema.parse(contractExamples.config) }

test('colours become --cc-* variables; radii from each component (md, or four corners)', () => {
  const vars = themeVariables(contrastExamples.acme)
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
  expect(themeVariables(fourCorners)['--cc-radius-button']).toBe('8px 8px 0px 0px')
})

test('text on primary is whichever of white and black reads better', () => {
  expect(onColor('#4f46e5', '#111827', '#ffffff')).toBe('#ffffff')
  expect(onColor('#fde047', '#111827', '#ffffff')).toBe('#111827')
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 0)
})

test('applyTheme writes the variables on <html> and marks the partner', () => {
  applyTheme(contrastExamples.acme)
  const style = document.documentElement.style
  expect(style.getPropertyValue('--cc-primary')).toBe('#4f46e5')
  expect(style.getPropertyValue('--cc-on-primary')).toBe('#ffffff')
  expect(document.documentElement.dataset.partner).toBe('partner_acme')
})
