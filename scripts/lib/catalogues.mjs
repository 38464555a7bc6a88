// The message catalogues as data (lingui.config.ts, decision 0017): which files there are, and each
// one's entries. Read by `npm run i18n:check` and by the e2e journeys, which speak the language on
// screen through them (e2e/words.ts).
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

/** Every catalogue file, relative to the repository (src/locales/<area>/, src/sandbox/locales/). */
export function catalogueFiles() {
  const files = []
  for (const area of readdirSync(join(ROOT, 'src/locales'), { withFileTypes: true }))
    if (area.isDirectory())
      for (const file of readdirSync(join(ROOT, 'src/locales', area.name)))
        if (file.endsWith('.po')) files.push(join('src/locales', area.name, file))
  for (const file of readdirSync(join(ROOT, 'src/sandbox/locales')))
    if (file.endsWith('.po')) files.push(join('src/sandbox/locales', file))
  return files.sort()
}

/** A PO string (one or more quoted lines) as its text. */
function text(quoted) {
  return quoted
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line.trim()))
    .join('')
}

/**
 * Each message of a catalogue's text, the header and obsolete entries left out: its English
 * (`msgid`), its translation (`msgstr`, '' in the source language) and `key`, the two with the
 * context (`msgctxt`) when there is one, as Lingui tells messages apart.
 */
export function catalogueEntries(source) {
  const out = []
  for (const block of source.split(/\n\n+/)) {
    if (block.startsWith('#~')) continue
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)
    if (!id || !str) continue
    const msgid = text(id[1])
    if (msgid === '') continue
    const context = /^msgctxt ((?:".*"\n?)+)/m.exec(block)
    const msgctxt = context ? text(context[1]) : null
    out.push({ msgid, msgstr: text(str[1]), msgctxt, key: msgctxt ? `${msgctxt}\u0004${msgid}` : msgid })
  }
  return out
}

/** Every entry of one language's catalogues (the sandbox's too), with the file it is in. */
export function localeEntries(locale) {
  return catalogueFiles()
    .filter((file) => file.endsWith(`/${locale}.po`))
    .flatMap((file) =>
      catalogueEntries(readFileSync(join(ROOT, file), 'utf8')).map((entry) => ({ ...entry, file })),
    )
}
