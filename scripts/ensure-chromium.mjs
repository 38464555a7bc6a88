#!/usr/bin/env node
// Makes sure a Chromium exists for Playwright (and Lighthouse). Playwright's own browser download
// cannot work here (no network beyond the npm registry and Debian's packages), so we use Debian's
// chromium: /usr/bin/chromium, or CHROMIUM_PATH. On a fresh machine, as root with apt, install it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const hasFonts = existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf')
if (existsSync(path) && hasFonts) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

if (!isRoot || !hasApt) {
  if (existsSync(path)) process.exit(0)
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium fonts-dejavu-core)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
  )
  process.exit(1)
}

console.log('Installing Debian chromium and fonts for the browser tests (one time)…')
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
  {
    stdio: 'inherit',
    shell: '/bin/bash',
  },
)
if (!existsSync(path)) {
  console.error(`apt installed chromium but ${path} is still missing; set CHROMIUM_PATH.`)
  process.exit(1)
}
