#!/usr/bin/env node
// `npm run size`: builds for production and prints the gzip size of the JavaScript the first page
// loads: the entry chunk and its static imports, beside the floor's (quality/baseline, the design
// card's boot stack, built in the same run). Fails above the budget (a multiple of the floor), or when a module that must
// stay lazy (PDF, monitoring, Plaid, the sandbox/msw, zod) is in first-page code. The bundler itself says
// which modules each chunk holds, so the check is exact. Also prints the partner library, embed.js
// (packages/embed), and fails when it is over its budget. Both budgets: scripts/lib/budgets.mjs.
import { readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { EMBED_BUDGET_BYTES, FIRST_PAGE_OVER_FLOOR } from './lib/budgets.mjs'
import {
  buildChunks,
  buildFloor,
  firstPageChunks,
  firstPageKb,
  gzipKb as gz,
  withStaticImports,
} from './lib/first-page.mjs'

const HEAVY = [
  /node_modules\/msw\//,
  /node_modules\/@mswjs\//,
  /node_modules\/@react-pdf\//,
  /node_modules\/@datadog\//,
  /node_modules\/react-plaid-link\//,
  /\/src\/sandbox\//,
]
const MUST_STAY_LAZY = [
  ...HEAVY,
  // Response schemas load beside their data (docs/decisions/0007-response-schemas-beside-their-data.md).
  /node_modules\/zod\//,
]

process.env.VITE_API_MOCKING = 'disabled'
const chunks = await buildChunks({ mode: 'production', build: { outDir: 'dist-size', emptyOutDir: true } })
const embedBytes = gzipSync(readFileSync('dist-size/embed.js')).length
rmSync('dist-size', { recursive: true, force: true })
// Absolute: Vite resolves a relative outDir against the floor's own root (quality/baseline), where a
// leftover build would then be linted.
const floorOut = resolve('dist-size-floor')
const floorKb = firstPageKb(await buildFloor({ outDir: floorOut }))
rmSync(floorOut, { recursive: true, force: true })
const BUDGET_KB = Math.round(floorKb * FIRST_PAGE_OVER_FLOOR * 10) / 10
const initial = firstPageChunks(chunks)

let total = 0
console.log('\nFirst page JavaScript (gzip):')
for (const name of initial) {
  const kb = gz(chunks.get(name).code)
  total += kb
  console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${name}`)
}
console.log(`  ${total.toFixed(1).padStart(7)} kB  total`)
console.log(
  `  ${floorKb.toFixed(1).padStart(7)} kB  the floor (quality/baseline): ×${(total / floorKb).toFixed(2)}, budget ×${FIRST_PAGE_OVER_FLOOR} = ${BUDGET_KB} kB`,
)

// Largest packages in first-page code, by rendered size (before gzip).
const byPackage = new Map()
for (const name of initial) {
  for (const [id, info] of Object.entries(chunks.get(name).modules)) {
    const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'app code'
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + info.renderedLength)
  }
}
console.log('\n  Largest parts (rendered size, before minification and gzip):')
for (const [pkg, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} kB  ${pkg}`)
}

// The partners' promotion tile (issue 39): the first page plus its route chunk and what that imports
// statically, none of which may be heavy (src/app/routes/promotion-imports.test.ts follows the
// source; this checks the chunks the bundler made).
const tileChunk = [...chunks.values()].find((c) =>
  Object.keys(c.modules).some((id) => id.endsWith('/src/app/routes/promotion.tsx')),
)
if (tileChunk) {
  const tileChunks = withStaticImports(chunks, [tileChunk.fileName], initial)
  const tileKb = [...tileChunks].reduce((sum, name) => sum + gz(chunks.get(name).code), 0)
  console.log(
    `\n  The promotion tile (/promotion) loads ${tileKb.toFixed(1)} kB on top (its route chunk and what it imports): ${(total + tileKb).toFixed(1)} kB in all.`,
  )
  const tileHeavy = [...tileChunks].flatMap((name) =>
    Object.keys(chunks.get(name).modules).filter(
      (id) => HEAVY.some((re) => re.test(id)) || /\/src\/features\/application\/components\//.test(id),
    ),
  )
  if (tileHeavy.length) {
    console.error(`\n✖ The promotion tile's code includes:\n  ${tileHeavy.slice(0, 10).join('\n  ')}`)
    process.exit(1)
  }
}

// Honest context: what landing on the splash screen adds on top (its route chunk and kit parts).
const splash = [...chunks.values()].find((c) =>
  Object.keys(c.modules).some((id) => id.endsWith('/src/app/routes/splash.tsx')),
)
if (splash) {
  const extra = withStaticImports(chunks, [splash.fileName], initial)
  const extraKb = [...extra].reduce((sum, name) => sum + gz(chunks.get(name).code), 0)
  console.log(
    `\n  Landing on /splash also loads ${extraKb.toFixed(1)} kB (its route chunk and the kit parts it uses): ${(total + extraKb).toFixed(1)} kB in all.`,
  )
}

