import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { HEALTH_COPY } from '@/features/loans/components/health-copy'
import { useAppliedTheme } from '@/features/partners/theme'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { isFramed } from '@/lib/embed/framed'
import { markFirstScreen } from '@/lib/first-screen'
import { formatMoney } from '@/lib/format'
import { cn } from '@/lib/cn'
import type { PartnerState } from '../partner-state'
import { type AppData, useAppData } from '../use-app-data'
import { usePartnerState } from '../use-partner-state'

/**
 * The partners' promotion tile (issue 39, embed.js `view: 'promotion'`): one compact card on the
 * partner's own page, chosen by the merchant's state (`partnerState`, the same state partners read
 * from `getState()` and the `state` event). No tabs, no footer, no loader: nothing shows until the
 * data is in, and nothing at all when there is nothing to offer. Its call to action asks the partner
 * page to open the whole app (embed.js's overlay, or the partner's `onOpen`); opened on its own, it
 * goes there itself.
 */
export function PromotionRoute() {
  const data = useAppData()
  const themeApplied = useAppliedTheme(data.theme)
  const state = usePartnerState(data)
  const navigate = useNavigate()
  const banner = new URLSearchParams(useLocation().search).get('layout') === 'banner'

  const copy = useTileCopy(state, data)
  const settled = themeApplied && (state !== null || data.failure !== null)
  // What waits for the first screen (the app's typeface) follows the tile, or its absence.
  useLayoutEffect(() => {
    if (settled) markFirstScreen()
  }, [settled])
  if (!state || state.stage === 'none' || !copy || !themeApplied) return null
  const { route } = state
  const open = () => {
    if (isFramed()) notifyParent('open', { route })
    else void navigate(route)
  }
  return (
    <section
      aria-label={copy.eyebrow}
      data-stage={state.stage}
      className={cn(
        'rounded-card border border-border bg-surface p-4 sm:p-5',
        banner && 'flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">{copy.eyebrow}</p>
        <p className="mt-1 text-lg font-semibold text-fg">{copy.headline}</p>
        <p className={cn('mt-1 text-sm', TONES[copy.tone])}>{copy.detail}</p>
      </div>
      <Button
        className={cn('w-full sm:w-auto', banner ? 'shrink-0' : 'mt-4')}
        variant={copy.tone === 'error' ? 'danger' : 'primary'}
        onClick={open}
      >
        {copy.action}
      </Button>
    </section>
  )
}

const TONES = {
  neutral: 'text-fg-muted',
  success: 'text-success-d50',
  warning: cn('font-medium text-warning-d50'),
  error: cn('font-medium text-error-d50'),
}

interface TileCopy {
  eyebrow: string
  headline: string
  detail: string
  tone: keyof typeof TONES
  action: string
}

/** Where an application (or a loan being funded) stands, in the tile's words. */
function useStanding(data: AppData): string {
  const { t } = useLingui()
  const application = data.application?.state
  if (application === 'APPROVED') return t`Your application is approved`
  if (application === 'ERROR') return t`Your application needs your attention`
  if (application) return t`Your application is in review`
  if (data.loan?.state === 'FUNDING_FAILED') return t`Your loan’s funding needs your attention`
  return t`Your loan is being funded`
}

/** What the tile says for a state; null when it shows nothing (nothing to offer, or past loans only). */
function useTileCopy(state: PartnerState | null, data: AppData): TileCopy | null {
  const { t } = useLingui()
  const standing = useStanding(data)
  if (!state) return null
  const financing = t`Financing for your business`
  switch (state.stage) {
    case 'pre-offer': {
      const max = formatMoney(state.maxAmount)
      return {
        eyebrow: financing,
        headline: t`Pre-qualified for up to ${max}`,
        detail: t`See your options and apply in a few minutes.`,
        tone: 'neutral',
        action: t({ message: 'Apply', context: 'call to action' }),
      }
    }
    case 'offer': {
      const max = formatMoney(state.maxAmount)
      return {
        eyebrow: financing,
        headline: t`Your offer is ready: up to ${max}`,
        detail: t`Choose your amount and accept it online.`,
        tone: 'neutral',
        action: t({ message: 'Review', context: 'call to action' }),
      }
    }
    case 'application':
      return {
        eyebrow: financing,
        headline: standing,
        detail: t`See where it stands and what comes next.`,
        tone: 'neutral',
        action: t`View status`,
      }
    case 'loan': {
      const balance = formatMoney(state.outstanding)
      const { health } = state
      return {
        eyebrow: t`Your loan`,
        headline: t`${balance} outstanding`,
        detail: health === 'NORMAL' ? t`In good standing` : HEALTH_COPY[health].title,
        tone: health === 'DEFAULT' ? 'error' : health === 'PRE_DEFAULT' ? 'warning' : 'success',
        action: t`Make a payment`,
      }
    }
    case 'none':
    case 'closed':
      return null
  }
}
