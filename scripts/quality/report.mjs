// The quality report (quality/report.md) from the figures `npm run quality` collected: pure, data in,
// markdown out, so it can be rendered again from saved results (quality/.results) or tested.

import { TARGETS } from '../lib/budgets.mjs'

const ok = (pass) => (pass ? '✅' : '❌')
const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)} ms`)
const fixed = (v, digits = 3) => (v === null || v === undefined ? '–' : v.toFixed(digits))
const kb = (v) => (v === null || v === undefined ? '–' : `${v.toFixed(1)} kB`)
const times = (v) => (v === null || v === undefined || !Number.isFinite(v) ? '–' : `×${v.toFixed(2)}`)
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`
const cell = (text) => String(text ?? '').replace(/\|/g, '/')
/** The protocols a run's responses came over (`h2`), as recorded; older results have none. */
/**
 * The once-only matrix (quality/specs/once-only.spec.ts): 3 actions × 11 faults, 2 reloads with
 * another amount, and 3 session rows (a shop-only link, another shop's link, an expired stored token).
 */
const ONCE_ONLY_CELLS = 3 * 11 + 2 + 3
/** One key per intent: a reload with another amount is two intents where the first one is checked, then replaced. */
const keysExpected = (c) => c.intents ?? 1
const protocols = (list) => (list?.length ? list.join(' + ') : '–')

function worst(rows, value, pick = Math.max) {
  const known = rows.filter((r) => value(r) !== null && value(r) !== undefined)
  if (!known.length) return null
  const best = pick(...known.map(value))
  return known.find((r) => value(r) === best) ?? null
}

/**
 * The speed targets (issue 15), each `{ area, figure, target, pass }`: Lighthouse on the production
 * build against the bare-stack floor measured in the same run, first-page JS against the floor's, and
 * the round trips from the link to the landing. A page that did not land where expected fails its rows.
 */
export function speedTargets(r) {
  const speed = r.speed ?? { floor: null, pages: [], chain: [] }
  const pages = speed.pages ?? []
  const floor = speed.floor
  const measured = pages.filter((p) => !p.error)
  const allLanded = pages.length > 0 && pages.every((p) => p.landedAsExpected)
  const lowScore = worst(measured, (p) => p.score, Math.min)
  const lcpRatio = (p) => (floor?.lcp ? p.lcp / floor.lcp : null)
  const slowLcp = worst(measured, lcpRatio)
  const highTbt = worst(measured, (p) => p.tbt)
  const highCls = worst(measured, (p) => p.cls)
  const jsRatio = r.baselineKb ? r.appKb / r.baselineKb : null
  const chain = speed.chain ?? []
  // Sequential round trips are the deepest chain of requests, each waiting for one that had answered
  // (chain-depth.mjs `chainOf`); the time ÷ L beside it also carries main-thread time.
  const deepest = worst(
    chain.filter((c) => !c.error),
    (c) => c.chainDepth,
  )
  const limitOf = (c) => c.most ?? TARGETS.roundTripsAfterMainScript
  const overLimit = chain.filter((c) => !c.error && c.chainDepth > limitOf(c))
  const complete = measured.length === pages.length && pages.length > 0
  const chainComplete = chain.length > 0 && chain.every((c) => !c.error && c.landedAsExpected)
  return [
    {
      area: `Lighthouse score (production build, mobile, median of ${speed.runs ?? 3})`,
      figure: pages.length
        ? `${pages.map((p) => `${p.page} ${p.error ? 'error' : p.score}`).join(', ')}; ${pages.filter((p) => p.landedAsExpected).length}/${pages.length} landed where expected`
        : 'not measured',
      target: `≥ ${TARGETS.score}`,
      pass: complete && allLanded && lowScore !== null && lowScore.score >= TARGETS.score,
    },
    {
      area: 'LCP against the bare-stack floor',
      figure:
        slowLcp && floor
          ? `worst ${times(lcpRatio(slowLcp))} (${slowLcp.page}, ${ms(slowLcp.lcp)}; floor ${ms(floor.lcp)})`
          : 'not measured',
      target: `≤ ${TARGETS.lcpOverFloor}× floor`,
      pass: complete && allLanded && slowLcp !== null && lcpRatio(slowLcp) <= TARGETS.lcpOverFloor,
    },
    {
      area: 'Total blocking time',
      figure: highTbt ? `worst ${ms(highTbt.tbt)} (${highTbt.page})` : 'not measured',
      target: `≤ ${TARGETS.tbtMs} ms`,
      pass: complete && allLanded && highTbt !== null && highTbt.tbt <= TARGETS.tbtMs,
    },
    {
      area: 'Cumulative layout shift',
      figure: highCls ? `worst ${fixed(highCls.cls)} (${highCls.page})` : 'not measured',
      target: `< ${TARGETS.cls}`,
      pass: complete && allLanded && highCls !== null && highCls.cls < TARGETS.cls,
    },
    {
      area: 'First-page JS',
      figure:
        jsRatio === null
          ? 'not measured'
          : `${r.appKb.toFixed(1)} kB gzip vs ${r.baselineKb.toFixed(1)} kB bare app (${times(jsRatio)})`,
      target: `≤ ${TARGETS.firstPageJsOverFloor}× bare app`,
      pass: jsRatio !== null && jsRatio <= TARGETS.firstPageJsOverFloor,
    },
    {
      area: 'Round trips from the link to the landing (production, preflights counted)',
      figure: deepest
        ? `worst ${deepest.chainDepth} after the main script (${deepest.scenario} → ${deepest.landedOn}); ${chain.map((c) => `${c.path === '/' ? c.scenario : c.path} ${c.error ? 'error' : c.chainDepth}`).join(', ')}`
        : 'not measured',
      target: `≤ ${TARGETS.roundTripsAfterMainScript} from \`/\`; ${
        chain
          .filter((c) => c.most)
          .map((c) => `≤ ${c.most} ${c.path}`)
          .join(', ') || 'no exceptions'
      }`,
      pass: chainComplete && deepest !== null && overLimit.length === 0,
    },
  ]
}

