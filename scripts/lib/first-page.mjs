// Shared by `npm run size` and `npm run quality`: build with Vite, keep every chunk, and work out
// which ones the first page loads (the entry chunk and its static imports, transitively); and build
// the floor those figures are measured against (quality/baseline).
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const ROOT = resolve(import.meta.dirname, '..', '..')

export const gzipKb = (code) => gzipSync(code).length / 1024

/** Builds with the given Vite options; resolves to the output chunks by file name. */
export async function buildChunks(options) {
  const chunks = new Map()
  await build({
    logLevel: 'warn',
    ...options,
    plugins: [
      ...(options.plugins ?? []),
      {
        name: 'collect-chunks',
        generateBundle(_options, bundle) {
          for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out)
        },
      },
    ],
  })
  return chunks
}

/**
 * The file names of `roots` and every chunk they import statically, all the way down: what loading
 * them loads. Chunks in `skip` (already loaded, say) are left out, with what only they import.
 */
export function withStaticImports(chunks, roots, skip = new Set()) {
  const found = new Set()
  const visit = (name) => {
    if (skip.has(name) || found.has(name)) return
    found.add(name)
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep)
  }
  for (const root of roots) visit(root)
  return found
}

/** The file names of the chunks the first page loads. */
export function firstPageChunks(chunks) {
  const entry = [...chunks.values()].find((c) => c.isEntry)
  return withStaticImports(chunks, [entry.fileName])
}

/** Gzip kB of the first page's JavaScript. */
export const firstPageKb = (chunks) =>
  [...firstPageChunks(chunks)].reduce((sum, name) => sum + gzipKb(chunks.get(name).code), 0)

/**
 * Runs `fn` with these variables set in process.env (Vite reads VITE_* from there), then restores
 * them, and NODE_ENV, which a Vite build sets when it is unset.
 */
export async function withEnv(vars, fn) {
  const saved = Object.fromEntries(['NODE_ENV', ...Object.keys(vars)].map((k) => [k, process.env[k]]))
  Object.assign(process.env, vars)
  try {
    return await fn()
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
}

/**
 * The floor: quality/baseline (the design card's boot stack and nothing else), built for production
 * with its one GET aimed at `apiUrl`; resolves to its chunks.
 */
export function buildFloor({ outDir, apiUrl = '/' }) {
  return withEnv({ VITE_FLOOR_API: apiUrl }, () =>
    buildChunks({
      root: join(ROOT, 'quality', 'baseline'),
      configFile: false,
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    }),
  )
}
