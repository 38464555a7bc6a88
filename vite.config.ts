/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import pkg from './package.json' with { type: 'json' }
import { API_BASE_URLS, parseEnv } from './src/config/build-env.ts'

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

export default defineConfig(({ mode }) => {
  // Same rules as start-up: a bad value stops the build with a readable message.
  const raw = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteVars(process.env) }
  const config = mode === 'test' ? null : parseEnv(raw)
  return {
    plugins: [react(), tailwindcss(), stripMswWorker(config?.apiMocking ?? false)],
    resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      // The bundle carries only the API host it talks to (see src/config/env.ts).
      ...(config ? { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(config.apiBaseUrl) } : {}),
    },
    build: {
      chunkSizeWarningLimit: 1500,
      sourcemap: false,
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      pool: 'threads',
      maxWorkers: 2,
      env: {
        VITE_APP_ENV: 'development',
        VITE_API_MOCKING: 'disabled',
        VITE_API_BASE_URL: API_BASE_URLS.development,
      },
      testTimeout: 15_000,
    },
  }
})

function pickViteVars(vars: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(vars).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined),
  )
}
