#!/usr/bin/env node
// Makes sure the browsers of the end-to-end tests exist: Chromium for Playwright (and Lighthouse),
// Firefox and WebKit for the engines run (scripts/test-engines.mjs). Playwright's own browser
// downloads cannot work here (no network beyond the npm registry and Debian's packages), and
// Playwright's Firefox and WebKit are patched builds Debian does not have, so we use Debian's:
//   chromium  chromium and fonts-dejavu-core
//   firefox   firefox-esr, driven over WebDriver BiDi (no geckodriver needed)
//   webkit    webkit2gtk-driver (WebKitWebDriver, MiniBrowser) and xvfb, with the en_US.UTF-8
//             locale generated (locales), else WebKit's navigator.language is "C"
// Paths: scripts/lib/browsers.mjs.
// On a fresh machine, as root with apt, it installs whatever is missing in one apt-get; it never
// downloads a browser of its own. `node scripts/ensure-browsers.mjs [chromium] [firefox] [webkit]`
// (no argument: all three).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import {
  CHROMIUM_PATH,
  FIREFOX_PATH,
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
  WEBKIT_LOCALE,
  XVFB_RUN_PATH,
} from './lib/browsers.mjs'

const hasLocale = () => {
  try {
    return execSync('locale -a', { encoding: 'utf8' })
      .split('\n')
      .some((name) => name.trim().toLowerCase() === 'en_us.utf8')
  } catch {
    return false
  }
}

/** Per browser: what must exist, and the Debian package that brings it. */
const BROWSERS = {
  chromium: [
    { what: CHROMIUM_PATH, present: () => existsSync(CHROMIUM_PATH), pkg: 'chromium', required: true },
    {
      what: 'the DejaVu fonts',
      present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'),
      pkg: 'fonts-dejavu-core',
      required: false,
    },
  ],
  firefox: [
    { what: FIREFOX_PATH, present: () => existsSync(FIREFOX_PATH), pkg: 'firefox-esr', required: true },
  ],
  webkit: [
    {
      what: `${WEBKIT_DRIVER_PATH} and ${MINIBROWSER_PATH}`,
      present: () => existsSync(WEBKIT_DRIVER_PATH) && existsSync(MINIBROWSER_PATH),
      pkg: 'webkit2gtk-driver',
      required: true,
    },
    { what: XVFB_RUN_PATH, present: () => existsSync(XVFB_RUN_PATH), pkg: 'xvfb', required: true },
    { what: 'locale-gen', present: () => existsSync('/usr/sbin/locale-gen'), pkg: 'locales', required: true },
  ],
}

const asked = process.argv.slice(2)
for (const name of asked) {
  if (!(name in BROWSERS)) {
    console.error(`Unknown browser "${name}": one of ${Object.keys(BROWSERS).join(', ')}.`)
    process.exit(2)
  }
}
const names = asked.length > 0 ? asked : Object.keys(BROWSERS)
const wanted = names.flatMap((name) => BROWSERS[name])
const needsLocale = names.includes('webkit')

const missing = wanted.filter((item) => !item.present())
const localeMissing = needsLocale && !hasLocale()
if (missing.length === 0 && !localeMissing) process.exit(0)

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
  const blocking = missing.filter((item) => item.required)
  if (blocking.length === 0 && !localeMissing) process.exit(0)
  const packages = [...new Set(missing.map((item) => item.pkg))]
  console.error(
    [
      ...blocking.map((item) => `Not found: ${item.what}.`),
      ...(localeMissing ? [`The ${WEBKIT_LOCALE} locale is not generated (WebKit would speak "C").`] : []),
      'Install what is missing (Debian/Ubuntu, as root):',
      ...(packages.length > 0 ? [`  apt-get install -y ${packages.join(' ')}`] : []),
      ...(localeMissing ? ["  sed -i 's/^# *en_US.UTF-8/en_US.UTF-8/' /etc/locale.gen && locale-gen"] : []),
      ...(names.includes('chromium') ? ['or point CHROMIUM_PATH at a Chromium or Chrome binary.'] : []),
      'Then run the tests again.',
    ].join('\n'),
  )
  process.exit(1)
}

const run = (command) => execSync(command, { stdio: 'inherit', shell: '/bin/bash' })
if (missing.length > 0) {
  const packages = [...new Set(missing.map((item) => item.pkg))]
  console.log(`Installing Debian ${packages.join(', ')} for the browser tests (one time)…`)
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`)
}
if (needsLocale && !hasLocale()) {
  console.log(`Generating the ${WEBKIT_LOCALE} locale for WebKit (one time)…`)
  run("sed -i 's/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/' /etc/locale.gen && locale-gen")
}
const still = wanted.filter((item) => item.required && !item.present())
if (still.length > 0 || (needsLocale && !hasLocale())) {
  console.error(
    `apt installed the packages but these are still missing: ${[
      ...still.map((item) => item.what),
      ...(needsLocale && !hasLocale() ? [WEBKIT_LOCALE] : []),
    ].join(', ')}${still.some((item) => item.pkg === 'chromium') ? ' (set CHROMIUM_PATH)' : ''}.`,
  )
  process.exit(1)
}
