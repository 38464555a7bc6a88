import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { cn } from '@/lib/cn'
import { JOURNEY_STEP_LABELS } from '@/lib/labels'
import type { JourneyStep } from '@/lib/loan-status'
import { journeyProgress } from '../model/status'

/** What a screen reader hears after each step's name. */
const SR_SUFFIX = { done: msg`(done)`, now: msg`(now)`, todo: null }

/** The journey's steps on /loan/status, the current one marked (red when the merchant must act). */
export function JourneyProgress({ current, attention }: { current: JourneyStep; attention: boolean }) {
  const { t } = useLingui()
  return (
    <ol aria-label={t`Your progress`} className="mt-8 grid grid-cols-5 gap-2">
      {journeyProgress(current).map(({ step, state }) => (
        <li
          key={step}
          aria-current={state === 'now' ? 'step' : undefined}
          className="flex min-w-0 flex-col gap-2"
        >
          <span
            className={cn(
              'h-1.5 rounded-full',
              state === 'done'
                ? 'bg-success'
                : state === 'now'
                  ? attention
                    ? 'bg-error'
                    : 'bg-primary'
                  : 'bg-neutral-20',
            )}
          />
          <span
            // A long word in another language wraps inside its column instead of running into the next.
            className={cn(
              'text-xs [overflow-wrap:anywhere] hyphens-auto sm:text-sm',
              state === 'now' ? 'font-semibold text-fg' : 'text-fg-muted',
            )}
          >
            {t(JOURNEY_STEP_LABELS[step])}
            {SR_SUFFIX[state] ? <span className="sr-only"> {t(SR_SUFFIX[state])}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
