import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { DescriptionItems, DescriptionList } from '@/components/ui/description-list'
import { env } from '@/config/env'
import { useSessionStore } from '@/features/session/store/session-store'
import { decodeToken } from '@/features/session/token'
import { probeApi } from '@/lib/api-client'
import { MASK_WIDTH, maskValue } from '@/lib/format'
import { formatLocale } from '@/lib/i18n/runtime'
import { ContrastAdjustments } from './contrast-adjustments'
import { ComponentGallery } from './component-gallery'

/**
 * Ids on /system: in full on the sandbox (development and tests need them), masked to their last
 * 4 characters in a production build (sandbox off), where this page may be on a merchant's screen.
 */
function systemId(id: string | null, revealed = env.apiMocking): string {
  if (!id) return '—'
  if (revealed) return id
  return id.length > 4 ? maskValue(id) : '*'.repeat(MASK_WIDTH)
}

/**
 * /system: what is running and whether it can reach the API, then the component gallery in the
 * current partner's theme. It uses no other call, so it works when every other call fails.
 */
export function SystemRoute() {
  const { t } = useLingui()
  const session = useSessionStore()
  const probe = useQuery({ queryKey: ['system', 'probe'], queryFn: probeApi, retry: false, staleTime: 0 })
  const claims = session.token ? decodeToken(session.token) : null
  const facts: [string, string][] = [
    [t`App version`, env.appVersion],
    [t`Environment`, env.environment],
    [t`API base URL`, env.apiBaseUrl],
    [t`Sandbox API`, env.apiMocking ? t`On (in-browser)` : t`Off`],
    [
      t`Session`,
      !session.initialized ? t`Starting` : session.isAuthenticated ? t`Signed in` : t`Not signed in`,
    ],
    [t`Shop`, systemId(session.shopId)],
    [t`Merchant`, systemId(session.merchantId)],
    [t`Partner`, systemId(session.partnerId)],
    [t`Session expires`, claims ? new Date(claims.exp * 1000).toLocaleString(formatLocale()) : '—'],
  ]
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold text-fg">
        <Trans>System</Trans>
      </h1>
      <p className="mt-2 text-fg-muted">
        <Trans>What is running, and whether it can reach the lending API.</Trans>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardTitle>
            <Trans>This app</Trans>
          </CardTitle>
          {/* Session ids stay out of session replay, masked or not. */}
          <DescriptionList className="mt-4" data-dd-privacy="mask">
            <DescriptionItems items={facts} className="break-all" />
          </DescriptionList>
        </Card>
        <Card>
          <CardTitle>
            <Trans>Lending API</Trans>
          </CardTitle>
          <div className="mt-4 text-sm" aria-live="polite">
            {probe.isPending || probe.isFetching ? (
              <Badge tone="neutral">
                <Trans>Checking…</Trans>
              </Badge>
            ) : probe.data?.reachable ? (
              <p>
                <Badge tone="success">
                  <Trans>Reachable</Trans>
                </Badge>
                <span className="ml-2 text-fg-muted">
                  <ProbeAnswer message={probe.data.message} ms={probe.data.ms} />
                </span>
              </p>
            ) : (
              <p>
                <Badge tone="error">
                  <Trans>Unreachable</Trans>
                </Badge>
                <span className="mt-2 block text-fg-muted">{probe.data?.message}</span>
              </p>
            )}
          </div>
          <Button
            className="mt-4"
            variant="outline"
            size="sm"
            onClick={() => void probe.refetch()}
            disabled={probe.isFetching}
          >
            <Trans>Check again</Trans>
          </Button>
        </Card>
      </div>
      <ContrastAdjustments />
      <ComponentGallery />
    </main>
  )
}

/** How the lending API answered the probe (its words, from probeApi), and how fast. */
function ProbeAnswer({ message, ms }: { message: string; ms: number }) {
  return (
    <Trans>
      {message} in {ms} ms
    </Trans>
  )
}
