import { z } from '@/lib/zod'
import { act, screen } from '@testing-library/react'
import { env } from '@/config/env'
import { partnerThemeSchema } from '@/features/partners/api/schemas'
import { applyTheme } from '@/features/partners/theme'
import { chooseLocale } from '@/lib/i18n/runtime'
import { useSessionStore } from '@/features/session/store/session-store'
import { contractExamples } from '@/testing/contract-examples'
import { openApp } from '@/testing/app'

/** The value shown next to a label in the "This app" list. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

async function openSystem() {
  openApp('new-merchant', '/system')
  await screen.findByRole('heading', { level: 1, name: 'System' })
  const { shopId, merchantId, partnerId } = useSessionStore.getState()
  return { shopId: shopId!, merchantId: merchantId!, partnerId: partnerId! }
}

const mocking = env.apiMocking
afterEach(() => {
  env.apiMocking = mocking
})

test('on the sandbox (dev and test builds) /system shows the ids in full', async () => {
  env.apiMocking = true
  const ids = await openSystem()
  expect(fact('Shop')).toBe(ids.shopId)
  expect(fact('Merchant')).toBe(ids.merchantId)
  expect(fact('Partner')).toBe(ids.partnerId)
})

test('in a production build (sandbox off) /system masks every id to its last 4 characters', async () => {
  env.apiMocking = false
  const ids = await openSystem()
  for (const [label, id] of [
    ['Shop', ids.shopId],
    ['Merchant', ids.merchantId],
    ['Partner', ids.partnerId],
  ] as const) {
    expect(id.length).toBeGreaterThan(4)
    const shown = fact(label)
    expect(shown).toMatch(/^\*+.{4}$/)
    expect(shown.endsWith(id.slice(-4))).toBe(true)
    expect(shown).not.toContain(id)
    expect(document.body.textContent).not.toContain(id)
  }
})

test('/system lists every colour the theme guard changed for contrast', async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  await applyTheme(
    z.parse(partnerThemeSchema, {
      ...contractExamples.config,
      colors: { ...contractExamples.config.colors, primary: '#fde047' },
    }),
  )
  await openSystem()
  const section = screen.getByRole('heading', { level: 2, name: 'Colour contrast' }).parentElement!
  expect(section).toHaveTextContent(
    /Your primary colour was darkened from #fde047 to #[0-9a-f]{6} for contrast\./,
  )
  expect(section).toHaveTextContent(
    /Your secondary colour was darkened from #0ea5e9 to #[0-9a-f]{6} for contrast\./,
  )
})

test('the app is release 2.14.0 (spec §9), shown on /system and sent to monitoring', async () => {
  await openSystem()
  expect(fact('App version')).toBe('2.14.0')
  expect(env.appVersion).toBe('2.14.0')
})

test('/system in Spanish: the facts under Spanish labels, the ids unchanged', async () => {
  env.apiMocking = true
  await act(() => chooseLocale('es-US'))
  openApp('new-merchant', '/system')
  await screen.findByRole('heading', { level: 1, name: 'Sistema' })
  expect(fact('Tienda')).toBe(useSessionStore.getState().shopId)
  expect(fact('Versión de la aplicación')).toBe('2.14.0')
  expect(screen.getByRole('heading', { level: 2, name: 'Galería de componentes' })).toBeInTheDocument()
})
