import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { KIT_RADII, type KitRadius, colorUtilities, radiusUtilities, radiusValue } from './design-tokens'

const kitSource = readdirSync(resolve(__dirname, '../components/ui'))
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => readFileSync(resolve(__dirname, '../components/ui', f), 'utf8'))
  .join('\n')

test.each(Object.keys(KIT_RADII) as KitRadius[])(
  'the %s corner reaches its kit component, with each of its sizes',
  (component) => {
    expect(kitSource).toMatch(new RegExp(`rounded-(t-)?${component}\\b`))
    for (const size of KIT_RADII[component].sizes)
      if (size !== 'md') expect(kitSource).toContain(`rounded-${component}-${size}`)
  },
)

test('a size falls back to its component, a component to the one it follows, then to the kit default', () => {
  expect(radiusValue('button', 'sm')).toBe('var(--cc-radius-button-sm, var(--cc-radius-button, 8px))')
  expect(radiusValue('modal')).toBe('var(--cc-radius-modal, var(--cc-radius-card, 12px))')
  expect(radiusUtilities()['select-inner']).toBe(
    'calc(var(--cc-radius-select, var(--cc-radius-input, 6px)) - 2px)',
  )
})

test('every partner colour has ten tints and ten shades (spec §9), plus the neutrals', () => {
  const names = Object.keys(colorUtilities())
  for (const tone of ['primary', 'secondary', 'success', 'warning', 'error', 'info']) {
    expect(names.filter((n) => new RegExp(`^${tone}-d?\\d0$`).test(n))).toHaveLength(18)
    expect(names).toContain(tone)
  }
  expect(colorUtilities()['primary-d30']).toBe('color-mix(in oklab, var(--cc-primary) 70%, var(--cc-black))')
})
