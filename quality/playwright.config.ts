import { defineConfig, devices } from '@playwright/test'

/**
 * `npm run quality` (scripts/quality/run.mjs): measurements, not the test gate. The sandbox build with
 * the production headers, on its own port, in Debian's Chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const port = 4299

export default defineConfig({
  testDir: 'specs',
  outputDir: '../test-results/quality',
  fullyParallel: true,
  workers: 2,
  reporter: 'list',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] },
      },
    },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js build --mode e2e --outDir dist-quality --logLevel warn && node node_modules/vite/bin/vite.js preview --mode e2e --outDir dist-quality --port ${port} --strictPort`,
    cwd: '..',
    url: `http://127.0.0.1:${port}`,
    // scripts/quality/run.mjs starts the server itself; a run on its own starts one.
    reuseExistingServer: true,
    timeout: 180_000,
  },
})
