#!/usr/bin/env node
// `npm run i18n:check` (part of `npm test`; decision 0017): fails when a catalogue is out of date
// with the code (a message added, changed or removed without `npm run i18n:extract`), when a
// Spanish message has no translation, or when one English message has two Spanish renderings in
// different areas. The working tree is left as it was.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { catalogueEntries as entries, catalogueFiles as catalogues } from './lib/catalogues.mjs'

// The extractor stamps the time in each header: that line never counts as a change.
const comparable = (text) => text.replace(/^"POT-Creation-Date: .*\\n"\n/m, '')

const before = new Map(catalogues().map((file) => [file, readFileSync(file, 'utf8')]))
const run = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' })
const after = new Map(catalogues().map((file) => [file, readFileSync(file, 'utf8')]))
for (const [file, text] of before) writeFileSync(file, text)

const problems = []
if (run.status !== 0) problems.push(`lingui extract failed:\n${run.stdout}\n${run.stderr}`)
for (const [file, text] of after) {
  if (!before.has(file)) problems.push(`${file}: missing (run npm run i18n:extract)`)
  else if (comparable(text) !== comparable(before.get(file)))
    problems.push(`${file}: out of date with the code (run npm run i18n:extract, then translate)`)
}

// One message, one Spanish: the areas' catalogues merge into one chunk per language, and the
// glossary (docs/i18n.md) wants one word for one thing.
const renderings = new Map()
for (const [file, text] of before) {
  if (!file.endsWith('es-US.po')) continue
  for (const e of entries(text)) {
    if (e.msgstr === '') problems.push(`${file}: no Spanish for "${e.msgid}"`)
    else if (!file.startsWith('src/sandbox/')) {
      const seen = renderings.get(e.key) ?? new Map()
      seen.set(e.msgstr, [...(seen.get(e.msgstr) ?? []), file])
      renderings.set(e.key, seen)
    }
  }
}
for (const [key, seen] of renderings)
  if (seen.size > 1)
    problems.push(
      `"${key.replace('\u0004', ' | ')}" has ${seen.size} Spanish renderings: ${[...seen].map(([s, f]) => `"${s}" (${f.join(', ')})`).join('; ')}`,
    )

if (problems.length > 0) {
  console.error(`✖ Catalogues (${problems.length} problems):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
const counts = [...before].map(([file, text]) => `${file}: ${entries(text).length}`)
console.log(`✔ Catalogues up to date and translated:\n  ${counts.join('\n  ')}`)
