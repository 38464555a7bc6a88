#!/usr/bin/env node
// Screenshots of sandbox screens at 320, 375, 768 and 1280 px, with a phone-first check of each:
// sideways scrolling, content hidden sideways in a box, text under 12 px, and controls under 44×44 px.
//
//   node scripts/screens.mjs [--base http://127.0.0.1:5173] [--widths 320,375] [--lang es-US] scenario[:path] …
//
// Needs the app served on the sandbox (`npm start`). Each screen opens in a fresh browser context
// through the scenario's launch link, then goes to `path` if one is given. Writes
// shots/<scenario>[-<path>]-<width>[-<lang>].png (shots/ is not in git) and prints one line per
// screen. `--lang es-US` opens every screen in Spanish (the session's choice, as the footer's
// switcher keeps it).
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  if (i === -1) return fallback
  const [value] = args.splice(i, 2).slice(1)
  return value
}
const base = option('base', 'http://127.0.0.1:5173')
const widths = option('widths', '320,375,768,1280').split(',').map(Number)
const lang = option('lang', null)
const screens = args
if (screens.length === 0) {
  console.error('usage: node scripts/screens.mjs [--base URL] [--widths 320,375] scenario[:path] …')
  process.exit(2)
}
const outDir = resolve('shots')
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-sync',
    '--no-first-run',
  ],
})

let problems = 0
for (const screen of screens) {
  const [scenario, path] = screen.split(':')
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 } })
    if (lang) await context.addInitScript((l) => sessionStorage.setItem('cc-locale', l), lang)
    const page = await context.newPage()
    const name = `${scenario}${path ? `-${path.replace(/[^a-z0-9]+/gi, '-')}` : ''}-${width}${lang ? `-${lang}` : ''}`
    try {
      await page.goto(`${base}/sandbox?launch=${scenario}`)
      await page.waitForURL((url) => url.pathname !== '/sandbox' && url.pathname !== '/')
      if (path) await page.goto(`${base}${path}`)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
    } catch (error) {
      problems += 1
      console.log(`${name}  could not open: ${String(error).split('\n')[0]}`)
      await context.close()
      continue
    }
    await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true })
    const found = await page.evaluate(() => {
      const visible = (el) => {
        const r = el.getBoundingClientRect()
        const style = getComputedStyle(el)
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') return false
        // Visually hidden (sr-only): a clipped ancestor.
        for (let a = el; a; a = a.parentElement) {
          const s = getComputedStyle(a)
          if (s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)') return false
        }
        return true
      }
      const small = new Set()
      for (const el of document.querySelectorAll('body *')) {
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '')
        if (own && visible(el) && parseFloat(getComputedStyle(el).fontSize) < 12)
          small.add(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 30)}"`)
      }
      const tiny = []
      for (const el of document.querySelectorAll('a, button, input, select, textarea, [role="tab"]')) {
        if (!visible(el) || el.closest('p, li > p')) continue // links inside running text are exempt (WCAG 2.5.8)
        const r = el.getBoundingClientRect()
        const after = getComputedStyle(el, '::after')
        // A hit area drawn by an absolute ::after (the kit's small buttons and links) reaches past the box.
        const reach = (edge) => Math.max(0, -(Number.parseFloat(edge) || 0))
        const hitH =
          after.position === 'absolute' ? r.height + reach(after.top) + reach(after.bottom) : r.height
        if (el.matches('input[type="checkbox"], input[type="radio"]')) continue // their labels are the target
        if (r.width < 44 - 0.5 || hitH < 44 - 0.5)
          tiny.push(
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}" ${Math.round(r.width)}×${Math.round(hitH)}`,
          )
      }
      // A box that scrolls or clips sideways with more inside than it shows (a tab bar whose last tab is
      // cut off): fine for wide tables by design, a problem for words.
      const hidden = []
      for (const el of document.querySelectorAll('body *')) {
        const overflowX = getComputedStyle(el).overflowX
        if (!['auto', 'scroll', 'hidden', 'clip'].includes(overflowX) || !visible(el)) continue
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
          hidden.push(
            `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 30)}" ${el.scrollWidth - el.clientWidth}px`,
          )
      }
      return {
        hidden: hidden.slice(0, 5),
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        small: [...small].slice(0, 5),
        tiny: tiny.slice(0, 5),
      }
    })
    const issues = []
    if (found.overflow > 0) issues.push(`scrolls sideways by ${found.overflow}px`)
    if (found.hidden.length) issues.push(`content hidden sideways: ${found.hidden.join('; ')}`)
    if (found.small.length) issues.push(`text under 12px: ${found.small.join('; ')}`)
    if (found.tiny.length) issues.push(`targets under 44px: ${found.tiny.join('; ')}`)
    problems += issues.length
    console.log(`${name}.png  ${issues.length ? issues.join(' | ') : 'ok'}`)
    await context.close()
  }
}
await browser.close()
console.log(problems ? `\n${problems} problem(s).` : '\nNo problems.')
