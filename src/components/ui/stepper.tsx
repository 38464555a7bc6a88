import { Trans, useLingui } from '@lingui/react/macro'
import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { CheckIcon } from './icons'

/** A step as the stepper shows it (spec §2, §3). */
export interface StepView {
  id: string
  number: number
  title: string
  isComplete: boolean
  subSteps: { id: string; number: number; isComplete: boolean }[]
}

export type StepTone = 'success' | 'primary' | 'neutral'

/** Complete and not active → success; active → primary; otherwise neutral (spec §2). */
export function stepTone(step: { isComplete: boolean }, active: boolean): StepTone {
  if (active) return 'primary'
  return step.isComplete ? 'success' : 'neutral'
}

export type SubStepState = 'complete' | 'active' | 'pending'

export function subStepState(subStep: { isComplete: boolean }, active: boolean): SubStepState {
  if (active) return 'active'
  return subStep.isComplete ? 'complete' : 'pending'
}

/** A step's numbered circle, in its tone. */
const stepCircleVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
  {
    variants: {
      tone: {
        success: 'border-success bg-success text-white',
        primary: 'border-primary bg-surface text-primary-d20',
        neutral: 'border-border bg-surface text-fg-muted',
      } satisfies Record<StepTone, string>,
    },
  },
)

/** The line down to the next step: green once the step is complete. */
const stepLineVariants = cva('absolute top-9 left-[15px] h-[calc(100%-2.5rem)] w-px', {
  variants: { complete: { true: 'bg-success', false: 'bg-border' } },
})

/** A step's title in the list: the active one in full colour. */
const stepTitleVariants = cva('text-sm font-medium', {
  variants: { active: { true: 'text-fg', false: 'text-fg-muted' } },
})

/** A step's page: the final SUBMIT step has no horizontal padding (spec §2). */
const stepLayoutVariants = cva('rounded-stepper bg-surface py-6 sm:py-8', {
  variants: { submit: { true: 'px-0', false: 'px-5 sm:px-8' } },
})

/** One sub-step marker: a check (complete), a ringed dot (active), a dot (pending). */
export function SubStepDot({ state, label }: { state: SubStepState; label: string }) {
  const { t } = useLingui()
  const name =
    state === 'complete'
      ? t`${label}: completed`
      : state === 'active'
        ? t`${label}: current`
        : t`${label}: not started`
  return (
    <span
      data-slot="sub-step"
      data-state={state}
      role="img"
      aria-label={name}
      className="inline-flex size-4 items-center justify-center"
    >
      {state === 'complete' ? (
        <svg className="size-4 text-success" viewBox="0 0 16 16" fill="none" aria-hidden="true">
          <circle cx="8" cy="8" r="8" fill="currentColor" />
          <path
            d="M4.5 8.3l2.2 2.2 4.8-5"
            stroke="white"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : state === 'active' ? (
        <span className="flex size-4 items-center justify-center rounded-full ring-2 ring-primary">
          <span className="size-2 rounded-full bg-primary" />
        </span>
      ) : (
        <span className="size-2 rounded-full bg-neutral-30" />
      )}
    </span>
  )
}

/** A step's sub-step markers, when it has more than one; `activeSubStepId` is null off the active step. */
function SubStepDots({
  step,
  activeSubStepId,
  label,
  className,
}: {
  step: StepView
  activeSubStepId: string | null
  label: (subStepNumber: number) => string
  className?: string
}) {
  if (step.subSteps.length <= 1) return null
  return (
    <div className={cn('flex gap-2', className)}>
      {step.subSteps.map((sub) => (
        <SubStepDot
          key={sub.id}
          label={label(sub.number)}
          state={subStepState(sub, sub.id === activeSubStepId)}
        />
      ))}
    </div>
  )
}

interface StepperProps {
  steps: StepView[]
  activeStepId: string
  activeSubStepId: string
}

/** Large screens: the vertical list of steps with their sub-steps. */
export function StepList({ steps, activeStepId, activeSubStepId }: StepperProps) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Application steps`} data-slot="step-list">
      <ol className="flex flex-col gap-1">
        {steps.map((step, index) => {
          const active = step.id === activeStepId
          const tone = stepTone(step, active)
          const title = step.title
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className="relative flex gap-3 pb-6 last:pb-0"
            >
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className={cn(stepLineVariants({ complete: step.isComplete }))} />
              ) : null}
              <span data-tone={tone} className={cn(stepCircleVariants({ tone }))}>
                {step.isComplete && !active ? <CheckIcon strokeWidth={2} /> : step.number}
              </span>
              <div className="pt-1">
                <p className={cn(stepTitleVariants({ active }))}>
                  {step.title}
                  {step.isComplete && !active ? (
                    <span className="sr-only">
                      {' '}
                      <Trans>(completed)</Trans>
                    </span>
                  ) : active ? (
                    <span className="sr-only">
                      {' '}
                      <Trans>(current step)</Trans>
                    </span>
                  ) : null}
                </p>
                <SubStepDots
                  step={step}
                  activeSubStepId={active ? activeSubStepId : null}
                  label={(n) => t`${title}, part ${n}`}
                  className="mt-2"
                />
              </div>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** Small screens: 'Step N/total', the active step's title and its sub-step dots (spec §2). */
export function CompactStepHeader({ steps, activeStepId, activeSubStepId }: StepperProps) {
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === activeStepId),
  )
  const { t } = useLingui()
  const step = steps[index]
  if (!step) return null
  const current = index + 1
  const total = steps.length
  return (
    <div data-slot="compact-step-header" className="flex items-center justify-between gap-3">
      <div>
        <p className="text-xs font-medium text-primary-d20">
          <Trans comment="Spec fixed string (§2): 'Step N/total'">
            Step {current}/{total}
          </Trans>
        </p>
        <p className="text-base font-semibold text-fg">{step.title}</p>
      </div>
      <SubStepDots step={step} activeSubStepId={activeSubStepId} label={(n) => t`Part ${n}`} />
    </div>
  )
}

interface StepLayoutProps {
  title: ReactNode
  subtitle?: ReactNode
  description?: ReactNode
  hint?: ReactNode
  /** The final SUBMIT step has no horizontal padding (spec §2). */
  isSubmitStep?: boolean
  children: ReactNode
}

/** A step's page: title, optional subtitle, description and italic hint (spec §2). */
export function StepLayout({
  title,
  subtitle,
  description,
  hint,
  isSubmitStep = false,
  children,
}: StepLayoutProps) {
  return (
    <section
      data-slot="step-layout"
      data-submit={isSubmitStep || undefined}
      className={cn(stepLayoutVariants({ submit: isSubmitStep }))}
    >
      <header className="mb-6">
        <h1 className="text-xl font-semibold text-fg sm:text-2xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-base font-medium text-fg">{subtitle}</p> : null}
        {description ? <p className="mt-2 text-sm text-fg-muted">{description}</p> : null}
        {hint ? <p className="mt-2 text-sm text-fg-muted italic">{hint}</p> : null}
      </header>
      {children}
    </section>
  )
}
