import { type ReactNode, useEffect } from 'react'
import { CompactStepHeader, StepLayout, StepList, type StepView } from '@/components/ui/stepper'
import { afterFirstScreen } from '@/lib/first-screen'
import type { StepDefinition } from '../model/steps'
import { type Draft, useDraftStore } from '../store/draft-store'
import { preloadLaterSubSteps } from '../sub-steps'

export function stepViews(steps: StepDefinition[], draft: Draft): StepView[] {
  return steps.map((s) => ({
    id: s.id,
    number: s.step,
    title: s.title,
    isComplete: s.subSteps.every((sub) => draft.stepper[s.id]?.subSteps[sub.id]?.isComplete),
    subSteps: s.subSteps.map((sub) => ({
      id: sub.id,
      number: sub.subStep,
      isComplete: Boolean(draft.stepper[s.id]?.subSteps[sub.id]?.isComplete),
    })),
  }))
}

interface ApplicationShellProps {
  steps: StepDefinition[]
  activeStepId: string
  activeSubStepId: string
  title: ReactNode
  subtitle?: ReactNode
  description?: ReactNode
  hint?: ReactNode
  children: ReactNode
}

/** Large screens: the vertical step list beside the step; small screens: the compact header above it. */
export function ApplicationShell({
  steps,
  activeStepId,
  activeSubStepId,
  title,
  subtitle,
  description,
  hint,
  children,
}: ApplicationShellProps) {
  const draft = useDraftStore()
  const views = stepViews(steps, draft)
  // The later steps' code loads once this screen is up: the next step then shows at once.
  useEffect(() => afterFirstScreen(preloadLaterSubSteps), [])
  const isSubmit = activeStepId === 'submit'
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
      <aside className="hidden lg:block">
        <div className="sticky top-6">
          <StepList steps={views} activeStepId={activeStepId} activeSubStepId={activeSubStepId} />
        </div>
      </aside>
      <div className="lg:hidden">
        <CompactStepHeader steps={views} activeStepId={activeStepId} activeSubStepId={activeSubStepId} />
      </div>
      <div className={isSubmit ? 'max-w-3xl' : 'max-w-2xl rounded-card border border-border bg-surface'}>
        <StepLayout
          title={title}
          subtitle={subtitle}
          description={description}
          hint={hint}
          isSubmitStep={isSubmit}
        >
          {children}
        </StepLayout>
      </div>
    </div>
  )
}
