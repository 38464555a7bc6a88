#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure.
// Type check → lint → formatting → catalogues → unit and component tests → Playwright end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process'

const steps = [
  ['Browser for end-to-end tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['Sandbox worker file', 'npx', ['msw', 'init']],
  ['Type check', 'npx', ['tsc', '-b']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Catalogues (up to date, every message in Spanish)', 'node', ['scripts/i18n-check.mjs']],
  ['Unit and component tests', 'npx', ['vitest', 'run']],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
]

const started = Date.now()
for (const [name, command, args] of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds} s)`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${name} (${seconds} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
