// Round trips from a launch link to its landing screen, measured in a real browser: with every
// response held back L ms (the static server and the API both add it, CORS preflights included), the
// time from the end of the page's main script to the landing's h1 becoming visible, divided by L, is
// the number of sequential round trips the app makes before it can show the screen. L is large (500 ms
// in scripts/quality/speed.mjs) beside the main-thread work between two requests (script evaluation,
// rendering), so that work does not add a round trip to the count.
// Used by `npm run quality` (scripts/quality/speed.mjs); an e2e test can call it too.
//
//   const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
//   const result = await measureChainDepth(browser, { url, latencyMs: 500, landing: /^\/splash/ })
//   // result.depth, result.afterMainScriptMs, result.requests (with preflights), result.protocols

/**
 * Watches for the landing's h1 from the first script on (installed before any page script runs):
 * the first moment an h1 is laid out and not hidden while the address is on the landing path.
 */
function watchForLanding({ source, flags }) {
  const landing = new RegExp(source, flags)
  const check = () => {
    if (window.__chainDepthLanded || !landing.test(location.pathname)) return
    for (const h1 of document.querySelectorAll('h1')) {
      const box = h1.getBoundingClientRect()
      const style = getComputedStyle(h1)
      if (box.width > 0 && box.height > 0 && style.visibility !== 'hidden') {
        window.__chainDepthLanded = { at: performance.now(), path: location.pathname, text: h1.textContent }
        return
      }
    }
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
  const frame = () => {
    check()
    if (!window.__chainDepthLanded) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/**
 * Sequential depth of each request: 0 for those that started before the main script had arrived
 * (the page, its script, preloads, styles); otherwise 1 + the deepest request that had finished
 * before this one started. A CORS preflight is a request of its own, so the call after it is one deeper.
 */
export function chainOf(requests, toleranceMs = 5) {
  const depth = new Map()
  const sorted = [...requests].sort((a, b) => a.start - b.start)
  for (const r of sorted) {
    if (r.start < 0) {
      depth.set(r, 0)
      continue
    }
    const before = sorted.filter((q) => q !== r && q.end !== null && q.end <= r.start + toleranceMs)
    depth.set(r, 1 + Math.max(0, ...before.map((q) => depth.get(q) ?? 0)))
  }
  return sorted.map((r) => ({ ...r, depth: depth.get(r) }))
}

const shorten = (url) => {
  try {
    const u = new URL(url)
    const query = [...u.searchParams.keys()].length ? `?${[...u.searchParams.keys()].join('&')}` : ''
    return `${u.origin}${u.pathname}${query}`
  } catch {
    return url
  }
}

/**
 * Opens `url` in a fresh context of `browser` (Playwright Chromium) and measures. The caller sets
 * the latency on its servers (`latencyMs` is what they add, used to turn time into round trips).
 * `landing`: a RegExp the landing's pathname matches. `contextOptions` go to `browser.newContext`
 * (`{ ignoreHTTPSErrors: true }` for servers with the local self-signed certificate). Resolves to
 * `{ url, landedOn, h1, latencyMs, mainScript, afterMainScriptMs, depth, chainDepth, protocols, requests }`;
 * request times are ms from the end of the main script (negative: before it); `protocols` are the
 * ones the responses came over (`h2`, `http/1.1`).
 */
export async function measureChainDepth(
  browser,
  {
    url,
    latencyMs,
    landing,
    timeoutMs = 60_000,
    settleMs = 1_000,
    ignore = () => false,
    contextOptions = {},
  },
) {
  const context = await browser.newContext(contextOptions)
  try {
    const page = await context.newPage()
    await page.addInitScript(watchForLanding, { source: landing.source, flags: landing.flags })
    const cdp = await context.newCDPSession(page)
    const byId = new Map()
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!/^https?:/.test(e.request.url) || ignore(e.request.url)) return
      const known = byId.get(e.requestId)
      // A redirect reuses the id: keep the first start.
      if (known) return
      byId.set(e.requestId, {
        id: e.requestId,
        method: e.request.method,
        url: e.request.url,
        type: e.type ?? 'Other',
        startTs: e.timestamp,
        endTs: null,
        status: null,
        protocol: null,
        failed: null,
      })
    })
    cdp.on('Network.responseReceived', (e) => {
      const r = byId.get(e.requestId)
      if (!r) return
      r.status = e.response.status
      r.protocol = e.response.protocol ?? null
      // The moment the request really left: after its preflight, for a call that needed one.
      if (e.response.timing) {
        const sent = e.response.timing.requestTime + Math.max(0, e.response.timing.sendStart) / 1000
        if (sent > r.startTs) r.sentTs = sent
      }
    })
    cdp.on('Network.loadingFinished', (e) => {
      const r = byId.get(e.requestId)
      if (r) r.endTs = e.timestamp
    })
    cdp.on('Network.loadingFailed', (e) => {
      const r = byId.get(e.requestId)
      if (r) {
        r.endTs = e.timestamp
        r.failed = e.errorText || (e.canceled ? 'canceled' : 'failed')
      }
    })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs })
    try {
      await page.waitForFunction(() => Boolean(window.__chainDepthLanded), null, {
        timeout: timeoutMs,
        polling: 50,
      })
    } catch (error) {
      const where = await page.evaluate(() => location.pathname).catch(() => '?')
      throw new Error(
        `No visible h1 on a path matching ${landing} within ${timeoutMs} ms: the page is on ${where} (${error.message.split('\n')[0]})`,
      )
    }
    await page.waitForTimeout(settleMs)

    const seen = await page.evaluate(() => {
      const main = document.querySelector('script[type="module"][src]')
      const src = main ? main.src : null
      const entry = src ? performance.getEntriesByName(src).at(-1) : null
      return { src, responseEnd: entry ? entry.responseEnd : null, landed: window.__chainDepthLanded }
    })
    if (!seen.src || seen.responseEnd === null)
      throw new Error(`No module script (or no timing for it) on ${page.url()}`)

    const all = [...byId.values()]
    const main = all.find((r) => r.url === seen.src)
    if (!main || main.endTs === null) throw new Error(`The main script ${seen.src} was not seen finishing`)
    const zero = main.endTs
    const requests = chainOf(
      all.map((r) => ({
        method: r.method,
        url: shorten(r.url),
        type: r.type,
        preflight: r.type === 'Preflight' || r.method === 'OPTIONS',
        status: r.status,
        protocol: r.protocol,
        failed: r.failed,
        start: Math.round(((r.sentTs ?? r.startTs) - zero) * 1000),
        queued: r.sentTs ? Math.round((r.startTs - zero) * 1000) : undefined,
        end: r.endTs === null ? null : Math.round((r.endTs - zero) * 1000),
      })),
    )
    const afterMainScriptMs = seen.landed.at - seen.responseEnd
    const untilLanding = requests.filter((r) => r.end !== null && r.end <= afterMainScriptMs)
    return {
      url: shorten(url),
      landedOn: seen.landed.path,
      h1: (seen.landed.text ?? '').trim().slice(0, 80),
      latencyMs,
      mainScript: shorten(seen.src),
      afterMainScriptMs: Math.round(afterMainScriptMs),
      depth: Math.round(afterMainScriptMs / latencyMs),
      /** The deepest request chain (by start and end times) among requests finished before the h1 showed. */
      chainDepth: Math.max(0, ...untilLanding.map((r) => r.depth)),
      protocols: [...new Set(requests.map((r) => r.protocol).filter(Boolean))],
      requests,
    }
  } finally {
    await context.close()
  }
}

/** The requests as text lines, for a log or a report: `depth  start→end ms  protocol  METHOD url (type)`. */
export function formatChain(result) {
  return result.requests.map(
    (r) =>
      `${String(r.depth).padStart(2)}  ${String(r.start).padStart(6)} → ${String(r.end ?? '…').padStart(6)} ms  ${(r.protocol ?? '?').padEnd(8)}  ${r.preflight && r.method === 'OPTIONS' ? 'OPTIONS' : r.method} ${r.url}${r.preflight ? ' (preflight)' : ''}${r.failed ? ` ✖ ${r.failed}` : ''}`,
  )
}
