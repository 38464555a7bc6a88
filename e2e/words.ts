import type { Page } from '@playwright/test'
import { localeEntries } from '../scripts/lib/catalogues.mjs'

/** The languages the app speaks (src/lib/i18n/locales.ts). */
export type Locale = 'en-US' | 'es-US'

/**
 * What the app says for an English message, in the language of the test: the journeys are written
 * once, in the English of the code, and read their words from the catalogues as the app does.
 * `values` fill the message's placeholders (`{amount}`); tags of rich text (`<0>…</0>`) are dropped,
 * as they are on screen. An English message that is not in the catalogue fails at once: a journey
 * never waits for words the app cannot show.
 */
export type Say = (english: string, values?: Record<string, string | number>, context?: string) => string

const messages = new Map<Locale, Map<string, string>>()

function catalogue(locale: Locale): Map<string, string> {
  let found = messages.get(locale)
  if (!found) {
    found = new Map(
      localeEntries(locale)
        .filter((entry) => !entry.file.startsWith('src/sandbox/'))
        .map((entry) => [entry.key, entry.msgstr || entry.msgid]),
    )
    messages.set(locale, found)
  }
  return found
}

export function sayIn(locale: Locale): Say {
  return (english, values = {}, context) => {
    const key = context ? `${context}\u0004${english}` : english
    const message = catalogue(locale).get(key)
    if (message === undefined) throw new Error(`"${english}" is not a message of the app (e2e/words.ts)`)
    return message
      .replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name]
        if (value === undefined) throw new Error(`"${english}" needs a value for {${name}}`)
        return String(value)
      })
      .replace(/<\/?\d+>/g, '')
  }
}

/**
 * A message with placeholders as a pattern: each `{name}` matches any text. For what the page
 * fills in itself (amounts, dates): `page.getByText(pattern(say, 'Payment of {paid} sent'))`.
 */
export function pattern(say: Say, english: string, context?: string): RegExp {
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
  const marker = '\u0000'
  const text = say(english, Object.fromEntries(names.map((name) => [name, marker])), context)
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.split(marker).join('(.+?)')}$`)
}

const spoken = new WeakMap<Page, Say>()

/** The page speaks `locale` (the e2e fixtures set it from the browser's language). */
export function speaks(page: Page, locale: Locale): void {
  spoken.set(page, sayIn(locale))
}

/** The words of the language the page speaks: what the journeys (e2e/journeys.ts) look for. */
export function wordsOf(page: Page): Say {
  return spoken.get(page) ?? sayIn('en-US')
}
