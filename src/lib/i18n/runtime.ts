import { type I18n, type Messages, i18n, setupI18n } from '@lingui/core'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { session } from '@/lib/storage'
import { DEFAULT_LOCALE, type Locale, formatLocaleFor, resolveLocale, toLocale } from './locales'

/**
 * The one place the app's language changes (decision 0017). Catalogues are compiled at build time
 * (Lingui's Vite plugin) and load lazily, each locale in its own chunk, English as well: the first
 * page carries no message text, and the catalogue travels beside the first data (issue 15, 19).
 * The shell's catalogue loads at the start; a screen's areas load with its code (`addCatalogue`,
 * src/locales/areas.ts), and every catalogue added so far follows each change of language.
 */
export type CatalogueLoaders = Record<Locale, () => Promise<{ messages: Messages }>>

const catalogues: CatalogueLoaders[] = [
  {
    'en-US': () => import('@/locales/en-US'),
    'es-US': () => import('@/locales/es-US'),
  },
]
const loads = new Map<CatalogueLoaders, Map<Locale, Promise<void>>>()

/** Each catalogue once per locale; a failed load is forgotten, so "Try again" asks again. */
function load(catalogue: CatalogueLoaders, locale: Locale): Promise<void> {
  let byLocale = loads.get(catalogue)
  if (!byLocale) loads.set(catalogue, (byLocale = new Map<Locale, Promise<void>>()))
  let loading = byLocale.get(locale)
  if (!loading) {
    loading = catalogue[locale]().then(({ messages }) => i18n.load(locale, messages))
    loading.catch(() => byLocale.delete(locale))
    byLocale.set(locale, loading)
  }
  return loading
}

/** The choice is kept for the browser tab's session (never in local storage: spec §9 keys only). */
const CHOICE_KEY = 'cc-locale'

export interface LocaleState {
  /** The language on screen (null until the first catalogue has arrived). */
  active: Locale | null
  /** The language being switched to; equal to `active` once it has loaded. */
  wanted: Locale
  /** The wanted language's catalogue could not be loaded. */
  failed: boolean
}

let chosen: Locale | null = null
let partnerDefault: Locale | null = null
/** The language state (a zustand store, as all client state is); the runtime alone changes it. */
const localeStore = createStore<LocaleState>()(() => ({
  active: null,
  wanted: DEFAULT_LOCALE,
  failed: false,
}))
const update = (next: Partial<LocaleState>) => localeStore.setState(next)

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  const languages: readonly unknown[] = navigator.languages ?? [navigator.language]
  return languages.filter((tag): tag is string => typeof tag === 'string')
}

/** Loads `locale` (every catalogue added, even while it loads), then shows it; a newer request wins. */
async function activate(locale: Locale): Promise<void> {
  update({ wanted: locale, failed: false })
  try {
    // Catalogues are only ever added: once a round finds none new, the language is whole.
    let loaded = 0
    while (loaded < catalogues.length) {
      const round = [...catalogues]
      await Promise.all(round.map((catalogue) => load(catalogue, locale)))
      loaded = round.length
    }
  } catch (error) {
    if (localeStore.getState().wanted === locale) update({ failed: true })
    throw error
  }
  const { wanted, active } = localeStore.getState()
  if (wanted !== locale) return
  if (i18n.locale !== locale) i18n.activate(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  if (active !== locale) update({ active: locale })
}

function settle(): Promise<void> {
  return activate(resolveLocale({ chosen, partnerDefault, browser: browserLanguages() }))
}

/**
 * At start-up (start.tsx), before the first render: the link's `lang` (if any) becomes this
 * session's choice, and the language's catalogue starts loading at once.
 */
export function startLocale(linkLang: string | null): Promise<void> {
  const fromLink = toLocale(linkLang)
  if (fromLink) session.set(CHOICE_KEY, fromLink)
  chosen = fromLink ?? toLocale(session.get(CHOICE_KEY))
  return settle()
}

/** The footer's switcher: the merchant's own choice, kept for the session. */
export function chooseLocale(locale: Locale): Promise<void> {
  chosen = locale
  session.set(CHOICE_KEY, locale)
  return settle()
}

/** The partner configuration's optional default, once it has arrived (app/loaders.ts). */
export function setPartnerDefault(value: unknown): Promise<void> {
  const next = toLocale(value)
  if (next === partnerDefault && localeStore.getState().active !== null) return Promise.resolve()
  partnerDefault = next
  return settle()
}

/** Loads the wanted language again after a failure. */
export function retryLocale(): Promise<void> {
  return activate(localeStore.getState().wanted)
}

/**
 * Another catalogue (a screen's area, the sandbox's picker): loaded now for the language on screen,
 * and with every switch (a switch under way loads it too before it shows: `activate`).
 */
export function addCatalogue(catalogue: CatalogueLoaders): Promise<void> {
  if (!catalogues.includes(catalogue)) catalogues.push(catalogue)
  const { active, wanted } = localeStore.getState()
  return load(catalogue, active ?? wanted)
}

export function localeState(): LocaleState {
  return localeStore.getState()
}

/** Told of every change of the language state (`listener` gets the new state and the one before). */
export function subscribeLocale(listener: (state: LocaleState, previous: LocaleState) => void): () => void {
  return localeStore.subscribe(listener)
}

export function useLocale(): LocaleState {
  return useStore(localeStore)
}

/** The language on screen (English before any catalogue has loaded). */
export function currentLocale(): Locale {
  return localeStore.getState().active ?? DEFAULT_LOCALE
}

/**
 * The locale numbers, money and dates are written in for `locale` (the language on screen unless
 * said otherwise): `formatLocaleFor` with the browser's language.
 */
export function formatLocale(locale: Locale = currentLocale()): string {
  return formatLocaleFor(locale, typeof navigator === 'undefined' ? undefined : navigator.language)
}

const instances = new Map<Locale, { i18n: I18n; loaded: Set<CatalogueLoaders> }>()

/**
 * A separate Lingui instance fixed to `locale`, for showing one part of a screen in another language
 * than the rest: the disclosure's English original beside its Spanish (decision 0017). Render the
 * part inside `<I18nProvider i18n={…}>`; its components read copy through `useLingui`. It holds every
 * catalogue added so far (the shell's and the areas of the screens shown), each loaded once.
 */
export async function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale)
  if (!instance) {
    instance = { i18n: setupI18n(), loaded: new Set() }
    instances.set(locale, instance)
  }
  const { i18n: fixed, loaded } = instance
  const missing = catalogues.filter((catalogue) => !loaded.has(catalogue))
  const parts = await Promise.all(missing.map((catalogue) => catalogue[locale]()))
  missing.forEach((catalogue, index) => {
    fixed.load(locale, parts[index]!.messages)
    loaded.add(catalogue)
  })
  if (fixed.locale !== locale) fixed.activate(locale)
  return fixed
}

/** Tests only: forget the choice and the partner's default. */
export function resetLocaleForTests() {
  chosen = null
  partnerDefault = null
  session.remove(CHOICE_KEY)
}
