import type { MessageDescriptor } from '@lingui/core'
import { focusRing } from '@/components/ui/focus-ring'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { FullScreenLoader } from '@/components/ui/full-screen-loader'
import { CardTitle } from '@/components/ui/card'
import { type CatalogueLoaders, addCatalogue } from '@/lib/i18n/runtime'
import { sandbox } from './browser'
import { launchLink } from './launch-link'
import { SCENARIO_GROUPS, type Scenario, type ScenarioGroup } from './scenario-types'

/** The picker's own catalogue (its words and the scenarios' names), never in a production build. */
const SANDBOX_CATALOGUE: CatalogueLoaders = {
  'en-US': () => import('./locales/en-US.po'),
  'es-US': () => import('./locales/es-US.po'),
}

/** The groups in words; the group values themselves are ids that tests and links use. */
const GROUP_LABELS: Record<ScenarioGroup, MessageDescriptor> = {
  Apply: msg`Apply`,
  Application: msg`Application`,
  Offer: msg`Offer`,
  Loan: msg`Loan`,
  'Past loans': msg`Past loans`,
  Session: msg`Session`,
  Faults: msg`Faults`,
}

/**
 * True once the sandbox catalogue is loaded for the language on screen (from then on it loads with
 * every switch, lib/i18n/runtime.ts). A catalogue that cannot load leaves the names in English.
 */
function useSandboxCatalogue(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let live = true
    void addCatalogue(SANDBOX_CATALOGUE)
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true)
      })
    return () => {
      live = false
    }
  }, [])
  return ready
}

/**
 * A launch link exactly as a partner would send it: a fresh session token and the shop id, plus any
 * other link options given (for example `hideTabs=true`). With `login=1`, the link carries the
 * partner's one-time login token instead (`login-<scenario>`), which the app exchanges for a session.
 * The HTTP sandbox (`npm run sandbox:api`) builds its links with the same `launchLink`.
 */
export function launchUrl(scenarioId: string, extra: URLSearchParams = new URLSearchParams()): string {
  const { token, shopId } = sandbox.launch(scenarioId)
  return launchLink({
    appOrigin: window.location.origin,
    scenarioId,
    token,
    shopId,
    extra,
    login: extra.get('login') === '1',
  })
}

/**
 * Sandbox only (`/sandbox`): pick a scenario to open the app as that merchant. `?launch=<id>` opens
 * one directly, which is what `npm start` prints.
 */
export function ScenarioPicker() {
  const { t } = useLingui()
  const ready = useSandboxCatalogue()
  const [params] = useSearchParams()
  const launch = params.get('launch')
  const headingId = useId()
  const known = launch !== null && sandbox.scenarios.some((s) => s.id === launch)
  useEffect(() => {
    if (known) window.location.replace(launchUrl(launch, params))
  }, [known, launch, params])
  if (!ready) return <FullScreenLoader />
  if (known)
    return (
      <p className="p-6 text-fg-muted">
        <Trans>Opening the {launch} scenario…</Trans>
      </p>
    )
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6" aria-labelledby={headingId}>
      <p className="text-sm font-medium tracking-wide text-primary uppercase">
        <Trans>Sandbox</Trans>
      </p>
      <h1 id={headingId} className="mt-1 text-3xl font-semibold text-fg">
        <Trans>Try Credit Connect</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-fg-muted">
        <Trans>
          Everything here runs in your browser against a built-in sandbox lending API: no server, no network.
          Pick a merchant to open the app with a fresh session link, as a partner platform would.
        </Trans>
      </p>
      {launch ? (
        <p role="alert" className="mt-4 rounded-card border border-error-30 bg-error-10 p-3 text-error-d30">
          <Trans>There is no scenario called “{launch}”. Pick one below.</Trans>
        </p>
      ) : null}
      <div className="mt-4">
        <button
          type="button"
          className={`rounded-button border border-border bg-surface px-4 py-2 text-sm font-medium text-fg hover:bg-neutral-10 ${focusRing}`}
          onClick={() => {
            sandbox.reset()
            window.location.reload()
          }}
        >
          <Trans>Reset sandbox data</Trans>
        </button>
      </div>
      {SCENARIO_GROUPS.map((group) => (
        <ScenarioGroupList
          key={group}
          label={t(GROUP_LABELS[group])}
          scenarios={sandbox.scenarios.filter((s) => s.group === group)}
        />
      ))}
    </main>
  )
}

function ScenarioGroupList({ label, scenarios }: { label: string; scenarios: Scenario[] }) {
  const { i18n, t } = useLingui()
  const headingId = useId()
  return (
    <section className="mt-10" aria-labelledby={headingId}>
      <CardTitle id={headingId} size="lg">
        {label}
      </CardTitle>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {scenarios.map((s) => {
          // Each name's English is its message id in the sandbox catalogue (scenario-types.ts).
          const title = i18n._(s.title)
          const lands = s.lands
          return (
            <li key={s.id} className="flex flex-col rounded-card border border-border bg-surface p-4">
              <span className="font-medium text-fg">{title}</span>
              <span className="mt-1 flex-1 text-sm text-fg-muted">{i18n._(s.summary)}</span>
              <span className="mt-2 text-xs text-fg-muted">
                <Trans>
                  Opens on <code>{lands}</code>
                </Trans>
              </span>
              <a
                className={`mt-3 self-start rounded-button bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-d20 ${focusRing}`}
                href={`/sandbox?launch=${encodeURIComponent(s.id)}`}
                onClick={(event) => {
                  event.preventDefault()
                  window.location.assign(launchUrl(s.id))
                }}
                aria-label={t`Open ${title}`}
              >
                <Trans>Open</Trans>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