/** The production speed table and its target lines (printed by the runner, and in the report). */
export function speedLines(r) {
  const speed = r.speed ?? { floor: null, pages: [] }
  const floor = speed.floor
  const lines = []
  if (speed.error) lines.push(`Not measured: ${speed.error}`, '')
  const rows = [...(floor ? [floor] : []), ...(speed.pages ?? [])]
  lines.push(
    '| Page | Link | Score | LCP | TBT | CLS | FCP | JS transferred | LCP ÷ floor | Landed on | Protocol | Run scores |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const p of rows) {
    lines.push(
      `| ${[
        cell(p.page),
        cell(p.link),
        p.error ? '–' : String(p.score),
        ms(p.lcp),
        ms(p.tbt),
        fixed(p.cls),
        ms(p.fcp),
        kb(p.jsKb),
        floor?.lcp && p.lcp ? times(p.lcp / floor.lcp) : '–',
        cell(p.error ?? `${p.landedOn}${p.landedAsExpected === false ? ` ❌ (expected ${p.expected})` : ''}`),
        protocols(p.protocols),
        (p.runScores ?? []).join(', '),
      ].join(' | ')} |`,
    )
  }
  lines.push('')
  for (const t of speedTargets(r)) lines.push(`- ${ok(t.pass)} ${t.area}: ${t.figure} (target ${t.target})`)
  lines.push('')
  return lines
}

