import { ROOT, fromRoot, packageImports, reachableFiles } from '@/testing/import-graph'
import { join } from 'node:path'

// The partners' promotion tile (issue 39) sits on a partner's page: it must stay light. Every file
// its route can load, statically or lazily, is followed here; none may be the application stepper,
// the disclosures, the PDF, monitoring or Plaid.
const TILE = join(ROOT, 'src/app/routes/promotion.tsx')

const FORBIDDEN_FILES: [string, RegExp][] = [
  [
    'the application stepper',
    /^src\/(features\/application\/components\/|app\/routes\/application|components\/ui\/stepper)/,
  ],
  ['the disclosures', /^src\/(features\/offers\/components\/disclosure|app\/routes\/disclosure)/],
  ['the PDF', /^src\/features\/offers\/pdf\//],
  ['monitoring', /^src\/lib\/monitoring\//],
  ['Plaid', /plaid/i],
]
const FORBIDDEN_PACKAGES = /^(@react-pdf\/|@datadog\/|react-plaid-link)/

test('the tile’s route loads none of the stepper, the disclosures, the PDF, monitoring or Plaid', () => {
  const files = [...reachableFiles(TILE)].map(fromRoot)
  expect(files).toContain('src/app/use-app-data.ts')
  for (const [what, pattern] of FORBIDDEN_FILES)
    expect(
      files.filter((file) => pattern.test(file)),
      what,
    ).toEqual([])
})

test('nor any of their packages', () => {
  const packages = [...reachableFiles(TILE)].flatMap((file) => packageImports(file))
  expect(packages).toContain('@tanstack/react-query')
  expect(packages.filter((specifier) => FORBIDDEN_PACKAGES.test(specifier))).toEqual([])
})
