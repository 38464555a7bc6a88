import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * The message catalogues (decision 0017, docs/i18n.md). English (en-US) is the source: every message
 * is written in English in the code, through Lingui's macros; `npm run i18n:extract` collects them,
 * and translators fill in `es-US`. One catalogue per area, so each can be translated and reviewed
 * on its own, and a screen loads only its areas' (issue 15): the shell's load at the start
 * (`src/locales/<locale>.ts`), the others with the screens that use them (`src/locales/areas.ts`,
 * declared beside each screen in src/app/router.tsx and checked against the code's imports by
 * src/app/screen-catalogues.test.ts). The sandbox's picker has its own, which never ships in
 * production.
 *
 * `LINGUI_AREA=loans npx lingui extract` extracts one area only.
 */
const FEATURE_AREAS = ['application', 'consent', 'loans', 'offers', 'partners', 'session']

const areas = [
  {
    name: 'shell',
    path: '<rootDir>/src/locales/shell/{locale}',
    include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/lib', '<rootDir>/src/config'],
    exclude: ['<rootDir>/src/app/routes/**'],
  },
  {
    name: 'routes',
    path: '<rootDir>/src/locales/routes/{locale}',
    include: ['<rootDir>/src/app/routes'],
    exclude: ['<rootDir>/src/app/routes/system/**'],
  },
  {
    name: 'system',
    path: '<rootDir>/src/locales/system/{locale}',
    include: ['<rootDir>/src/app/routes/system'],
  },
  ...FEATURE_AREAS.map((area) => ({
    name: area,
    path: `<rootDir>/src/locales/${area}/{locale}`,
    include: [`<rootDir>/src/features/${area}`],
  })),
  { name: 'sandbox', path: '<rootDir>/src/sandbox/locales/{locale}', include: ['<rootDir>/src/sandbox'] },
]

const only = process.env.LINGUI_AREA

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'es-US'],
  fallbackLocales: false,
  catalogs: areas
    .filter((area) => !only || area.name === only)
    .map(({ path, include, exclude = [] }) => ({
      path,
      include,
      exclude: [...exclude, '**/*.test.*', '**/node_modules/**'],
    })),
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, origins: true }),
})
