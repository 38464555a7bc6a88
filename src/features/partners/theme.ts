import { startTransition, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import { RADIUS_NAME, radiusVariable } from '@/config/design-tokens'
import { loadOnce } from '@/lib/load-once'
import type { PartnerTheme } from './api/schemas'
import type { ColorAdjustment, GuardedTheme } from './contrast-guard'

/**
 * The contrast guard's colour maths stays off the first page's budget: its chunk starts loading as
 * soon as this module runs (at start), long before the partner's theme has come back from the API.
 */
// A failed chunk load (a flaky network in an iframe, a deploy that renamed chunks) is tried again by
// the next theme applied.
const loadContrastGuard = loadOnce(() => import('./contrast-guard'))
loadContrastGuard().catch(() => undefined)

function radius(value: number | [number, number, number, number]): string {
  return Array.isArray(value) ? value.map((v) => `${v}px`).join(' ') : `${value}px`
}

/**
 * Every component and every size in the partner's `borderRadius` maps (issue 16): `md` (or the only
 * size given) is the component's base corner; each other size sets its own variable. The kit reads
 * them through the utilities of tailwind.config.ts (src/config/design-tokens.ts), falling back from
 * size to base to the component it follows (a modal follows the card) to the kit default.
 */
export function radiusVariables(components: PartnerTheme['components']): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [component, { borderRadius }] of Object.entries(components)) {
    if (!RADIUS_NAME.test(component.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))) continue
    const sizes = Object.entries(borderRadius).filter(([size]) => RADIUS_NAME.test(size))
    const base = borderRadius.md ?? sizes[0]?.[1]
    if (base !== undefined) vars[radiusVariable(component)] = radius(base)
    for (const [size, value] of sizes)
      if (size !== 'md') vars[radiusVariable(component, size)] = radius(value)
  }
  return vars
}

/**
 * The CSS variables a partner theme sets (docs/decisions/0004-theme-tokens.md), every colour as the
 * contrast guard left it (contrast-guard.ts): what reaches the screen meets WCAG AA whatever the config.
 */
export function themeVariables(theme: PartnerTheme, guarded: GuardedTheme): Record<string, string> {
  const c = guarded.colors
  const vars: Record<string, string> = {
    '--cc-black': c.black,
    '--cc-white': c.white,
    '--cc-primary': c.primary,
    '--cc-secondary': c.secondary,
    '--cc-success': c.success,
    '--cc-warning': c.warning,
    '--cc-error': c.error,
    '--cc-info': c.info,
    '--cc-page': c.pageBackground,
    '--cc-fg-muted': guarded.mutedText,
    '--cc-on-primary': guarded.onPrimary,
    '--cc-font': `'${theme.fonts.primary.fontFamily.replace(/'/g, '')}'`,
    '--cc-doc-font': `'${theme.documentTheme.font.family.replace(/'/g, '')}'`,
    '--cc-doc-fg': guarded.documentText,
  }
  vars['--cc-doc-heading'] = guarded.documentHeading
  return { ...vars, ...radiusVariables(theme.components) }
}

interface ThemeState {
  /**
   * The adjustments of the theme on screen: each said once in the console, and listed on /system.
   * Null until a partner theme has been applied on this page.
   */
  adjustments: readonly ColorAdjustment[] | null
  /** The theme last written onto the page's <html> (the app applies it the moment it arrives). */
  onPage: PartnerTheme | null
}

/** The theme on this page (a zustand store, as all client state is). */
const themeStore = createStore<ThemeState>()(() => ({ adjustments: null, onPage: null }))
const reported = new Set<string>()
let applyCalls = 0

function report(adjustments: readonly ColorAdjustment[]) {
  for (const adjustment of adjustments) {
    if (reported.has(adjustment.message)) continue
    reported.add(adjustment.message)
    console.info(`Credit Connect theme: ${adjustment.message}`)
  }
}

/** The contrast adjustments made to the current partner's colours (for /system); null: no theme yet. */
export function useThemeAdjustments(): readonly ColorAdjustment[] | null {
  return useStore(themeStore, (state) => state.adjustments)
}

/** Writes the guarded theme onto <html> and loads its font; switching partner needs no rebuild. */
export async function applyTheme(
  theme: PartnerTheme,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  // The latest call wins: a slower, earlier one (another partner's) must not paint over it.
  const onPage = root === document.documentElement
  const call = onPage ? ++applyCalls : 0
  const { guardTheme } = await loadContrastGuard()
  if (onPage && call !== applyCalls) return
  const guarded = guardTheme(theme)
  // Another partner's corners must not linger: only this theme's sizes are set.
  for (const name of [...root.style].filter((n) => n.startsWith('--cc-radius-')))
    root.style.removeProperty(name)
  for (const [name, value] of Object.entries(themeVariables(theme, guarded)))
    root.style.setProperty(name, value)
  root.dataset.partner = theme.partnerId
  report(guarded.adjustments)
  themeStore.setState(
    onPage ? { adjustments: guarded.adjustments, onPage: theme } : { adjustments: guarded.adjustments },
  )
  void loadFont(theme.fonts.primary.fontFamily, theme.fonts.primary.url)
}

/**
 * Applies the theme unless it is already on the page; true once it is (the shell keeps its loader
 * until then). A theme applied before the first render (app/loaders.ts applies it the moment it
 * arrives) counts from that render: the screen shows with no loader in between.
 */
export function useAppliedTheme(theme: PartnerTheme | null | undefined): boolean {
  const [applied, setApplied] = useState<PartnerTheme | null>(() => themeStore.getState().onPage)
  useEffect(() => {
    if (!theme) return
    let current = true
    // If the guard cannot load at all, the app goes on in the default theme (legible by design)
    // rather than keeping its loader for ever. The screen then replaces the loader in a transition.
    const done = () => {
      if (current) startTransition(() => setApplied(theme))
    }
    if (themeStore.getState().onPage === theme) done()
    else void applyTheme(theme).then(done, done)
    return () => {
      current = false
    }
  }, [theme])
  return !theme || applied === theme
}

/** The document font, loaded only where a document is shown (the disclosure). */
export function loadDocumentFont(theme: PartnerTheme): Promise<boolean> {
  return loadFont(theme.documentTheme.font.family, theme.documentTheme.font.url)
}

const fontLoads = new Map<string, Promise<boolean>>()

/**
 * Loads a partner font, once per family and file however often it is asked for (each theme applied
 * asks for its own). `font-display: swap`: text never waits for it. If it can't be loaded the system
 * font stack is used, never a broken page.
 */
export function loadFont(family: string, url: string): Promise<boolean> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined' || !('fonts' in document))
    return Promise.resolve(false)
  const key = `${family}\n${url}`
  let load = fontLoads.get(key)
  if (!load) {
    load = (async () => {
      try {
        const face = new FontFace(family, `url(${JSON.stringify(url)})`, { display: 'swap' })
        document.fonts.add(face)
        await face.load()
        return true
      } catch {
        // Not cached: a later theme (or a retry) may try again.
        fontLoads.delete(key)
        return false
      }
    })()
    fontLoads.set(key, load)
  }
  return load
}
