/**
 * The small driver the Firefox and WebKit runs are written against (e2e/engines/journeys.ts): open a
 * URL, find by role, label or text, click, fill, wait, read the URL, resize. Two adapters implement
 * it: Firefox over WebDriver BiDi (puppeteer-core, firefox.ts) and WebKit over classic WebDriver
 * (selenium-webdriver, webkit.ts). Both find elements with the same script in the page (`FIND`
 * below), so a target means the same thing in every engine; clicks and typing are the engine's own
 * input events.
 */

/** A text to match: a string matches exactly (spaces collapsed), a RegExp anywhere. */
export type Name = string | RegExp

export type Role =
  'button' | 'checkbox' | 'dialog' | 'heading' | 'link' | 'option' | 'radio' | 'slider' | 'tab' | 'textbox'

/** What to find: an element by its role and accessible name, a form field by its label, or text. */
export type Target =
  | { role: Role; name?: Name; level?: number }
  | { label: string }
  /** The innermost visible element whose text contains this string (or matches the RegExp). */
  | { text: Name }

/** The widths every journey can run at: the phone and the desktop (900 px tall). */
export type Width = 375 | 1280

export interface Driver {
  /** "Firefox 153.8.0esr", "WebKit 2.50.1": the summary names the engine and its version. */
  readonly engine: string
  /** Opens an app path (`/splash`) or a whole URL and waits for the document to load. */
  open(pathOrUrl: string): Promise<void>
  /** The page's viewport becomes `width` × 900 CSS pixels. */
  resize(width: Width): Promise<void>
  /** The current address. */
  url(): Promise<string>
  /** Waits until the target is on the page and visible; fails after `timeoutMs`. */
  waitFor(target: Target, timeoutMs?: number): Promise<void>
  /** Whether the target is on the page and visible right now. */
  isVisible(target: Target): Promise<boolean>
  /** Clicks the target with the engine's own pointer input (scrolled into view first). */
  click(target: Target): Promise<void>
  /** Replaces the field's value by typing `value` with the engine's own keyboard input. */
  fill(target: Target, value: string): Promise<void>
  /** A field's value, or an element's text. */
  read(target: Target): Promise<string>
  /** Runs a script in the page (a function body; `return` gives its value back, JSON only). */
  evaluate<T>(body: string): Promise<T>
  /** What the page shows, for a failure: its level-1 headings and the fields marked invalid. */
  shows(): Promise<string>
  /** The page as a PNG. */
  screenshot(): Promise<Buffer>
  /** Ends the session and the browser. */
  close(): Promise<void>
}

/** How long a wait lasts before it fails: the Playwright suite's `expect` timeout. */
export const WAIT_MS = 10_000

/**
 * What an adapter gives: the engine's own primitives on elements of its kind (`E`). `driverFor`
 * builds the Driver on them once, for both engines: waiting, filling, and how failures read.
 */
