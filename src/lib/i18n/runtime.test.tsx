import { render, renderHook, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act } from 'react'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import {
  type CatalogueLoaders,
  addCatalogue,
  chooseLocale,
  currentLocale,
  i18nFor,
  localeState,
  retryLocale,
  subscribeLocale,
  useLocale,
} from './runtime'

test('a message shows in the chosen language, and <html lang> follows', async () => {
  render(
    <I18nProvider i18n={i18n}>
      <FullScreenLoader />
    </I18nProvider>,
  )
  expect(screen.getByRole('status')).toHaveTextContent('Loading')
  await act(() => chooseLocale('es-US'))
  expect(screen.getByRole('status')).toHaveTextContent('Cargando')
  expect(document.documentElement.lang).toBe('es-US')
  expect(currentLocale()).toBe('es-US')
  expect(localeState()).toEqual({ active: 'es-US', wanted: 'es-US', failed: false })
})

/**
 * A catalogue whose loads the test settles: one message, `area.greeting`, in each language. Once a
 * language is settled, asking again answers at once (a module the browser already has).
 */
function heldCatalogue() {
  const pending = new Map<string, () => void>()
  const settled = new Set<string>()
  const loader =
    (locale: 'en-US' | 'es-US', text: string): CatalogueLoaders[typeof locale] =>
    () =>
      new Promise((resolve) => {
        const answer = () => resolve({ messages: { 'area.greeting': text } })
        if (settled.has(locale)) answer()
        else pending.set(locale, answer)
      })
  const catalogue: CatalogueLoaders = { 'en-US': loader('en-US', 'Hello'), 'es-US': loader('es-US', 'Hola') }
  const settle = (locale: string) => {
    settled.add(locale)
    pending.get(locale)?.()
  }
  // The catalogue stays added after its test (the runtime keeps every area it was given): once the
  // test is over it answers in both languages, or a later test's switch would wait for it for ever.
  onTestFinished(() => {
    settle('en-US')
    settle('es-US')
  })
  return { catalogue, settle }
}

test("a screen's area loads in the language on screen, and a switch shows only once the area is there too", async () => {
  const area = heldCatalogue()
  const added = addCatalogue(area.catalogue)
  area.settle('en-US')
  await added
  expect(i18n._('area.greeting')).toBe('Hello')

  let switched = false
  const switching = chooseLocale('es-US').then(() => (switched = true))
  await vi.waitFor(() => expect(localeState().wanted).toBe('es-US'))
  await new Promise((resolve) => setTimeout(resolve, 20))
  // Every other catalogue is in; the area's Spanish is not, so English stays on screen.
  expect(switched).toBe(false)
  expect(currentLocale()).toBe('en-US')
  area.settle('es-US')
  await switching
  expect(currentLocale()).toBe('es-US')
  expect(i18n._('area.greeting')).toBe('Hola')
})

test('an area added while a switch is under way is loaded in the new language before it shows', async () => {
  const area = heldCatalogue()
  let switched = false
  const switching = chooseLocale('es-US').then(() => (switched = true))
  // Added mid-switch (a screen opened meanwhile): loaded for the language on screen…
  const added = addCatalogue(area.catalogue)
  area.settle('en-US')
  await added
  expect(i18n._('area.greeting')).toBe('Hello')
  await new Promise((resolve) => setTimeout(resolve, 20))
  // …and the switch waits for its Spanish as well.
  expect(switched).toBe(false)
  area.settle('es-US')
  await switching
  expect(i18n._('area.greeting')).toBe('Hola')
})

test('a part in a language of its own (i18nFor) also gets the areas added after it was first made', async () => {
  const before = await i18nFor('en-US')
  const area = heldCatalogue()
  const added = addCatalogue(area.catalogue)
  area.settle('en-US')
  await added
  const after = await i18nFor('en-US')
  expect(after).toBe(before)
  expect(after._('area.greeting')).toBe('Hello')
  expect(after.locale).toBe('en-US')
})

test('the language state: subscribers hear each step of a switch, a screen follows it, a failure says so', async () => {
  const heard: string[] = []
  const stop = subscribeLocale((state) => heard.push(`${state.wanted} ${state.active} ${state.failed}`))
  const { result } = renderHook(() => useLocale())
  expect(result.current).toEqual({ active: 'en-US', wanted: 'en-US', failed: false })
  await act(() => chooseLocale('es-US'))
  // Wanted first (English stays on screen while Spanish loads), then shown.
  expect(heard).toEqual(['es-US en-US false', 'es-US es-US false'])
  expect(result.current).toEqual({ active: 'es-US', wanted: 'es-US', failed: false })

  // A catalogue whose English cannot load (yet): the switch back fails, and the screen hears it.
  let reachable = false
  onTestFinished(() => void (reachable = true))
  const flaky: CatalogueLoaders = {
    'en-US': () =>
      reachable ? Promise.resolve({ messages: {} }) : Promise.reject(new Error('chunk failed')),
    'es-US': () => Promise.resolve({ messages: {} }),
  }
  await addCatalogue(flaky)
  await act(() => expect(chooseLocale('en-US')).rejects.toThrow('chunk failed'))
  expect(result.current).toEqual({ active: 'es-US', wanted: 'en-US', failed: true })
  stop()
  const count = heard.length
  reachable = true
  await act(() => retryLocale())
  expect(result.current).toEqual({ active: 'en-US', wanted: 'en-US', failed: false })
  // Unsubscribed: nothing more is heard.
  expect(heard).toHaveLength(count)
})
