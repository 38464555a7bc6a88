/**
 * The launch link carries `?token=…&shopId=…` (and may carry `lang`). Read them, then remove them from the address bar at
 * once (history.replaceState), before monitoring, rendering or any request (reliability §1.1).
 * Imported first by main.tsx.
 */
export interface LaunchParams {
  token: string | null
  shopId: string | null
  /** The partner's `hideTabs=true` on the link hides the customer-area tabs (spec §2). */
  hideTabs: boolean | null
  /** The partner's `lang=es|es-US|en|en-US`: the language for this session (issue 19). */
  lang: string | null
}

export function takeLaunchParams(win: Window = window): LaunchParams {
  const url = new URL(win.location.href)
  const token = url.searchParams.get('token')
  const shopId = url.searchParams.get('shopId')
  // The language is kept for the session once read: off the address, a reload keeps the merchant's
  // later choice (the footer's switcher) instead of the link's.
  const lang = url.searchParams.get('lang')
  if (token !== null || shopId !== null || lang !== null) {
    url.searchParams.delete('token')
    url.searchParams.delete('shopId')
    url.searchParams.delete('lang')
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }
  const hideTabs = url.searchParams.get('hideTabs')
  return {
    token: token || null,
    shopId: shopId || null,
    hideTabs: hideTabs === null ? null : hideTabs === 'true' || hideTabs === '1',
    lang: lang || null,
  }
}

export const launchParams: LaunchParams = takeLaunchParams()

/** The path the page was opened on, before any redirect (the embed bridge reports moves from it). */
export const launchPath: string = typeof window === 'undefined' ? '/' : window.location.pathname

/**
 * Opened by the partner library (`embed=1`, packages/embed): the address carries no token; the
 * partner page hands one over by message once the app says it is ready. The flag stays on the
 * address, so a reload inside the iframe waits for the partner again.
 */
export function isEmbedLaunch(win: Window = window): boolean {
  return new URL(win.location.href).searchParams.get('embed') === '1'
}
