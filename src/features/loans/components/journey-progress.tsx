import { cn } from '@/lib/cn'
import { JOURNEY_STEP_LABELS } from '@/lib/labels'
import type { JourneyStep } from '@/lib/loan-status'
import { journeyProgress } from '../model/status'

const SR_SUFFIX = { done: ' (done)', now: ' (now)', todo: '' } as const

/** The journey's steps on /loan/status, the current one marked (red when the merchant must act). */
export function JourneyProgress({ current, attention }: { current: JourneyStep; attention: boolean }) {
  return (
    <ol aria-label="Your progress" className="mt-8 grid grid-cols-5 gap-2">
      {journeyProgress(current).map(({ step, state }) => (
        <li key={step} aria-current={state === 'now' ? 'step' : undefined} className="flex flex-col gap-2">
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
            className={cn('text-xs sm:text-sm', state === 'now' ? 'font-semibold text-fg' : 'text-fg-muted')}
          >
            {JOURNEY_STEP_LABELS[step]}
            <span className="sr-only">{SR_SUFFIX[state]}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}
