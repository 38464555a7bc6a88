import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The repository's root, and paths relative to it (`src/app/router.tsx`). */
export const ROOT = resolve(import.meta.dirname, '..', '..')
export const fromRoot = (file: string) => relative(ROOT, file)

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** Where `specifier`, imported from `from`, lives in src/: null for a package or a non-code file. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = join(ROOT, 'src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else return null
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (/\.tsx?$/.test(file) && existsSync(file)) return file
  }
  return null
}

const importsOf = new Map<string, { specifier: string; file: string }[]>()

/** A source file's imports of our code: static, dynamic (`import()`) and re-exports alike. */
export function codeImports(file: string): { specifier: string; file: string }[] {
  let found = importsOf.get(file)
  if (!found) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    found = importedFiles.flatMap(({ fileName }) => {
      const target = resolveImport(file, fileName)
      return target ? [{ specifier: fileName, file: target }] : []
    })
    importsOf.set(file, found)
  }
  return found
}

/** A source file's imports of packages (`react`, `@react-pdf/renderer`): what `codeImports` leaves out. */
export function packageImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('@/'))
}

/**
 * Every source file `entry` can load, itself included: static and dynamic imports followed, except
 * those `skip` refuses (`from` imports `specifier`, which is `file`).
 */
export function reachableFiles(
  entry: string,
  skip: (from: string, specifier: string, file: string) => boolean = () => false,
): Set<string> {
  const seen = new Set([entry])
  const queue = [entry]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const { specifier, file } of codeImports(next)) {
      if (seen.has(file) || skip(next, specifier, file)) continue
      seen.add(file)
      queue.push(file)
    }
  }
  return seen
}
