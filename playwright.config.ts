import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in real Chromium (Debian's: Playwright's own browser download cannot work here)
 * against the sandbox build. `E2E_SERVER=dev` uses the dev server instead, for debugging.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const useDev = process.env.E2E_SERVER === 'dev'
const port = useDev ? 5199 : 4199 // dedicated ports, never 5173/4173
/** The partner site's ports (e2e/embed.spec.ts): 4198 is an allowed partner origin in .env.e2e, 4197 is not. */
export const PARTNER_PORT = 4198
export const STRANGER_PORT = 4197

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
    // A trace records every action's DOM, which made the suite a third slower. CI retries a failed test
    // once, traced; locally, run the failing test again with `--trace on`.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args } },
    },
  ],
  webServer: [
    {
      command: useDev
        ? `node node_modules/vite/bin/vite.js --mode e2e --port ${port} --strictPort`
        : `node node_modules/vite/bin/vite.js build --mode e2e --outDir dist-e2e --logLevel warn && node node_modules/vite/bin/vite.js preview --mode e2e --outDir dist-e2e --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // A partner page that frames the app (allowed on 4198, not on 4197): e2e/embed.spec.ts.
      command: `node scripts/partner-site.mjs --ports ${PARTNER_PORT},${STRANGER_PORT} --app http://127.0.0.1:${port}`,
      url: `http://127.0.0.1:${PARTNER_PORT}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
})
