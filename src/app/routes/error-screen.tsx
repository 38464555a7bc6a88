import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { fillCopy } from '@/lib/copy'
import type { AppDataFailure } from '../shell-view'

interface ErrorScreenProps {
  reason: AppDataFailure | 'unknown'
  message?: string | null
  /** The shell's copy value: the partner's display name, or its one fallback. */
  partnerName: string
  onRetry?: () => Promise<unknown>
}

/** Templates filled by `fillCopy` with the partner's display name (or its fallback, which reads as well). */
const COPY: Record<ErrorScreenProps['reason'], { title: MessageDescriptor; body: MessageDescriptor }> = {
  session: {
    title: msg`Your session has ended`,
    body: msg`For your security, the link that opened Credit Connect only works for a limited time. Go back to {partnerName} and open financing again to continue.`,
  },
  load: {
    title: msg`We couldn’t load your financing details`,
    body: msg`This is usually a brief connection problem on our side or yours. Please try again in a moment.`,
  },
  config: {
    title: msg`Financing isn’t available here yet`,
    body: msg`We couldn’t find the financing settings for the platform you came from. Please contact support and we’ll sort it out.`,
  },
  unknown: {
    title: msg`Something went wrong`,
    body: msg`Go back to your financing, or open Credit Connect again from {partnerName}.`,
  },
}

/** What happened and what to do next (spec §2 /error, §8); the footer's Questions? box says who to ask. */
export function ErrorScreen({ reason, message, partnerName, onRetry }: ErrorScreenProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [retrying, setRetrying] = useState(false)
  const copy = COPY[reason]
  return (
    <div className="mx-auto max-w-2xl py-6">
      <PageHeader title={t(copy.title)}>
        <p>{fillCopy(copy.body, { partnerName })}</p>
      </PageHeader>
      {message && reason === 'load' ? (
        <p className="mt-3 text-sm text-fg-muted">
          <Trans>Details: {message}</Trans>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {reason === 'load' && onRetry ? (
          <Button
            loading={retrying}
            onClick={async () => {
              setRetrying(true)
              try {
                await onRetry()
              } finally {
                setRetrying(false)
              }
              await navigate(paths.home, { replace: true })
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        {reason === 'unknown' ? (
          <Button onClick={() => void navigate(paths.home)}>
            <Trans>Go to your financing</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  )
}
