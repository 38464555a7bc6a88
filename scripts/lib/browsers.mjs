// Where Debian puts the browsers of the end-to-end tests (scripts/ensure-browsers.mjs installs them,
// Playwright and scripts/test-engines.mjs drive them). Nothing here downloads a browser.

/** Chromium for Playwright and Lighthouse; CHROMIUM_PATH points at another Chromium or Chrome. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Firefox ESR, driven over WebDriver BiDi by puppeteer-core (Debian has no geckodriver). */
export const FIREFOX_PATH = '/usr/bin/firefox-esr'
/** WebKitGTK's WebDriver and the MiniBrowser it drives (webkit2gtk-driver). */
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
/** MiniBrowser has no headless mode: Xvfb is its display. */
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run'
/** WebKit takes navigator.language from LANG: the engines run sets this one, which must be generated. */
export const WEBKIT_LOCALE = 'en_US.UTF-8'
