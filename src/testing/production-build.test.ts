import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_BASE_URLS } from '@/config/build-env'

/**
 * The fixed interface (issue 2): `VITE_API_MOCKING=disabled VITE_API_BASE_URL=http://127.0.0.1:7801
 * npx vite build` gives a dist that talks only to that server, with no sandbox code and no worker.
 */
test(
  'a production build talks only to the configured API and carries no sandbox',
  { timeout: 120_000 },
  () => {
    const outDir = mkdtempSync(join(tmpdir(), 'cc-build-'))
    try {
      execFileSync(
        'node',
        [
          'node_modules/vite/bin/vite.js',
          'build',
          '--outDir',
          outDir,
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        {
          env: {
            ...process.env,
            VITE_API_MOCKING: 'disabled',
            VITE_API_BASE_URL: 'http://127.0.0.1:7801',
            VITE_APP_ENV: 'production',
          },
          stdio: 'pipe',
        },
      )
      expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false)
      const js = readdirSync(join(outDir, 'assets'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
        .join('\n')
      expect(js).toContain('http://127.0.0.1:7801')
      for (const host of Object.values(API_BASE_URLS)) expect(js).not.toContain(host)
      for (const marker of [
        'mockServiceWorker',
        'setupWorker',
        'MSW_',
        'sandbox-stub',
        'c2FuZGJveC1ub3QtYS1yZWFsLXNpZ25hdHVyZQ',
      ]) {
        expect(js).not.toContain(marker)
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  },
)
