import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { catalogueAreas } from '@/locales/areas'
import { ROOT, fromRoot, reachableFiles, resolveImport } from '@/testing/import-graph'

// A screen's copy loads with its code: the shell's catalogue at the start (src/locales/en-US.ts), the
// other areas named beside each screen in router.tsx (src/locales/areas.ts). A message whose area has
// not loaded would show as its id in a production build, so these tests hold the names to the code.

const ROUTER = join(ROOT, 'src/app/router.tsx')
const LOCALES = join(ROOT, 'src/locales')

/** Which areas' catalogues hold each source file's messages: the catalogues' own `#:` origins. */
function areasByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>()
  for (const area of readdirSync(LOCALES, { withFileTypes: true })) {
    if (!area.isDirectory()) continue
    const catalogue = readFileSync(join(LOCALES, area.name, 'en-US.po'), 'utf8')
    for (const [, origin = ''] of catalogue.matchAll(/^#: (\S+?)(?::\d+)?$/gm)) {
      const file = join(ROOT, origin)
      byFile.set(file, (byFile.get(file) ?? new Set()).add(area.name))
    }
  }
  return byFile
}

const byFile = areasByFile()
const sandbox = join(ROOT, 'src/sandbox')
/** The areas of every file `entry` can load (the sandbox has its own catalogue, never shipped). */
function areasOf(files: Set<string>): string[] {
  return [...new Set([...files].flatMap((file) => [...(byFile.get(file) ?? [])]))].sort()
}
const outsideSandbox = (_from: string, _specifier: string, file: string) => file.startsWith(sandbox)

/** The start's areas: the catalogues `src/locales/<locale>.ts` merges. */
function startAreas(locale: string): string[] {
  const source = readFileSync(join(LOCALES, `${locale}.ts`), 'utf8')
  return [...source.matchAll(new RegExp(`from '\\./(\\w+)/${locale}\\.po'`, 'g'))]
    .map(([, area]) => area!)
    .sort()
}

interface Screen {
  module: string
  areas: string[] | null
}

/** Each route module router.tsx imports, with the areas its `screen(…)` names (null: not a screen). */
function routerScreens(): Screen[] {
  const source = ts.createSourceFile(ROUTER, readFileSync(ROUTER, 'utf8'), ts.ScriptTarget.Latest, true)
  const screens: Screen[] = []
  const visit = (node: ts.Node, areas: string[] | null) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'screen') {
      const [load, named] = node.arguments
      if (!load || !named || !ts.isArrayLiteralExpression(named)) throw new Error('screen(load, [areas])')
      visit(
        load,
        named.elements.map((element) => (element as ts.StringLiteral).text),
      )
      return
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = (node.arguments[0] as ts.StringLiteral).text
      const module = resolveImport(ROUTER, specifier)
      if (module && !module.startsWith(sandbox)) screens.push({ module, areas })
    }
    node.forEachChild((child) => visit(child, areas))
  }
  visit(source, null)
  return screens
}

const start = startAreas('en-US')
const screens = routerScreens()
const screenModules = new Set(screens.map((screen) => screen.module))

test('the start loads the same areas in every language, and every area loads somewhere', () => {
  expect(startAreas('es-US')).toEqual(start)
  const areas = readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  expect([...start, ...Object.keys(catalogueAreas)].sort()).toEqual(areas.map((entry) => entry.name).sort())
})

test("the start's catalogue holds the copy of everything the first page and the shell can load", () => {
  // Everything main.tsx reaches, up to the screens router.tsx loads lazily.
  const files = reachableFiles(
    join(ROOT, 'src/main.tsx'),
    (from, specifier, file) =>
      outsideSandbox(from, specifier, file) || (from === ROUTER && screenModules.has(file)),
  )
  expect(files.has(ROUTER)).toBe(true)
  expect(areasOf(files).filter((area) => !start.includes(area))).toEqual([])
})

test("a module router.tsx loads outside screen(…) has no copy beyond the start's (the catch-all's title)", () => {
  const others = screens.filter((screen) => screen.areas === null)
  expect(others.map((screen) => fromRoot(screen.module))).toEqual(['src/app/routes/screen-title.tsx'])
  for (const { module } of others)
    expect(areasOf(reachableFiles(module, outsideSandbox)).filter((area) => !start.includes(area))).toEqual(
      [],
    )
})

test.each(
  screens.filter((screen) => screen.areas !== null).map((screen) => [fromRoot(screen.module), screen.areas!]),
)('%s names exactly the areas of the code it loads, beyond the start', (module, named) => {
  const needed = areasOf(reachableFiles(join(ROOT, module), outsideSandbox)).filter(
    (area) => !start.includes(area),
  )
  expect([...named].sort()).toEqual(needed)
})
