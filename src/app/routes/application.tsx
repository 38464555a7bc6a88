import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { needsDataConsent } from '@/features/consent/model/consent'
import { ApplicationShell } from '@/features/application/components/application-shell'
import { canApply, isPlaidRequired, submitTarget } from '@/features/application/model/eligibility'
import {
  firstIncomplete,
  flatSubSteps,
  isReachable,
  stepDefinitions,
  subStepForPath,
} from '@/features/application/model/steps'
import { completedSubSteps, useDraftStore } from '@/features/application/store/draft-store'
import type { SubStepContext } from '@/features/application/sub-steps'
import { useShellData } from '../layouts/app-layout'

/** The application stepper (spec §2), composed from the application feature and the shell's data. */
export function ApplicationRoute() {
  const data = useShellData()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const draft = useDraftStore()
  // Set by a successful submit, before the draft is cleared: straight to the status page, so the
  // guards below never see the empty draft or the new origination (issue 16).
  const [submitted, setSubmitted] = useState(false)
  const steps = stepDefinitions(data.settings?.additionalOwnersStep ?? true)
  const current = subStepForPath(steps, pathname)
  const completed = completedSubSteps(draft)
  const origination = data.origination
  if (submitted) return <Navigate to={paths.loanStatus} replace />
  if (!canApply(origination, data.application)) return <Navigate to={paths.home} replace />
  // WITH_CONSENT: no application form before the data-sharing consent (issue 16).
  if (
    needsDataConsent({
      mode: data.theme?.config.mode.name ?? null,
      stage: origination.state,
      shopId: data.shop?.id ?? null,
    })
  )
    return <Navigate to={paths.consentDataTransfer} replace />
  if (!current || !isReachable(steps, current.id, completed))
    return <Navigate to={firstIncomplete(steps, completed).path} replace />

  const stepSubStepIds = steps.find((s) => s.id === current.stepId)!.subSteps.map((s) => s.id)
  const manual = pathname.endsWith('/user')
  const copy = manual && current.manualCopy ? current.manualCopy : current
  const context: SubStepContext = {
    subStepIds: stepSubStepIds,
    // On to the first sub-step still to do: the next one on a first pass; straight back to the
    // review after an Edit or after fixing what the server rejected.
    onDone: () => void navigate(firstIncomplete(steps, completedSubSteps(useDraftStore.getState())).path),
    known: data.merchant
      ? {
          ...data.merchant,
          address: data.merchant.address,
          establishmentDate: data.shop?.establishmentDate ?? null,
        }
      : null,
    shopId: data.shop?.id ?? '',
    ...submitTarget(origination),
    plaidRequired: isPlaidRequired(data.preOffer, data.application),
    manual,
    onManual: () => void navigate(paths.bankingManual),
    pathOf: (id) => flatSubSteps(steps).find((s) => s.id === id)?.path ?? paths.home,
    onSubmitted: () => setSubmitted(true),
    onFieldErrors: (path) => void navigate(path),
  }

  return (
    <ApplicationShell
      steps={steps}
      activeStepId={current.stepId}
      activeSubStepId={current.id}
      title={copy.title}
      description={copy.description}
      hint={copy.hint}
    >
      {current.render(context)}
    </ApplicationShell>
  )
}