export function renderReport(r) {
  const lines = []
  const table = (head, rows) => {
    lines.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`)
    for (const row of rows) lines.push(`| ${row.join(' | ')} |`)
    lines.push('')
  }
  lines.push(
    '# Quality report',
    '',
    `Generated by \`npm run quality\` on ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC in ${r.minutes.toFixed(1)} min (Chromium ${r.chromium}, ${r.cores} cores).`,
    '',
  )

  // Summary
  const a11yBlocking = r.a11y.reduce((n, s) => n + s.critical + s.serious, 0)
  const a11yAll = r.a11y.reduce((n, s) => n + s.critical + s.serious + s.moderate + s.minor, 0)
  const keyboardPassed = r.keyboard.filter((k) => k.passed).length
  const survived = r.resilience.filter((f) => f.survived).length
  const moneyRows = r.resilience.filter((f) => f.moneyMoved !== undefined)
  const duplicateMoney = moneyRows.reduce((n, f) => n + Math.max(0, f.moneyMoved - 1), 0)
  const postsWithoutKey = moneyRows.reduce((n, f) => n + (f.postsWithoutKey ?? 0), 0)
  const unkeyedRetries = r.resilience.reduce((n, f) => n + Math.max(0, (f.contractPosts ?? 1) - 1), 0)
  const worstTrips = Math.max(0, ...r.requests.map((q) => q.roundTrips))
  const worstBeforeStage = Math.max(0, ...r.requests.map((q) => q.roundTripsBeforeStage ?? 0))
  const duplicates = r.requests.reduce((n, q) => n + q.duplicates, 0)
  const runs = r.properties.reduce((n, p) => n + p.runs, 0)
  const failures = r.properties.filter((p) => p.failed).length
  const speed = speedTargets(r)
  const [scoreRow, lcpRow, tbtRow, clsRow, firstPageRow, chainRow] = speed
  const row = (t) => [t.area, t.figure, t.target, ok(t.pass)]
  lines.push('## Summary', '')
  table(
    ['Area', 'Figure', 'Target', ''],
    [
      [
        'Quality specs',
        r.playwrightExit === 0
          ? 'all finished'
          : `some did not finish (Playwright exit ${r.playwrightExit}): their rows are missing below`,
        'all finished',
        ok(r.playwrightExit === 0),
      ],
      [
        'Accessibility',
        `${r.a11y.length} screen × width scans, ${a11yBlocking} serious/critical, ${a11yAll} in all`,
        '0 serious or critical',
        ok(a11yBlocking === 0 && r.a11y.length > 0),
      ],
      ['Keyboard only', `${keyboardPassed}/3 flows (apply, accept, pay)`, '3/3', ok(keyboardPassed === 3)],
      row(firstPageRow),
      [
        'Requests to land (sandbox build, +300 ms)',
        `worst ${worstBeforeStage} round trips before the stage query, ${worstTrips} in all; ${duplicates} duplicates`,
        '≤ 2, ≤ 3, 0',
        ok(worstBeforeStage <= 2 && worstTrips <= 3 && duplicates === 0),
      ],
      row(chainRow),
      row(scoreRow),
      row(lcpRow),
      row(tbtRow),
      row(clsRow),
      [
        'Faults',
        `${survived}/${r.resilience.length} survived`,
        'all',
        ok(survived === r.resilience.length && r.resilience.length > 0),
      ],
      ['Money moved twice', String(duplicateMoney), '0', ok(duplicateMoney === 0)],
      [
        'Once-only fault matrix (3 actions × 11 faults, 2 reloads with another amount, 3 session links)',
        `${r.onceOnly.length} cells; effects > 1: ${r.onceOnly.filter((c) => c.effects > 1).length}; keys per intent ≠ 1: ${r.onceOnly.filter((c) => c.keys !== keysExpected(c)).length}; untrue messages: ${r.onceOnly.filter((c) => !c.truthful).length}`,
        `${ONCE_ONLY_CELLS} cells, 0, 0, 0`,
        ok(
          r.onceOnly.length === ONCE_ONLY_CELLS &&
            r.onceOnly.every((c) => c.effects <= 1 && c.keys === keysExpected(c) && c.truthful),
        ),
      ],
      ['Money POSTs without Idempotency-Key', String(postsWithoutKey), '0', ok(postsWithoutKey === 0)],
      [
        'Automatic retries of calls without a key (loan contract)',
        String(unkeyedRetries),
        '0',
        ok(unkeyedRetries === 0),
      ],
      [
        'Property tests',
        `${r.properties.length} properties, ${runs} inputs, ${failures} failures`,
        '0 failures',
        ok(failures === 0 && r.propertiesExit === 0),
      ],
    ],
  )

  lines.push('## Accessibility (axe, WCAG 2.2 A/AA)', '')
  const screens = [...new Set(r.a11y.map((s) => s.screen))].sort()
  table(
    ['Screen', '375 px (crit/ser/mod/min)', '1280 px (crit/ser/mod/min)'],
    screens.map((name) => {
      const at = (w) => {
        const s = r.a11y.find((x) => x.screen === name && x.width === w)
        return s
          ? `${s.critical}/${s.serious}/${s.moderate}/${s.minor}${s.rules.length ? ` (${s.rules.join(', ')})` : ''}`
          : 'not run'
      }
      return [name, at(375), at(1280)]
    }),
  )
  table(
    ['Keyboard-only flow', 'Result', 'Key presses'],
    ['apply', 'accept', 'pay'].map((f) => {
      const k = r.keyboard.find((x) => x.flow.includes(f === 'pay' ? 'payment' : f))
      return [f, k ? ok(k.passed) : '❌ not completed', k ? String(k.keyPresses) : '–']
    }),
  )

  lines.push('## Speed', '')
  lines.push('### Production build (sandbox off) against the HTTP sandbox API, and the bare-stack floor', '')
  lines.push(...speedLines(r))
  lines.push(
    `Lighthouse ${r.speed?.lighthouseVersion ?? ''} mobile (its defaults: simulated slow 4G, 4× CPU), performance only, ${plural(r.speed?.runs ?? 3, 'run')} per page, each figure the median of its runs (score, LCP, TBT, CLS and FCP each on its own; where it landed and the script bytes it transferred from the median run by score). The page is \`vite build\` in production mode with VITE_API_MOCKING=disabled and Datadog off, served by a production-like static host (scripts/lib/static-server.mjs: gzip, the build’s \`_headers\`, immutable /assets/*); it talks over HTTPS, with CORS, to the sandbox lending API (scripts/lib/sandbox-api.mjs: the same handlers and scenarios as the in-browser one), which mints a fresh launch link for every run. The floor is quality/baseline (the design card’s boot stack: Vite + React + React Router’s data router + TanStack Query + axios + Zustand + jwt-decode + date-fns’ lightFormat; one token decoded, one GET through axios, one date formatted) built and served the same way in the same run. First-page JS is the gzip size of the entry chunk and its static imports of that same production build, against the floor’s. The static hosts and the API speak HTTP/2 over TLS (a local self-signed certificate, Chromium started with --ignore-certificate-errors), as a production CDN and API gateway do: over HTTP/1.1 the browser opens at most 6 connections per origin and the app’s parallel scripts, preflights and calls would queue, and Lighthouse’s simulation models that queueing too. “Protocol” is what Lighthouse recorded for the run’s requests.`,
    '',
  )

  lines.push('### Sandbox build (in-browser API)', '')
  table(
    ['Page', 'Form factor', 'Score', 'LCP', 'TBT', 'CLS', 'Sandbox API main-thread time', 'Landed on'],
    (r.sandboxLighthouse ?? []).map((l) => [
      l.page,
      l.formFactor,
      String(l.score),
      ms(l.lcp),
      ms(l.tbt),
      fixed(l.cls),
      ms(l.sandboxMs),
      cell(l.error ?? l.landedOn),
    ]),
  )
  lines.push(
    'One run each, Lighthouse mobile. The sandbox build (`--mode e2e`, port 4299, what the quality specs use): the in-browser lending API (msw and the seeded sandbox, `assets/browser-*.js`) runs on the same main thread, shown in its own column; the production build above does not carry it.',
    '',
  )

  lines.push('### Round trips from the link to the landing (production build, preflights counted)', '')
  const chain = r.speed?.chain ?? []
  table(
    [
      'Link',
      'Landed on',
      'Protocol',
      'Main script end → h1 visible',
      'Round trips (time ÷ L)',
      'Every run',
      'Sequential round trips (deepest chain)',
      'Requests before the h1',
      'of which preflights',
    ],
    chain.map((c) =>
      c.error
        ? [cell(`${c.scenario} ${c.path}`), cell(c.error), '–', '–', '–', '–', '–', '–', '–']
        : [
            cell(`${c.scenario} ${c.path}`),
            `${c.landedOn}${c.landedAsExpected ? '' : ' ❌'}`,
            protocols(c.protocols),
            ms(c.afterMainScriptMs),
            String(c.depth),
            (c.runDepths ?? [c.depth]).join(', '),
            `${c.chainDepth} ${ok(c.chainDepth <= TARGETS.roundTripsAfterMainScript)}`,
            String(c.requests.filter((q) => q.start >= 0 && q.start <= c.afterMainScriptMs).length),
            String(
              c.requests.filter((q) => q.start >= 0 && q.start <= c.afterMainScriptMs && q.preflight).length,
            ),
          ],
    ),
  )
  lines.push(
    `Opened in Chromium with a latency L = ${r.speed?.chainLatencyMs ?? 500} ms added to every response of both servers, the static host and the API (CORS preflights included). The target figure is the deepest chain of requests before the landing’s h1 showed: each request is 1 + the deepest request that had answered before it started, so a CORS preflight and the call after it are two, and a route chunk fetched beside a call adds nothing. “Time ÷ L” is the time from the end of the main script’s response to the h1, divided by L and rounded: it agrees with the chain when the main thread adds little, and shows one more when script evaluation and rendering add a few hundred ms. Each link is opened ${plural(r.speed?.chainRepeats ?? 3, 'time')} and the run with the median time is shown. “Requests before the h1” are those started after the main script had arrived and before the h1 showed. Both servers speak HTTP/2 over TLS, as in production (“Protocol”: what the responses came over), so parallel requests share one connection per origin instead of queueing behind HTTP/1.1’s 6. Target ≤ ${TARGETS.roundTripsAfterMainScript}. The chains below list every request, ms from the main script’s end, with its depth.`,
    '',
  )
  for (const c of chain.filter((x) => !x.error)) {
    lines.push(
      `<details><summary>${cell(c.scenario)} → ${c.landedOn}: ${c.depth} round trips (${ms(c.afterMainScriptMs)})</summary>`,
      '',
      '```',
      ...c.lines,
      `   h1 visible at ${Math.round(c.afterMainScriptMs)} ms: “${c.h1}”`,
      '```',
      '',
      '</details>',
      '',
    )
  }

  table(
    [
      'Opening the link (sandbox build, +300 ms per answer)',
      'Requests',
      'Duplicates',
      'Round trips before stage query',
      'Round trips in all',
    ],
    r.requests.map((q) => [
      q.scenario,
      String(q.requests),
      String(q.duplicates),
      String(q.roundTripsBeforeStage),
      String(q.roundTrips),
    ]),
  )

  lines.push('## Resilience (faults injected through the sandbox)', '')
  table(
    ['Screen', 'Fault', 'Mode', 'Survived', 'Calls made', 'What the merchant saw'],
    [...r.resilience]
      .sort((a, b) => `${a.screen}${a.fault}`.localeCompare(`${b.screen}${b.fault}`))
      .map((f) => [f.screen, f.fault, f.mode, ok(f.survived), String(f.attempts), cell(f.saw)]),
  )
  lines.push(
    'Not injected here (covered by Vitest integration tests against the same sandbox): stale 401 after a refresh (retried once with the new token) and refresh 401 (session cleared once, nothing more sent).',
    '',
  )

  lines.push('## Once-only: every money or contract action under every fault', '')
  table(
    ['Action', 'Fault', 'Took effect', 'Keys', 'POSTs', 'Told the truth', 'What the merchant was told'],
    [...r.onceOnly]
      .sort((a, b) => `${a.action}${a.fault}`.localeCompare(`${b.action}${b.fault}`))
      .map((c) => [
        c.action,
        c.fault,
        String(c.effects),
        String(c.keys),
        String(c.posts),
        ok(c.truthful),
        cell(c.told),
      ]),
  )
  lines.push(
    'Each cell injects one fault on the action’s call through the sandbox, then, when the outcome is unknown, presses the retry the screen offers once (`in-progress`: the retry meets 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the first is still processed). The two reload rows lose the first answer to a 504, reload, and confirm another amount: accept must accept only the new terms (two intents, two keys), pay must wait while the first "may still arrive" (nothing taken). "Took effect" is read back from the sandbox API.',
    '',
  )

  lines.push('## Input robustness (property tests)', '')
  table(
    ['Property', 'Inputs', 'Failed', 'Seed'],
    r.properties.map((p) => [`${p.file} › ${p.test}`, String(p.runs), p.failed ? '❌' : '0', String(p.seed)]),
  )
  return `${lines.join('\n')}\n`
}