// Also honest: the response schemas and zod, which the first data call loads beside its answer
// (src/lib/api-client.ts): not first-page code, but loaded on every first visit.
const schemaChunks = withStaticImports(
  chunks,
  [...chunks.values()]
    .filter((chunk) =>
      Object.keys(chunk.modules).some((id) =>
        /\/src\/(features\/[^/]+\/api\/schemas|lib\/parse-response)\.ts$/.test(id),
      ),
    )
    .map((chunk) => chunk.fileName),
  initial,
)
const schemaKb = [...schemaChunks].reduce((sum, name) => sum + gz(chunks.get(name).code), 0)
console.log(
  `  The response schemas and zod load beside the first data, in parallel with it: ${schemaKb.toFixed(1)} kB in ${schemaChunks.size} chunks.`,
)

const lazy = [...chunks.values()]
  .filter((c) => !initial.has(c.fileName))
  .map((c) => [c.fileName, gz(c.code)])
  .sort((a, b) => b[1] - a[1])
console.log('\nLoaded later, when needed (gzip):')
for (const [file, kb] of lazy.slice(0, 10)) console.log(`  ${kb.toFixed(1).padStart(7)} kB  ${file}`)
if (lazy.length > 10) console.log(`  … and ${lazy.length - 10} smaller chunks`)

console.log(
  `\nPartner library embed.js (gzip): ${embedBytes} bytes (${(embedBytes / 1024).toFixed(2)} kB, budget ${EMBED_BUDGET_BYTES} bytes)`,
)

// The kit is a chunk group of its own (vite.config.ts) that imports the first page's code: a first-page
// module importing a kit part would make the two chunks import each other, which fails at run time
// ("a is not a function") although the build passes.
const kitOnFirstPage = [...initial].filter((name) => /(^|\/)kit-[^/]*\.js$/.test(name))
if (kitOnFirstPage.length) {
  console.error(
    `\n✖ The kit chunk is on the first page (${kitOnFirstPage.join(', ')}): a first-page module imports a kit part (vite.config.ts's kit group). Draw it from first-page parts, or load it lazily.`,
  )
  process.exit(1)
}

const leaks = [...initial].flatMap((name) =>
  Object.keys(chunks.get(name).modules).filter((id) => MUST_STAY_LAZY.some((re) => re.test(id))),
)
if (leaks.length) {
  console.error(
    `\n✖ First-page code includes modules that must load lazily:\n  ${leaks.slice(0, 10).join('\n  ')}`,
  )
  process.exit(1)
}
// No screen a link can open brings heavy code with it either: a screen's chunk and what it imports
// statically (Plaid loads with the banking step, the PDF on its button, monitoring after the screen).
// The first page's own chunks were checked above.
const screenLeaks = [...chunks.values()]
  .filter((c) => Object.keys(c.modules).some((id) => /\/src\/app\/routes\/[^/]+\.tsx$/.test(id)))
  .flatMap((screen) =>
    [...withStaticImports(chunks, [screen.fileName], initial)].flatMap((name) =>
      Object.keys(chunks.get(name).modules)
        .filter((id) => HEAVY.some((re) => re.test(id)))
        .map((id) => `${screen.fileName}: ${id}`),
    ),
  )
if (screenLeaks.length) {
  console.error(
    `\n✖ A screen's code includes modules that must load only when used:\n  ${screenLeaks.slice(0, 10).join('\n  ')}`,
  )
  process.exit(1)
}
// A library's development build never ships: React Router's package exports only that one, with its
// warnings on (vite.config.ts points builds at its production files).
const developmentBuilds = [...chunks.values()].flatMap((c) =>
  Object.keys(c.modules).filter((id) => /node_modules\/(@[^/]+\/)?[^/]+\/dist\/development\//.test(id)),
)
if (developmentBuilds.length) {
  console.error(
    `\n✖ The build includes a library's development build:\n  ${developmentBuilds.slice(0, 10).join('\n  ')}`,
  )
  process.exit(1)
}
if (embedBytes > EMBED_BUDGET_BYTES) {
  console.error(`\n✖ embed.js is ${embedBytes} bytes gzip, over the ${EMBED_BUDGET_BYTES}-byte budget.`)
  process.exit(1)
}
if (total > BUDGET_KB) {
  console.error(
    `\n✖ First-page JavaScript is ${total.toFixed(1)} kB gzip, over the ${BUDGET_KB} kB budget (${FIRST_PAGE_OVER_FLOOR} × the floor's ${floorKb.toFixed(1)} kB).`,
  )
  process.exit(1)
}
console.log(
  `\n✔ Within budget: ${total.toFixed(1)} / ${BUDGET_KB} kB (×${(total / floorKb).toFixed(2)} the floor); no PDF, monitoring, Plaid, sandbox or zod code on the first page, nor PDF, monitoring, Plaid or sandbox code in any screen's, nor a library's development build; embed.js ${embedBytes} / ${EMBED_BUDGET_BYTES} bytes.`,
)
