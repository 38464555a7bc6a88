// @ts-check
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const FEATURES = ['session', 'partners', 'application', 'offers', 'loans', 'consent']

/**
 * Layers (docs/decisions/0001-architecture.md): shared code (lib, config, components) ← features ← app.
 * A feature never imports another feature. The sandbox and test helpers sit beside the app.
 */
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in src/app.',
  })),
  { target: './src/features', from: './src/app', message: 'Features never import the app layer.' },
  { target: './src/features', from: './src/sandbox', message: 'Features never import the sandbox.' },
  ...['lib', 'config', 'components'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app', './src/sandbox'],
    message: 'Shared code sits below features and the app.',
  })),
  {
    target: './packages',
    from: './src',
    message: 'The embed library stands alone (partners install it): the app imports it, never the reverse.',
  },
]

/** One HTTP client: the axios instance in src/lib/api-client.ts (conventions §2). */
const HTTP_CLIENT = 'src/lib/api-client.ts'
const ONE_CLIENT =
  'The one HTTP client is the axios instance in src/lib/api-client.ts: use apiGet/apiSend/apiDownload.'
const noAxios = { name: 'axios', message: ONE_CLIENT }
/** …and nothing beside it calls the network by hand. */
const noRawHttp = ['fetch', 'XMLHttpRequest'].map((name) => ({ name, message: ONE_CLIENT }))

/** One validation library: zod (decision 0021). */
const noValibot = {
  name: 'valibot',
  message: "Schemas use zod (decision 0021): import { z } from '@/lib/zod'.",
}

/**
 * zod is used at run time only through src/lib/zod.ts, which configures it (jitless, for the CSP)
 * before any schema is built, in whatever chunk. Type-only imports are fine.
 */
const zodOnlyThroughLib = {
  regex: '^zod(/|$)',
  allowTypeImports: true,
  message: "Import zod from '@/lib/zod' (it sets zod up for the CSP first); type-only imports are fine.",
}

/**
 * A feature's API module passes its schemas as loaders (`schemaLoader(() => import('./schemas'))`)
 * and imports the module only for types, so response schemas load beside the data, never with the
 * first page (decision 0007).
 */
const schemasOnlyAsTypes = {
  name: './schemas',
  allowTypeImports: true,
  message: "Pass schemas through this module's schemaLoader; import './schemas' only for types.",
}

/**
 * Copy goes through the catalogue (decision 0017, docs/i18n.md): a sentence written as a plain
 * string, in JSX or in code that renders it, is an error. Words without spaces that do not start
 * with a capital (keys, classes, paths), CONSTANTS, string-literal types and technical arguments
 * (class names, ids, test ids, URLs, events, storage keys) are not copy.
 */
const unlocalizedStrings = [
  'error',
  {
    ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_.:/-]+$', '^[^A-Za-z]*$', '^(https?|mailto):'],
    ignoreNames: [
      {
        regex: {
          pattern:
            '(className|class|Class|classes|variant|size|tone|slot|Key|key|Id|id|Url|url|href|path|Path|name|type|role|mode|method|event|Event|pattern|format|Format|testid|TestId)$',
        },
      },
      { regex: { pattern: '^[A-Z0-9_]+$' } },
      'displayName',
      'autoComplete',
      'inputMode',
      'enterKeyHint',
      'rel',
      'target',
      'as',
      'align',
      'side',
      'viewBox',
      'd',
      'fill',
      'stroke',
    ],
    ignoreFunctions: [
      'cn',
      'clsx',
      'cva',
      'twMerge',
      'Error',
      'TypeError',
      'ApiError',
      'console.*',
      'new URL',
      'URL',
      'URLSearchParams',
      '*.set',
      '*.get',
      '*.has',
      '*.delete',
      '*.append',
      '*.addEventListener',
      '*.removeEventListener',
      '*.setAttribute',
      '*.getAttribute',
      '*.querySelector',
      '*.querySelectorAll',
      '*.createElement',
      '*.matchMedia',
      '*.startsWith',
      '*.endsWith',
      '*.includes',
      '*.split',
      '*.replace',
      '*.join',
      '*.postMessage',
      'send',
      'notifyParent',
      'track',
      'addAction',
      'http.*',
      'schema',
      'Symbol',
      'import',
      'require',
      'describe',
      'test',
      'it',
    ],
    useTsTypes: true,
  },
]

export default tseslint.config(
  {
    ignores: [
      '*.tmp.*',
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'coverage',
      'playwright-report',
      'test-results',
      'shots',
      'quality/.results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.test.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      '@tanstack/query': pluginQuery,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Literal[value=/\\b(bg|text|border|ring|from|to|via|fill|stroke)-(slate|gray|zinc|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\\d/]',
          message: 'Use theme tokens (primary, error, neutral-…), never raw palette colours.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['src/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [noAxios, noValibot], patterns: [zodOnlyThroughLib] },
      ],
    },
  },
  {
    files: [HTTP_CLIENT],
    rules: {
      // The one file that may import axios; the other rules stand.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [noValibot], patterns: [zodOnlyThroughLib] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/sandbox/**'],
    rules: { 'no-restricted-globals': ['error', ...noRawHttp] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      'src/locales/**',
      // Not copy: configuration errors for developers, response-shape errors (a load error to the
      // merchant), design tokens, and the USPS state names (data, the same in both languages).
      'src/config/**',
      'src/features/*/api/schemas.ts',
      'src/lib/schemas.ts',
      'src/lib/us-states.ts',
      // The sandbox is a server: its answers are data. Its picker and scenario names are copy.
      'src/sandbox/**',
    ],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs.recommended.rules,
      'lingui/no-unlocalized-strings': unlocalizedStrings,
    },
  },
  {
    files: ['src/sandbox/scenario-picker.tsx', 'src/sandbox/scenarios*.ts', 'src/sandbox/scenario-types.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lingui: pluginLingui },
    rules: { 'lingui/no-unlocalized-strings': unlocalizedStrings },
  },
  {
    files: ['src/features/*/api/*-api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [schemasOnlyAsTypes, noAxios, noValibot], patterns: [zodOnlyThroughLib] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**', 'quality/**'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
    rules: {
      // Tests build broken payloads on purpose and poke at unknown shapes.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**', 'quality/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**/*.mjs', 'eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
