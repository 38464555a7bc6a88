#!/usr/bin/env node
// `npm test`: everything, in order, stopping at the first failure.
// Type check, lint and formatting (side by side) → catalogues → unit and component tests →
// Playwright end-to-end tests in Chromium → the landings and three journeys in Firefox and WebKit
// (scripts/test-engines.mjs, on the sandbox build Playwright made).
import { spawn } from 'node:child_process'

/** A step is one command, or several independent ones run side by side (their output kept apart). */
const steps = [
  ['Browsers for end-to-end tests (Chromium, Firefox, WebKit)', 'node', ['scripts/ensure-browsers.mjs']],
  ['Sandbox worker file', 'npx', ['msw', 'init']],
  [
    'Checks',
    [
      ['Type check', 'npx', ['tsc', '-b']],
      ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
      ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.']],
    ],
  ],
  ['Catalogues (up to date, every message in Spanish)', 'node', ['scripts/i18n-check.mjs']],
  ['Unit and component tests', 'npx', ['vitest', 'run']],
  ['End-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
  ['End-to-end tests (Firefox, WebKit)', 'node', ['scripts/test-engines.mjs']],
]

const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1)

/** Runs a command with its output on ours as it comes. */
function run(command, args) {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1))
  })
}

/** Runs a command with its output collected, printed once it has ended. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }))
  })
}

const started = Date.now()
for (const [name, ...rest] of steps) {
  const t0 = Date.now()
  if (Array.isArray(rest[0])) {
    console.log(`\n▶ ${rest[0].map(([part]) => part).join(', ')} (side by side)`)
    const results = await Promise.all(
      rest[0].map(async ([part, command, args]) => {
        const p0 = Date.now()
        const result = await runQuietly(command, args)
        return { part, ...result, took: seconds(p0) }
      }),
    )
    for (const { part, code, output, took } of results) {
      if (output.trim()) console.log(output.trimEnd())
      console.log(code === 0 ? `✔ ${part} (${took} s)` : `✖ ${part} failed (${took} s)`)
    }
    const failed = results.find((r) => r.code !== 0)
    if (failed) process.exit(failed.code)
    continue
  }
  const [command, args] = rest
  console.log(`\n▶ ${name}`)
  const code = await run(command, args)
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (${seconds(t0)} s)`)
    process.exit(code)
  }
  console.log(`✔ ${name} (${seconds(t0)} s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
