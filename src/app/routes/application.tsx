import { useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { needsDataConsent } from '@/features/consent/model/consent'
import { ApplicationShell } from '@/features/application/components/application-shell'
import { Banking2Form, BankingChoice, ManualBankForm } from '@/features/application/components/banking'
import { BusinessInfo1Form, BusinessInfo2Form } from '@/features/application/components/business-info'
import {
  PersonalInfo1Form,
  PersonalInfo2Form,
  PersonalInfo3Form,
} from '@/features/application/components/personal-info'
import { ReviewSubmit } from '@/features/application/components/review-submit'
import {
  firstIncomplete,
  flatSubSteps,
  isReachable,
  stepDefinitions,
  subStepForPath,
} from '@/features/application/model/steps'
import { completedSubSteps, useDraftStore } from '@/features/application/store/draft-store'
import { useShellData } from '../layouts/app-layout'

const COPY: Record<string, { title: string; description?: string; hint?: string }> = {
  'businessInfo.1': {
    title: 'About your business',
    description: 'Tell us how your business is registered.',
    hint: 'About 5 minutes for the whole application.',
  },
  'businessInfo.2': {
    title: 'Where your business is',
    description: 'Your business address and how we can reach you.',
  },
  'personalInfo.1': {
    title: 'About you',
    description: 'The law requires us to verify the identity of everyone who applies for business financing.',
  },
  'personalInfo.2': {
    title: 'Your contact details',
    description: 'Your home address, and your share of the business.',
  },
  'personalInfo.3': {
    title: 'Other owners',
    description: 'Tell us about anyone else who owns part of the business.',
  },
  'bankingDetails.1': {
    title: 'Your business bank account',
    description: 'Your funds go to this account, and repayments come from it.',
  },
  'bankingDetails.1.user': {
    title: 'Enter your bank details',
    description: 'Use your business checking account.',
    hint: 'Find both numbers on a cheque or in your bank’s app.',
  },
  'bankingDetails.2': { title: 'About the funds', description: 'Two quick questions to finish.' },
  'submit.1': { title: 'Review and submit', description: 'Check your details, then send your application.' },
}

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
  // Applying is open with a pre-offer, or to correct an application in ERROR.
  const canApply =
    origination?.state === 'PRE_OFFER' ||
    (origination?.state === 'APPLICATION' && data.application?.state === 'ERROR')
  if (!canApply) return <Navigate to={paths.home} replace />
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
  // On to the first sub-step still to do: the next one on a first pass; straight back to the review
  // after an Edit or after fixing what the server rejected.
  const goNext = () => void navigate(firstIncomplete(steps, completedSubSteps(useDraftStore.getState())).path)
  const manual = pathname.endsWith('/user')
  const copy = COPY[manual ? 'bankingDetails.1.user' : current.id]!
  const pathOf = (id: string) => flatSubSteps(steps).find((s) => s.id === id)?.path ?? paths.home
  const plaidRequired = Boolean(data.preOffer?.plaidRequired || data.application?.plaidRequired)

  const known = data.merchant
    ? {
        ...data.merchant,
        address: data.merchant.address,
        establishmentDate: data.shop?.establishmentDate ?? null,
      }
    : null
  const form = (() => {
    const props = { subStepIds: stepSubStepIds, onDone: goNext }
    switch (current.id) {
      case 'businessInfo.1':
        return <BusinessInfo1Form {...props} known={known} />
      case 'businessInfo.2':
        return <BusinessInfo2Form {...props} known={known} />
      case 'personalInfo.1':
        return <PersonalInfo1Form {...props} />
      case 'personalInfo.2':
        return <PersonalInfo2Form {...props} />
      case 'personalInfo.3':
        return <PersonalInfo3Form {...props} />
      case 'bankingDetails.1':
        return manual && !plaidRequired ? (
          <ManualBankForm {...props} />
        ) : (
          <BankingChoice
            {...props}
            shopId={data.shop?.id ?? ''}
            plaidRequired={plaidRequired}
            onManual={() => void navigate(paths.bankingManual)}
          />
        )
      case 'bankingDetails.2':
        return <Banking2Form {...props} />
      default:
        return (
          <ReviewSubmit
            shopId={data.shop?.id ?? ''}
            preOfferId={origination.preOfferId}
            applicationId={origination.applicationId}
            pathOf={pathOf}
            onSubmitted={() => setSubmitted(true)}
            onFieldErrors={(path) => void navigate(path)}
          />
        )
    }
  })()

  return (
    <ApplicationShell steps={steps} activeStepId={current.stepId} activeSubStepId={current.id} {...copy}>
      {form}
    </ApplicationShell>
  )
}