export interface Engine<E> {
  readonly engine: string
  open(url: string): Promise<void>
  resize(width: Width): Promise<void>
  url(): Promise<string>
  /** Runs `body` in the page, with `element` bound to the element given (if any). */
  evaluate<T>(body: string, element?: E): Promise<T>
  /** The target's first visible element (the page script `FIND`), or null. */
  find(target: WireTarget): Promise<E | null>
  /** The engine's pointer: scrolls the element into view and clicks its middle. */
  click(element: E): Promise<void>
  /** The engine's keyboard: focuses the field, selects what it holds and types `text` over it. */
  type(element: E, text: string): Promise<void>
  /** Lets go of an element found earlier (puppeteer keeps a handle for each until then). */
  release(element: E): Promise<void>
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

/** Waits for `check` to give something other than null or false, every 100 ms, up to `timeoutMs`. */
export async function until<T>(
  what: () => string,
  check: () => Promise<T | null | false>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== null && value !== false) return value
    if (Date.now() > deadline) throw new Error(`${what()} (waited ${timeoutMs / 1000} s)`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Fields whose value is not typed: the engines type a date into their own segmented pickers in the
 * order of the browser's locale, so a date is set as Playwright's `fill` sets it (the value, then
 * `input` and `change` events, which is what React listens to).
 */
const SET_VALUE = `
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value').set.call(element, VALUE)
  element.dispatchEvent(new Event('input', { bubbles: true }))
  element.dispatchEvent(new Event('change', { bubbles: true }))
`
/** A failure's context: the headings on screen, the fields marked invalid and their messages. */
const SHOWS = `
  const text = (el) => (el.textContent || '').replace(/\\s+/g, ' ').trim()
  const headings = [...document.querySelectorAll('h1')].map(text).filter(Boolean)
  const invalid = [...document.querySelectorAll('[aria-invalid="true"]')].map((el) => {
    const ids = (el.getAttribute('aria-describedby') || '').split(/\\s+/).filter(Boolean)
    const said = ids.map((id) => document.getElementById(id)).filter(Boolean).map(text).join(' ')
    const label = el.labels && el.labels[0] ? text(el.labels[0]) : el.getAttribute('aria-label') || el.name
    return label + ' = "' + el.value + '"' + (said ? ' (' + said + ')' : '')
  })
  const alerts = [...document.querySelectorAll('[role="alert"]')].map(text).filter(Boolean)
  return [
    'the page shows h1 ' + (headings.map((h) => '"' + h + '"').join(', ') || 'none'),
    ...(invalid.length ? ['invalid: ' + invalid.join('; ')] : []),
    ...(alerts.length ? ['alerts: ' + alerts.join('; ')] : []),
  ].join('; ')
`
const NOT_TYPED = ['date', 'datetime-local', 'month', 'time', 'week', 'range', 'color']

/** The Driver on an engine's primitives. */
export function driverFor<E>(engine: Engine<E>): Driver {
  const where = async () => {
    try {
      return new URL(await engine.url()).pathname
    } catch {
      return '(no page)'
    }
  }
  /** Finds the target (waiting for it), gives it to `use`, then lets go of it. */
  const withElement = async <T>(target: Target, use: (element: E) => Promise<T>, timeoutMs = WAIT_MS) => {
    const element = await located(target, timeoutMs)
    try {
      return await use(element)
    } finally {
      await engine.release(element)
    }
  }
  const located = async (target: Target, timeoutMs: number): Promise<E> => {
    let at = ''
    return until(
      () => `${describe(target)} is not on the page at ${at}`,
      async () => {
        at = await where()
        return engine.find(toWire(target))
      },
      timeoutMs,
    )
  }
  return {
    engine: engine.engine,
    open: (pathOrUrl) => engine.open(pathOrUrl),
    resize: (width) => engine.resize(width),
    url: () => engine.url(),
    async waitFor(target, timeoutMs) {
      await withElement(target, () => Promise.resolve(), timeoutMs)
    },
    async isVisible(target) {
      const element = await engine.find(toWire(target))
      if (element === null) return false
      await engine.release(element)
      return true
    },
    click: (target) => withElement(target, (element) => engine.click(element)),
    fill: (target, value) =>
      withElement(target, async (element) => {
        const type = await engine.evaluate<string>('return element.type || ""', element)
        if (NOT_TYPED.includes(type))
          await engine.evaluate(SET_VALUE.replace('VALUE', JSON.stringify(value)), element)
        else await engine.type(element, value)
      }),
    read: (target) =>
      withElement(target, (element) =>
        engine.evaluate<string>(
          'const field = ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName)\n' +
            'return field ? element.value : element.textContent.replace(/\\s+/g, " ").trim()',
          element,
        ),
      ),
    evaluate: (body) => engine.evaluate(body),
    shows: () => engine.evaluate<string>(SHOWS),
    screenshot: () => engine.screenshot(),
    close: () => engine.close(),
  }
}

/** A target as the page script takes it: RegExps as source and flags, since only JSON crosses over. */
export type WireTarget =
  { role: Role; name?: WireName; level?: number } | { label: string } | { text: WireName }
type WireName = string | { source: string; flags: string }

export function toWire(target: Target): WireTarget {
  const wire = (name: Name): WireName =>
    typeof name === 'string' ? name : { source: name.source, flags: name.flags }
  if ('role' in target)
    return {
      role: target.role,
      level: target.level,
      name: target.name === undefined ? undefined : wire(target.name),
    }
  if ('label' in target) return target
  return { text: wire(target.text) }
}

/** How a failure names a target: `button "Continue"`, `field "City"`, `text /Funding for/`. */
export function describe(target: Target): string {
  const show = (name: Name) => (typeof name === 'string' ? `"${name}"` : String(name))
  if ('role' in target)
    return `${target.role}${target.level ? ` (level ${target.level})` : ''}${target.name === undefined ? '' : ` ${show(target.name)}`}`
  if ('label' in target) return `field "${target.label}"`
  return `text ${show(target.text)}`
}

/**
 * The page script that finds a target (`WireTarget`): the first visible match in document order, or
 * null. A function expression as text, run by each adapter in the page (`(FIND)(target)`).
 *
 * Roles are the elements' implicit ARIA roles and explicit `role` attributes; the accessible name is
 * aria-labelledby, aria-label, the field's labels, then the element's text (its `alt` and `title`
 * last), with spaces collapsed: what the app's own names are made of (checked against Playwright's
 * names by the Chromium suite, whose targets these are).
 */
export const FIND = String.raw`(target) => {
  const collapse = (s) => (s || '').replace(/\s+/g, ' ').trim()
  const matches = (value, want) =>
    typeof want === 'string' ? collapse(value) === collapse(want) : new RegExp(want.source, want.flags).test(collapse(value))
  const visible = (el) => {
    const box = el.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) return false
    const style = getComputedStyle(el)
    return style.visibility !== 'hidden' && style.display !== 'none'
  }
  const textOf = (el) => collapse(el.textContent)
  const nameOf = (el) => {
    const ids = el.getAttribute('aria-labelledby')
    if (ids) {
      const text = ids.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map(textOf).join(' ')
      if (collapse(text)) return collapse(text)
    }
    const aria = el.getAttribute('aria-label')
    if (collapse(aria)) return collapse(aria)
    if (el.labels && el.labels.length > 0) return collapse([...el.labels].map(textOf).join(' '))
    const own = el.tagName === 'INPUT' ? collapse(el.value) : textOf(el)
    return own || collapse(el.getAttribute('alt')) || collapse(el.getAttribute('title'))
  }
  const IMPLICIT = {
    button: 'button, input[type=button], input[type=submit], input[type=reset]',
    checkbox: 'input[type=checkbox]',
    dialog: 'dialog',
    heading: 'h1, h2, h3, h4, h5, h6',
    link: 'a[href], area[href]',
    option: 'option',
    radio: 'input[type=radio]',
    slider: 'input[type=range]',
    tab: '',
    textbox: 'textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=search], input[type=number]',
  }
  const levelOf = (el) => Number(el.getAttribute('aria-level') || (/^H([1-6])$/.exec(el.tagName) || [])[1] || 2)
  let candidates
  if ('role' in target) {
    const implicit = IMPLICIT[target.role]
    const selector = '[role="' + target.role + '"]' + (implicit ? ', ' + implicit : '')
    candidates = [...document.querySelectorAll(selector)].filter((el) => {
      const role = el.getAttribute('role')
      if (role && role !== target.role) return false
      if (target.level !== undefined && target.level !== null && levelOf(el) !== target.level) return false
      return target.name === undefined || target.name === null || matches(nameOf(el), target.name)
    })
  } else if ('label' in target) {
    candidates = [...document.querySelectorAll('input, textarea, select, [role=combobox], [role=textbox], [role=slider]')].filter(
      (el) => matches(nameOf(el), target.label),
    )
  } else {
    const want = target.text
    const has = (el) => (typeof want === 'string' ? textOf(el).includes(collapse(want)) : new RegExp(want.source, want.flags).test(textOf(el)))
    const all = [...document.body.querySelectorAll('*')].filter((el) => !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName))
    candidates = all.filter((el) => has(el) && ![...el.children].some(has))
  }
  return candidates.find(visible) || null
}`

/**
 * Resolves (calls `done`) once `element` stops moving: as a person would wait out a smooth scroll
 * (the cure banner's to the payment form) before tapping, where WebDriver would click where the
 * element was a moment ago. Two frames apart, for at most 120 checks.
 */
export const UNTIL_STILL = String.raw`(element, done) => {
  let last = ''
  const settle = (checks) => {
    const box = element.getBoundingClientRect()
    const now = box.top + ',' + box.left
    if (now === last || checks > 120) return done()
    last = now
    requestAnimationFrame(() => requestAnimationFrame(() => settle(checks + 1)))
  }
  settle(0)
}`
