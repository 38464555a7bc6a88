/// <reference types="vitest/config" />
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import ts from 'typescript'
import { build as viteBuild, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite'
import pkg from './package.json' with { type: 'json' }
import { API_BASE_URLS, parseEnv } from './src/config/build-env.ts'
import type { AppConfig } from './src/config/env-schema.ts'
import {
  headersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
} from './src/config/security-headers.ts'

/** `public/` is copied verbatim, so the sandbox's worker file would ship in every build: drop it. */
function stripMswWorker(mocking: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'strip-msw-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (!mocking) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * Production headers (src/config/security-headers.ts): the build writes `_headers` beside index.html
 * for the static host, and `vite preview` (the e2e server) serves every response with them, so the
 * end-to-end tests run under the real Content Security Policy.
 */
function securityHeaders(config: AppConfig | null): Plugin {
  let outDir = 'dist'
  return {
    name: 'security-headers',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
    async writeBundle() {
      if (!config) return
      const html = readFileSync(resolve(outDir, 'index.html'), 'utf8')
      const text = headersFile({
        environment: config.environment,
        apiBaseUrl: config.apiBaseUrl,
        frameAncestors: [...new Set(Object.values(config.partnerOrigins).flat())],
        partnerFontOrigins: config.partnerFontOrigins,
        inlineScriptHashes: await inlineScriptHashes(html),
      })
      writeFileSync(resolve(outDir, '_headers'), text)
    },
    configurePreviewServer(server) {
      const rules = parseHeadersFile(readFileSync(resolve(outDir, '_headers'), 'utf8'))
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.local').pathname
        const headers = headersForPath(rules, pathname)
        // Applied last, just before the head is written, so the static server's defaults never win.
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
        res.writeHead = (...args: unknown[]) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
          // Headers passed to writeHead itself would win over setHeader: take ours out of them.
          const passed = args.find((a): a is Record<string, unknown> => typeof a === 'object' && a !== null)
          if (passed) {
            const ours = new Set(Object.keys(headers).map((n) => n.toLowerCase()))
            for (const key of Object.keys(passed)) if (ours.has(key.toLowerCase())) delete passed[key]
          }
          return writeHead(...args)
        }
        next()
      })
    },
  }
}

/**
 * Datadog's Session Replay compresses in a Worker it starts from a `blob:` URL unless `workerUrl`
 * points to a file. Emit that same worker code as `/dd-deflate-worker.js`, so the CSP keeps
 * `worker-src 'self'`.
 */
function datadogWorker(enabled: boolean): Plugin {
  const fileName = 'dd-deflate-worker.js'
  const source = () => {
    const require = createRequire(import.meta.url)
    const file = resolve(
      require.resolve('@datadog/browser-rum'),
      '../../../esm/domain/deflate/deflateWorker.mjs',
    )
    const code = readFileSync(file, 'utf8')
    const literal = /new Blob\(\[("(?:[^"\\]|\\.)*")\]\)/.exec(code)?.[1]
    if (!literal) throw new Error(`Could not find the Datadog deflate worker in ${file}`)
    return JSON.parse(literal) as string
  }
  return {
    name: 'datadog-deflate-worker',
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName, source: source() })
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript')
        res.end(source())
      })
    },
  }
}

/**
 * The API's origin is known at build time: the browser opens its connection (DNS, TCP, TLS) while the
 * main script is still loading, instead of after it (issue 15). `crossorigin`: the app's calls are
 * CORS requests without credentials, which use the anonymous connection pool. The sandbox build
 * answers in the page (msw), so it has nothing to connect to.
 */
function preconnectApi(config: AppConfig | null): Plugin {
  return {
    name: 'preconnect-api',
    transformIndexHtml() {
      if (!config || config.apiMocking) return []
      const href = new URL(config.apiBaseUrl).origin
      return [{ tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: '' }, injectTo: 'head' }]
    },
  }
}

const EMBED_ENTRY = resolve(import.meta.dirname, 'packages/embed/src/index.ts')

/** The partner library as one IIFE that defines `window.CreditConnect` (no dependencies, minified). */
async function bundleEmbed(): Promise<string> {
  const result = await viteBuild({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      lib: { entry: EMBED_ENTRY, formats: ['iife'], name: 'CreditConnect', fileName: () => 'embed.js' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk')
  if (!chunk) throw new Error('The embed library build produced no script')
  return chunk.code
}

/** Its types: the package's declarations, and the global a `<script src=".../embed.js">` defines. */
function embedDeclarations(): string {
  const { outputText, diagnostics } = ts.transpileDeclaration(readFileSync(EMBED_ENTRY, 'utf8'), {
    fileName: 'embed.ts',
    compilerOptions: { target: ts.ScriptTarget.ES2020, isolatedDeclarations: true },
  })
  if (diagnostics?.length)
    throw new Error(`embed.d.ts: ${ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText ?? '', '\n')}`)
  return `${outputText}
declare global {
  interface Window {
    /** Defined by \`<script src="https://<credit-connect host>/embed.js">\`. */
    CreditConnect: { mount: typeof mount }
  }
}
`
}

/**
 * \`/embed.js\` and \`/embed.d.ts\` (issue 18): every build of the app emits the partner library
 * (packages/embed) beside index.html, and the dev server serves it, so a partner page loads it from
 * wherever the app is served.
 */
function embedLibrary(): Plugin {
  return {
    name: 'embed-library',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: await bundleEmbed() })
      this.emitFile({ type: 'asset', fileName: 'embed.d.ts', source: embedDeclarations() })
    },
    configureServer(server) {
      server.middlewares.use('/embed.js', (_req, res, next) => {
        bundleEmbed().then((code) => {
          res.setHeader('Content-Type', 'text/javascript')
          res.end(code)
        }, next)
      })
    },
  }
}

const sep = String.raw`[\\/]`
/**
 * Fewer, fuller chunks for the screens after the first page (issue 15): each landing otherwise waits
 * for a dozen requests of a few hundred bytes (every kit piece, every feature's schemas), and a phone
 * on HTTP/1.1 opens only six connections at a time. Nothing the first page imports may match a group
 * (the group would then load on the first page: `npm run size` fails if zod does).
 */
const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  {
    // Every response schema, with zod: they load beside the first answers (src/lib/api-client.ts).
    name: 'schemas',
    priority: 2,
    test: new RegExp(
      `${sep}node_modules${sep}zod${sep}|${sep}src${sep}lib${sep}(schemas|zod|parse-response)\\.ts$|${sep}src${sep}features${sep}[^\\\\/]+${sep}api${sep}schemas\\.ts$`,
    ),
  },
  {
    // The small kit pieces nearly every screen uses, and what they share (formats, dates).
    // Form pieces load with the forms; the big ones (select, data table, menus, modal) and the first
    // page's own (loader, tabs) stay apart. cva is not in it: the first page's tabs use it too.
    name: 'kit',
    priority: 1,
    test: new RegExp(
      `${sep}src${sep}components${sep}ui${sep}(alert|badge|button|card|icons|page-header|toast)\\.tsx$|${sep}src${sep}lib${sep}(format|dates)\\.ts$`,
    ),
  },
  // The first page's code in one file beside the entry, rather than the handful of small pieces the
  // bundler would otherwise split off because later screens share them.
  { name: 'first-page', tags: ['$initial'] },
]

/**
 * React Router's package exports only its development build, whose warnings stay switched on
 * (remix-run/react-router#12532, #14753): a build uses the production files the package also ships.
 */
const routerDist = resolve(import.meta.dirname, 'node_modules', 'react-router', 'dist', 'production')
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: resolve(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(routerDist, 'dom-export.mjs') },
]

export default defineConfig(({ command, mode }) => {
  // Same rules as start-up: a bad value stops the build with a readable message.
  const raw = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteVars(process.env) }
  const config = mode === 'test' ? null : parseEnv(raw)
  // What the app reads at start-up (src/config/env.ts, `define` below). Vitest runs the app with
  // TEST_ENV (test.env): the same rules check it here, so a bad test value stops the run too.
  const appConfig = parseEnv({ VITE_APP_VERSION: pkg.version, ...raw, ...(mode === 'test' ? TEST_ENV : {}) })
  return {
    plugins: [
      // Lingui's macros (t, Trans, plural…) become catalogue lookups; only files that use them go
      // through Babel. `lingui()` compiles the .po catalogues when they are imported (decision 0017).
      babel({ presets: [linguiMacros] }),
      react(),
      lingui({ failOnMissing: mode !== 'development' && mode !== 'test', failOnCompileError: true }),
      tailwindcss(),
      stripMswWorker(config?.apiMocking ?? false),
      securityHeaders(config),
      preconnectApi(config),
      datadogWorker(Boolean(config?.datadog)),
      embedLibrary(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: resolve(import.meta.dirname, 'src') },
        { find: '@credit-connect/embed', replacement: EMBED_ENTRY },
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      // The validated configuration, so start-up parses nothing (src/config/env.ts). It names only
      // the API host this bundle talks to, never the host table.
      __APP_CONFIG__: JSON.stringify(appConfig),
      'import.meta.env.VITE_API_BASE_URL': JSON.stringify(appConfig.apiBaseUrl),
    },
    build: {
      chunkSizeWarningLimit: 1500,
      sourcemap: false,
      // Browsers preload modules themselves (Chrome and Edge, Firefox 115+, Safari 17+): the polyfill
      // would be first-page code for older Safaris only, which then load each chunk when imported (issue 15).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } },
      },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    test: {
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      // Components (`.test.tsx`) run in jsdom; logic (`.test.ts`) in plain Node, without a document
      // to build for every file. A `.test.ts` that needs the browser's APIs says so in its first
      // line: `// @vitest-environment jsdom`.
      projects: [
        { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' } },
        {
          extends: true,
          test: {
            name: 'logic',
            include: ['src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
            environment: 'node',
          },
        },
      ],
      pool: 'threads',
      maxWorkers: 2,
      env: TEST_ENV,
      testTimeout: 15_000,
    },
  }
})

/** Lingui's macro transform, applied only to modules that import a macro. */
const linguiMacros = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
})

/** The variables Vitest runs the app with (`test.env`; validated into `__APP_CONFIG__` too). */
const TEST_ENV = {
  VITE_APP_ENV: 'development',
  VITE_API_MOCKING: 'disabled',
  VITE_API_BASE_URL: API_BASE_URLS.development,
  VITE_PARTNER_ORIGINS:
    'partner_acme=https://pos.acme.example,https://admin.acme.example partner_bistro=https://bistro.example',
}

function pickViteVars(vars: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(vars).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined),
  )
}
